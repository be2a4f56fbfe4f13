import CCairo
import Parallel
import CPangoCairo
import SceneModel

/// How alpreview asks Pango for text: shared by measuring and drawing, so both agree.
public enum PangoStyle {
    /// No hinting (of outlines or of metrics), grayscale anti-aliasing (so no subpixel order or
    /// LCD filter applies) and subpixel glyph positions, all set here and none inherited from a
    /// desktop's or fontconfig's settings: the same shapes at every size and on every machine.
    /// Glyph positions are not rounded: Pango would round them to whole units of the context's
    /// resolution, points when measuring and pixels when drawing at 2x or 3x, and a label
    /// measured one way would not fit the text drawn the other (CoreText does not round either).
    public static func applyFontOptions(to context: OpaquePointer) {
        pango_context_set_round_glyph_positions(context, 0)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    static func pangoWeight(_ weight: FontSpec.Weight) -> PangoWeight {
        switch weight {
        case .ultraLight: return PANGO_WEIGHT_ULTRALIGHT
        case .thin: return PANGO_WEIGHT_THIN
        case .light: return PANGO_WEIGHT_LIGHT
        case .regular: return PANGO_WEIGHT_NORMAL
        case .medium: return PANGO_WEIGHT_MEDIUM
        case .semibold: return PANGO_WEIGHT_SEMIBOLD
        case .bold: return PANGO_WEIGHT_BOLD
        case .heavy: return PANGO_WEIGHT_ULTRABOLD
        case .black: return PANGO_WEIGHT_HEAVY
        }
    }

    /// A layout for `text` in `font`: Inter (Inter Display from 20 points) at the point size (1 point = 1 unit), SF tracking,
    /// wrapped at `maxWidth` by words, at most `lines` lines with a tail ellipsis.
    public static func makeLayout(
        context: OpaquePointer, text: String, font: FontSpec, maxWidth: Double?, lines: Int,
        alignment: PangoAlignment = PANGO_ALIGN_LEFT
    ) -> OpaquePointer {
        let text = SingleParagraph.text(text)
        // A project's font file is laid out on a font map of its own (`ProjectFontFiles`); one
        // that does not load is drawn as the system font.
        let projectContext = font.file.flatMap { ProjectFontFiles.context(for: $0, like: context) }
        var font = FontFaces.drawn(font)
        if font.file != nil && projectContext == nil { font.family = nil }
        let layout = pango_layout_new(projectContext ?? context)!
        if let projectContext { g_object_unref(UnsafeMutableRawPointer(projectContext)) }
        let description = pango_font_description_new()
        // The system font names its fallbacks in order, so that the locale's language, which
        // fontconfig also weighs, never picks VL Gothic over DejaVu for a symbol both have.
        pango_font_description_set_family(
            description,
            PinnedFonts.isSystem(font.family) ? PinnedFonts.systemFamilies(forSize: font.size) : font.family ?? "")
        pango_font_description_set_weight(description, pangoWeight(font.weight))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        let attributes = pango_attr_list_new()
        for segment in spacingSegments(of: text, font: font) {
            let attribute =
                segment.wide
                ? pango_attr_size_new_absolute(cjkSize(font))! : pango_attr_letter_spacing_new(segment.spacing)!
            attribute.pointee.start_index = UInt32(segment.range.lowerBound)
            attribute.pointee.end_index = UInt32(segment.range.upperBound)
            pango_attr_list_insert(attributes, attribute)
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        text.withCString { pango_layout_set_text(layout, $0, -1) }
        pango_layout_set_alignment(layout, alignment)
        if let maxWidth {
            pango_layout_set_width(layout, pangoUnits(max(0, maxWidth)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if lines > 0 {
                pango_layout_set_height(layout, -Int32(clamping: lines))
                pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
        }
        return layout
    }

    /// The size CJK characters are drawn at, in Pango units: the one that gives their measured advance (`CJKText`).
    static func cjkSize(_ font: FontSpec) -> Int32 {
        Int32(clamping: Int64((font.size * CJKText.advance * Double(PANGO_SCALE)).rounded()))
    }

    /// Byte ranges of `text` with the letter spacing each takes, or `wide` for CJK characters.
    /// San Francisco's tracking is set once per run of text (see `ShapingRuns`), so that Pango
    /// shapes runs of bounded length and wrapping stays linear in the text's length. Text that
    /// mixes in CJK characters takes no tracking at all: Xcode's frames show "Wi-Fiあり" and
    /// "500円以下" as wide as their letters untracked. Text in SF Text's sizes is spaced toward
    /// Inter Display (`TextOpticalSize`), and a glyph whose San Francisco advance is known
    /// (`SanFranciscoAdvances`) gets its own spacing.
    static func spacingSegments(of text: String, font: FontSpec) -> [SpacingSegment] {
        // Asked for each layout of a text and again for its held widths (`HeldLines`): a slider
        // lays a paragraph out at many widths, and walking its characters cost an eighth of each.
        let key = TextLayoutKey(text: text, font: font, maxWidth: nil, lines: 0)
        if let known = knownSegments.withLock({ $0[key] }) { return known }
        let segments = uncachedSpacingSegments(of: text, font: font)
        knownSegments.withLock {
            if $0.count >= maximumKnownSegments { $0 = [:] }
            $0[key] = segments
        }
        return segments
    }

    /// Forgets the segments kept: they follow `TextCalibration`'s numbers, which the corpus tool varies.
    static func forgetSpacingSegments() { knownSegments.withLock { $0 = [:] } }

    /// Whether the segments of `text` in `font` are kept.
    static func keepsSpacingSegments(of text: String, font: FontSpec) -> Bool {
        knownSegments.withLock { $0[TextLayoutKey(text: text, font: font, maxWidth: nil, lines: 0)] != nil }
    }

    typealias SpacingSegment = (range: Range<Int>, wide: Bool, spacing: Int32)
    /// Past this many texts, the segments kept start again.
    static let maximumKnownSegments = 1024
    private static let knownSegments = Locked<[TextLayoutKey: [SpacingSegment]]>([:])

    private static func uncachedSpacingSegments(of text: String, font: FontSpec) -> [SpacingSegment] {
        let font = FontFaces.drawn(font)
        let mixesCJK = text.unicodeScalars.contains(where: CJKText.isWide)
        // San Francisco's tracking is its own: another font is drawn with its own advances.
        let tracking =
            mixesCJK || !PinnedFonts.isSystem(font.family)
            ? 0
            : SystemFontMetrics.tracking(forSize: font.size) + TextOpticalSize.extraSpacing(for: text, in: font)
                + FittedAdvances.extraSpacing(for: text, in: font) + TextCutWeightTracking.extraSpacing(in: font)
        let plain = pangoUnits(tracking)
        let runs = ShapingRuns.byteRanges(of: text)
        var segments: [(range: Range<Int>, wide: Bool, spacing: Int32)] = []
        var run = 0, offset = 0
        // One pass over the text: a segment ends where a run ends, or where the next character
        // is drawn differently.
        for scalar in text.unicodeScalars {
            let size = UTF8.width(scalar)
            defer { offset += size }
            while offset >= runs[run].upperBound { run += 1 }
            let wide = CJKText.isWide(scalar)
            let spacing =
                wide
                ? 0 : SanFranciscoAdvances.correction(for: scalar, in: font).map { pangoUnits(tracking + $0) } ?? plain
            if let last = segments.last, last.wide == wide, last.spacing == spacing,
                last.range.lowerBound >= runs[run].lowerBound
            {
                segments[segments.count - 1].range = last.range.lowerBound..<(offset + size)
            } else {
                segments.append((offset..<(offset + size), wide, spacing))
            }
        }
        return segments
    }

    /// The width a line is cut at with "…", in Pango units: truncated, as the renderer has always
    /// cut lines, and held within Int32 (a width past Pango's range cuts nothing).
    public static func cutWidthUnits(_ points: Double) -> Int32 {
        let units = points * Double(PANGO_SCALE)
        guard units.isFinite else { return units < 0 ? 0 : Int32.max }
        return Int32(clamping: Int64(max(-9e18, min(9e18, units))))
    }

    /// Points in Pango units (1/1024 pt), held within Int32: a width beyond Pango's range
    /// (a layout of huge constants) wraps nothing, as the largest width does, instead of trapping.
    public static func pangoUnits(_ points: Double) -> Int32 {
        let units = (points * Double(PANGO_SCALE)).rounded()
        guard units.isFinite else { return units < 0 ? Int32.min : Int32.max }
        return Int32(clamping: Int64(max(-9e18, min(9e18, units))))
    }
}
