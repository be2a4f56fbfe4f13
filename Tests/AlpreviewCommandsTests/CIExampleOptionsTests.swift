import Foundation
import Testing
@testable import AlpreviewCommands

/// The CI files people copy (the GitHub action, the docs/ci examples, the pre-commit hooks, the
/// install page's fenced commands) name only commands and options alpreview has: each
/// `alpreview …` command in them is read as far as the shell command goes, and every `--option`
/// in it must be one of its command's, as swift-argument-parser describes them
/// (`--experimental-dump-help`).
@Suite struct CIExampleOptionsTests {
    static let root = DocumentedCommandTests.root

    static var files: [String] {
        let examples = ((try? FileManager.default.contentsOfDirectory(atPath: root + "/docs/ci")) ?? []).sorted()
            .map { "docs/ci/" + $0 }
        return ["action.yml", ".pre-commit-hooks.yaml", "Dockerfile", "docs/install.md"] + examples
    }

    /// Each command's long and short option names ("--golden", "-o"); "" is the root command.
    static func optionNames() throws -> [String: Set<String>] {
        var dump = ""
        do {
            _ = try Alpreview.parseAsRoot(["--experimental-dump-help"])
        } catch {
            dump = Alpreview.fullMessage(for: error)
        }
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        let root = try #require(json["command"] as? [String: Any])
        func names(_ command: [String: Any]) -> Set<String> {
            var found: Set<String> = []
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                for name in argument["names"] as? [[String: Any]] ?? [] {
                    let spelled = name["name"] as? String ?? ""
                    found.insert((name["kind"] as? String == "short" ? "-" : "--") + spelled)
                }
            }
            return found
        }
        var options = ["": names(root)]
        for command in root["subcommands"] as? [[String: Any]] ?? [] {
            options[command["commandName"] as? String ?? ""] = names(command)
        }
        return options
    }

    /// The file's lines with continuations joined: a shell line ending in `\`, and a YAML folded
    /// block (`key: >`) into one line.
    static func logicalLines(_ text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }
        var result: [String] = []
        var index = 0
        while index < lines.count {
            var line = lines[index]
            index += 1
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasSuffix(": >") || trimmed.hasSuffix(": >-") || trimmed == "- >" || trimmed == "- >-" {
                let level = indent(line)
                while index < lines.count,
                    lines[index].trimmingCharacters(in: .whitespaces).isEmpty
                        || indent(lines[index]) > level
                {
                    line += " " + lines[index].trimmingCharacters(in: .whitespaces)
                    index += 1
                }
            }
            while line.hasSuffix("\\"), index < lines.count {
                line = String(line.dropLast()) + " " + lines[index].trimmingCharacters(in: .whitespaces)
                index += 1
            }
            result.append(line)
        }
        return result
    }

    /// The lines of a Markdown page's fenced blocks (its prose names options without commands).
    static func fencedLines(_ text: String) -> String {
        var inFence = false
        var kept: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
            } else if inFence {
                kept.append(line)
            }
        }
        return kept.joined(separator: "\n")
    }

    /// The `alpreview` commands of a line: from the word alpreview (or a path ending in bin/alpreview)
    /// to the end of its shell command (`|`, `;`, `&&`, `||` or the line's end); the subcommand
    /// and the options it names.
    static func commands(in line: String, subcommands: Set<String>) -> [(command: String, options: [String])] {
        let start = try! NSRegularExpression(pattern: #"(?:^|[\s"'`]|bin/)alpreview"?(?=\s|$)"#)
        let option = try! NSRegularExpression(pattern: #"(?<![\w-])--?[a-zA-Z][a-zA-Z0-9-]*"#)
        var found: [(String, [String])] = []
        for match in start.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
            var rest = String(line[Range(match.range, in: line)!.upperBound...])
            for end in ["|", ";", "&&"] { rest = rest.components(separatedBy: end)[0] }
            let words = rest.split(separator: " ").map(String.init)
            let command = words.first.map { subcommands.contains($0) ? $0 : "" } ?? ""
            let options = option.matches(in: rest, range: NSRange(rest.startIndex..., in: rest)).map {
                String(rest[Range($0.range, in: rest)!])
            }
            found.append((command, options))
        }
        return found
    }

    @Test func everyOptionTheCIFilesNameExists() throws {
        let options = try Self.optionNames()
        let subcommands = Set(options.keys.filter { !$0.isEmpty })
        #expect(subcommands.isSuperset(of: ["test", "check", "merge-reports", "watch", "render"]))
        var checked: Set<String> = []
        for file in Self.files {
            var text = try String(contentsOfFile: Self.root + "/" + file, encoding: .utf8)
            if file.hasSuffix(".md") { text = Self.fencedLines(text) }
            for line in Self.logicalLines(text) {
                for (command, named) in Self.commands(in: line, subcommands: subcommands) {
                    // The root command's options, and those of render, the default command.
                    let known = command.isEmpty ? options[""]!.union(options["render"]!) : options[command]!
                    for name in named {
                        #expect(known.contains(name), "\(file): alpreview \(command) has no \(name): \(line)")
                        checked.insert("\(command) \(name)")
                    }
                }
            }
        }
        // The files do name the options CI relies on, so the check above is not vacuous.
        #expect(
            checked.isSuperset(of: [
                "test --golden", "test --report", "test --junit", "test --failures", "test --shard",
                "merge-reports --report", "merge-reports --junit", "merge-reports --results", "check --strict",
                "check --a11y", "watch --host", "watch --port", " --version",
            ]), "\(checked.sorted())")
    }

    /// A misspelt option is caught: the reading of a command line is what the test relies on.
    @Test func aCommandLineIsReadAsFarAsItsShellCommandGoes() throws {
        let subcommands: Set<String> = ["test", "check"]
        let line = #"x=1; "$DIR/bin/alpreview" test Samples --golden g ${S:+--shard "$S"} 2>&1 | tee --append log"#
        let found = Self.commands(in: line, subcommands: subcommands)
        #expect(found.count == 1)
        #expect(found.first?.command == "test")
        #expect(found.first?.options == ["--golden", "--shard"])
        #expect(
            Self.logicalLines("  - >\n    alpreview check a\n    --strict\n  - run: alpreview b \\\n    --json\n") == [
                "  - > alpreview check a --strict", "  - run: alpreview b  --json", "",
            ])
    }
}
