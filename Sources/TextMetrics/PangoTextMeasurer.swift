import Parallel
import CCairo
import CPangoCairo
import Foundation
import SceneModel

/// Measures text with Pango: glyph widths from Inter with San Francisco's tracking, line
/// heights and baselines from San Francisco's published metrics (docs/uikit-rules.md, Intrinsic content sizes).
/// Results are cached per string, font, width and scale, and a wrapped text's per range of wrap
/// widths where it keeps its lines (`WrapWidthRanges`); the class is safe to share.
public final class PangoTextMeasurer: TextMeasuring, @unchecked Sendable {
    // Unchecked: the Pango font map and context are used under `TextDrawingLock`.
    private let cache = Locked<[MeasurementKey: TextMeasurement]>([:])
    private let wrapRanges = Locked(WrapWidthRanges())
    /// Each wrapped text's advances on one line, by text and font (`WrapWidthCeiling`): its later
    /// wrap widths' ceilings are estimated without laying it out on one line again. Emptied past
    /// `maximumOneLineTexts`.
    private let oneLineAdvances = Locked<[TextLayoutKey: [Int64]]>([:])
    static let maximumOneLineTexts = 4096
    /// Each wrapped text's lines at any width (`ParagraphLines`), by text and font; nil for a
    /// text the model does not describe. Emptied past `maximumOneLineTexts` texts or
    /// `maximumParagraphCharacters` characters kept (about 60 bytes each).
    private let paragraphs = Locked<(lines: [TextLayoutKey: ParagraphLines?], characters: Int)>(([:], 0))
    static let maximumParagraphCharacters = 1_000_000
    private let measuredUncached = Locked(0)
    private let measuredFromLines = Locked(0)
    /// How many measurements were made past the caches, by Pango or from a paragraph's lines.
    var uncachedMeasurements: Int { measuredUncached.withLock { $0 } }
    /// How many of those came from a paragraph's lines (`ParagraphLines`), without a Pango layout.
    var measurementsFromLines: Int { measuredFromLines.withLock { $0 } }
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer

    /// Where the wrap widths at which a text keeps its lines are kept for the drawing.
    private let hints: WrapWidthHints

    public init(hints: WrapWidthHints = .shared) {
        self.hints = hints
        PinnedFonts.install()
        (fontMap, context) = TextDrawingLock.withLock {
            let fontMap = pango_cairo_font_map_new()!
            let context = pango_font_map_create_context(fontMap)!
            PangoStyle.applyFontOptions(to: context)
            return (fontMap, context)
        }
    }

    deinit {
        TextDrawingLock.withLock {
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(UnsafeMutableRawPointer(fontMap))
        }
    }

    public func measure(_ text: String, font: FontSpec, maxWidth: Double?, lines: Int, scale: Double) -> TextMeasurement
    {
        let key = MeasurementKey(
            layout: TextLayoutKey(text: text, font: font, maxWidth: maxWidth, lines: lines), scale: scale.bitPattern)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let rangeKey = MeasurementKey(
            layout: TextLayoutKey(text: text, font: font, maxWidth: nil, lines: lines), scale: scale.bitPattern)
        if let maxWidth, let known = wrapRanges.withLock({ $0.measurement(of: rangeKey, at: maxWidth) }) {
            cache.withLock { $0[key] = known }
            return known
        }
        // A text measured wrapped before is measured from its lines at every width, without
        // Pango's lock (`ParagraphLines`); the others by Pango, from its second wrap width on
        // with the ceiling's estimate (two layouts, not paid by a render that wraps each text once).
        let measuredBefore = wrapRanges.withLock { $0.holdsRanges(of: rangeKey) }
        if measuredBefore, let maxWidth, !text.isEmpty,
            let found = measureFromParagraph(text, font: font, maxWidth: maxWidth, lines: lines, scale: scale)
        {
            measuredFromLines.withLock { $0 += 1 }
            return remember(
                found.measurement, isCut: false, ceiling: found.ceiling, key: key, rangeKey: rangeKey, text: text,
                font: font, maxWidth: maxWidth, lines: lines)
        }
        // Pango's turn (`TextDrawingLock`), then this measurer's caches: always in that order.
        return TextDrawingLock.withLock {
            if let cached = cache.withLock({ $0[key] }) { return cached }
            let (measurement, isCut, ceiling) = measureUncached(
                text, font: font, maxWidth: maxWidth, lines: lines, scale: scale,
                estimatesCeiling: measuredBefore)
            return remember(
                measurement, isCut: isCut, ceiling: ceiling, key: key, rangeKey: rangeKey, text: text, font: font,
                maxWidth: maxWidth, lines: lines)
        }
    }

