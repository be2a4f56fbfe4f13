import CPangoCairo
import LayoutEngine
import SceneModel
import TextMetrics

/// The Pango layouts made on one Pango context, one per string, font, wrap width, line limit and
/// alignment: a badge's text is measured by the placer and drawn by the painter, the same few
/// badge texts ("8", "Standard", "=") recur hundreds of times on a screen, and a live preview
/// draws the same labels frame after frame; each is shaped once. Used under `TextDrawingLock`,
/// like all of Pango, and a layout only within the hold of the lock that found it: that lets a
/// full cache be emptied, so that a long session's cache stays bounded.
final class LayoutCache {
    /// Past this many layouts, all are dropped before the next one is made (a screen of a few
    /// hundred views shapes a few hundred strings).
    static let maximumCount = 2048

    private var layouts: [Key: OpaquePointer] = [:]
    /// Wrapped layouts by what they depend on but the wrap width (`maxWidth` nil), each with the
    /// wrap widths at which its text keeps its lines in place (`HeldLines`), in Pango units: a
    /// slider or a resized label draws those widths with it, unshaped.
    private var heldLines: [Key: [(widths: ClosedRange<Int32>, layout: OpaquePointer)]] = [:]
    /// Single lines cut at the tail with "…", by what they depend on but the width, each with the
    /// widths at which it is cut at the same place (`HeldLines.cutWidths`): a label narrowing
    /// under a slider is cut again only where another letter goes.
    private var cutLines: [Key: [(widths: ClosedRange<Int32>, layout: OpaquePointer)]] = [:]
    private(set) var cutCount = 0
    /// Per font, the narrowest width of the last text `lineCount` found on one line unwrapped
    /// (a panel header's title and configuration line are in two fonts, measured in turn).
    private var lastSingleLines: [(font: FontSpec, low: Int32)] = []
    /// Pango units (8 points) by which a width must miss that line for the next to skip the test.
    static let overflowSlack: Int32 = 8 * 1024

    /// The widths a measurer found each text keeping its lines at (`hintedLayout`).
    private let hints: WrapWidthHints?

    init(hints: WrapWidthHints? = .shared) { self.hints = hints }

    var count: Int { layouts.count }

    /// What makes two layouts the same: the text's layout and the alignment of its lines.
    private struct Key: Hashable {
        var layout: TextLayoutKey
        var alignment: UInt32
    }

    /// The layout `PangoStyle.makeLayout` makes for these arguments, made once. A single line
    /// (no wrap width) is laid out the same whatever its alignment, which only places lines
    /// within a wrap width: those share one layout.
    func layout(
        context: OpaquePointer, text: String, font: FontSpec, maxWidth: Double?, lines: Int,
        alignment: PangoAlignment = PANGO_ALIGN_LEFT
    ) -> OpaquePointer {
        let aligned = maxWidth == nil ? PANGO_ALIGN_LEFT : alignment
        let key = Key(
            layout: TextLayoutKey(text: text, font: font, maxWidth: maxWidth, lines: lines), alignment: aligned.rawValue
        )
        if let layout = layouts[key] { return layout }
        // A line limit the text does not reach cuts nothing, nor one it just reaches while every
        // line fits: the text wrapped at the same width without one (`lineCount`'s) has the same
        // lines. A panel header measures its lines so before it draws them at that limit.
        let unlimitedKey = Key(
            layout: TextLayoutKey(text: text, font: font, maxWidth: maxWidth, lines: 0), alignment: key.alignment)
        if lines > 0, maxWidth != nil, let unlimited = layouts[unlimitedKey] {
            let count = Int(pango_layout_get_line_count(unlimited))
            if count < lines || count == lines && HeldLines.everyLineFits(unlimited, text: text, font: font) {
                return unlimited
            }
        }
        let heldKey = Key(
            layout: TextLayoutKey(text: text, font: font, maxWidth: nil, lines: lines), alignment: aligned.rawValue)
        let units = maxWidth.map { PangoStyle.pangoUnits(max(0, $0)) }
        if let units, let held = heldLines[heldKey]?.first(where: { $0.widths.contains(units) }) {
            return held.layout
        }
        if layouts.count + cutCount >= Self.maximumCount { release() }
        if let units, aligned == PANGO_ALIGN_LEFT,
            let wide = hintedLayout(context: context, text: text, font: font, units: units, lines: lines, key: heldKey)
        {
            return wide
        }
        let layout = PangoStyle.makeLayout(
            context: context, text: text, font: font, maxWidth: maxWidth, lines: lines, alignment: aligned)
        layouts[key] = layout
        if maxWidth != nil, let widths = HeldLines.widths(of: layout, text: text, font: font) {
            heldLines[heldKey, default: []].append((widths, layout))
        }
        return layout
    }

