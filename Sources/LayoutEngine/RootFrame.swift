import Cassowary
import SceneModel

/// How one build sizes the root: the screen, the variables of a root being measured, or the
/// size measured. A root sized by its content is measured first, as `systemLayoutSizeFitting`
/// does: the fitting constraints pull its free sizes toward zero at `fittingSizeLevel` (50),
/// below every constraint of the scene, so each ends at the smallest the constraints allow.
enum RootFrame: Equatable {
    case screen
    /// `holdsContent`: the height also pulled, just above the fitting level, to hold each
    /// visible view's bottom.
    case measuring(width: Variable, height: Variable, holdsContent: Bool = false)
    case fitted(Size)
    /// The screen, its size held by edit variables (a `LayoutSession`): the build's own size
    /// decides what UIKit fixes before solving (margins, readable width, design-frame insets),
    /// and the solver moves the variables to each new size.
    case edited(width: Variable, height: Variable)

    /// UILayoutPriority.fittingSizeLevel.
    static let fittingPriority = 50.0

    /// Whether the root is the screen (its safe area and the system's margins apply).
    var isScreen: Bool {
        switch self {
        case .screen, .edited: return true
        case .measuring, .fitted: return false
        }
    }

    var fixedSize: Size? {
        if case .fitted(let size) = self { return size }
        return nil
    }
}

extension LayoutBuild {
    /// The fitting constraints of a measured root: its width the screen's (required) or toward
    /// zero, its height toward zero, neither below zero.
    func fittingEntries() -> [Entry] {
        guard case .measuring(let width, let height, let holdsContent) = rootFrame else { return [] }
        let root = rootGeometry
        func entry(
            _ name: String, _ variable: Variable, _ attribute: Attribute, _ relation: ConstraintSpec.Relation,
            _ value: Double, priority: Double
        ) -> Entry {
            let id = "fitting." + name
            return .generated(
                id: id, first: Anchor(.root, attribute), relation, constant: value, priority: priority,
                text: .written("root.\(attribute) \(relation) \(value) @\(priority) (fitting size)"),
                location: scene.root.location, lhs: Expression(variable), rhs: Expression(constant: value),
                firstGeometry: root, views: AnchorViews())
        }
        let screenWidth = scene.rootSizing.hasScreenWidth
        var holding: [Entry] = []
        if holdsContent {
            for node in nodes where node.spec.type != .guide && !isHidden(node) {
                let id = "fitting.holds." + node.spec.name
                holding.append(
                    .generated(
                        id: id, first: Anchor(.root, .height), .greaterThanOrEqual,
                        second: Anchor(.view(node.spec.name), .bottom), constant: 0,
                        priority: RootFrame.fittingPriority + 1,
                        text: .written("root.height >= \(node.spec.name).bottom @51 (holds the content)"),
                        location: scene.root.location, lhs: Expression(height),
                        rhs: Expression(node.y) + Expression(node.height), firstGeometry: root, views: AnchorViews()))
            }
        }
        return holding + [
            entry("width.minimum", width, .width, .greaterThanOrEqual, 0, priority: 1000),
            entry("height.minimum", height, .height, .greaterThanOrEqual, 0, priority: 1000),
            screenWidth
                ? entry("width", width, .width, .equal, configuration.size.width, priority: 1000)
                : entry("width", width, .width, .equal, 0, priority: RootFrame.fittingPriority),
            entry("height", height, .height, .equal, 0, priority: RootFrame.fittingPriority),
        ]
    }

    /// The root's measured size: its variables as solved with the fitting constraints, rounded
    /// up to the pixel grid; with the widths its multi-line texts were solved at.
    static let scrollingTypes: Set<ViewType> = [.scroll, .table, .collection]

    func measuredRoot(wrapWidths: [ViewID: Double], workBudget: Int) throws
        -> (size: Size, wrapWidths: [ViewID: Double], squeezesScrollView: Bool)
    {
        guard case .measuring(let width, let height, _) = rootFrame else {
            return (Size(width: rootRect.width, height: rootRect.height), [:], false)
        }
        let entries = try constraintEntries(wrapWidths: wrapWidths) + fittingEntries()
        let system = try ConflictRecovery(adding: entries, workBudget: workBudget)
        let scale = configuration.scale
        func snapped(_ value: Double) -> Double { (max(0, value) * scale - 1e-6).rounded(.up) / scale }
        var widths: [ViewID: Double] = [:]
        for node in nodes where node.spec.wrapsText {
            widths[node.spec.id] = system.solver.value(of: node.width)
        }
        let size = Size(
            width: snapped(system.solver.value(of: width)), height: snapped(system.solver.value(of: height)))
        // A scroll view has no intrinsic size: fitting pulls one that fills the root to nothing.
        let squeezes = nodes.contains { node in
            Self.scrollingTypes.contains(node.spec.type)
                && (system.solver.value(of: node.width) < 1 || system.solver.value(of: node.height) < 1)
        }
        return (size, widths, squeezes)
    }
}
