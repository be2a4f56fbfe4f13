import LayoutEngine
import SceneModel

/// Which rules a layout follows: per constraint, whether it holds, gives way or sits at its
/// limit, and the configuration's width-dependent rules. Two widths with the same regime differ
/// only by stretching; a sweep's breakpoints are where the regime changes.
public struct LayoutRegime: Equatable, Sendable {
    public enum State: String, Sendable {
        /// Holds with room to spare (an inequality), or holds (an equality).
        case holds
        /// An inequality that holds with no room: the view is at its minimum or maximum.
        case atLimit
        /// Not satisfied: an optional constraint giving way, or a required one broken by a conflict.
        case givesWay
    }

    /// By constraint id, with the constraint itself (for the words of a breakpoint).
    public var states: [String: State]
    public var constraints: [String: SolvedLayout.SolvedConstraint]
    /// Width-dependent rules by name (`size class`, `root side margins`), with their value.
    public var rules: [String: String]

    public static func == (a: LayoutRegime, b: LayoutRegime) -> Bool { a.states == b.states && a.rules == b.rules }

    public init(_ layout: SolvedLayout, scene: Scene) {
        var states: [String: State] = [:], constraints: [String: SolvedLayout.SolvedConstraint] = [:]
        for constraint in layout.constraints where !constraint.id.isEmpty {
            guard let state = Self.state(of: constraint, in: layout) else { continue }
            states[constraint.id] = state
            constraints[constraint.id] = constraint
        }
        self.states = states
        self.constraints = constraints
        rules = Self.rules(layout, scene: scene)
    }

    /// A constraint's state, from the solution before snapping. A multi-line label's width
    /// hugging is left out: the widest line of wrapped text meets the frame at scattered widths,
    /// and says nothing about the layout.
    static func state(of constraint: SolvedLayout.SolvedConstraint, in layout: SolvedLayout) -> State? {
        if let intrinsic = IntrinsicConstraint(constraint), intrinsic.dimension == "width",
            let view = layout.view(named: intrinsic.view), view.spec.lines != 1
        {
            return nil
        }
        guard constraint.satisfied else { return .givesWay }
        guard constraint.spec.relation != .equal else { return .holds }
        return constraint.slack < 0.001 ? .atLimit : .holds
    }

    /// The rules that follow the root's size and that the scene's constraints can see.
    static func rules(_ layout: SolvedLayout, scene: Scene) -> [String: String] {
        let configuration = layout.configuration
        var rules = ["size class": configuration.sizeClass.description]
        let anchors = scene.constraints.flatMap { [$0.first] + ($0.second.map { [$0] } ?? []) }
        let items = anchors.map(\.item)
        let usesMargins = anchors.contains {
            switch $0.item {
            case .margins, .readableContent: return true
            default: return $0.attribute.rawValue.contains("Margin")
            }
        }
        if usesMargins && !configuration.device.isCanvas {
            rules["root side margins"] = SweepFormat.points(
                configuration.device.rootSideMargin(configuration.orientation))
        }
        let usesReadable =
            scene.root.layoutMarginsFollowReadableWidth
            || items.contains {
                if case .readableContent = $0 { return true } else { return false }
            }
        if usesReadable {
            let maximum = 672 * TextStyle.body.size(for: configuration.sizeCategory) / 17
            // The margins before the readable width widens them.
            let margins = configuration.rootMargins(custom: scene.root.margins)
            let inner = layout.rootFrame.width - margins.left - margins.right
            rules["readable width"] =
                inner > maximum + 0.001 ? "capped at \(SweepFormat.points(maximum))" : "the margins' width"
        }
        return rules
    }
}

/// A constraint UIKit adds for a view's intrinsic size: hugging (`<=`) or compression resistance (`>=`).
struct IntrinsicConstraint {
    var view: String
    var hugs: Bool
    var dimension: String

    init?(_ constraint: SolvedLayout.SolvedConstraint) {
        guard constraint.isGenerated else { return nil }
        let parts = constraint.id.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, ["hug", "compress"].contains(parts[parts.count - 2]),
            ["width", "height"].contains(parts[parts.count - 1])
        else { return nil }
        view = parts.dropLast(2).joined(separator: ".")
        hugs = parts[parts.count - 2] == "hug"
        dimension = String(parts[parts.count - 1])
    }
}