    /// The lines `text` takes wrapped at `width` (points, no line limit, left-aligned): from a
    /// kept wrapped layout that holds the width, else from the text's unwrapped layout when its
    /// one line fits (`HeldLines.singleLineWidths`), else from a wrapped layout made for it. The
    /// header's configuration line names the slider's width, so it is a new text at every step:
    /// its unwrapped layout shapes it once, a wrapped one twice.
    func lineCount(context: OpaquePointer, text: String, font: FontSpec, width: Double) -> Int {
        let units = PangoStyle.pangoUnits(max(0, width))
        let key = Key(
            layout: TextLayoutKey(text: text, font: font, maxWidth: width, lines: 0),
            alignment: PANGO_ALIGN_LEFT.rawValue)
        let heldKey = Key(
            layout: TextLayoutKey(text: text, font: font, maxWidth: nil, lines: 0), alignment: PANGO_ALIGN_LEFT.rawValue
        )
        let kept = layouts[key] ?? heldLines[heldKey]?.first(where: { $0.widths.contains(units) })?.layout
        // The last line measured so in this font overflowing the width by far: this one (the
        // next step's configuration line, as long) likely does too, and is laid out wrapped at once.
        let likelyOverflows =
            lastSingleLines.first { $0.font == font }.map { units < $0.low - Self.overflowSlack } ?? false
        if kept == nil && !likelyOverflows {
            let single = layout(context: context, text: text, font: font, maxWidth: nil, lines: 1)
            let widths = HeldLines.singleLineWidths(of: single, text: text, font: font)
            lastSingleLines.removeAll { $0.font == font }
            if let widths { lastSingleLines = [(font, widths.lowerBound)] + lastSingleLines.prefix(7) }
            if widths?.contains(units) == true { return 1 }
        }
        let wrapped = kept ?? layout(context: context, text: text, font: font, maxWidth: width, lines: 0)
        return max(1, Int(pango_layout_get_line_count(wrapped)))
    }

    /// A layout made at the widest width of the measurer's range holding `units`
    /// (`WrapWidthHints`), when its lines, checked on this context (`HeldLines`), hold `units`
    /// too: one layout for the widths a slider going wider meets until the text's lines change,
    /// where each took one. Kept either way, for the widths it holds.
    private func hintedLayout(
        context: OpaquePointer, text: String, font: FontSpec, units: Int32, lines: Int, key heldKey: Key
    ) -> OpaquePointer? {
        guard let top = hints?.widest(holding: units, text: text, font: font, lines: lines),
            top > units
        else { return nil }
        let width = Double(top) / Double(PANGO_SCALE)
        let key = Key(
            layout: TextLayoutKey(text: text, font: font, maxWidth: width, lines: lines), alignment: heldKey.alignment)
        // Made before: its lines did not hold `units`.
        guard layouts[key] == nil else { return nil }
        let layout = PangoStyle.makeLayout(
            context: context, text: text, font: font, maxWidth: width, lines: lines, alignment: PANGO_ALIGN_LEFT)
        layouts[key] = layout
        guard let widths = HeldLines.widths(of: layout, text: text, font: font) else { return nil }
        heldLines[heldKey, default: []].append((widths, layout))
        return widths.contains(units) ? layout : nil
    }

    /// `text` on one line cut at the tail with "…" to fit `width` (Pango units), placed by
    /// `alignment`: made fresh for its first width (`pango_layout_copy` draws some cut lines
    /// differently), then kept for the widths that cut it at the same place.
    func cutLayout(
        context: OpaquePointer, text: String, font: FontSpec, width: Int32, alignment: PangoAlignment
    ) -> OpaquePointer {
        let key = Key(
            layout: TextLayoutKey(text: text, font: font, maxWidth: nil, lines: 1), alignment: alignment.rawValue)
        if let cut = cutLines[key]?.first(where: { $0.widths.contains(width) }) { return cut.layout }
        // Room for the "…" and the whole line, so that fetching one cannot free the other.
        if layouts.count + cutCount + 2 >= Self.maximumCount { release() }
        let ellipsis = self.layout(context: context, text: "…", font: font, maxWidth: nil, lines: 1)
        let whole = self.layout(context: context, text: text, font: font, maxWidth: nil, lines: 1)
        func cut(at width: Int32) -> OpaquePointer {
            let layout = PangoStyle.makeLayout(
                context: context, text: text, font: font, maxWidth: nil, lines: 1, alignment: alignment)
            pango_layout_set_width(layout, width)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            return layout
        }
        let layout = cut(at: width)
        // Kept under the widths it holds, or, when it holds none, under its own width alone; going
        // wider, up to where the next character likely fits, if a layout there confirms it.
        var widths = width...width
        if let held = HeldLines.cutWidths(of: layout, text: text, font: font, ellipsis: ellipsis) {
            widths = held
            if let estimate = HeldLines.cutCeilingEstimate(
                of: layout, whole: whole, text: text, font: font, ellipsis: ellipsis)
            {
                let probe = cut(at: estimate)
                if let kept = HeldLines.keptText(of: probe)?.bytes, kept == HeldLines.keptText(of: layout)?.bytes {
                    widths = held.lowerBound...estimate
                }
                g_object_unref(UnsafeMutableRawPointer(probe))
            }
        }
        cutLines[key, default: []].append((widths, layout))
        cutCount += 1
        return layout
    }

    /// Frees every layout (under `TextDrawingLock`).
    func release() {
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        for layout in cutLines.values.joined().map(\.layout) { g_object_unref(UnsafeMutableRawPointer(layout)) }
        layouts = [:]
        heldLines = [:]
        cutLines = [:]
        cutCount = 0
    }
}
