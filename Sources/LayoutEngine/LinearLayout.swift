import Cassowary
import SceneModel

/// A layout as lines in the root's width (or height). While the solver's optimal basis stays,
/// its solution is affine in the size its edit variable holds, so each view's frame is
/// a + b·size, read exactly from the tableau: b is how much the solution moves per point of the
/// edit (`Solver.rate(of:alongEdit:)`), a the value read less b·size. The lines are before pixel
/// snapping; `snappedFrames(at:)` snaps them as a layout does.
public struct LinearLayout: Sendable {
    public enum Dimension: String, Sendable { case width, height }

    /// One component: a + b·size.
    public struct Line: Equatable, Sendable {
        public var a: Double
        public var b: Double

        public init(a: Double, b: Double) {
            self.a = a
            self.b = b
        }

        public func value(at size: Double) -> Double { a + b * size }
    }

    /// x, y, width and height, each a line.
    public struct LinearRect: Equatable, Sendable {
        public var x: Line
        public var y: Line
        public var width: Line
        public var height: Line

        public init(x: Line, y: Line, width: Line, height: Line) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        public func rect(at size: Double) -> Rect {
            Rect(
                x: x.value(at: size), y: y.value(at: size), width: width.value(at: size), height: height.value(at: size)
            )
        }
    }

    public struct View: Sendable {
        public var name: String
        /// In its superview, before snapping (`SolvedLayout.View.frame` is it snapped).
        public var frame: LinearRect
        /// In the root's coordinates, before snapping.
        public var rootFrame: LinearRect
        /// The superview's position in `views` (nil for the root's children).
        public var parent: Int?
        /// How far the superview's content starts below its top (a scroll view under the safe area).
        var contentInsetTop: Double
    }

    public var dimension: Dimension
    /// The size the lines were read at.
    public var size: Double
    /// The pixel grid's points per pixel (the configuration's scale).
    public var scale: Double
    /// In the layout's order (`SolvedLayout.views`).
    public var views: [View]
    /// The sizes over which the tableau's basis stays (`Solver.basisRange`): the lines hold there
    /// as long as nothing decided before solving changes (margins, size class, the texts' wraps).
    public var basis: ClosedRange<Double>
    /// Which of the session's tableaux the lines come from: two layouts from the same tableau
    /// made the same decisions before solving and measured the same texts.
    public var tableau: LayoutSession.TableauIdentity

    /// Whether `other`'s views lie on the same lines as these, to the solver's rounding.
    public func liesOnSameLines(as other: LinearLayout) -> Bool {
        func same(_ a: Line, _ b: Line) -> Bool {
            abs(a.a - b.a) <= 1e-7 * max(1, abs(a.a)) && abs(a.b - b.b) <= 1e-9
        }
        return views.count == other.views.count
            && zip(views, other.views).allSatisfy { mine, theirs in
                let (a, b) = (mine.rootFrame, theirs.rootFrame)
                return same(a.x, b.x) && same(a.y, b.y) && same(a.width, b.width) && same(a.height, b.height)
            }
    }

    /// Each view's frame in its superview at `size`, snapped as a layout snaps it: root frames
    /// by their edges to the pixel grid, a frame the difference of its view's and its
    /// superview's. The layout's frames there, as long as the basis and the texts' wrapping are
    /// the same.
    public func snappedFrames(at size: Double) -> [Rect] {
        let roots = views.map { snapToPixels($0.rootFrame.rect(at: size), scale: scale) }
        return views.indices.map { position in
            let parent = views[position].parent.map { roots[$0] } ?? Rect(x: 0, y: 0, width: 0, height: 0)
            return roots[position].offsetBy(dx: -parent.x, dy: -parent.y - views[position].contentInsetTop)
        }
    }
}

extension LayoutSession {
    /// The layout in `configuration` as lines in its width or height, read from the tableau the
    /// session moved to it; nil where the session lays it out afresh (see the type) or the
    /// edit does not hold exactly, so that no tableau promises the lines.
    public func linearLayout(in configuration: Configuration, along dimension: LinearLayout.Dimension) throws
        -> LinearLayout?
    {
        _ = try layout(in: configuration)
        return lastLinearLayout(along: dimension)
    }

    /// The last layout as lines in the root's width or height, read from its tableau without
    /// laying out again; nil where the edit does not hold exactly, or where it was laid out
    /// afresh, unless that solve gave its lines in the width (`FreshLayoutLines`).
    public func lastLinearLayout(along dimension: LinearLayout.Dimension) -> LinearLayout? {
        if let lastFresh { return dimension == lastFresh.dimension ? lastFresh : nil }
        guard let (build, tableau, rootSize, identity) = lastPass, case .edited(let width, let height) = build.rootFrame
        else {
            return nil
        }
        let solver = tableau.system.solver
        let edit = dimension == .width ? width : height
        let size = dimension == .width ? rootSize.width : rootSize.height
        guard let basis = solver.basisRange(alongEdit: edit) else { return nil }
        return LinearLayout(
            build: build, dimension: dimension, size: size, basis: (size - basis.down)...(size + basis.up),
            tableau: identity
        ) { variable in
            guard let rate = solver.rate(of: variable, alongEdit: edit) else { return nil }
            return LinearLayout.Line(a: solver.value(of: variable) - rate * size, b: rate)
        }
    }
}

extension LinearLayout {
    /// The lines of `build`'s views, each component's line given by `line` (nil: no lines).
    init?(
        build: LayoutBuild, dimension: Dimension, size: Double, basis: ClosedRange<Double>,
        tableau: LayoutSession.TableauIdentity, line: (Variable) -> Line?
    ) {
        var roots: [LinearLayout.LinearRect] = []
        for node in build.nodes {
            guard let x = line(node.x), let y = line(node.y), let w = line(node.width), let h = line(node.height)
            else { return nil }
            roots.append(LinearLayout.LinearRect(x: x, y: y, width: w, height: h))
        }
        let views = build.nodes.map { node in
            let root = roots[node.position]
            let inset = build.contentInsetTop(aboveChildOf: node)
            let parent = node.parent.map { roots[$0] }
            func minus(_ line: LinearLayout.Line, _ other: LinearLayout.Line?, _ constant: Double = 0)
                -> LinearLayout.Line
            {
                LinearLayout.Line(a: line.a - (other?.a ?? 0) - constant, b: line.b - (other?.b ?? 0))
            }
            let frame = LinearLayout.LinearRect(
                x: minus(root.x, parent?.x), y: minus(root.y, parent?.y, inset), width: root.width,
                height: root.height)
            return LinearLayout.View(
                name: node.spec.name, frame: frame, rootFrame: root, parent: node.parent, contentInsetTop: inset)
        }
        self.init(
            dimension: dimension, size: size, scale: build.configuration.scale, views: views, basis: basis,
            tableau: tableau)
    }
}
