import Foundation
import Testing
@testable import AlpreviewCommands

/// Every command the README, docs/ and `alpreview --help` show works as written: each is run
/// by a shell in a folder holding what the examples name (the Samples, the goldens, a
/// `scene.yaml`), with the built `alpreview` first on the PATH, and must exit 0.
@Suite(.serialized) struct DocumentedCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Command lines in fenced blocks and in `code spans`, and the help's examples. Syntax
    /// summaries (`SCENE…`, `[options]`) and bare mentions of a command are not commands.
    static func documentedCommands() throws -> [(source: String, command: String)] {
        var files = ["README.md"]
        files += try FileManager.default.contentsOfDirectory(atPath: root + "/docs").filter { $0.hasSuffix(".md") }
            .sorted().map { "docs/" + $0 }
        var found: [(String, String)] = []
        let span = try NSRegularExpression(pattern: #"`((?:cat [^`|\n]*\| *)?alpreview(?: [^`\n]*)?)`"#)
        for file in files {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            var inFence = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle(); continue }
                if inFence {
                    // A fenced command; in a summary table, the command ends where two spaces start its description.
                    let command = line.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")[0]
                    if command == "alpreview" || command.hasPrefix("alpreview ") || command.hasPrefix("cat ") {
                        found.append((file, command))
                    }
                } else {
                    for match in span.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                        found.append((file, String(line[Range(match.range(at: 1), in: line)!])))
                    }
                }
            }
        }
        for line in Alpreview.configuration.discussion.split(separator: "\n") where line.hasPrefix("  ") {
            let command = line.trimmingCharacters(in: .whitespaces)
            if command.hasPrefix("alpreview ") || command.hasPrefix("cat ") {
                found.append(("alpreview --help", command))
            }
        }
        // Placeholders, and paths outside the example folder (a completion script into ~).
        let placeholder = try NSRegularExpression(pattern: #"…|\[|~|\b(SCENE|OUT|DIR|NAME|FILE|LIST)\b"#)
        return found.filter { _, command in
            placeholder.firstMatch(in: command, range: NSRange(command.startIndex..., in: command)) == nil
                && !["alpreview", "alpreview check", "alpreview explain", "alpreview test", "alpreview render"]
                    .contains(command)
        }
    }

    @Test func everyDocumentedCommandRuns() throws {
        let binary = Self.root + "/.build/debug/alpreview"
        try #require(FileManager.default.isExecutableFile(atPath: binary), "build alpreview first (swift build)")
        let commands = try Self.documentedCommands()
        #expect(commands.count >= 12, "found \(commands.count) commands")
        // A folder with what the examples name.
        let folder = NSTemporaryDirectory() + "alpreview-docs-\(UUID().uuidString)"
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? manager.removeItem(atPath: folder) }
        try manager.createSymbolicLink(atPath: folder + "/Samples", withDestinationPath: Self.root + "/Samples")
        try manager.copyItem(atPath: Self.root + "/golden-images", toPath: folder + "/golden-images")
        try manager.copyItem(
            atPath: Self.root + "/Samples/two-views-with-complex-widths.yaml", toPath: folder + "/scene.yaml")
        for (source, command) in commands {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", command + " >/dev/null 2>&1"]
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] =
                (binary as NSString).deletingLastPathComponent + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            environment["CI"] = "true"  // goldens are compared, never recorded
            process.environment = environment
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(source): \(command)")
        }
    }
}
