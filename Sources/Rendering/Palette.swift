import LayoutEngine
import SceneModel

/// The colors of the drawing: iOS's light and dark appearance, and Interface Builder's marks.
struct Palette {
    var background: Color
    var canvas: Color
    var text: Color
    var secondaryText: Color
    var separator: Color
    var fill: Color
    var chrome: Color
    /// UIKit's placeholderText and the selected segment of a segmented control.
    var placeholder: Color
    var selectedSegment: Color
    /// The bars' tint (systemBlue in each appearance), their shadow line (UIKit's default shadow
    /// colour: black at 30 %, white at 15 % in dark), and unselected tab items.
    var tint: Color
    var barHairline: Color
    var unselectedItem: Color
    /// An outline around the notch or Dynamic Island, where the screen around it is black too.
    var cutoutOutline: Color?
    /// The dark appearance: UIKit's dynamic colors take their dark values.
    var isDark = false

    static let light = Palette(
        background: .white, canvas: Color(hex: 0xECECEC), text: .black,
        secondaryText: Color(hex: 0x3C3C43, alpha: 0.6), separator: Color(hex: 0xC6C6C8),
        fill: Color(hex: 0x787880, alpha: 0.2), chrome: Color(hex: 0xF9F9F9, alpha: 0.94),
        placeholder: Color(hex: 0x3C3C43, alpha: 0.3), selectedSegment: .white,
        tint: .systemBlue, barHairline: Color(hex: 0x000000, alpha: 0.3),
        unselectedItem: Color(hex: 0x999999), cutoutOutline: nil)
    static let dark = Palette(
        background: .black, canvas: Color(hex: 0x1E1E1E), text: .white,
        secondaryText: Color(hex: 0xEBEBF5, alpha: 0.6), separator: Color(hex: 0x38383A),
        fill: Color(hex: 0x787880, alpha: 0.36), chrome: Color(hex: 0x1C1C1E, alpha: 0.94),
        placeholder: Color(hex: 0xEBEBF5, alpha: 0.3), selectedSegment: Color(hex: 0x636366),
        tint: Color(hex: 0x0A84FF), barHairline: Color(hex: 0xFFFFFF, alpha: 0.15),
        unselectedItem: Color(hex: 0x8E8E93), cutoutOutline: Color(hex: 0x48484A), isDark: true)

    static func forTheme(_ theme: Theme) -> Palette { theme == .dark ? .dark : .light }

    /// UIKit's systemGreen in the palette's appearance (an on switch's track).
    var systemGreen: Color { Color.named["systemgreen"]!.resolved(dark: isDark) }

    // Interface Builder's annotation colors.
    static let satisfied = Color(hex: 0x1A73E8)
    static let unsatisfied = Color(hex: 0xF29900)
    static let conflict = Color(hex: 0xE8253A)
    static let misplaced = Color(hex: 0xF29900)
    static let marginBand = Color(hex: 0x1A73E8, alpha: 0.08)
    static let safeAreaBand = Color(hex: 0xE8253A, alpha: 0.07)
    static let tag = Color(hex: 0x5F6368)
    static let systemGray = Color(hex: 0x8E8E93)
    /// The accessibility layer's: VoiceOver's order in purple, findings in magenta (apart from
    /// Interface Builder's blue, orange and red).
    static let readingOrder = Color(hex: 0x8944AB)
    static let accessibilityFinding = Color(hex: 0xC2185B)
}
