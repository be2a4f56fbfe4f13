import Foundation
import IBXML
import InterfaceBuilder
import LayoutEngine
import TextMetrics

// `make corpus`: every storyboard and XIB under a folder (default ../shared/corpus), laid out on
// the file's own device, each view's solved frame (superview coordinates) against the frame
// Xcode stored. Views Xcode marks misplaced or ambiguous, views not installed in the file's size
// class, and scenes whose own stored frames break their own required constraints (stale frames
// cannot measure a layout) are skipped, counted and listed; cells are compared.
// Usage: Corpus [FOLDER] [--worst N] [--verbose]
let arguments = Array(CommandLine.arguments.dropFirst())
let folder = arguments.first { !$0.hasPrefix("--") } ?? "../shared/corpus"
let worstCount = arguments.firstIndex(of: "--worst").flatMap { Int(arguments[$0 + 1]) } ?? 25
let verbose = arguments.contains("--verbose")

guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
    print("corpus: no folder \(folder) (the corpus lives in ../shared, outside the repository)")
    exit(0)
}
let files = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
    .sorted()

struct Miss {
    var file: String; var scene: String; var view: String; var solved: Rect; var stored: Rect; var error: Double
}
let solver = LayoutSolver(measurer: PangoTextMeasurer())
var totals = (files: 0, imported: 0, compared: 0, half: 0, one: 0)
var skips: [String: Int] = [:]
var misses: [Miss] = []
var failures: [String] = []
var inconsistent: [String] = []
var inferred: [String] = []
let showLabels = arguments.contains("--labels")
var labelLines: [String] = []

/// The `--labels` lines of one document's scenes, laid out on their first configuration.
func labels(of document: IBDocument, assets: AssetCatalog, file: String) -> [String] {
    guard let mapped = try? InterfaceBuilderScenes.map(document, assets: assets) else { return [] }
    var lines: [String] = []
    for scene in mapped {
        guard let layout = try? solver.solve(scene.scene, in: scene.scene.configurations[0]) else { continue }
        for view in layout.views {
            guard let text = view.spec.text ?? view.spec.title, view.spec.lines == 1 || view.spec.type == .button,
                let stored = scene.views[view.id]?.frame, view.intrinsic.hasWidth,
                abs(view.frame.width - view.intrinsic.size.width) < 0.01
            else { continue }
            let font = view.spec.font ?? FontSpec.system(17)
            lines.append(
                "L\t\(view.spec.type)\t\(text.replacingOccurrences(of: "\n", with: " "))\t\(font.size)\t\(font.weight)\t\(font.textStyle.map { "\($0)" } ?? "-")\t\(view.frame.width)\t\(stored.width)\t\(scene.buildNumber)\t\(file)"
            )
        }
    }
    return lines
}

func describe(_ r: Rect) -> String { String(format: "(%.2f, %.2f, %.2f, %.2f)", r.x, r.y, r.width, r.height) }

for file in files {
    totals.files += 1
    let path = folder + "/" + file
    guard let data = FileManager.default.contents(atPath: path) else {
        failures.append("\(file): unreadable"); continue
    }
    let bytes = [UInt8](data)
    var compared = 0, half = 0, one = 0
    do {
        let document = try InterfaceBuilderDecoder.decode(bytes: bytes, file: file)
        // The corpus keeps each project's asset catalogs flattened in `_assets` beside its files.
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let assets = AssetCatalog.flattened(besideCorpusFile: path)
        let comparison = try StoredFrameComparison(document: document, solver: solver, assets: assets)
        if showLabels { labelLines += labels(of: document, assets: assets, file: name) }
        compared = comparison.compared; half = comparison.withinHalf; one = comparison.withinOne
        skips.merge(comparison.skipped, uniquingKeysWith: +)
        inferred += comparison.inferredSizeCategories.map { "\(name) \($0.scene): \($0.category.rawValue)" }
        inconsistent += comparison.inconsistent.map { "\(name) \($0.scene): \($0.violation)" }
        misses += comparison.mismatches.map {
            Miss(file: file, scene: $0.scene, view: $0.view, solved: $0.solved, stored: $0.stored, error: $0.error)
        }
        totals.imported += 1
    } catch {
        failures.append("\(file): \(String(describing: error).split(separator: "\n").first ?? "")")
    }
    totals.compared += compared; totals.half += half; totals.one += one
    let name = file.split(separator: "/").last.map(String.init) ?? file
    print(String(format: "%4d/%4d within 1 pt  %4d within 0.5 pt  %@", one, compared, half, name))
}

func percent(_ part: Int, _ whole: Int) -> String {
    whole == 0 ? "-" : String(format: "%.1f %%", 100 * Double(part) / Double(whole))
}
print("")
print("worst views (\(min(worstCount, misses.count)) of \(misses.count) beyond 1 pt):")
for miss in misses.sorted(by: { $0.error > $1.error }).prefix(worstCount) {
    print(
        String(format: "  %7.2f  ", miss.error)
            + "\(miss.file.split(separator: "/").last!) \(miss.scene) \(miss.view): solved \(describe(miss.solved)) stored \(describe(miss.stored))"
    )
}
if !failures.isEmpty { print("\nnot imported:"); failures.forEach { print("  " + $0) } }
if !inferred.isEmpty {
    print("\nscenes whose stored frames show another Dynamic Type size than Large (laid out at it):")
    inferred.forEach { print("  " + $0) }
}
if !inconsistent.isEmpty {
    print("\nscenes whose stored frames break their constraints (first one broken):")
    inconsistent.forEach { print("  " + $0) }
}
let reasons = ["ambiguous", "misplaced", "not installed"].map { "\(skips[$0, default: 0]) \($0)" }
print(
    "\nskipped: "
        + (reasons + ["\(inconsistent.count) scenes whose stored frames break their constraints"]).joined(
            separator: ", "))
print("files: \(totals.imported)/\(totals.files) imported (\(percent(totals.imported, totals.files)))")
print(
    "frames: \(totals.one)/\(totals.compared) within 1 pt (\(percent(totals.one, totals.compared))), \(totals.half) within 0.5 pt (\(percent(totals.half, totals.compared)))"
)

// `--labels`: every single-line label or button whose solved width is its own intrinsic width, with
// the stored width beside it: the text-measurement error of Inter against San Francisco.
if showLabels {
    print("\nlabels (text, size, weight, intrinsic, stored width):")
    labelLines.forEach { print($0) }
}