    /// Keeps a measurement made past the caches, for its wrap width and, for a wrapped text that
    /// is not cut, for the range of widths with the same lines; gives it back.
    private func remember(
        _ measurement: TextMeasurement, isCut: Bool, ceiling: Int32?, key: MeasurementKey, rangeKey: MeasurementKey,
        text: String, font: FontSpec, maxWidth: Double?, lines: Int
    ) -> TextMeasurement {
        measuredUncached.withLock { $0 += 1 }
        cache.withLock { $0[key] = measurement }
        if let maxWidth, !isCut, !text.isEmpty {
            wrapRanges.withLock {
                $0.remember(measurement, of: rangeKey, measuredAt: maxWidth, ceiling: ceiling)
            }
            let (low, high) = (PangoStyle.pangoUnits(measurement.width), PangoStyle.pangoUnits(maxWidth))
            if low <= high {
                hints.remember(low...max(high, ceiling ?? high), text: text, font: font, lines: lines)
            }
        }
        return measurement
    }

    /// Pango's measurement, past every cache: what the caches must give back.
    func measureWithPango(_ text: String, font: FontSpec, maxWidth: Double?, lines: Int, scale: Double)
        -> TextMeasurement
    {
        TextDrawingLock.withLock {
            measureUncached(
                text, font: font, maxWidth: maxWidth, lines: lines, scale: scale,
                estimatesCeiling: false
            ).0
        }
    }

    /// The measurement, whether the text is cut with an ellipsis, and the widest wrap width (in
    /// Pango units) up to which the measurement holds (`WrapWidthCeiling`), if one is found (by
    /// an estimate and a layout only when `estimatesCeiling`).
    private func measureUncached(
        _ text: String, font: FontSpec, maxWidth: Double?, lines: Int, scale: Double,
        estimatesCeiling: Bool
    ) -> (TextMeasurement, isCut: Bool, ceiling: Int32?) {
        let layout = PangoStyle.makeLayout(context: context, text: text, font: font, maxWidth: maxWidth, lines: lines)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        // Read at the wrap width asked for: finding the width below moves the layout's.
        let isCut = pango_layout_is_ellipsized(layout) != 0
        var lineCount = Int(pango_layout_get_line_count(layout))
        if lines > 0 { lineCount = min(lineCount, lines) }
        if text.isEmpty { lineCount = 1 }
        let lineWidth =
            Double(logical.width) / Double(PANGO_SCALE) + Self.unspacedEnds(of: text, in: font, lineCount: lineCount)
        var width = text.isEmpty ? 0 : ceilToPixels(lineWidth, scale: scale)
        var breaks: [Int32] = []
        if let maxWidth, !text.isEmpty {
            breaks = Self.lineStarts(layout)
            width = Self.wrappedWidth(width, at: maxWidth, font: font, scale: scale) { candidate in
                pango_layout_set_width(layout, PangoStyle.pangoUnits(candidate))
                return Self.lineStarts(layout) == breaks
            }
        } else if lines != 1, !text.isEmpty {
            width = unwrappedWidth(width, text: text, font: font, layout: layout, scale: scale)
        }
        let measurement = Self.measurement(width: width, lineCount: lineCount, font: font, scale: scale)
        // A width that follows the wrap width (a glyph overflowing it) holds at that width only.
        guard let maxWidth, !text.isEmpty, !isCut, width < maxWidth else {
            return (measurement, isCut, nil)
        }
        let oneLineKey = TextLayoutKey(text: text, font: font, maxWidth: nil, lines: 0)
        var oneLine = estimatesCeiling ? oneLineAdvances.withLock { $0[oneLineKey] } : nil
        let known = oneLine != nil
        let ceiling = WrapWidthCeiling.units(
            of: layout, lines: breaks, at: PangoStyle.pangoUnits(maxWidth), lineLimit: lines,
            estimating: estimatesCeiling, oneLine: &oneLine)
        if !known, let oneLine {
            oneLineAdvances.withLock {
                if $0.count >= Self.maximumOneLineTexts { $0 = [:] }
                $0[oneLineKey] = oneLine
            }
        }
        return (measurement, isCut, ceiling)
    }

