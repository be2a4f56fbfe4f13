import Cassowary
import Foundation
import SceneFormat

// `make bench` runs this (release build) through bench/run.py, which adds kiwisolver's
// timings of the same solver workloads and prints the table. Each line: name<TAB>seconds.
let sections = CommandLine.arguments.dropFirst()
let all = sections.isEmpty
/// Where the workloads' value sums go, so that the reads are not optimized away.
nonisolated(unsafe) var valueSink = 0.0

if all || sections.contains("solver") {
    report(
        "chain 100",
        try Timing.median(runs: 31) { valueSink += try SolverWorkloads.chain(100, width: 20_000).readValues() })
    report(
        "chain 100 compressed",
        try Timing.median(runs: 31) { valueSink += try SolverWorkloads.chain(100, width: 5_000).readValues() })
    report(
        "chain 1000",
        try Timing.median(runs: 3) { valueSink += try SolverWorkloads.chain(1000, width: 200_000).readValues() })
    report(
        "chain 1000 compressed",
        try Timing.median(runs: 3) { valueSink += try SolverWorkloads.chain(1000, width: 20_000).readValues() })
    report("grid 30x30", try Timing.median(runs: 3) { valueSink += try SolverWorkloads.grid(30, 30).readValues() })
    report(
        "ring 250", try Timing.median(runs: 3) { valueSink += try SolverWorkloads.ring(250, width: 2_500).readValues() }
    )
    report(
        "ring 500", try Timing.median(runs: 3) { valueSink += try SolverWorkloads.ring(500, width: 5_000).readValues() }
    )
    // Form screen: built and solved 1000 times; the median of 5 batches, per solve.
    report(
        "form screen",
        try Timing.median(runs: 5) {
            for _ in 0..<1000 {
                valueSink += try SolverWorkloads.formScreen(Solver(), width: Variable("W"), height: Variable("H"))
                    .readValues()
            }
        } / 1000)
    // Resize: the same form screen re-solved at 200 container sizes, per re-solve.
    let solver = Solver(), width = Variable("W"), height = Variable("H")
    let form = try SolverWorkloads.formScreen(solver, width: width, height: height)
    report(
        "resize",
        try Timing.median(runs: 5) {
            for i in 0..<200 {
                try solver.suggestValue(width, 320 + Double(i % 100) * 8)
                try solver.suggestValue(height, 568 + Double(i / 2))
                valueSink += form.readValues()
            }
        } / 200)
}
// One workload repeated, for a profiler (`perf record .build/release/Benchmarks profile-form`);
// PROFILE_RUNS sets the chain's count (callgrind wants a short run).
if sections.contains("profile-form") {
    for _ in 0..<4_000 {
        valueSink += try SolverWorkloads.formScreen(Solver(), width: Variable("W"), height: Variable("H")).readValues()
    }
}
if sections.contains("profile-chain") {
    for _ in 0..<(Int(ProcessInfo.processInfo.environment["PROFILE_RUNS"] ?? "") ?? 2_000) {
        valueSink += try SolverWorkloads.chain(100, width: 20_000).readValues()
    }
}
if sections.contains("profile-ring") {
    // PROFILE_BUDGET sets the solver's work budget (how many cell writes a ring needs).
    let n = Int(ProcessInfo.processInfo.environment["PROFILE_RUNS"] ?? "") ?? 250
    let budget = Int(ProcessInfo.processInfo.environment["PROFILE_BUDGET"] ?? "") ?? Solver.defaultWorkBudget
    valueSink += try SolverWorkloads.ring(n, width: 10 * Double(n), workBudget: budget).readValues()
}
if sections.contains("profile-resize") {
    let solver = Solver(), width = Variable("W"), height = Variable("H")
    let form = try SolverWorkloads.formScreen(solver, width: width, height: height)
    for i in 0..<(Int(ProcessInfo.processInfo.environment["PROFILE_RUNS"] ?? "") ?? 200_000) {
        try solver.suggestValue(width, 320 + Double(i % 100) * 8)
        try solver.suggestValue(height, 568 + Double(i / 2 % 100))
        valueSink += form.readValues()
    }
}
// The 100-view scene's parse, for callgrind (`valgrind --tool=callgrind … Benchmarks profile-parse`) or
// perf; PROFILE_VIEWS parses a longer list of the same rows (at most 2,000 views).
if sections.contains("profile-parse") {
    let text = RenderWorkload.sceneText(views: Int(ProcessInfo.processInfo.environment["PROFILE_VIEWS"] ?? "") ?? 100)
    for _ in 0..<(Int(ProcessInfo.processInfo.environment["PROFILE_RUNS"] ?? "") ?? 20) {
        valueSink += Double(try SceneFormat.SceneParser.parse(text, file: "bench.yaml").constraints.count)
    }
}
// The same rows with their horizontal and vertical constraints in VFL, to compare the two notations.
if sections.contains("profile-parse-vfl") {
    let text = RenderWorkload.sceneText(visualFormat: true)
    for _ in 0..<(Int(ProcessInfo.processInfo.environment["PROFILE_RUNS"] ?? "") ?? 20) {
        valueSink += Double(try SceneFormat.SceneParser.parse(text, file: "bench.yaml").constraints.count)
    }
}
// `profile-stage STAGE`: one stage of the 100-view screen, PROFILE_RUNS times (bench/run.py's
// instruction counts run it under callgrind).
if sections.first == "profile-stage", let stage = sections.dropFirst().first {
    try StageProfile.run(stage, runs: Int(ProcessInfo.processInfo.environment["PROFILE_RUNS"] ?? "") ?? 2)
}
// The 3x screen drawn and encoded again and again, for a profiler
// (`perf record -e cpu-clock -g .build/release/Benchmarks profile-draw`).
if sections.contains("profile-draw") {
    try RenderWorkload.profileDraw(runs: Int(ProcessInfo.processInfo.environment["PROFILE_RUNS"] ?? "") ?? 30)
}
// The 1x pipeline (parse, solve, draw, encode) again and again, for a profiler.
if sections.contains("profile-pipeline") {
    try RenderWorkload.profilePipeline(runs: Int(ProcessInfo.processInfo.environment["PROFILE_RUNS"] ?? "") ?? 50)
}
// Drawing time against the number of views on a fixed canvas (2,000 views, the most a scene may have).
if sections.contains("draw-scaling") {
    try DrawScalingWorkload.run(counts: [100, 1_000, 2_000])
}
// `scaling N`: the whole pipeline on an N-view scene (bench/run.py runs one size per process).
if sections.first == "scaling", let views = sections.dropFirst().first.flatMap({ Int($0) }) {
    try ScalingWorkload.run(views: views)
}
// `samples FILE…`: the 1x pipeline, stage by stage, on real scene files (bench/run.py passes Samples/).
// `sweep FILE…`: a width sweep's layouts, fresh against a layout session (bench/run.py passes Samples/*.yaml).
if sections.first == "sweep" {
    try SweepWorkload.run(files: Array(sections.dropFirst()))
}
// `profile-walk FILE`: the sweep's walk across the 12 size categories (PROFILE_RUNS times), for a profiler.
if sections.first == "profile-walk", let file = sections.dropFirst().first {
    try SweepWorkload.profileWalk(file: file, runs: Int(ProcessInfo.processInfo.environment["PROFILE_RUNS"] ?? "") ?? 5)
}
// `slider-server FILE…`: the server's slider step rows alone (PROFILE_RUNS drags each), for a profiler.
if sections.first == "slider-server" {
    let drags = Int(ProcessInfo.processInfo.environment["PROFILE_RUNS"] ?? "") ?? SliderServerWorkload.drags
    for file in sections.dropFirst() { try SliderServerWorkload.report(file: file, drags: drags) }
}
// `check FILE…`: `check`'s layouts across many configurations, fresh against sessions per group
// (bench/run.py passes Samples/*.yaml).
if sections.first == "check" {
    try CheckWorkload.run(files: Array(sections.dropFirst()))
}
if sections.first == "samples" {
    try SampleWorkload.run(files: Array(sections.dropFirst()))
}
if all || sections.contains("render") {
    try RenderWorkload.run()
}
// Not in `all`: bench/run.py's `deflate` section runs it with a directory for the pixels.
if sections.first == "deflate" {
    try DeflateWorkload.run(directory: sections.dropFirst().first ?? FileManager.default.temporaryDirectory.path)
}
// Reads the sink, so that the compiler keeps the value reads that feed it.
if valueSink.isNaN { print("a workload's values are not numbers") }
