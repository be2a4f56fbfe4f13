import Parallel
import Foundation

/// The numbers of text measurement fitted to Xcode's stored frames, in one place so that the
/// corpus tool can vary them and score each repository held out (`Corpus --calibrate`). The
/// command line never changes them. A measurer caches what it measured: set a value before
/// creating the measurer that uses it. Setting one forgets the letter spacing kept per text
/// (`PangoStyle.spacingSegments`), which the process's measurers share.
public enum TextCalibration {
    /// How far SF Text's capitals and figures sit from Inter's advances toward Inter Display's
    /// (`TextOpticalSize`).
    public static let defaultCapitalsAndFiguresBlend = 0.125

    private static let blend = Locked(defaultCapitalsAndFiguresBlend)

    public static var capitalsAndFiguresBlend: Double {
        get { blend.current }
        set { blend.withLock { $0 = newValue }; PangoStyle.forgetSpacingSegments() }
    }

    /// Letter spacing in ems per weight step above regular in SF Text's sizes
    /// (`TextCutWeightTracking`).
    public static let defaultTextCutTrackingPerWeightStep = 0.005

    private static let weightTracking = Locked(defaultTextCutTrackingPerWeightStep)

    public static var textCutTrackingPerWeightStep: Double {
        get { weightTracking.current }
        set { weightTracking.withLock { $0 = newValue }; PangoStyle.forgetSpacingSegments() }
    }

    private static let advances = Locked(FittedAdvances.table)

    /// Per-glyph advance corrections in ems (`FittedAdvances`).
    public static var fittedAdvances: [FittedAdvances.FontClass: [Unicode.Scalar: Double]] {
        get { advances.current }
        set { advances.withLock { $0 = newValue }; PangoStyle.forgetSpacingSegments() }
    }
}
