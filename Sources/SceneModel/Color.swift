/// An sRGB color with alpha, components 0...1. UIKit's dynamic system colors also carry their
/// value in the dark appearance.
public struct Color: Equatable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double
    /// The dark appearance's value, one element at most (an array, as a struct cannot hold
    /// itself); empty: the same in both appearances.
    private var darkValue: [Color] = []

    /// Equal components: the dark value is the system's, not part of what a scene states.
    public static func == (a: Color, b: Color) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }

    /// The color in the given appearance: a system color's dark value, else itself.
    public func resolved(dark: Bool) -> Color { dark ? darkValue.first ?? self : self }

    /// Whether the color changes with the appearance.
    public var isDynamic: Bool { !darkValue.isEmpty }

    /// A dynamic color: `self` in the light appearance, `dark` in the dark one.
    public func withDark(_ dark: Color) -> Color {
        var color = self
        color.darkValue = [dark]
        return color
    }

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    public func withAlpha(_ alpha: Double) -> Color {
        var color = self
        color.alpha = alpha
        color.darkValue = darkValue.map { $0.withAlpha(alpha) }
        return color
    }

    public var hexString: String {
        func byte(_ c: Double) -> String {
            let v = Int((min(max(c, 0), 1) * 255).rounded())
            let digits = Array("0123456789ABCDEF")
            return String([digits[v / 16], digits[v % 16]])
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// UIKit's named colors (`UIColor.red`, `.systemBlue`, …): the fixed ones, and the dynamic
    /// ones with their dark value (docs/uikit-rules.md, System colors).
    public static let named: [String: Color] = [
        "black": black, "white": white, "clear": clear,
        "red": Color(hex: 0xFF0000), "green": Color(hex: 0x00FF00), "blue": Color(hex: 0x0000FF),
        "cyan": Color(hex: 0x00FFFF), "yellow": Color(hex: 0xFFFF00), "magenta": Color(hex: 0xFF00FF),
        "orange": Color(hex: 0xFF8000), "purple": Color(hex: 0x800080), "brown": Color(hex: 0x996633),
        "gray": Color(hex: 0x808080), "darkgray": Color(hex: 0x555555), "lightgray": Color(hex: 0xAAAAAA),
        "systemred": dynamic(0xFF3B30, 0xFF453A), "systemgreen": dynamic(0x34C759, 0x30D158),
        "systemblue": systemBlue, "systemorange": dynamic(0xFF9500, 0xFF9F0A),
        "systemyellow": dynamic(0xFFCC00, 0xFFD60A), "systempink": dynamic(0xFF2D55, 0xFF375F),
        "systempurple": dynamic(0xAF52DE, 0xBF5AF2), "systemteal": dynamic(0x30B0C7, 0x40C8E0),
        "systemindigo": dynamic(0x5856D6, 0x5E5CE6), "systemmint": dynamic(0x00C7BE, 0x63E6E2),
        "systemcyan": dynamic(0x32ADE6, 0x64D2FF), "systembrown": dynamic(0xA2845E, 0xAC8E68),
        "systemgray": Color(hex: 0x8E8E93), "systemgray2": dynamic(0xAEAEB2, 0x636366),
        "systemgray3": dynamic(0xC7C7CC, 0x48484A), "systemgray4": dynamic(0xD1D1D6, 0x3A3A3C),
        "systemgray5": dynamic(0xE5E5EA, 0x2C2C2E), "systemgray6": dynamic(0xF2F2F7, 0x1C1C1E),
        "systembackground": dynamic(0xFFFFFF, 0x000000), "secondarysystembackground": dynamic(0xF2F2F7, 0x1C1C1E),
        "tertiarysystembackground": dynamic(0xFFFFFF, 0x2C2C2E),
        "systemgroupedbackground": dynamic(0xF2F2F7, 0x000000),
        "secondarysystemgroupedbackground": dynamic(0xFFFFFF, 0x1C1C1E),
        "tertiarysystemgroupedbackground": dynamic(0xF2F2F7, 0x2C2C2E),
        "tertiarylabel": Color(hex: 0x3C3C43, alpha: 0.3).withDark(Color(hex: 0xEBEBF5, alpha: 0.3)),
        "quaternarylabel": Color(hex: 0x3C3C43, alpha: 0.18).withDark(Color(hex: 0xEBEBF5, alpha: 0.16)),
        "opaqueseparator": dynamic(0xC6C6C8, 0x38383A),
        "systemfill": Color(hex: 0x787880, alpha: 0.2).withDark(Color(hex: 0x787880, alpha: 0.36)),
        "secondarysystemfill": Color(hex: 0x787880, alpha: 0.16).withDark(Color(hex: 0x787880, alpha: 0.32)),
        "tertiarysystemfill": Color(hex: 0x767680, alpha: 0.12).withDark(Color(hex: 0x767680, alpha: 0.24)),
        "quaternarysystemfill": Color(hex: 0x747480, alpha: 0.08).withDark(Color(hex: 0x767680, alpha: 0.18)),
        "label": dynamic(0x000000, 0xFFFFFF),
        "secondarylabel": Color(hex: 0x3C3C43, alpha: 0.6).withDark(Color(hex: 0xEBEBF5, alpha: 0.6)),
        "placeholdertext": Color(hex: 0x3C3C43, alpha: 0.3).withDark(Color(hex: 0xEBEBF5, alpha: 0.3)),
        "separator": Color(hex: 0x3C3C43, alpha: 0.29).withDark(Color(hex: 0x545458, alpha: 0.6)),
        "link": dynamic(0x007AFF, 0x0984FF), "tint": systemBlue,
    ]

    static func dynamic(_ light: UInt32, _ dark: UInt32) -> Color { Color(hex: light).withDark(Color(hex: dark)) }

    public static let systemBlue = Color(hex: 0x007AFF).withDark(Color(hex: 0x0A84FF))
    public static let white = Color(hex: 0xFFFFFF)
    public static let black = Color(hex: 0x000000)
    public static let clear = Color(hex: 0, alpha: 0)
}
