import Cassowary
import SceneModel

/// A view as the solver placed it, in root coordinates, before snapping: its frame, its
/// baselines (with text) and a scroll view's content area.
struct ViewReading {
    var rootFrame: Rect
    var baselines: (first: Double, last: Double)?
    var content: Rect?

    init(_ node: LayoutBuild.Node, geometry: ItemGeometry, solver: Solver) {
        rootFrame = Rect(
            x: solver.value(of: node.x), y: solver.value(of: node.y),
            width: solver.value(of: node.width), height: solver.value(of: node.height))
        if geometry.intrinsic.text != nil {
            let value: (Attribute) -> Double = { solver.value(of: geometry.expression(for: $0, direction: .ltr)) }
            baselines = (value(.firstBaseline), value(.lastBaseline))
        }
        if let content = node.content {
            // The content area starts at the scroll view's origin.
            self.content = Rect(
                x: solver.value(of: node.x), y: solver.value(of: node.y),
                width: solver.value(of: content.width), height: solver.value(of: content.height))
        }
    }
}

/// A constraint against the solution: how far it is from holding (a broken constraint is not
/// in the solver; its error is still measured), its items' rectangles and attribute values.
struct ConstraintReading {
    var error: Double
    /// |lhs − rhs| as solved (snapping leaves it).
    var slack: Double
    var firstRect: Rect
    var secondRect: Rect?
    var firstValue: Double
    var secondValue: Double?

    /// `rects`: the rectangles of the geometries read so far, by identity (`ItemGeometry.identity`):
    /// the constraints on a view share its geometry, and each read it again.
    init(
        _ entry: LayoutBuild.Entry, solver: Solver, direction: LayoutDirection,
        rects: inout [ObjectIdentifier: Rect]
    ) {
        func rect(_ geometry: ItemGeometry) -> Rect {
            if let known = rects[geometry.identity] { return known }
            let rect = Rect(
                x: solver.value(of: geometry.left), y: solver.value(of: geometry.top),
                width: solver.value(of: geometry.width), height: solver.value(of: geometry.height))
            rects[geometry.identity] = rect
            return rect
        }
        // `Solver.error(of:)` from the value read once for the slack too.
        let value = solver.value(of: entry.constraint.expression)
        switch entry.constraint.relation {
        case .equal: error = abs(value)
        case .lessThanOrEqual: error = max(0, value)
        case .greaterThanOrEqual: error = max(0, -value)
        }
        slack = abs(value)
        firstRect = rect(entry.firstGeometry)
        secondRect = entry.secondGeometry.map(rect)
        firstValue = solver.value(
            of: entry.firstGeometry.expression(for: entry.spec.first.attribute, direction: direction))
        secondValue = entry.spec.second.flatMap { anchor in
            entry.secondGeometry.map { solver.value(of: $0.expression(for: anchor.attribute, direction: direction)) }
        }
    }
}
