import AlpreviewKit
import ArgumentParser
import FileInput
import FileOutput
import Foundation

/// `alpreview merge-reports`: the results of `alpreview test --shard i/n` runs (one per CI
/// machine) merged into the JSON, JUnit and HTML report one unsharded run writes.
struct MergeReports: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Merge the results of sharded golden runs into one JSON, JUnit and HTML report.",
        discussion: """
            Each SOURCE is a results file (--results of alpreview test) or a folder searched for them (a
            --report folder holds its results.json and images). Every configuration must come from one
            shard only. Exit codes: 0 merged (whatever the results: the shards' own jobs fail on a
            failure); 2 bad input.
            """)

    @Argument(help: ArgumentHelp("Results files, or folders holding them.", valueName: "SOURCE"))
    var sources: [String]
    @Option(name: .long, help: ArgumentHelp("Write the merged results as JSON.", valueName: "FILE.json"))
    var results: String?
    @Option(name: .long, help: ArgumentHelp("Write the merged results as JUnit XML.", valueName: "FILE"))
    var junit: String?
    @Option(name: .long, help: ArgumentHelp("Write the merged HTML report.", valueName: "DIR"))
    var report: String?

    func validate() throws {
        if sources.isEmpty { throw ValidationError("missing results file or folder") }
    }

    func run() throws {
        var documents: [(source: String, document: JSON)] = []
        for path in try resultFiles() {
            let bytes = try InputFile.read(path, limit: 256 << 20, followingLinks: false)
            guard let document = try? JSONParser.parse(String(decoding: bytes, as: UTF8.self)),
                document["results"]?.arrayValue != nil, document["version"] != nil
            else { continue }
            documents.append((path, document))
        }
        if documents.isEmpty {
            throw UsageError(
                "no results of alpreview test in \(sources.joined(separator: ", ")) (write them with --results or --report)"
            )
        }
        let merged: JSON
        do { merged = try GoldenResults.merge(documents) } catch let error as GoldenResults.MergeError {
            throw UsageError(error.description)
        }
        // Which shard's folder holds each configuration's report images.
        var folderOf: [String: String] = [:]
        for (source, document) in documents {
            let folder = (source as NSString).deletingLastPathComponent
            for item in document["results"]?.arrayValue ?? [] {
                if let name = item["name"]?.stringValue { folderOf[name] = folder.isEmpty ? "." : folder }
            }
        }
        try GoldenRunOutputs(results: results, junit: junit, report: report).write(merged) { item, kind in
            guard let name = item["name"]?.stringValue, let folder = folderOf[name],
                let path = ReportImages.paths(for: item)[kind]
            else { return nil }
            let source = folder + "/" + path
            return FileManager.default.fileExists(atPath: source) ? source : nil
        }
        let counts = GoldenResults.counts(merged)
        try StandardStreams.printLine(
            "merged \(documents.count) results: \(counts.passed) passed, \(counts.failed) failed, "
                + "\(counts.recorded) recorded, \(counts.stale) stale")
    }

    /// The files named, and the `.json` files in the folders named (sorted: the same merge on every machine).
    func resultFiles() throws -> [String] {
        var files: [String] = []
        for source in sources {
            switch InputFile.kind(of: source) {
            case .folder:
                let found = (FileManager.default.enumerator(atPath: source)?.allObjects as? [String] ?? [])
                    .filter { $0.hasSuffix(".json") }.sorted()
                files += found.map { source + "/" + $0 }
            default: files.append(source)
            }
        }
        return files
    }
}
