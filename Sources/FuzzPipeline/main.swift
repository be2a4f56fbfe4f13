import Foundation
import FuzzSupport
import LayoutEngine
import RandomScenes
import SceneFormat
import SceneModel
import TextMetrics

// A libFuzzer target for the whole pipeline after parsing: layout of every configuration
// (engine, stacks, scroll views, solver, conflict recovery, ambiguity), the JSON report, the
// diagnostics `check` and `explain` print, and a PNG drawn at scale 1.
//
// An input that parses as a scene (the Samples, and libFuzzer's mutations of them that stay
// valid) is used as it is; any other input steers RandomScenes' generator byte by byte, so
// that mutations change the scene's structure instead of breaking its syntax and every input
// reaches the engine. A failure the probe finds (NaN, an internal solver error, an unreadable
// drawing) aborts, so that libFuzzer saves the input like a crash.
//
// Configurations are capped at four and the drawing at a few million pixels, so that large
// canvases do not dominate the run.

/// The scene of an input, and the YAML written when it was generated (printed on a failure, to
/// replay with `alpreview check`).
func scene(from bytes: UnsafeRawBufferPointer) -> (Scene, generated: String?)? {
    if let parsed = try? SceneParser.parse(data: Data(bytes), file: "fuzz.yaml") {
        var scene = parsed
        let configurations = scene.configurations.count
        guard configurations > 0, scene.allViews.count <= 200 else { return nil }
        if configurations > 4 {
            scene.sizeCategories = Array(scene.sizeCategories.prefix(1))
            scene.directions = Array(scene.directions.prefix(1))
            scene.devices = Array(scene.devices.prefix(2))
        }
        return (scene, nil)
    }
    var generator = SceneGenerator(entropy: ByteEntropy(Array(bytes)))
    let yaml = generator.scene(title: "fuzz").yaml()
    do { return (try SceneParser.parse(yaml, file: "generated.yaml"), yaml) } catch {
        FuzzDriver.fail("the generator wrote a scene the parser refuses: \(error)\n\(yaml)")
    }
}

/// Failures to let pass, while a known bug is being fixed: `ALPREVIEW_FUZZ_IGNORE` holds
/// comma-separated parts of their messages, e.g. `unsatisfiable constraint,objective is unbounded`.
/// `ALPREVIEW_FUZZ_PRINT_SCENE` prints each generated scene to standard error before it runs.
let printsScenes = ProcessInfo.processInfo.environment["ALPREVIEW_FUZZ_PRINT_SCENE"] != nil
let ignored = (ProcessInfo.processInfo.environment["ALPREVIEW_FUZZ_IGNORE"] ?? "").split(separator: ",").map(
    String.init)

/// The measurer caches every string it measured, and the fuzzer measures millions of them, so
/// it is replaced now and then; not on every input, since each Pango font map leaves some
/// fontconfig state behind (libFuzzer's leak detection is off for this target: see the Makefile).
nonisolated(unsafe) var solver = LayoutSolver(measurer: PangoTextMeasurer())
nonisolated(unsafe) var inputsMeasured = 0

FuzzDriver.run { bytes in
    guard let (scene, generated) = scene(from: bytes) else { return }
    // To turn a crashing input into a scene file before running it (a crash prints nothing after).
    if printsScenes, let generated { FileHandle.standardError.write(Data(generated.utf8)) }
    inputsMeasured += 1
    if inputsMeasured % 1000 == 0 { solver = LayoutSolver(measurer: PangoTextMeasurer()) }
    var probe = PipelineProbe()
    let solver = solver
    probe.layouts = { scene in try scene.configurations.map { try solver.solve(scene, in: $0) } }
    probe.checksText = generated != nil
    let failures = probe.check(scene)
    // A Diagnostic on a parsed scene is the engine refusing what the parser let through (some
    // are by design); on a generated one, which is valid by construction, it is a finding.
    let serious = failures.filter { failure in
        (generated != nil || failure.kind != "layout error") && !ignored.contains { failure.description.contains($0) }
    }
    if !serious.isEmpty {
        FuzzDriver.fail(
            serious.map(\.description).joined(separator: "\n") + (generated.map { "\ngenerated scene:\n" + $0 } ?? ""))
    }
}
