import SceneModel

/// UIKit's readable content width: 672 points at the default Dynamic Type size (the body
/// style's 17 points), scaled with the body size. A view with `layoutMarginsFollowReadableWidth`
/// widens its side margins equally so that the space between them is no wider.
public enum ReadableWidth {
    public static func maximum(_ category: SizeCategory) -> Double {
        672 * TextStyle.body.size(for: category) / 17
    }

    /// Whether the readable width caps margins `width` apart: once they pass the maximum.
    public static func caps(_ width: Double, _ category: SizeCategory) -> Bool { width > maximum(category) }

    /// The margins of a view `width` wide, widened on both sides when the space between them is
    /// wider than the readable width. For a subview the width is its design frame's: margins are
    /// fixed before solving (as the safe-area insets of subviews are).
    static func margins(_ margins: Insets, width: Double, sizeCategory: SizeCategory) -> Insets {
        let inner = width - margins.left - margins.right, maximum = maximum(sizeCategory)
        guard inner > maximum else { return margins }
        let extra = (inner - maximum) / 2
        var result = margins
        result.left += extra; result.right += extra
        return result
    }
}