    /// A measurement of `lineCount` lines, `width` wide.
    static func measurement(width: Double, lineCount: Int, font: FontSpec, scale: Double) -> TextMeasurement {
        // A paragraph's taller line puts its extra height above the text, as TextKit does.
        let ascender =
            font.ascenderEm * font.size + font.firstLineHeight - font.lineHeightEm * font.size
        return TextMeasurement(
            width: width,
            height: ceilToPixels(font.textHeight(lines: lineCount), scale: scale),
            firstBaseline: ascender,
            lastBaseline: Double(lineCount - 1) * font.lineSpacing + ascender,
            lineCount: lineCount)
    }

    /// The measurement of a wrapped text from its lines at every width (`ParagraphLines`),
    /// without a Pango layout, and the widest wrap width (Pango units) with the same lines; nil
    /// for a text the model does not describe at this width (Pango measures it).
    func measureFromParagraph(_ text: String, font: FontSpec, maxWidth: Double, lines: Int, scale: Double)
        -> (measurement: TextMeasurement, ceiling: Int32?)?
    {
        let key = TextLayoutKey(text: text, font: font, maxWidth: nil, lines: 0)
        let paragraph: ParagraphLines?
        if let known = paragraphs.withLock({ $0.lines[key] }) {
            paragraph = known
        } else {
            paragraph = TextDrawingLock.withLock {
                let layout = PangoStyle.makeLayout(context: context, text: text, font: font, maxWidth: nil, lines: 0)
                defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
                return ParagraphLines(text: text, layout: layout)
            }
            let characters = paragraph?.characterCount ?? 0
            paragraphs.withLock {
                if $0.lines.count >= Self.maximumOneLineTexts
                    || $0.characters + characters > Self.maximumParagraphCharacters
                {
                    $0 = ([:], 0)
                }
                $0.lines[key] = .some(paragraph)
                $0.characters += characters
            }
        }
        let units = Int64(PangoStyle.pangoUnits(max(0, maxWidth)))
        guard let paragraph, let found = paragraph.lines(at: units), lines == 0 || found.starts.count <= lines
        else { return nil }
        let lineCount = found.starts.count
        let lineWidth =
            Double(found.widest) / Double(PANGO_SCALE) + Self.unspacedEnds(of: text, in: font, lineCount: lineCount)
        let width = Self.wrappedWidth(
            ceilToPixels(lineWidth, scale: scale), at: maxWidth, font: font, scale: scale
        ) { candidate in
            paragraph.lines(at: Int64(PangoStyle.pangoUnits(candidate)))?.starts == found.starts
        }
        let measurement = Self.measurement(width: width, lineCount: lineCount, font: font, scale: scale)
        // A width that follows the wrap width (a glyph overflowing it) holds at that width only.
        guard width < maxWidth else { return (measurement, nil) }
        return (measurement, Int32(clamping: paragraph.ceiling(of: found, at: units)))
    }

