import Foundation
import LayoutEngine
import SceneModel
import SwiftSource
import TextMetrics

// `make swift-corpus`: every Swift file of ../shared/swift read by the Swift reader and laid out.
// Per file: read without error, the constraint statements found against the count SOURCES.md
// gives, the views found against its count, the scenes drawn (solved without error), the
// warnings; in total, the scenes ambiguous. Usage: SwiftCorpus [FOLDER] [--warnings FILE-PREFIX]
let arguments = Array(CommandLine.arguments.dropFirst())
let folder = arguments.first { !$0.hasPrefix("--") } ?? "../shared/swift"
let showWarnings = arguments.firstIndex(of: "--warnings").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }

guard let sources = try? String(contentsOfFile: folder + "/SOURCES.md", encoding: .utf8) else {
    print("swift-corpus: no \(folder)/SOURCES.md (the files live in ../shared, outside the repository)")
    exit(0)
}

/// SOURCES.md's table: views and constraint statements by file (the notes may hold `|`).
var expected: [String: (views: Int, statements: Int)] = [:]
for line in sources.split(separator: "\n") where line.hasPrefix("| 0") || line.hasPrefix("| 1") {
    let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
    }
    guard cells.count > 8, let views = Int(cells[7]), let statements = Int(cells[8]) else { continue }
    expected[cells[1]] = (views, statements)
}

let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }
    .sorted()
let solver = LayoutSolver(measurer: PangoTextMeasurer())
var totals = (
    files: 0, read: 0, drawn: 0, statements: 0, found: 0, foundCapped: 0, views: 0, viewsFound: 0, warnings: 0,
    scenes: 0, ambiguous: 0
)
print("file                                                         read  statements  views  drawn  warnings")
for file in files {
    let counts = expected[file] ?? (0, 0)
    totals.files += 1
    totals.statements += counts.statements
    totals.views += counts.views
    let path = folder + "/" + file
    guard let data = FileManager.default.contents(atPath: path) else { continue }
    var line = file.padding(toLength: 60, withPad: " ", startingAt: 0)
    do {
        let reading = try SwiftSourceSceneReader.reading(data, file: file)
        totals.read += 1
        totals.found += reading.constraintStatements
        totals.foundCapped += min(reading.constraintStatements, counts.statements)
        totals.viewsFound += reading.views
        var drawn = 0
        var warnings: [Diagnostic] = []
        for named in reading.scenes {
            warnings += named.scene.warnings
            totals.scenes += 1
            if let configuration = named.scene.configurations.first,
                let layout = try? solver.solve(named.scene, in: configuration)
            {
                drawn += 1
                if !layout.ambiguities.isEmpty { totals.ambiguous += 1 }
            }
        }
        if drawn == reading.scenes.count { totals.drawn += 1 }
        totals.warnings += warnings.count
        line += " yes   \(String(format: "%3d / %3d", reading.constraintStatements, counts.statements))"
        line += "   \(String(format: "%2d/%2d", reading.views, counts.views))  \(drawn)/\(reading.scenes.count)"
        line += "    \(warnings.count)"
        print(line)
        if let showWarnings, file.hasPrefix(showWarnings) {
            for warning in warnings { print("    " + warning.placed) }
            for named in reading.scenes {
                for assumption in named.scene.assumptions { print("    " + assumption.line) }
            }
        }
    } catch {
        print(line + " NO    \(error)".replacingOccurrences(of: "\n", with: " "))
    }
}
func percent(_ part: Int, _ whole: Int) -> String {
    String(format: "%.1f %%", whole == 0 ? 0 : 100 * Double(part) / Double(whole))
}
print("")
print("files read without error: \(totals.read)/\(totals.files) (\(percent(totals.read, totals.files)))")
print(
    "constraint statements found: \(totals.foundCapped)/\(totals.statements) (\(percent(totals.foundCapped, totals.statements)); "
        + "\(totals.found) before capping each file at its count)")
print("views found: \(totals.viewsFound) (SOURCES.md counts \(totals.views))")
print("files with every scene drawn: \(totals.drawn)/\(totals.files) (\(percent(totals.drawn, totals.files)))")
print("scenes ambiguous: \(totals.ambiguous)/\(totals.scenes) (\(percent(totals.ambiguous, totals.scenes)))")
print("warnings: \(totals.warnings)")
