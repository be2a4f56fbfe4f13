import AlpreviewKit
import ArgumentParser
import FileOutput
import Foundation
import GoldenImages
import LayoutEngine
import SceneFormat
import SourceText

/// `alpreview test`: golden-image tests of scenes, for CI.
struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare every configuration of scenes with golden images and layout reports.",
        discussion: """
            Each configuration is rendered (annotated) and compared with GOLDEN/NAME.DEVICE.ORIENTATION.png and
            its layout report NAME.DEVICE.ORIENTATION.json. A pixel matches when its CIE ΔE 2000 distance is at
            most (1 - perceptual precision) × 100; an image matches when the share of matching pixels is at
            least the precision. The report must match exactly. A failure says which views moved and why
            (a constraint changed, added or removed, an intrinsic size, a device metric; or pixel-only),
            from the golden's report and the new one. Failures leave NAME….actual.png,
            NAME….reference.png and NAME….diff.png in the failures folder. Record modes: missing (default),
            failed, all, never (default when CI=true); ALPREVIEW_RECORD sets the mode too.
            Exit codes: 0 all passed or recorded; 1 a mismatch; 2 bad input.
            """)

    @Argument(help: ArgumentHelp("Scene files, or folders searched for \(SceneReaders.fileDescription) files."))
    var scenes: [String]
    @Option(name: .long, help: "The folder of golden images and reports.")
    var golden: String
    @Option(name: .long, help: "Share of pixels that must match (0...1).")
    var precision: Double = 1.0
    @Option(name: .customLong("perceptual-precision"), help: "How close a pixel's color must be (0...1; 0.98 = ΔE 2).")
    var perceptualPrecision: Double = 0.98
    @Option(name: .long, help: "When goldens are written (default: ALPREVIEW_RECORD, else never on CI, else missing).")
    var record: RecordMode?
    @Option(name: .long, help: "Where failing images go.")
    var failures: String = "golden-failures"
    @Option(name: .long, help: "Pixels per point (default: the device's scale).")
    var scale: Double?
    @OptionGroup var configurations: ConfigurationOptions
    @OptionGroup var input: InputOptions
    @Flag(name: .long, help: "No progress on standard error.")
    var quiet = false

    func validate() throws {
        if scenes.isEmpty { throw ValidationError("missing scene file or folder") }
        if !(0...1).contains(precision) { throw ValidationError("--precision must be between 0 and 1") }
        if !(0...1).contains(perceptualPrecision) {
            throw ValidationError("--perceptual-precision must be between 0 and 1")
        }
        if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be between 0 and 8") }
    }

    func run() throws {
        let mode = try RecordMode.resolve(explicit: record, environment: ProcessInfo.processInfo.environment)
        let entries = try input.sceneFiles(scenes)
        // All scenes are parsed first: a bad scene is exit 2 before any golden is touched. A
        // file of several scenes (a storyboard) has goldens per scene: FILE.SCENE.DEVICE….
        let files = try entries.flatMap { try input.readScenes($0, configurations: configurations) }
        try SceneFiles.checkNamesAreDistinct(files.map(\.namedEntry), what: "goldens")
        let parsed = files.map { (scene: $0.scene, name: $0.name) }
        let settings = try goldenSettings(mode: mode)
        let store = GoldenStore(
            directory: golden, failuresDirectory: failures,
            strategy: ComparisonStrategy(precision: precision, perceptualPrecision: perceptualPrecision),
            record: mode)
        let tester = GoldenTester(store: store, scale: settings.scale)
        var passed = 0, recorded = 0, failed = 0
        // Every scene laid out and checked before the first golden is written.
        let prepared = try parsed.map { try tester.prepare($0.scene, name: $0.name) }
        var progress = Progress(total: prepared.count, quiet: quiet)
        defer { progress.finish() }
        for (index, scene) in prepared.enumerated() {
            progress.step(index, scene.name)
            let results = try tester.check(scene)
            progress.finish()
            for result in results {
                switch result.outcome {
                case .passed: passed += 1
                case .recorded: recorded += 1; try StandardStreams.printLine(terminalSafe(result.line))
                case .failed: failed += 1; try StandardStreams.printLine(terminalSafe(result.line))
                }
            }
        }
        // The settings go beside the goldens with the first one recorded (or all re-recorded).
        let hasSettings = try GoldenSettings.read(from: golden) != nil
        if recorded > 0 && (mode == .all || !hasSettings) { try settings.write(to: golden) }
        try StandardStreams.printLine(
            "\(passed) passed, \(failed) failed, \(recorded) recorded (record mode \(mode.rawValue))")
        if failed > 0 { throw ExitCode(1) }
    }

    /// The settings to render with: the golden folder's own (alpreview-goldens.json) unless
    /// --scale says otherwise, which is an error unless every golden is re-recorded.
    func goldenSettings(mode: RecordMode) throws -> GoldenSettings {
        let stored = try GoldenSettings.read(from: golden)
        guard let scale else { return stored ?? GoldenSettings(scale: nil) }
        let asked = GoldenSettings(scale: scale)
        if let stored, stored != asked, mode != .all {
            throw UsageError(
                "the goldens in \(golden) were rendered at \(stored.scaleText) (\(GoldenSettings.fileName)); "
                    + "\(asked.scaleText) would fail every one: drop --scale, or re-record them all with --record all")
        }
        return asked
    }
}
