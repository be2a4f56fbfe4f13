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

    /// By constraint id.
    public var states: [String: State]
    /// The layout's constraints, in its order (`constraints` finds them by id).
    public private(set) var solvedConstraints: [SolvedLayout.SolvedConstraint]
    /// Width-dependent rules by name (`size class`, `root side margins`), with their value.
    public var rules: [String: String]
    /// The lines each wrapping text breaks into, by view name: where a text takes a line more or
    /// less, its height steps and what holds it moves, so its frames leave their lines there.
    public var lineCounts: [String: Int]

    /// Where the constraints with a state are in `solvedConstraints`.
    private var stated: [Int] = []

    /// The constraints with a state, by id (for the words of a breakpoint): made when asked, as
    /// most sizes of a sweep only compare states.
    public var constraints: [String: SolvedLayout.SolvedConstraint] {
        var result: [String: SolvedLayout.SolvedConstraint] = [:]
        for index in stated { result[solvedConstraints[index].id] = solvedConstraints[index] }
        return result
    }

    public static func == (a: LayoutRegime, b: LayoutRegime) -> Bool {
        a.states == b.states && a.rules == b.rules && a.lineCounts == b.lineCounts
    }

    public init(_ layout: SolvedLayout, scene: Scene) {
        self.init(layout, reader: Reader(scene))
    }

    /// Through `reader`, which keeps what the scene alone decides between the sizes of a sweep.
    init(_ layout: SolvedLayout, reader: Reader) {
        var states: [String: State] = [:], stated: [Int] = []
        states.reserveCapacity(layout.constraints.count)
        for (index, constraint) in layout.constraints.enumerated() where !constraint.id.isEmpty {
            guard let state = reader.state(of: constraint, in: layout) else { continue }
            states[constraint.id] = state
            stated.append(index)
        }
        self.states = states
        self.stated = stated
        solvedConstraints = layout.constraints
        rules = reader.rules(layout)
        lineCounts = Self.lineCounts(layout)
    }

    /// The lines of each text the layout wrapped (a label or text view of more than one line,
    /// measured at a wrap width).
    static func lineCounts(_ layout: SolvedLayout) -> [String: Int] {
        var result: [String: Int] = [:]
        for view in layout.views where view.spec.wrapsText {
            guard let fit = view.textFit, fit.wrapWidth != nil else { continue }
            result[view.spec.name] = fit.text.lineCount
        }
        return result
    }

    /// Whether `constraint` is a multi-line text's intrinsic width (hugging or compression
    /// resistance): a regime leaves it out, as the widest line of wrapped text meets the frame at
    /// scattered widths and says nothing about the layout.
    static func isWrappingWidth(_ constraint: SolvedLayout.SolvedConstraint, in layout: SolvedLayout) -> Bool {
        guard let intrinsic = IntrinsicConstraint(constraint), intrinsic.dimension == "width",
            let view = layout.view(named: intrinsic.view)
        else { return false }
        return view.spec.lines != 1
    }

    /// A constraint's state, from the solution before snapping.
    static func state(of constraint: SolvedLayout.SolvedConstraint) -> State {
        guard constraint.satisfied else { return .givesWay }
        guard constraint.spec.relation != .equal else { return .holds }
        return constraint.slack < 0.001 ? .atLimit : .holds
    }

    /// Reads the regimes of one scene's layouts. What depends on the scene alone (which anchors
    /// its constraints use) is read once, and which constraints are a multi-line text's width
    /// once per constraint and size class (a size class's variations may change a view's lines).
    /// Used by one thread at a time.
    final class Reader {
        let scene: Scene
        private let usesMargins: Bool
        private let usesReadable: Bool
        private var wrappingWidths: [WrappingKey: Bool] = [:]

        private struct WrappingKey: Hashable {
            var id: String
            var horizontal: SizeClass.Value
            var vertical: SizeClass.Value
        }

        init(_ scene: Scene) {
            self.scene = scene
            let anchors = scene.constraints.flatMap { [$0.first] + ($0.second.map { [$0] } ?? []) }
            usesMargins = anchors.contains {
                switch $0.item {
                case .margins, .readableContent: return true
                default: return $0.attribute.rawValue.contains("Margin")
                }
            }
            usesReadable =
                scene.root.layoutMarginsFollowReadableWidth
                || anchors.contains {
                    if case .readableContent = $0.item { return true } else { return false }
                }
        }

        func state(of constraint: SolvedLayout.SolvedConstraint, in layout: SolvedLayout) -> State? {
            // Only UIKit's own constraints can be a text's intrinsic width.
            if constraint.isGenerated {
                let sizeClass = layout.configuration.sizeClass
                let key = WrappingKey(
                    id: constraint.id, horizontal: sizeClass.horizontal, vertical: sizeClass.vertical)
                let wraps: Bool
                if let known = wrappingWidths[key] {
                    wraps = known
                } else {
                    wraps = LayoutRegime.isWrappingWidth(constraint, in: layout)
                    wrappingWidths[key] = wraps
                }
                if wraps { return nil }
            }
            return LayoutRegime.state(of: constraint)
        }

        /// The rules that follow the root's size and that the scene's constraints can see.
        func rules(_ layout: SolvedLayout) -> [String: String] {
            rules(layout.configuration, rootWidth: layout.rootFrame.width)
        }

        /// The rules in `configuration` with a root `rootWidth` wide: they follow the configuration
        /// alone, so a sweep finds where they change without laying out.
        func rules(_ configuration: Configuration, rootWidth: Double) -> [String: String] {
            var rules = ["size class": configuration.sizeClass.description]
            if usesMargins && !configuration.device.isCanvas {
                rules["root side margins"] = SweepFormat.points(
                    configuration.device.rootSideMargin(configuration.orientation))
            }
            if usesReadable {
                let maximum = ReadableWidth.maximum(configuration.sizeCategory)
                // The margins before the readable width widens them.
                let margins = configuration.rootMargins(of: scene.root)
                let inner = rootWidth - margins.left - margins.right
                // UIKit's rule, as a screen's root is capped (`LayoutBuild.readableContentIsCapped`);
                // for a root that follows the readable width itself or a cell's, an approximation.
                rules["readable width"] =
                    ReadableWidth.caps(inner, configuration.sizeCategory)
                    ? "capped at \(SweepFormat.points(maximum))" : "the margins' width"
            }
            return rules
        }
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
