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

    /// The damages after which a log reads differently (or not at all), "twice" for the log
    /// pasted twice in a row; nil when the log itself does not read.
    static func changingDamages(_ text: String) -> [String]? {
        guard let log = try? ConflictLogReader.read(text) else { return nil }
        let expected = summary(log)
        var changing: [String] = []
        for damage in damages {
            let damaged = try? ConflictLogReader.read(damage.apply(text))
            if damaged.map(summary) != expected { changing.append(damage.name) }
        }
        if (try? ConflictLogReader.read(text + "\n" + text)).map(summary) != expected + expected {
            changing.append("twice")
        }
        return changing
    }

    /// Each pinned log reads the same after every damage but those `SharedLogOutcomes.damaged`
    /// lists for it; a log added later is printed, not failed.
    @Test(.enabled(if: SharedLogs.isPresent, "../shared/logs is absent"), arguments: SharedLogs.files() ?? [])
    func damagedCopiesReadTheSame(_ url: URL) throws {
        let name = url.lastPathComponent
        guard let changing = Self.changingDamages(SharedLogs.text(url)) else { return }
        guard SharedLogOutcomes.pinned[name] != nil else {
            if !changing.isEmpty { print("log not pinned yet: \"\(name)\": \(changing),") }
            return
        }
        #expect(changing == SharedLogOutcomes.damaged[name, default: []], "\(name)")
    }
}
