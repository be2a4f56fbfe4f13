import Parallel
import SceneModel

/// The wrap widths, in Pango units, at which a measurer found a wrapped text keeping the same
/// lines (from its measured width up to the width asked or its ceiling, `WrapWidthCeiling`),
/// kept per text, font and line limit for the drawing: a renderer drawing the text at a width
/// inside one of them lays it out once at the top of it, and that layout serves the whole range
/// (`HeldLines`) where it was laid out again at every step of a slider going wider. A hint only:
/// the drawing checks the lines on its own Pango context, so a stale or foreign range costs a
/// layout, never a wrong picture. Shared by the process's measurers and renderers by default; bounded.
public final class WrapWidthHints: Sendable {
    public static let shared = WrapWidthHints()

    /// Past this many texts, or this many ranges of one text, the store (or the text's) starts again.
    static let maximumTexts = 1024
    static let maximumRanges = 1024

    /// Per text, disjoint ranges in order of width (overlapping ones are merged: they hold the same lines).
    private let ranges = Locked<[TextLayoutKey: [ClosedRange<Int32>]]>([:])

    public init() {}

    /// The widest width of a range holding `units` for `text` in `font` wrapped with `lines`
    /// (0: no limit), or nil when none is known. A text measured without a limit breaks the same
    /// under one it does not reach, so those ranges answer for a limited text too.
    public func widest(holding units: Int32, text: String, font: FontSpec, lines: Int) -> Int32? {
        ranges.withLock { ranges in
            let own = ranges[TextLayoutKey(text: text, font: font, maxWidth: nil, lines: lines)]
            let unlimited = lines == 0 ? nil : ranges[TextLayoutKey(text: text, font: font, maxWidth: nil, lines: 0)]
            return [own, unlimited].compactMap { $0.flatMap { Self.range(in: $0, holding: units)?.upperBound } }.max()
        }
    }

    /// Keeps `widths` (Pango units) as widths at which `text` keeps one set of lines.
    func remember(_ widths: ClosedRange<Int32>, text: String, font: FontSpec, lines: Int) {
        let key = TextLayoutKey(text: text, font: font, maxWidth: nil, lines: lines)
        ranges.withLock { ranges in
            if ranges[key] == nil, ranges.count >= Self.maximumTexts { ranges = [:] }
            var list = ranges[key, default: []]
            if list.count >= Self.maximumRanges { list = [] }
            ranges[key] = Self.merging(widths, into: list)
        }
    }

    /// The range of `list` (disjoint, in order) that holds `units`.
    static func range(in list: [ClosedRange<Int32>], holding units: Int32) -> ClosedRange<Int32>? {
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle].lowerBound <= units { low = middle + 1 } else { high = middle }
        }
        return low > 0 && list[low - 1].contains(units) ? list[low - 1] : nil
    }

    /// `list` with `widths` added, the ranges it overlaps merged into one.
    static func merging(_ widths: ClosedRange<Int32>, into list: [ClosedRange<Int32>]) -> [ClosedRange<Int32>] {
        var merged = widths
        var result: [ClosedRange<Int32>] = []
        result.reserveCapacity(list.count + 1)
        for range in list {
            if range.overlaps(merged) {
                merged = min(range.lowerBound, merged.lowerBound)...max(range.upperBound, merged.upperBound)
            } else {
                result.append(range)
            }
        }
        let index = result.firstIndex { $0.lowerBound > merged.lowerBound } ?? result.count
        result.insert(merged, at: index)
        return result
    }
}
