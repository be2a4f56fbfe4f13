import SceneModel

/// San Francisco's Text cut (below 20 points) widens with weight faster than Inter does: on the
/// corpus of Xcode-saved storyboards and XIBs, text-sized labels and buttons of the regular
/// weight are stored as wide as Inter with SF's tracking sets them (median ratio 1.000 over 286),
/// while semibold ones are stored about 1.5 % wider and bold ones about 3 % (11 texts in five
/// repositories, none narrower: bold 14 "Her name is Milky" 122 for 118.33, bold 17 "This is the
/// notification title." 221.5 for 214, semibold 17 "Blog Name" 86.33 for 85). Per gap between
/// letters that is about 0.009 em for semibold and 0.015 for bold: the same step per weight
/// (medium, semibold, bold). From 20 points (SF Display) bold text is stored as Inter sets it
/// (bold 20 "Email" 51.33, bold 21 "Filter Demo" 113 for 114), so the Text cut alone is spaced.
///
/// Modelled as UIKit's tracking is, a letter spacing in ems added to every character: per weight
/// step above regular (`TextCalibration`, which `make corpus` varies to cross-validate it).
/// Heavy and black are not in the corpus and take bold's.
enum TextCutWeightTracking {
    static var emsPerStep: Double { TextCalibration.textCutTrackingPerWeightStep }

    /// Weight steps above regular; lighter weights are spaced as Inter's.
    static func steps(_ weight: FontSpec.Weight) -> Double {
        switch weight {
        case .ultraLight, .thin, .light, .regular: return 0
        case .medium: return 1
        case .semibold: return 2
        case .bold, .heavy, .black: return 3
        }
    }

    /// Points of letter spacing to add to each character in `font`: 0 for custom fonts and from
    /// 20 points.
    static func extraSpacing(in font: FontSpec) -> Double {
        guard PinnedFonts.isSystem(font.family), font.size < TextOpticalSize.textCutLimit else { return 0 }
        return steps(font.weight) * emsPerStep * font.size
    }
}
