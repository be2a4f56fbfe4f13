import Foundation
import Testing

@testable import ConflictLog

/// What pasting does to a log, done to every shared log: each damaged copy reads into the same
/// conflicts, constraints and broken constraint as the log itself.
@Suite struct PasteDamageTests {
    /// Ways a log gets pasted: flattened onto one line, quoted in Markdown, escaped by Markdown,
    /// indented as code, with Windows line ends, twice in a row, hard-wrapped at 72 columns.
    static let damages: [(name: String, apply: @Sendable (String) -> String)] = [
        ("flattened", { $0.split(whereSeparator: \.isNewline).joined(separator: " ") }),
        (
            "quoted",
            { $0.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }.joined(separator: "\n") }
        ),
        (
            "escaped",
            {
                $0.replacingOccurrences(of: "<", with: "\\<").replacingOccurrences(of: ">", with: "\\>")
                    .replacingOccurrences(of: "_", with: "\\_")
            }
        ),
        (
            "indented",
            {
                $0.split(separator: "\n", omittingEmptySubsequences: false).map { "\t    " + $0 }.joined(
                    separator: "\n")
            }
        ),
        ("crlf", { $0.replacingOccurrences(of: "\n", with: "\r\n") }),
        ("wrapped", { wrap($0, at: 72) }),
    ]

    /// Hard line breaks every `width` characters, wherever they fall (a mail client's or a terminal's).
    static func wrap(_ text: String, at width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var pieces: [String] = []
            var rest = Substring(line)
            while rest.count > width {
                pieces.append(String(rest.prefix(width)))
                rest = rest.dropFirst(width)
            }
            pieces.append(String(rest))
            return pieces.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    static func summary(_ log: ParsedConflictLog) -> [String] {
        log.conflicts.map { conflict in
            conflict.constraints.map {
                "\($0.address) \($0.first.view.key).\($0.first.attribute) \($0.relation.rawValue) \($0.second.map { "\($0.view.key).\($0.attribute)" } ?? "") \($0.multiplier) \($0.constant) \($0.priority)"
            }.joined(separator: "; ") + " broke " + (conflict.broken?.address ?? "-")
        }
    }

    @Test(arguments: SharedLogs.files() ?? [])
    func damagedCopiesReadTheSame(_ url: URL) throws {
        let text = SharedLogs.text(url)
        let expected = Self.summary(try ConflictLogReader.read(text))
        for damage in Self.damages {
            let damaged = try ConflictLogReader.read(damage.apply(text))
            #expect(Self.summary(damaged) == expected, "\(damage.name)")
        }
        let twice = try ConflictLogReader.read(text + "\n" + text)
        #expect(Self.summary(twice) == expected + expected)
    }
}
