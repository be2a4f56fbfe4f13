import LayoutEngine

/// San Francisco's Text cut, measured against Inter's two cuts. Below 20 points UIKit sets the
/// system font in SF Text. Its lowercase letters are as wide as Inter's with SF's tracking
/// (UIKit's "the" and "point" in body text, measured on a device, are), but its capitals,
/// figures and punctuation are narrower: on the corpus of Xcode-saved storyboards and XIBs,
/// label and button widths agree best when those take a quarter of the way from Inter's advances
/// to Inter Display's (558 frames: 532 within 1 pt with none of it, 540–542 anywhere from 15 to
/// 40 %, 499 within 0.5 pt at 25 %; blending every letter at 8 % does as well on the corpus but
/// makes "point" a third of a point narrower than UIKit). From 24 points Inter Display is used
/// whole (`PinnedFonts.displayMinimumSize`); between, no stored frame asks for a blend.
///
/// The blend is spread over the text as letter spacing, so that measuring and drawing agree and
/// one layout is shaped, not two.
enum TextOpticalSize {
    /// How far from Inter's advances to Inter Display's SF Text's capitals, figures and punctuation sit.
    static let blend = 0.25
    /// The largest size set in SF Text.
    static let textCutLimit = 20.0
    /// a to z: kept at Inter's advances.
    static let lowercase: ClosedRange<UInt32> = 0x61...0x7A

    /// Points of letter spacing to add to each character of `text` in `font`: 0 for custom
    /// fonts, sizes in the Display cut, and text mixing in CJK characters (which takes no tracking).
    static func extraSpacing(for text: String, in font: FontSpec) -> Double {
        guard font.size < textCutLimit,
            font.family == nil || font.family == "system" || font.family == PinnedFonts.family,
            let deltas = InterCutDifferences.thousandthsOfEm[font.weight]
        else { return 0 }
        var thousandths = 0, characters = 0
        for scalar in text.unicodeScalars {
            characters += 1
            let index = Int(scalar.value) - 0x20
            if index >= 0, index < deltas.count, !lowercase.contains(scalar.value) { thousandths += deltas[index] }
        }
        guard characters > 0 else { return 0 }
        return blend * Double(thousandths) / 1000 * font.size / Double(characters)
    }
}