    /// The width a wrapped text takes: the narrowest on the pixel grid, from its widest line's,
    /// at which it breaks into the same lines as at `maxWidth`, so that a label laid out at its
    /// measured width wraps as it was measured (or its last line would be cut). Pango's fitting
    /// test counts the letter spacing after a line's last letter, which the line's width leaves
    /// out: with San Francisco's positive tracking (24 points and up) a text wrapped at its
    /// widest line's width loses a word to one more line; with negative tracking a line fits
    /// `maxWidth` while it is wider by up to that spacing, and the text is as wide as `maxWidth`.
    /// `keepsLines` says whether the text breaks into its lines at a wrap width.
    private static func wrappedWidth(
        _ width: Double, at maxWidth: Double, font: FontSpec, scale: Double, keepsLines: (Double) -> Bool
    ) -> Double {
        let limit = ceilToPixels(max(0, maxWidth), scale: scale)
        if width >= limit {
            // A glyph wider than the wrap width overflows it; the trailing spacing does not.
            let tracking = FontFaces.isDrawnAsSystem(font) ? SystemFontMetrics.tracking(forSize: font.size) : 0
            return width - maxWidth <= abs(tracking) + 1 / scale ? limit : width
        }
        let first = (width * scale).rounded()
        for pixels in 0... {
            let candidate = (first + Double(pixels)) / scale
            guard candidate < maxWidth else { break }
            if keepsLines(candidate) { return candidate }
        }
        return limit
    }

    /// The width a text that may wrap takes on the lines it has unwrapped: the narrowest on the
    /// pixel grid, from its widest line's, at which Pango keeps those lines, as `wrappedWidth`
    /// finds for a wrapped text. With positive tracking (below 12 points, and from 20) Pango's
    /// fitting test counts the last letter's spacing, which the line's width leaves out: a label
    /// laid out at its widest line's width would lose its last word to a second line, where UIKit
    /// shows a text as wide as its label on one line.
    private func unwrappedWidth(
        _ width: Double, text: String, font: FontSpec, layout: OpaquePointer, scale: Double
    ) -> Double {
        let spacing = Double(HeldLines.fittingSpacing(of: text, font: font)) / Double(PANGO_SCALE)
        guard spacing > 0 else { return width }
        let breaks = Self.lineStarts(layout)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        let first = Int((width * scale).rounded())
        let last = Int(((width + spacing) * scale).rounded(.up)) + 1
        for pixels in first...max(first, last) {
            let candidate = Double(pixels) / scale
            pango_layout_set_width(layout, PangoStyle.pangoUnits(candidate))
            if Self.lineStarts(layout) == breaks { return candidate }
        }
        return ceilToPixels(width + spacing, scale: scale)
    }

    /// Pango spaces letters half before and half after each glyph, and leaves the first glyph's
    /// leading half and the last glyph's trailing half out of a line: a text of one glyph gets
    /// none of the extra advance its San Francisco width asks for (`SanFranciscoAdvances`), and
    /// the measured width puts it back (system 120 "A", stored 76 wide). Longer texts keep
    /// Pango's ends, which the corrections were measured with (twelve zeros stored 150 wide).
    static func unspacedEnds(of text: String, in font: FontSpec, lineCount: Int) -> Double {
        let scalars = text.unicodeScalars
        guard lineCount == 1, scalars.count == 1, let glyph = scalars.first else { return 0 }
        return SanFranciscoAdvances.correction(for: glyph, in: FontFaces.drawn(font)) ?? 0
    }

    /// Where each line starts, and whether the text is cut with an ellipsis. The lines are read
    /// by walking Pango's list once: `pango_layout_get_line` walks it from the head for each
    /// line, quadratic in a text's lines.
    static func lineStarts(_ layout: OpaquePointer) -> [Int32] {
        var starts: [Int32] = []
        var node = pango_layout_get_lines_readonly(layout)
        while let current = node {
            starts.append(current.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self).pointee.start_index)
            node = current.pointee.next
        }
        starts.append(pango_layout_is_ellipsized(layout))
        return starts
    }
}

/// What a measurement depends on: the layout, and the scale its size is rounded to.
struct MeasurementKey: Hashable {
    var layout: TextLayoutKey
    var scale: UInt64
}
