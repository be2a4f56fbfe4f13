import SceneModel

/// How the scene writer spells a color: UIKit's name when one has exactly this value (the
/// first in `names`, so `systemBlue` rather than `link`), else `#RRGGBB[AA]`. Hex holds 8 bits
/// a component: a color read from a scene file comes back exactly; one with finer components
/// (a storyboard's sRGB floats) is rounded to the nearest byte.
enum ColorSpelling {
    /// The named colors as docs and scenes spell them, in order of preference.
    static let names = [
        "black", "white", "clear", "red", "green", "blue", "cyan", "yellow", "magenta", "orange", "purple", "brown",
        "gray", "darkGray", "lightGray", "systemBlue", "systemRed", "systemGreen", "systemOrange", "systemYellow",
        "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemMint", "systemCyan", "systemBrown",
        "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "systemBackground",
        "secondarySystemBackground", "label", "secondaryLabel", "placeholderText", "separator", "link", "tint",
    ]

    static func text(_ color: Color) -> String {
        if let name = names.first(where: { Color.named[normalizedName($0)] == color }) { return name }
        return YAMLText.quoted(color.hexString)
    }
}
