import LayoutEngine
import SceneModel

/// The sizes between two consecutive breakpoints of one size category (the range's ends at the
/// first and last), with every view's frame as lines in the size: x, y, width and height each
/// a + b·size over [from, to].
///
/// Within a regime the solver's basis is the same, so the solution is affine in the size: the
/// lines are read from the tableau of the session's layout a quarter into the regime (before
/// pixel snapping; `LinearLayout`). Where the session lays out afresh (a root sized by its
/// content, an optimum not shown unique), they go through the snapped frames of the layouts a
/// quarter and three quarters in. Either way each line is checked against fresh layouts at other
/// sizes inside the regime (halfway; and three quarters in for the solver's lines, snapped as a
/// layout snaps them): a view whose frame misses by more than 0.01 point (a text that wraps
/// differently, snapping that rounds a line in steps) is not linear, and its frames at the
/// regime's first and last sampled sizes are given instead.
public struct SweepRegime: Sendable {
    public enum Source: String, Sendable {
        /// The tableau's rates, before snapping.
        case solver
        /// Two layouts' snapped frames.
        case layouts
    }

    public struct View: Sendable {
        public enum Frame: Sendable {
            case linear(LinearLayout.LinearRect)
            /// The frames at `SweepRegime.sampled`'s two sizes.
            case notLinear(first: Rect, last: Rect)
        }
        public var name: String
        public var frame: Frame

        public var isLinear: Bool {
            if case .linear = frame { return true } else { return false }
        }
    }

    public var sizeCategory: SizeCategory
    public var from: Double
    public var to: Double
    public var source: Source
    /// Where a view that is not linear is sampled: `from`, and the last size of the sweep's step
    /// before `to` (`to` itself at the end of the range).
    public var sampled: (first: Double, last: Double)
    /// In the layout's order; empty where a size inside the regime has no layout.
    public var views: [View]

    static let noFrame = Rect(x: 0, y: 0, width: 0, height: 0)

    /// How far a line may miss a fresh layout's frame.
    public static let tolerance = 0.01

    /// Each regime of `sweep`, by size category then size.
    public static func regimes(of sweep: LayoutSweep, scene: Scene, solver: LayoutSolver) -> [SweepRegime] {
        sweep.sizeCategories.flatMap { category -> [SweepRegime] in
            var configuration = sweep.base
            configuration.sizeCategory = category
            let range = sweep.range
            let inside = sweep.breakpoints.filter { $0.sizeCategory == category && $0.value > range.from + 1e-9 }
                .map(\.value).filter { $0 < range.to }
            let bounds = [range.from] + inside + [range.to]
            let session = LayoutSession(scene: scene, solver: solver)
            return zip(bounds, bounds.dropFirst()).compactMap { from, to in
                guard to > from || bounds.count == 2 else { return nil }
                return SweepRegime(
                    scene: scene, configuration: configuration, range: range, from: from, to: to, session: session)
            }
        }
    }

    /// The regime [from, to] of `range` in `configuration`'s size category.
    init(
        scene: Scene, configuration: Configuration, range: SweepRange, from: Double, to: Double,
        session: LayoutSession
    ) {
        self.sizeCategory = configuration.sizeCategory
        self.from = from
        self.to = to
        let scale = configuration.scale
        // On the pixel grid when that stays inside: a line through two snapped frames then
        // meets the grid as the sweep's own sizes do.
        func point(_ fraction: Double) -> Double {
            let raw = from + fraction * (to - from)
            let grid = (raw * scale).rounded() / scale
            return grid > from && grid < to ? grid : raw
        }
        let lastSample =
            to >= range.to
            ? to
            : max(from, range.from + ((to - range.from) / range.step - 1e-9).rounded(.up) * range.step - range.step)
        sampled = (from, lastSample)
        let (first, middle, third) = (point(0.25), point(0.5), point(0.75))
        let dimension: LinearLayout.Dimension = range.axis == .width ? .width : .height
        func sized(_ value: Double) -> Configuration { configuration.resized(range.axis, to: value) }
        func fresh(_ value: Double) throws -> [Rect] {
            try session.solver.solve(session.scene, in: sized(value)).views.map(\.frame)
        }
        var lines: [(name: String, frame: LinearLayout.LinearRect)] = []
        var checks: [(value: Double, predicted: [Rect])] = []
        do {
            if let linear = try session.linearLayout(in: sized(first), along: dimension) {
                source = .solver
                lines = linear.views.map { ($0.name, $0.frame) }
                checks = [middle, third].map { ($0, linear.snappedFrames(at: $0)) }
            } else {
                source = .layouts
                let layout = try session.solver.solve(session.scene, in: sized(first))
                let low = layout.views.map(\.frame)
                let high = third > first ? try fresh(third) : low
                guard low.count == high.count else { throw Diagnostic("the views differ inside the regime") }
                lines = layout.views.indices.map { position in
                    (
                        layout.views[position].spec.name,
                        Self.line(through: (first, low[position]), (third, high[position]))
                    )
                }
                let frames = lines.map(\.frame)
                checks = [(middle, frames.map { $0.rect(at: middle) })]
            }
            var linear = Array(repeating: true, count: lines.count)
            for (value, predicted) in checks {
                let actual = try fresh(value)
                guard actual.count == predicted.count else {
                    linear = linear.map { _ in false }
                    continue
                }
                for position in actual.indices where !Self.matches(predicted[position], actual[position]) {
                    linear[position] = false
                }
            }
            var ends: ([Rect], [Rect])?
            if linear.contains(false) {
                ends = (try fresh(sampled.first), try fresh(sampled.last))
            }
            views = lines.indices.map { position in
                if linear[position] { return View(name: lines[position].name, frame: .linear(lines[position].frame)) }
                let (low, high) = ends ?? ([], [])
                guard low.indices.contains(position), high.indices.contains(position) else {
                    return View(name: lines[position].name, frame: .notLinear(first: Self.noFrame, last: Self.noFrame))
                }
                return View(name: lines[position].name, frame: .notLinear(first: low[position], last: high[position]))
            }
        } catch {
            source = .layouts
            views = []
        }
    }

    /// The line through two frames (constant where both sizes are one).
    static func line(through low: (value: Double, frame: Rect), _ high: (value: Double, frame: Rect))
        -> LinearLayout.LinearRect
    {
        func line(_ component: (Rect) -> Double) -> LinearLayout.Line {
            let (y0, y1) = (component(low.frame), component(high.frame))
            let b = high.value > low.value ? (y1 - y0) / (high.value - low.value) : 0
            return LinearLayout.Line(a: y0 - b * low.value, b: b)
        }
        return LinearLayout.LinearRect(x: line(\.x), y: line(\.y), width: line(\.width), height: line(\.height))
    }

    static func matches(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance && abs(a.width - b.width) <= tolerance
            && abs(a.height - b.height) <= tolerance
    }
}
