import SceneModel

/// Glyphs whose advance in San Francisco is known from Xcode's stored frames and differs enough
/// from Inter's to move a frame by a point. Such a glyph gets extra letter spacing, in measuring
/// and in drawing alike, so that it advances as San Francisco's does.
///
/// SF Text, the digit zero: twelve zeros in a system 20 button are 150 points wide (12.5 a digit
/// with San Francisco's −0.45 tracking, so 0.647 em), where Inter's zero is 0.625 em; "500円以下"
/// in system 17 is 80.67 wide, which 0.647 em a zero gives to the third of a point.
///
/// SF Display, the capitals A and B: single-letter labels in system 120 (no tracking at that
/// size) are stored 76 and 74 wide in six storyboards of Apple's CustomTransitions sample, on
/// Xcode 7's whole-point canvas and at 2x (A within 75.5–76, B within 73.5–74: 0.629–0.633 and
/// 0.613–0.617 em), where Inter Display's A is 0.656 em (79 wide) and its B 0.590 (71). Each is
/// set at the middle of its interval. Pango leaves a line's ends unspaced, so the one-letter
/// labels get their width from the measurer (`PangoTextMeasurer.unspacedEnds`); inside words the
/// spacing moves the letters: a 40-point "2BX" stored 73.5 wide is measured 73.5 (72.5 before), a
/// 24-point "Pick A Color" 127.5 for a stored 126 (128 before), and a title1 "Article Title"
/// fits one line as Xcode stored it.
///
/// SF Text, the bullet "•": labels of the bullet alone are stored 8.5 wide in system 17 and 7
/// in system 14 (firebase's FriendlyEats, Xcode 8, 2x: each within half a point below, so
/// 0.471–0.500 em), where Inter's bullet is 0.5625 em (10 wide at 17 points); set at the middle.
///
/// Only the regular weight is corrected: no stored frame shows another.
enum SanFranciscoAdvances {
    /// San Francisco's and Inter's advances, in ems, for the regular weight of the Text cut
    /// (below `PinnedFonts.displayMinimumSize`).
    static let regular: [Unicode.Scalar: (sanFrancisco: Double, inter: Double)] = [
        "0": (0.647, 0.625), "\u{2022}": (0.485, 0.5625),
    ]

    /// San Francisco's and Inter Display's advances, in ems, for the regular weight of the
    /// Display cut (from `PinnedFonts.displayMinimumSize`).
    static let regularDisplay: [Unicode.Scalar: (sanFrancisco: Double, inter: Double)] = [
        "A": (0.631, 0.656), "B": (0.615, 0.590),
    ]

    /// The extra advance of `scalar` in `font`, in points, or nil when Inter's is kept.
    static func correction(for scalar: Unicode.Scalar, in font: FontSpec) -> Double? {
        guard font.weight == .regular, !font.italic, PinnedFonts.isSystem(font.family) else { return nil }
        let table = font.size < PinnedFonts.displayMinimumSize ? regular : regularDisplay
        guard let advances = table[scalar] else { return nil }
        return (advances.sanFrancisco - advances.inter) * font.size
    }
}
