import AlpreviewKit
import ArgumentParser
import FileOutput
import Foundation
import GoldenImages
import LayoutEngine
import Parallel
import Readers
import Rendering
import SceneFormat
import SceneModel
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
            --results, --junit and --report write the results for CI; on GitHub Actions each failure is also an
            ::error annotation at the scene line of the change. --shard i/n runs one of n parts (merge them with
            alpreview merge-reports). --a11y audits each scene's accessibility too (as check --a11y): its findings
            are listed per scene, in the results, the JUnit file and the report, and fail the run only with
            --strict. Goldens a scene of the run no longer produces are listed as stale; --prune
            deletes them (docs/golden-tests.md). The failures folder is replaced whole at the end of a run.
            Exit codes: 0 all passed; 1 a mismatch, or goldens recorded (as swift-snapshot-testing, a run that
            records fails: run again to compare); 2 bad input.
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
    @Option(name: .long, help: "The folder of failure images, replaced whole by each run (it holds nothing else).")
    var failures: String = "golden-failures"
    @Option(name: .long, help: "Pixels per point (default: the device's scale).", transform: ScaleOption.parse)
    var scale: ScaleOption?
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Annotation layers of the goldens (default: the golden folder's, else the standard ones): "
                + "\(AnnotationLayerList.names).", valueName: "annotate"),
        transform: AnnotationLayerList.parse)
    var annotate: Set<AnnotationLayer>?
    @OptionGroup var configurations: ConfigurationOptions
    @OptionGroup var input: InputOptions
    @Flag(name: .long, help: "No progress and no reader warnings on standard error.")
    var quiet = false
    @Option(name: .long, help: ArgumentHelp("Write the results as JSON.", valueName: "FILE.json"))
    var results: String?
    @Option(name: .long, help: ArgumentHelp("Write the results as JUnit XML.", valueName: "FILE"))
    var junit: String?
    @Option(
        name: .long, help: ArgumentHelp("Run one of n parts of the configurations (CI machines).", valueName: "i/n"),
        transform: ShardOption.parse)
    var shard: ShardOption?
    @Option(name: .long, help: ArgumentHelp("Write an HTML report (index.html and its images).", valueName: "DIR"))
    var report: String?
    @Flag(name: .long, help: "Delete stale goldens (those no configuration of their scene produces).")
    var prune = false
    @Flag(
        name: .customLong("a11y"),
        help: "Audit each scene's accessibility too (check --a11y): findings are listed, and fail only with --strict.")
    var accessibility = false
    @Flag(name: .long, help: "With --a11y: an accessibility finding fails the run (and its JUnit test case).")
    var strict = false

    func validate() throws {
        if scenes.isEmpty { throw ValidationError("missing scene file or folder") }
        if !(0...1).contains(precision) { throw ValidationError("--precision must be between 0 and 1") }
        if !(0...1).contains(perceptualPrecision) {
            throw ValidationError("--perceptual-precision must be between 0 and 1")
        }
        if strict && !accessibility { throw ValidationError("--strict is for the accessibility audit: add --a11y") }
    }

    func run() throws {
        // Freed images stay in the heap for the next configuration: the first renderer sets
        // that up (`PageReuse`), before any golden is decoded.
        let environment = ProcessInfo.processInfo.environment
        let mode = try RecordMode.resolve(explicit: record, environment: environment)
        let entries = try input.sceneFiles(scenes)
        // All scenes are parsed first: a bad scene is exit 2 before any golden is touched. A
        // file of several scenes (a storyboard) has goldens per scene: FILE.SCENE.DEVICE….
        let files = try entries.flatMap { try input.readScenes($0, configurations: configurations, warn: !quiet) }
        try SceneFiles.checkNamesAreDistinct(files.map(\.namedEntry), what: "goldens")
        let settings = try goldenSettings(mode: mode)
        let store = GoldenStore(
            directory: golden, failuresDirectory: failures,
            strategy: ComparisonStrategy(precision: precision, perceptualPrecision: perceptualPrecision),
            record: mode)
        let layers = settings.annotate.map { Set($0.compactMap(AnnotationLayer.init(rawValue:))) }
        let tester = GoldenTester(store: store, scale: settings.scale, layers: layers ?? AnnotationLayer.standard)
        let shard = self.shard?.shard
        // Every scene laid out and checked before the first golden is written (only the
        // shard's configurations are laid out; every shard checks every scene).
        let prepared = try files.map { file in
            let names = file.scene.configurations.enumerated().filter { index, _ in
                shard?.contains(scene: file.name, configuration: index) ?? true
            }.map { Pipeline.fileName(scene: file.name, $0.element) }
            return try tester.prepare(file.scene, name: file.name) { names.contains($0) }
        }
        // A configuration's sizes are audited by the shard that runs its first configuration.
        let audits =
            try accessibility
            ? files.map { file in
                let audit = try CheckedAccessibility(file) { index in
                    shard?.contains(scene: file.name, configuration: index) ?? true
                }
                return GoldenAccessibility.SceneAudit(
                    scene: file.name, title: file.scene.title, sceneFile: file.entry.path,
                    configurations: audit.audits.map { audit in
                        .object(
                            [("index", .number(Double(audit.index)))] + (audit.json.objectPairs ?? [])
                                + [("lines", .array(audit.findingLines.map(JSON.string)))])
                    })
            } : nil
        // This run's failure images only (an earlier run's would pass for this one's), built
        // aside and put in place of the earlier run's at the end, all at once.
        let failureFolder = try stagedFailureFolder()
        defer { failureFolder.discard() }
        var stagedStore = store
        stagedStore.stagedFailuresDirectory = failureFolder.staging
        let checker = GoldenTester(
            store: stagedStore, scale: settings.scale, layers: layers ?? AnnotationLayer.standard)
        // Every configuration of every scene is one work item: drawn, its golden read, decoded
        // and compared on all cores, a few items ahead of the one printed (memory stays that of
        // a few images however many there are); lines and progress follow the scenes' order.
        let work = Array(zip(files.map(\.entry.path), prepared)).flatMap { path, scene in
            scene.layouts.map { (path: path, scene: scene, layout: $0) }
        }
        var progress = Progress(total: work.count, quiet: quiet)
        defer { progress.finish() }
        var checks: [GoldenCheck] = []
        var failure: Error?
        // After an error (an unreadable golden, a failed write) no further golden is touched.
        let stopped = StopSignal()
        ParallelStream.forEach(work) { item in
            Result { () throws -> GoldenCheck in
                if stopped.isRaised { throw CancellationError() }
                var check = try checker.checkExplained(item.layout, of: item.scene)
                check.sceneFile = item.path
                return check
            }
        } consume: { index, result in
            guard failure == nil else { return }
            do {
                let check = try result.get()
                if !check.result.isPass {
                    progress.finish()
                    try StandardStreams.printLine(terminalSafe(check.result.line))
                }
                checks.append(check)
                progress.step(index + 1, work[index].scene.name)
            } catch {
                failure = error
                stopped.raise()
            }
        }
        if let failure { throw failure }
        let recorded = checks.filter(\.result.isRecorded).count
        // The settings go beside the goldens with the first one recorded (or all re-recorded).
        let hasSettings = try GoldenSettings.read(from: golden) != nil
        if recorded > 0 && (mode == .all || !hasSettings) { try settings.write(to: golden) }
        let stale = try staleGoldens(files: files, entries: entries)
        let document = GoldenResults.document(
            checks: checks, stale: stale, recordMode: mode.rawValue,
            accessibility: audits.map { GoldenAccessibility.section($0, strict: strict) })
        func writtenAt(_ path: String) -> String { failureFolder.staged(path) ?? path }
        try GoldenRunOutputs(results: results, junit: junit, report: report).write(
            document,
            imageSource: { item, kind in
                let name = item["name"]?.stringValue ?? ""
                // A recorded configuration shows its new golden; a failure its failure images.
                return item["status"]?.stringValue == "recorded"
                    ? "\(golden)/\(name).png" : item["files"]?[kind]?.stringValue.map { writtenAt($0) }
            }, writtenAt: writtenAt)
        for file in try failureFolder.commit(owns: ownedByFailureFolder) {
            ToolMessage.warning(terminalSafe("a file appeared in \(failures) during the run; it is kept as \(file)"))
        }
        if GitHubAnnotations.isEnabled(environment: environment) {
            for line in GitHubAnnotations.lines(document) + GitHubAnnotations.accessibility(document) {
                try StandardStreams.printLine(line)
            }
            for file in files {
                if let line = GitHubAnnotations.logConflict(file.scene, path: file.entry.path, environment: environment)
                {
                    try StandardStreams.printLine(line)
                }
            }
        }
        let findings = try printAccessibility(document)
        let counts = GoldenResults.counts(document)
        if counts.recorded > 0 {
            // As swift-snapshot-testing: a run that wrote goldens compared nothing for them.
            try StandardStreams.printLine("recorded goldens fail the run: run again to compare with them")
        }
        try StandardStreams.printLine(
            "\(counts.passed) passed, \(counts.failed) failed, \(counts.recorded) recorded, \(counts.stale) stale "
                + "(record mode \(mode.rawValue)\(shard.map { ", shard \($0)" } ?? ""))")
        if counts.failed > 0 || counts.recorded > 0 || (strict && findings > 0) { throw ExitCode(1) }
    }

    /// Each audited scene's findings, then their count; returns the count (0 without --a11y).
    func printAccessibility(_ document: JSON) throws -> Int {
        guard let count = GoldenAccessibility.findingCount(document) else { return 0 }
        let scenes = GoldenAccessibility.findingLines(document)
        // A view's findings under one rule are said together (the results file has each).
        for scene in document["accessibility"]?["scenes"]?.arrayValue ?? [] {
            let groups = RepeatedFindings.groups(
                RepeatedFindings.occurrences(scene["configurations"]?.arrayValue ?? []))
            guard !groups.isEmpty else { continue }
            try StandardStreams.printLine(terminalSafe("accessibility of \(scene["scene"]?.stringValue ?? ""):"))
            for group in groups { try StandardStreams.printLine("  " + group.line) }
        }
        let withFindings = scenes.filter { !$0.lines.isEmpty }.count
        try StandardStreams.printLine(
            "accessibility: \(count) finding\(count == 1 ? "" : "s") in \(withFindings) of \(scenes.count) scene"
                + (scenes.count == 1 ? "" : "s") + (strict ? "" : " (they fail the run with --strict)"))
        return count
    }

    /// Goldens no configuration of their scene produces, listed; under --prune those of this
    /// run's scenes are deleted. A run narrowed to some configurations (--device, --orientation,
    /// --size-category, --rtl) judges none of its scenes' goldens: the others are those of runs
    /// narrowed otherwise. The goldens of scenes that did not run are listed only when the run
    /// covers whole folders, and never deleted: a scene left out or renamed is no proof that
    /// its goldens are alpreview's to delete.
    func staleGoldens(files: [FileScene], entries: [SceneFiles.Entry]) throws -> [String] {
        let narrowed =
            !configurations.device.isEmpty || configurations.orientation != nil
            || !configurations.sizeCategory.isEmpty || configurations.rtl
        let scenes = files.map { file in
            GoldenFolderHygiene.SceneGoldens(name: file.name, configurations: file.scene.configurations)
        }
        let wholeFolders = entries.allSatisfy(\.foundInFolder) && input.scene == nil
        let stale = GoldenFolderHygiene.staleGoldens(in: golden, scenes: scenes, listingOthers: wholeFolders).filter {
            !(narrowed && $0.sceneRan)
        }
        if prune {
            for path in try GoldenFolderHygiene.prune(stale, in: golden) {
                try StandardStreams.printLine(terminalSafe("pruned \(path)"))
            }
        }
        for golden in stale where !(prune && golden.sceneRan) {
            let why =
                golden.sceneRan
                ? "no configuration produces it (--prune deletes it)"
                : "no scene of this run is named \(golden.scene) "
                    + "(--prune keeps it: delete it by hand if that scene is gone)"
            try StandardStreams.printLine(terminalSafe("stale  \(golden.name): \(why)"))
        }
        return stale.filter { !(prune && $0.sceneRan) }.map(\.name)
    }

    /// The failures folder, to be built aside and put in place at the end. A folder that holds
    /// files this run would not write again is refused: they would be lost in the exchange.
    func stagedFailureFolder() throws -> StagedFolder {
        InterruptCleanup.install()
        do {
            return try StagedFolder(replacing: failures, owns: ownedByFailureFolder)
        } catch let foreign as StagedFolder.ForeignEntry {
            throw UsageError(
                terminalSafe(
                    "the failures folder \(failures) holds \(foreign.path), which alpreview test does not write: "
                        + "give --failures a folder of its own, or move that file"))
        }
    }

    /// Whether a file of the failures folder (a path relative to it) is this run's to replace.
    var ownedByFailureFolder: (String) -> Bool {
        let outputs = Set(
            [results, junit].compactMap { $0 }.compactMap { StagedFolder.relative($0, inside: failures) })
        let reportFolders = [report].compactMap { $0 }.compactMap { StagedFolder.relative($0, inside: failures) }
        return { GoldenFailureFolder.owns($0, outputs: outputs, outputFolders: reportFolders) }
    }

    /// The settings to render with: the golden folder's own (alpreview-goldens.json) unless
    /// --scale or --annotate says otherwise, which is an error unless every golden is re-recorded.
    func goldenSettings(mode: RecordMode) throws -> GoldenSettings {
        let stored = try GoldenSettings.read(from: golden)
        // The layers the folder's goldens were drawn with, unless --annotate says otherwise.
        let layers = annotate.map { $0 == AnnotationLayer.standard ? nil : $0.map(\.rawValue) } ?? stored?.annotate
        let asked = GoldenSettings(scale: scale.map(\.pixelsPerPoint) ?? stored?.scale, annotate: layers)
        guard let stored, stored != asked, mode != .all else { return asked }
        if stored.scale != asked.scale {
            throw UsageError(
                "the goldens in \(golden) were rendered at \(stored.scaleText) (\(GoldenSettings.fileName)); "
                    + "\(asked.scaleText) would fail every one: drop --scale, or re-record them all with --record all")
        }
        throw UsageError(
            "the goldens in \(golden) were drawn with the layers \((stored.annotate ?? ["standard"]).joined(separator: ",")) "
                + "(\(GoldenSettings.fileName)); other layers would fail every one: drop --annotate, or re-record "
                + "them all with --record all")
    }
}
