import SceneModel

/// Per-glyph advance corrections fitted on the corpus of Xcode-saved storyboards and XIBs
/// (`Corpus --calibrate` fits them, scores them leave-one-repository-out and prints this table):
/// San Francisco's advance minus the one alpreview measures, in ems, by cut and weight class.
/// Like `TextOpticalSize`'s blend, a text's corrections are summed and spread over it as one
/// letter spacing, in measuring and drawing alike: spacing one glyph on its own would cut the run
/// Pango shapes, and lose the kerning on both sides of the glyph ("AVAVAV" at 200 points is 32
/// points wider with a 1/1024-point spacing on each V).
public enum FittedAdvances {
    /// The San Francisco cut (Text below 20 points, Display from 20; Inter Display stands in
    /// from 24, so 20 to 24 is a class of its own) and whether the weight is medium or heavier.
    public struct FontClass: Hashable, Sendable, CustomStringConvertible {
        public enum Cut: String, Sendable, CaseIterable { case text, display20, display24 }
        public var cut: Cut
        public var heavy: Bool

        public init(cut: Cut, heavy: Bool) {
            self.cut = cut
            self.heavy = heavy
        }

        /// Nil for custom and italic fonts, which keep their own advances.
        public init?(_ font: FontSpec) {
            guard !font.italic, PinnedFonts.isSystem(font.family) else { return nil }
            cut =
                font.size < TextOpticalSize.textCutLimit
                ? .text : font.size < PinnedFonts.displayMinimumSize ? .display20 : .display24
            heavy = [.medium, .semibold, .bold, .heavy, .black].contains(font.weight)
        }

        public var description: String { "\(cut.rawValue)\(heavy ? "-heavy" : "")" }
    }

    /// The shipped table.
    public static let table: [FontClass: [Unicode.Scalar: Double]] = [:]

    /// Points of letter spacing to add to each character of `text` in `font` (`table` from
    /// `TextCalibration`, which `Corpus --calibrate` varies).
    static func extraSpacing(
        for text: String, in font: FontSpec,
        table: [FontClass: [Unicode.Scalar: Double]] = TextCalibration.fittedAdvances
    ) -> Double {
        guard let fontClass = FontClass(font), let corrections = table[fontClass],
            !corrections.isEmpty
        else { return 0 }
        var ems = 0.0, characters = 0
        for scalar in text.unicodeScalars {
            characters += 1
            ems += corrections[scalar] ?? 0
        }
        return characters == 0 ? 0 : ems * font.size / Double(characters)
    }
}
