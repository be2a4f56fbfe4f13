import AlpreviewKit
import Foundation
import GoldenImages
import LayoutEngine
import RasterImage
import Rendering
import SceneModel
import SnapshotTesting

/// swift-snapshot-testing strategies for alpreview scenes, on Linux:
///
///     import AlpreviewSnapshotTesting
///     import Testing
///
///     @Test func signIn() throws {
///         let scene = try Pipeline.readScene("Scenes/sign-in.yaml")
///         assertSnapshot(of: scene, as: .alpreviewImage(device: .iPhone13, orientation: .portrait))
///         assertSnapshot(of: scene, as: .alpreviewReport)
///     }
///
/// The image is compared as `alpreview test` compares goldens (CIE ΔE 2000 per pixel, a share of
/// matching pixels); the report is the JSON layout report, a text snapshot whose failure says
/// which views moved and why (the golden report against the new one). Record modes, snapshot
/// folders and `SNAPSHOT_TESTING_RECORD` are swift-snapshot-testing's own.
extension Snapshotting where Value == Scene, Format == SceneImage {
    /// The scene drawn annotated in one configuration (the scene's first device, orientation,
    /// size category and direction unless given), at `scale` pixels per point (1 by default).
    public static func alpreviewImage(
        device: Device? = nil, orientation: Orientation? = nil, sizeCategory: SizeCategory? = nil,
        direction: LayoutDirection? = nil, scale: Double? = 1, precision: Double = 1,
        perceptualPrecision: Double = 0.98
    ) -> Snapshotting {
        let configuration = SceneConfiguration(
            device: device, orientation: orientation, sizeCategory: sizeCategory, direction: direction, scale: scale)
        return Snapshotting(
            pathExtension: "png",
            diffing: .alpreviewImage(
                strategy: ComparisonStrategy(precision: precision, perceptualPrecision: perceptualPrecision))
        ) { SceneImage.render($0, in: configuration) }
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// The JSON layout report of every configuration of the scene (as `alpreview --json` writes it).
    public static var alpreviewReport: Snapshotting { alpreviewReport() }

    /// The report of the configurations given (what is nil keeps all the scene's).
    public static func alpreviewReport(
        device: Device? = nil, orientation: Orientation? = nil, sizeCategory: SizeCategory? = nil,
        direction: LayoutDirection? = nil
    ) -> Snapshotting {
        let configuration = SceneConfiguration(
            device: device, orientation: orientation, sizeCategory: sizeCategory, direction: direction, scale: nil)
        return Snapshotting(pathExtension: "json", diffing: .alpreviewReport) { scene in
            let scene = configuration.applied(to: scene, keepingAll: true)
            do {
                return LayoutReport.json(scene: scene, layouts: try Pipeline.layouts(scene)).serialized() + "\n"
            } catch {
                return "error: \(error)\n"
            }
        }
    }
}

extension Diffing where Value == SceneImage {
    /// PNG files; a mismatch says how many pixels look different and where, with the diff image,
    /// the reference and the actual image attached.
    public static func alpreviewImage(strategy: ComparisonStrategy) -> Diffing {
        .diff(
            toData: { image in
                // A scene that could not be drawn records its reason, which fails the next comparison.
                guard let bitmap = image.bitmap else { return Data((image.failure ?? "no image").utf8) }
                return Data(PNGEncoder.encode(bitmap, level: 9))
            },
            fromData: { data in
                do { return SceneImage(bitmap: try PNGDecoder.decode(Array(data))) } catch {
                    return SceneImage(failure: "the reference is not a PNG alpreview can read (\(error))")
                }
            },
            diffV2: { reference, actual in
                if let failure = actual.failure { return ("the scene could not be drawn: \(failure)", []) }
                if let failure = reference.failure { return (failure, []) }
                guard let image = actual.bitmap, let golden = reference.bitmap else { return nil }
                let comparison = ImageComparison.compare(image, to: golden, strategy: strategy)
                if comparison.matches { return nil }
                let diff = DiffImage.make(image, reference: golden, strategy: strategy)
                return (
                    "image differs: \(comparison.summary)",
                    [
                        .data(Data(PNGEncoder.encode(diff)), name: "difference.png"),
                        .data(Data(PNGEncoder.encode(golden)), name: "reference.png"),
                        .data(Data(PNGEncoder.encode(image)), name: "failure.png"),
                    ]
                )
            })
    }
}

extension Diffing where Value == String {
    /// Text, compared exactly; a mismatch leads with the explanation (views moved, edges, cause)
    /// before the changed lines.
    public static var alpreviewReport: Diffing {
        .diff(
            toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
            diffV2: { golden, actual in
                guard golden != actual else { return nil }
                var message = ""
                if let explanation = LayoutReportComparison.explain(golden: golden, actual: actual, imageMatches: true),
                    !explanation.isEmpty
                {
                    message = explanation.summary + "\n"
                }
                message += LayoutReportDiff.lines(golden: golden, actual: actual).joined(separator: "\n")
                return (message, [])
            })
    }
}
