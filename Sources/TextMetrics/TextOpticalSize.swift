import SceneModel

/// San Francisco's Text and Display cuts, measured against Inter's two cuts.
///
/// Below 20 points UIKit sets the system font in SF Text. Its lowercase letters are as wide as
/// Inter's with SF's tracking (UIKit's "the" and "point" in body text, measured on a device,
/// are), and its punctuation no narrower (`_printHierarchy()` is stored 2 points wider than Inter
/// sets it), but its capitals and figures are narrower: on the corpus of Xcode-saved storyboards
/// and XIBs, label and button widths agree better when those take an eighth of the way from
/// Inter's advances to Inter Display's. Validated leave-one-repository-out over the eleven
/// repositories (docs/interface-builder.md): an eighth helps two and hurts none; a quarter helps
/// three and hurts two. Blending every letter at 8 % does nearly as well on the corpus but makes
/// "point" a third of a point narrower than UIKit.
///
/// From 24 points Inter Display is used (`PinnedFonts.displayMinimumSize`), but San Francisco's
/// figures stay wide in its Display cut: a figure there takes Inter's advance, not Inter
/// Display's (a 40-point "2BX" is stored 73.5 wide: 71 with Inter Display's 2, 72.5 with Inter's;
/// the corpus gains two frames). Between 20 and 24 points no stored frame asks for a change.
///
/// The differences are spread over the text as letter spacing, so that measuring and drawing
/// agree and one layout is shaped, not two.
enum TextOpticalSize {
    /// How far from Inter's advances to Inter Display's SF Text's capitals and figures sit
    /// (`TextCalibration`, which `make corpus` varies to cross-validate it).
    static var blend: Double { TextCalibration.capitalsAndFiguresBlend }
    /// The largest size set in SF Text.
    static let textCutLimit = 20.0
    /// A to Z and 0 to 9.
    static let capitals: ClosedRange<UInt32> = 0x41...0x5A, figures: ClosedRange<UInt32> = 0x30...0x39

    /// Points of letter spacing to add to each character of `text` in `font`: 0 for custom fonts
    /// and text mixing in CJK characters (which takes no tracking).
    static func extraSpacing(for text: String, in font: FontSpec) -> Double {
        guard PinnedFonts.isSystem(font.family), let deltas = InterCutDifferences.thousandthsOfEm[font.weight]
        else { return 0 }
        let textCut = font.size < textCutLimit, displayCut = font.size >= PinnedFonts.displayMinimumSize
        guard textCut || displayCut else { return 0 }
        var thousandths = 0.0, characters = 0
        for scalar in text.unicodeScalars {
            characters += 1
            let isFigure = figures.contains(scalar.value)
            guard isFigure || (textCut && capitals.contains(scalar.value)) else { continue }
            let delta = Double(deltas[Int(scalar.value) - 0x20])
            thousandths += textCut ? blend * delta : -delta
        }
        guard characters > 0 else { return 0 }
        return thousandths / 1000 * font.size / Double(characters)
    }
}
