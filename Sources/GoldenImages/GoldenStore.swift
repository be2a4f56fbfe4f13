import FileInput
import FileOutput
import SourceText
import Foundation
import RasterImage

/// A folder of goldens: for each name, a PNG and the layout report (JSON) beside it. Checks a
/// rendered image and report against them, records them as the record mode says, and on a
/// failure writes the actual image, the reference and a diff image into the failures folder.
public struct GoldenStore: Sendable {
    public var directory: String
    public var failuresDirectory: String
    /// Where the failure files are written while the run lasts, when not in the failures folder
    /// itself: a folder that replaces it whole at the end (`alpreview test`). Results name the
    /// files where they will be, in `failuresDirectory`.
    public var stagedFailuresDirectory: String?
    public var strategy: ComparisonStrategy
    public var record: RecordMode

    /// A golden image or report larger than this is refused (the largest canvas is 256 MB raw).
    static let maximumFileBytes = 256 << 20

    public init(
        directory: String, failuresDirectory: String, strategy: ComparisonStrategy = .standard, record: RecordMode
    ) {
        self.directory = directory
        self.failuresDirectory = failuresDirectory
        self.strategy = strategy
        self.record = record
    }

    public enum Outcome: Sendable, Equatable {
        case passed
        /// Written: a new golden, or one overwritten under `failed`/`all`.
        case recorded(String)
        case failed(String)
    }

    public struct Result: Sendable {
        public var name: String
        public var outcome: Outcome
        public var comparison: ImageComparison?
        /// The first line where the report differs from its golden.
        public var reportDifference: String?
        /// Why it failed in terms of the layout (the `explain` argument of `check`), when it says.
        public var explanation: String?
        /// The images a failure left in the failures folder (`actual`, `reference`, `diff`, `actualReport`).
        public var failureFiles: [String: String] = [:]

        public var passed: Bool { if case .failed = outcome { return false } else { return true } }
        /// Compared and matched (neither failed nor written).
        public var isPass: Bool { outcome == .passed }
        public var isRecorded: Bool { if case .recorded = outcome { return true } else { return false } }

        /// One line: `FAIL name: why; see failures/name.diff.png`.
        public var line: String {
            switch outcome {
            case .passed: return "ok     \(name)"
            case .recorded(let why): return "record \(name): \(why)"
            case .failed(let why): return "FAIL   \(name): \(why)"
            }
        }
    }

