import Foundation
import SceneModel

/// WCAG 2.2's contrast ratio (success criterion 1.4.3, "relative luminance" and "contrast ratio"):
/// `(L1 + 0.05) / (L2 + 0.05)` of the lighter and the darker colour's relative luminance, from 1:1
/// to 21:1. Colours are composited first: text drawn at 60 % over white is the colour it shows.
public enum ContrastRatio {
    /// The ratio of two opaque colours (alpha is ignored: composite first).
    public static func between(_ a: Color, _ b: Color) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// WCAG's relative luminance of an sRGB colour: each channel linearised (`c / 12.92` up to
    /// 0.04045, else `((c + 0.055) / 1.055)^2.4`), weighted 0.2126, 0.7152, 0.0722.
    public static func luminance(_ color: Color) -> Double {
        func linear(_ c: Double) -> Double {
            c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// `top` drawn over the opaque `bottom` at `top`'s alpha times `opacity`: the opaque colour seen.
    public static func composite(_ top: Color, over bottom: Color, opacity: Double = 1) -> Color {
        let a = max(0, min(1, top.alpha * opacity))
        return Color(
            red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
            blue: top.blue * a + bottom.blue * (1 - a))
    }

    /// `4.48:1`: cut, not rounded, to two decimals, so that a ratio below a threshold never reads
    /// as the threshold.
    public static func text(_ ratio: Double) -> String {
        let cut = (ratio * 100).rounded(.down) / 100
        return "\(formatPoints(cut)):1"
    }
}
