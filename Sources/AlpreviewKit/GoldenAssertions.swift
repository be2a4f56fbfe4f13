import Foundation
import GoldenImages
import LayoutEngine
import Readers
import SceneFormat
import SceneModel

/// Golden-image assertions for XCTest and Swift Testing on Linux:
///
///     import AlpreviewKit
///     import Testing
///
///     @Test func signInScreen() throws {
///         try assertGoldenLayout(ofSceneFile: "Scenes/sign-in.yaml", goldenDirectory: "Goldens")
///     }
///
/// The scene file may be in any format `SceneReaders` knows (the extension, else the content, says which).
/// Each configuration of the scene is rendered and compared with `Goldens/NAME.DEVICE.ORIENTATION.png`
/// and its layout report `….json`; a mismatch throws `GoldenTestError.mismatch` with one line per
/// failure and leaves the actual image, the reference and a diff image in `failuresDirectory`.
/// The record mode is `record`, else `ALPREVIEW_RECORD`, else `never` on CI and `missing` elsewhere.
/// With XCTest: `XCTAssertNoThrow(try assertGoldenLayout(…))`.
@discardableResult
public func assertGoldenLayout(
    ofSceneFile path: String, goldenDirectory: String, named name: String? = nil,
    strategy: ComparisonStrategy = .standard, record: RecordMode? = nil,
    scale: Double? = nil, failuresDirectory: String? = nil
) throws -> [GoldenStore.Result] {
    let scene = try Pipeline.readScene(path)
    let name = name ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    return try assertGoldenLayout(
        of: scene, named: name, goldenDirectory: goldenDirectory, strategy: strategy,
        record: record, scale: scale, failuresDirectory: failuresDirectory)
}

/// The same for a scene built in code (or read from memory with `SceneInput.read(_:file:)`).
@discardableResult
public func assertGoldenLayout(
    of scene: Scene, named name: String, goldenDirectory: String,
    strategy: ComparisonStrategy = .standard, record: RecordMode? = nil,
    scale: Double? = nil, failuresDirectory: String? = nil
) throws -> [GoldenStore.Result] {
    let mode = try RecordMode.resolve(explicit: record, environment: ProcessInfo.processInfo.environment)
    let store = GoldenStore(
        directory: goldenDirectory,
        failuresDirectory: failuresDirectory ?? NSTemporaryDirectory() + "alpreview-failures",
        strategy: strategy, record: mode)
    let results = try GoldenTester(store: store, scale: scale).check(scene, name: name)
    let failures = results.filter { !$0.passed }.map(\.line)
    if !failures.isEmpty { throw GoldenTestError.mismatch(failures) }
    return results
}
