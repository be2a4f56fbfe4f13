import LayoutEngine
import SceneModel

/// A sweep's range drawn under its strip: the sizes swept on an axis, the regimes between the
/// breakpoints shaded in turn, each breakpoint a tick labelled with its exact size, each
/// problem's first size a tick of the problem colour. The panels above show the layout at these
/// sizes, so the axis says where each one sits in the range. A breakpoint where only a text
/// rewraps (a paragraph takes a line less every few points) has no panel: its tick is short and
/// unlabelled, so that the panels' ticks stay readable among them.
public struct SweepAxis: Equatable, Sendable {
    public enum MarkKind: Equatable, Sendable { case breakpoint, rewrap, problem }

    public struct Mark: Equatable, Sendable {
        public var value: Double
        public var kind: MarkKind
        public init(value: Double, kind: MarkKind) { self.value = value; self.kind = kind }
    }

    /// What the row is about (`iPhone SE portrait ltr · L`) and the size swept (`width`).
    public var label: String
    public var dimension: String
    public var from: Double
    public var to: Double
    public var marks: [Mark]

    public init(label: String, dimension: String, from: Double, to: Double, marks: [Mark]) {
        self.label = label; self.dimension = dimension; self.from = from; self.to = to; self.marks = marks
    }

    /// The breakpoints in order, each once: the regimes' boundaries.
    var breakpoints: [Double] {
        Array(Set(marks.filter { $0.kind != .problem }.map(\.value))).sorted()
    }
}

/// The band of sweep axes under a strip's panels, one row per sweep, above the legend.
struct SweepAxisBand {
    static let rowHeight = 54.0, top = 10.0
    static let side = 12.0
    static let font = FontSpec.system(10)
    static let barHeight = 8.0

    let axes: [SweepAxis]
    let width: Double

    var height: Double { axes.isEmpty ? 0 : Self.top + Self.rowHeight * Double(axes.count) }

    /// Where `value` falls on a row's bar, from the left edge of the sheet.
    func x(_ value: Double, in axis: SweepAxis) -> Double {
        let (left, right) = (Self.side, width - Self.side)
        guard axis.to > axis.from else { return left }
        return left + (value - axis.from) / (axis.to - axis.from) * (right - left)
    }

    /// The rows' items, the band's top at `y`: the label, the bar in shaded regimes, the ticks
    /// with their sizes (a label that would overlap the one before it moves a line down).
    func list(y: Double, palette: Palette, painter: Painter) -> DisplayList {
        var list = DisplayList()
        for (row, axis) in axes.enumerated() {
            let top = y + Self.top + Double(row) * Self.rowHeight
            list.text(
                "\(axis.label) · \(axis.dimension) \(SweepAxisBand.points(axis.from))…\(SweepAxisBand.points(axis.to)) pt",
                font: Self.font, color: palette.secondaryText, x: Self.side, top: top, width: width - 2 * Self.side)
            let barTop = top + 16
            let edges = [axis.from] + axis.breakpoints.filter { $0 > axis.from && $0 < axis.to } + [axis.to]
            for (index, (start, end)) in zip(edges, edges.dropFirst()).enumerated() {
                let shade = Palette.satisfied.withAlpha(index % 2 == 0 ? 0.12 : 0.32)
                list.fill(
                    Rect(
                        x: x(start, in: axis), y: barTop, width: x(end, in: axis) - x(start, in: axis),
                        height: Self.barHeight),
                    shade)
            }
            // Two lines of labels: a label goes on the first whose last label it clears.
            var lineEnds = [-Double.infinity, -Double.infinity]
            for mark in axis.marks.sorted(by: { $0.value < $1.value }) {
                let tickX = x(mark.value, in: axis)
                guard mark.kind != .rewrap else {
                    list.line(tickX, barTop, tickX, barTop + Self.barHeight, Palette.satisfied, width: 0.75)
                    continue
                }
                let color = mark.kind == .breakpoint ? Palette.satisfied : Palette.conflict
                list.line(tickX, barTop - 3, tickX, barTop + Self.barHeight + 3, color, width: 1.5)
                let text = Self.points(mark.value)
                let textWidth = painter.textWidth(text, font: Self.font)
                let left = min(max(tickX - textWidth / 2, Self.side), width - Self.side - textWidth)
                let line = lineEnds.firstIndex { left >= $0 + 4 } ?? (lineEnds[0] <= lineEnds[1] ? 0 : 1)
                list.text(
                    text, font: Self.font, color: color, x: left,
                    top: barTop + Self.barHeight + 4 + Double(line) * 11, width: nil)
                lineEnds[line] = left + textWidth
            }
        }
        return list
    }

    /// `414`, `497.333`: a size as the sweep prints it.
    static func points(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
