import SceneModel
import Testing

@testable import TextMetrics

/// `Corpus --calibrate` scores each fitted number at several values in one process: the letter
/// spacing kept per text must follow the value set, or every value scores as the first one did.
@Suite(.serialized) struct TextCalibrationTests {
    /// A text no other test measures, so that tests running alongside cannot keep it again.
    static let probe = "Calibration probe 2B ⁂"

    @Test(arguments: ["blend", "weight tracking", "advances"])
    func settingANumberForgetsTheSpacingKeptPerText(number: String) {
        let font = FontSpec.system(15, .semibold)
        _ = PangoStyle.spacingSegments(of: Self.probe, font: font)
        #expect(PangoStyle.keepsSpacingSegments(of: Self.probe, font: font))
        // Set to the value it has, so that the other tests measuring meanwhile are not disturbed.
        switch number {
        case "blend": TextCalibration.capitalsAndFiguresBlend = TextCalibration.capitalsAndFiguresBlend
        case "weight tracking":
            TextCalibration.textCutTrackingPerWeightStep = TextCalibration.textCutTrackingPerWeightStep
        default: TextCalibration.fittedAdvances = TextCalibration.fittedAdvances
        }
        #expect(!PangoStyle.keepsSpacingSegments(of: Self.probe, font: font))
    }
}
