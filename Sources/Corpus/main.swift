import Foundation
import InterfaceBuilder
import LayoutEngine
import SceneModel
import StoredFrames
import TextMetrics

// `make corpus`: every storyboard and XIB of a corpus (default ../shared/corpus, one folder per
// repository) read and laid out by the command line's own code, each view's frame and each
// scene's root frame against the frames Xcode stored (`UserPathComparison`). Prints the score
// per repository, per Xcode release, per device and per element kind, the worst frames, and what was
// skipped (views Xcode marks, scenes whose stored frames cannot measure a layout).
// Usage: Corpus [FOLDER] [--worst N] [--verbose] [--calibrate] [--fit-advances] [--text-widths]
//        [--frames TEXT]
// (`--frames TEXT`: every compared frame of the files whose path contains TEXT, misses marked.)
let arguments = Array(CommandLine.arguments.dropFirst())
let folder =
    arguments.enumerated().first { index, argument in
        !argument.hasPrefix("--") && Int(argument) == nil && (index == 0 || arguments[index - 1] != "--frames")
    }?.element ?? "../shared/corpus"
let worstCount = arguments.firstIndex(of: "--worst").flatMap { Int(arguments[$0 + 1]) } ?? 25
let verbose = arguments.contains("--verbose")
let framesFilter = arguments.firstIndex(of: "--frames").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }

let manager = FileManager.default
guard let repositories = try? manager.contentsOfDirectory(atPath: folder) else {
    print("corpus: no folder \(folder) (the corpus lives in ../shared, outside the repository)")
    exit(0)
}

// `--calibrate`: each fitted number scored leave-one-repository-out (`Calibration`, `AdvanceFit`);
// `--fit-advances`: the per-glyph advances alone; `--text-widths`: the text-sized labels and
// buttons of every weight, stored against measured (`TextWidthReport`).
if arguments.contains("--calibrate") || arguments.contains("--fit-advances") || arguments.contains("--text-widths") {
    let run: ([String]) -> (checks: [FrameCheck], observations: [TextWidthObservation]) = { names in
        let measurer = PangoTextMeasurer()
        var checks: [FrameCheck] = []
        var observations: [TextWidthObservation] = []
        for repository in names.sorted() {
            let path = folder + "/" + repository
            for file in ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted()
            where file.hasSuffix(".storyboard") || file.hasSuffix(".xib") {
                let comparison = try? UserPathComparison(
                    path: path + "/" + file, repository: repository, measurer: measurer)
                checks += comparison?.checks ?? []
                observations += comparison?.textWidths ?? []
            }
        }
        return (checks, observations)
    }
    if arguments.contains("--text-widths") {
        print(TextWidthReport.printed(run(repositories).observations, verbose: verbose))
        exit(0)
    }
    if arguments.contains("--calibrate") {
        for calibration in [Calibration.textBlend, .textCutWeightTracking] {
            print(calibration.crossValidated { ScoreTable("", run(repositories).checks) { $0.repository }.rows })
            print("")
        }
    }
    print(AdvanceFit.crossValidated(repositories: repositories.sorted(), verbose: verbose, run: run))
    exit(0)
}

var checks: [FrameCheck] = []
var skipped: [String: Int] = [:]
var inconsistent: [String] = []
var failures: [String] = []
var fileCounts: [String: (files: Int, imported: Int)] = [:]
for repository in repositories.sorted() {
    let path = folder + "/" + repository
    let files = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted()
        .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
    guard !files.isEmpty else { continue }
    var counts = (files: files.count, imported: 0)
    for file in files {
        do {
            let comparison = try UserPathComparison(path: path + "/" + file, repository: repository)
            counts.imported += 1
            checks += comparison.checks
            skipped.merge(comparison.skipped, uniquingKeysWith: +)
            inconsistent += comparison.inconsistent
            if verbose {
                let table = ScoreTable("", comparison.checks) { _ in file }
                print(table.printed().split(separator: "\n").dropFirst().joined(separator: "\n"))
            }
        } catch {
            failures.append("\(repository)/\(file): \(String(describing: error).split(separator: "\n").first ?? "")")
        }
    }
    fileCounts[repository] = counts
}

let byRepository = ScoreTable("repository", checks) { $0.repository }
print(
    byRepository.printed(extraHeader: "files read") { name in
        fileCounts[name].map { "\($0.imported)/\($0.files)" } ?? ""
    })
print("")
print(ScoreTable("toolsVersion", checks) { $0.xcode }.printed())
print("")
print(ScoreTable("device", checks) { $0.device }.printed(sortByCount: true))
print("")
print(ScoreTable("element", checks) { $0.kind }.printed(sortByCount: true))

let misses = checks.filter { $0.error > 1 }.sorted { ($0.error, $1.file) > ($1.error, $0.file) }
print("\nworst frames (\(min(worstCount, misses.count)) of \(misses.count) beyond 1 pt):")
func describe(_ r: Rect) -> String {
    String(format: "(%.2f, %.2f, %.2f, %.2f)", r.x, r.y, r.width, r.height)
}
for miss in misses.prefix(worstCount) {
    let solved = describe(miss.solved), stored = describe(miss.stored)
    print(
        String(format: "  %7.2f  ", miss.error)
            + "\(miss.repository)/\(miss.file) \(miss.scene) \(miss.view) [\(miss.kind)]: solved \(solved) stored \(stored)"
    )
}
if let framesFilter {
    print("\nframes of the files matching '\(framesFilter)':")
    for check in checks where "\(check.repository)/\(check.file)".contains(framesFilter) {
        let mark = check.error > 1 ? "MISS" : "    "
        print(
            "  \(mark) \(check.file) \(check.scene) \(check.view) [\(check.kind)]: solved \(describe(check.solved)) "
                + "stored \(describe(check.stored))")
    }
}
if !failures.isEmpty {
    print("\nnot read:")
    failures.forEach { print("  " + $0) }
}
if verbose && !inconsistent.isEmpty {
    print("\nscenes whose stored frames cannot measure a layout (first reason):")
    inconsistent.forEach { print("  " + $0) }
}
let reasons = skipped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
let notLaidOut = inconsistent.filter { $0.contains(StoredFrameComparison.notLaidOut) }.count
print(
    "\nskipped: "
        + (reasons + [
            "\(inconsistent.count - notLaidOut) scenes whose stored frames break their constraints",
            "\(notLaidOut) with a view Xcode never laid out (stored 1000 long)",
        ])
        .joined(separator: ", "))
let files = fileCounts.values.reduce((0, 0)) { ($0.0 + $1.files, $0.1 + $1.imported) }
let total = ScoreTable("", checks) { _ in "all" }.rows["all"] ?? ScoreTable.Row()
print("files: \(files.1)/\(files.0) read")
print(
    "frames: \(total.withinOne)/\(total.compared) within 1 pt (\(ScoreTable.percent(total.withinOne, total.compared))), "
        + "\(total.withinHalf) within 0.5 pt (\(ScoreTable.percent(total.withinHalf, total.compared)))")
