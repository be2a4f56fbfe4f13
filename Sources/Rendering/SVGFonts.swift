import SceneModel
import TextMetrics

/// A font as CSS for the SVG document: its weight, style and size, and the families to draw it
/// with. The system font is San Francisco, drawn with Inter here (Inter Display at display
/// sizes, as Pango does), so Inter comes first: the text elements carry the widths Pango
/// measured with it. San Francisco follows for a viewer without Inter, then the fallbacks Pango
/// uses for symbols and CJK, then any sans-serif.
enum SVGFonts {
    static let textFallbacks = ["\"SF Pro Text\"", "-apple-system", "system-ui"]
    static let displayFallbacks = ["\"SF Pro Display\"", "-apple-system", "system-ui"]
    static let scriptFallbacks = ["\"\(PinnedFonts.fallback)\"", "\"\(PinnedFonts.cjkFallback)\"", "sans-serif"]

    static func families(_ font: FontSpec) -> String {
        let font = FontFaces.drawn(font)
        let isSystem = font.family == nil
        var families: [String]
        if isSystem {
            families =
                font.size >= PinnedFonts.displayMinimumSize
                ? ["\"\(PinnedFonts.displayFamily)\"", PinnedFonts.family] + displayFallbacks
                : [PinnedFonts.family] + textFallbacks
        } else {
            families = [quoted(font.family ?? ""), PinnedFonts.family] + textFallbacks
        }
        return (families + scriptFallbacks).joined(separator: ",")
    }

    /// The CSS `font` shorthand: style, weight, size in user units (points), families.
    static func css(_ font: FontSpec) -> String {
        let font = FontFaces.drawn(font)
        return (font.italic ? "italic " : "")
            + "\(weight(font.weight)) \(SVGMarkup.number(font.size))px \(families(font))"
    }

    /// CSS's weights, as Pango's (`PangoStyle.pangoWeight`).
    static func weight(_ weight: FontSpec.Weight) -> Int {
        switch weight {
        case .thin: return 100
        case .ultraLight: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }

    /// A family name as a CSS string (quotes and backslashes escaped, other characters as they are).
    static func quoted(_ family: String) -> String {
        var result = "\""
        for scalar in family.unicodeScalars {
            switch scalar {
            case "\"", "\\": result += "\\" + String(scalar)
            case "\n", "\r", "\u{0C}", "<", ">", "&": result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
