/// An sRGB color with alpha, components 0...1.
public struct Color: Equatable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    public func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    public var hexString: String {
        func byte(_ c: Double) -> String {
            let v = Int((min(max(c, 0), 1) * 255).rounded())
            let digits = Array("0123456789ABCDEF")
            return String([digits[v / 16], digits[v % 16]])
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// UIKit's named colors in the default light appearance (`UIColor.red`, `.systemBlue`, …).
    public static let named: [String: Color] = [
        "black": black, "white": white, "clear": clear,
        "red": Color(hex: 0xFF0000), "green": Color(hex: 0x00FF00), "blue": Color(hex: 0x0000FF),
        "cyan": Color(hex: 0x00FFFF), "yellow": Color(hex: 0xFFFF00), "magenta": Color(hex: 0xFF00FF),
        "orange": Color(hex: 0xFF8000), "purple": Color(hex: 0x800080), "brown": Color(hex: 0x996633),
        "gray": Color(hex: 0x808080), "darkgray": Color(hex: 0x555555), "lightgray": Color(hex: 0xAAAAAA),
        "systemred": Color(hex: 0xFF3B30), "systemgreen": Color(hex: 0x34C759), "systemblue": systemBlue,
        "systemorange": Color(hex: 0xFF9500), "systemyellow": Color(hex: 0xFFCC00), "systempink": Color(hex: 0xFF2D55),
        "systempurple": Color(hex: 0xAF52DE), "systemteal": Color(hex: 0x30B0C7), "systemindigo": Color(hex: 0x5856D6),
        "systemmint": Color(hex: 0x00C7BE), "systemcyan": Color(hex: 0x32ADE6), "systembrown": Color(hex: 0xA2845E),
        "systemgray": Color(hex: 0x8E8E93), "systemgray2": Color(hex: 0xAEAEB2), "systemgray3": Color(hex: 0xC7C7CC),
        "systemgray4": Color(hex: 0xD1D1D6), "systemgray5": Color(hex: 0xE5E5EA), "systemgray6": Color(hex: 0xF2F2F7),
        "systembackground": Color(hex: 0xFFFFFF), "secondarysystembackground": Color(hex: 0xF2F2F7),
        "label": Color(hex: 0x000000), "secondarylabel": Color(hex: 0x3C3C43, alpha: 0.6),
        "placeholdertext": Color(hex: 0x3C3C43, alpha: 0.3), "separator": Color(hex: 0x3C3C43, alpha: 0.29),
        "link": Color(hex: 0x007AFF), "tint": Color(hex: 0x007AFF),
    ]

    public static let systemBlue = Color(hex: 0x007AFF)
    public static let white = Color(hex: 0xFFFFFF)
    public static let black = Color(hex: 0x000000)
    public static let clear = Color(hex: 0, alpha: 0)
}
