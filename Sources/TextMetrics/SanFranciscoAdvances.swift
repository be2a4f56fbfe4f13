import SceneModel

/// Glyphs whose advance in San Francisco is known from Xcode's stored frames and differs enough
/// from Inter's to move a frame by a point. Such a glyph gets extra letter spacing, in measuring
/// and in drawing alike, so that it advances as San Francisco's does.
///
/// The digit zero: twelve zeros in a system 20 button are 150 points wide (12.5 a digit with
/// San Francisco's −0.45 tracking, so 0.647 em), where Inter's zero is 0.625 em; "500円以下" in
/// system 17 is 80.67 wide, which 0.647 em a zero gives to the third of a point. Only the
/// regular weight in Inter's text cut is corrected: no stored frame shows another.
enum SanFranciscoAdvances {
    /// San Francisco's and Inter's advances, in ems, for the regular weight.
    static let regular: [Unicode.Scalar: (sanFrancisco: Double, inter: Double)] = [
        "0": (0.647, 0.625)
    ]

    /// The extra advance of `scalar` in `font`, in points, or nil when Inter's is kept.
    static func correction(for scalar: Unicode.Scalar, in font: FontSpec) -> Double? {
        guard font.weight == .regular, !font.italic, font.size < PinnedFonts.displayMinimumSize,
            PinnedFonts.isSystem(font.family),
            let advances = regular[scalar]
        else { return nil }
        return (advances.sanFrancisco - advances.inter) * font.size
    }
}