    /// Checks one rendering. `name` is a relative path without extension
    /// (`problems/conflict.iPhone-8.portrait`).
    /// `explain` is given the golden's report and whether the images matched when the check
    /// fails, and says why in a line of its own (nil: the first differing report line is said).
    public func check(
        name: String, image: Bitmap, report: String,
        explain: (_ goldenReport: String, _ imageMatches: Bool) -> String? = { _, _ in nil }
    ) throws -> Result {
        let pngPath = "\(directory)/\(name).png", jsonPath = "\(directory)/\(name).json"
        let manager = FileManager.default
        let havePNG = manager.fileExists(atPath: pngPath), haveJSON = manager.fileExists(atPath: jsonPath)
        func writeGoldens() throws {
            // The image and its report, both or neither.
            var batch = OutputBatch(createsFolders: true)
            batch.add(PNGEncoder.encode(image, level: 9), to: pngPath)
            batch.add(Array(report.utf8), to: jsonPath)
            try batch.commit()
        }
        if record == .all {
            try writeGoldens()
            return Result(name: name, outcome: .recorded("recorded (record mode all)"))
        }
        guard havePNG && haveJSON else {
            let missing = [havePNG ? nil : pngPath, haveJSON ? nil : jsonPath].compactMap { $0 }.joined(
                separator: " and ")
            if record == .never {
                return Result(
                    name: name,
                    outcome: .failed(
                        "no golden \(missing) (record mode never; record with --record missing or ALPREVIEW_RECORD=missing)"
                    ))
            }
            try writeGoldens()
            return Result(name: name, outcome: .recorded("new golden"))
        }
        let referenceBytes: [UInt8], reference: Bitmap, goldenReportBytes: [UInt8]
        do { referenceBytes = try InputFile.read(pngPath, limit: Self.maximumFileBytes, followingLinks: false) } catch {
            throw GoldenError.unreadableGolden(path: pngPath, reason: error.description)
        }
        do { reference = try PNGDecoder.decode(referenceBytes) } catch {
            throw GoldenError.unreadableGolden(path: pngPath, reason: "\(error)")
        }
        do {
            goldenReportBytes = try InputFile.read(jsonPath, limit: Self.maximumFileBytes, followingLinks: false)
        } catch {
            throw GoldenError.unreadableGolden(path: jsonPath, reason: error.description)
        }
        let comparison = ImageComparison.compare(image, to: reference, strategy: strategy)
        let goldenReport = String(decoding: goldenReportBytes, as: UTF8.self)
        let reportDifference = goldenReport == report ? nil : Self.firstDifference(golden: goldenReport, actual: report)
        if comparison.matches && reportDifference == nil {
            return Result(name: name, outcome: .passed, comparison: comparison)
        }
        var why: [String] = []
        let explanation = explain(goldenReport, comparison.matches).flatMap { $0.isEmpty ? nil : $0 }
        if let explanation { why.append(explanation) }
        if !comparison.matches { why.append(comparison.summary) }
        if let reportDifference, explanation == nil { why.append("layout report differs: \(reportDifference)") }
        if record == .failed {
            try writeGoldens()
            return Result(
                name: name, outcome: .recorded("re-recorded; was: " + why.joined(separator: "; ")),
                comparison: comparison, reportDifference: reportDifference, explanation: explanation)
        }
        let failure = "\(failuresDirectory)/\(name)",
            written = "\(stagedFailuresDirectory ?? failuresDirectory)/\(name)"
        var failureFiles = OutputBatch(createsFolders: true)
        failureFiles.add(PNGEncoder.encode(image), to: written + ".actual.png")
        failureFiles.add(referenceBytes, to: written + ".reference.png")
        failureFiles.add(
            PNGEncoder.encode(DiffImage.make(image, reference: reference, strategy: strategy)),
            to: written + ".diff.png")
        var files = [
            "actual": failure + ".actual.png", "reference": failure + ".reference.png", "diff": failure + ".diff.png",
        ]
        if reportDifference != nil {
            failureFiles.add(Array(report.utf8), to: written + ".actual.json")
            files["actualReport"] = failure + ".actual.json"
        }
        try failureFiles.commit()
        why.append("see \(failure).diff.png")
        return Result(
            name: name, outcome: .failed(why.joined(separator: "; ")), comparison: comparison,
            reportDifference: reportDifference, explanation: explanation, failureFiles: files)
    }

    /// `line 19 (in "Red View"): "frame": [16, 40, 343, 607], → "frame": [16, 44, 343, 603],`
    static func firstDifference(golden: String, actual: String) -> String {
        let a = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        func indent(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
        for i in 0..<max(a.count, b.count) {
            let x = i < a.count ? String(a[i]) : "(end)", y = i < b.count ? String(b[i]) : "(end)"
            guard x != y else { continue }
            // The enclosing key: the nearest line above that opens an object less indented.
            var context = ""
            if i < a.count {
                let depth = indent(a[i])
                if let j = (0..<i).reversed().first(where: { a[$0].hasSuffix("{") && indent(a[$0]) < depth }),
                    let key = a[j].split(separator: ":").first, key.contains("\"")
                {
                    context = " (in \(key.trimmingCharacters(in: .whitespaces)))"
                }
            }
            // Long lines are quoted from a little before their first differing character.
            let (old, new) = (x.trimmingCharacters(in: .whitespaces), y.trimmingCharacters(in: .whitespaces))
            let common = zip(old, new).prefix { $0 == $1 }.count
            let start = common > LineExcerpt.limit / 2 ? common - LineExcerpt.limit / 4 : 0
            return
                "line \(i + 1)\(LineExcerpt.of(context)): \(LineExcerpt.of(old, from: start)) → \(LineExcerpt.of(new, from: start))"
        }
        return "the files differ"
    }
}
