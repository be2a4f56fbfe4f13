import CCairo
import CPangoCairo
import LayoutEngine

/// How alpreview asks Pango for text: shared by measuring and drawing, so both agree.
public enum PangoStyle {
    /// No hinting, grayscale anti-aliasing: the same shapes at every size and on every machine.
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
        let layout = pango_layout_new(context)!
        let description = pango_font_description_new()
        let family = font.family ?? "system"
        // The system font names its fallbacks in order, so that the locale's language, which
        // fontconfig also weighs, never picks VL Gothic over DejaVu for a symbol both have.
        pango_font_description_set_family(
            description,
            family == "system" || family == PinnedFonts.family
                ? PinnedFonts.systemFamilies(forSize: font.size) : family)
        pango_font_description_set_weight(description, pangoWeight(font.weight))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        let attributes = pango_attr_list_new()
        let tracking = pangoUnits(SystemFontMetrics.tracking(forSize: font.size))
        // The tracking, set once per run of text (see `ShapingRuns`), so that Pango shapes
        // runs of bounded length and wrapping stays linear in the text's length.
        // CJK characters take no tracking and are drawn at the size that gives their measured
        // advance (`CJKText`).
        let cjkSize = Int32(clamping: Int64((font.size * CJKText.advance * Double(PANGO_SCALE)).rounded()))
        for run in ShapingRuns.byteRanges(of: text) {
            for part in CJKText.split(text, in: run) {
                let attribute =
                    part.wide ? pango_attr_size_new_absolute(cjkSize)! : pango_attr_letter_spacing_new(tracking)!
                attribute.pointee.start_index = UInt32(part.range.lowerBound)
                attribute.pointee.end_index = UInt32(part.range.upperBound)
                pango_attr_list_insert(attributes, attribute)
            }
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

    /// Points in Pango units (1/1024 pt), held within Int32: a width beyond Pango's range
    /// (a layout of huge constants) wraps nothing, as the largest width does, instead of trapping.
    static func pangoUnits(_ points: Double) -> Int32 {
        let units = (points * Double(PANGO_SCALE)).rounded()
        guard units.isFinite else { return units < 0 ? Int32.min : Int32.max }
        return Int32(clamping: Int64(max(-9e18, min(9e18, units))))
    }
}
