import FileOutput
import Foundation
import LayoutEngine
import SceneModel
import SourceText

/// Progress of a long run (`test`, several scenes) on standard error:
/// `[██████░░░░░░░░░░░░░░] 312/1000 name  3.4 s`, rewritten in place. Only on a terminal and
/// without --quiet: logs and pipes get nothing extra.
struct Progress {
    let total: Int
    let enabled: Bool
    let start = Date()
    private var shown = false

    init(total: Int, quiet: Bool) {
        self.total = total
        enabled = !quiet && total > 1 && isatty(StandardStreams.errorDescriptor) == 1
    }

    mutating func step(_ done: Int, _ name: String) {
        guard enabled else { return }
        let elapsed = String(format: "%.1f s", Date().timeIntervalSince(start))
        // \r and erase-line: the line is rewritten; names are escaped like every scene name.
        StandardStreams.writeError(
            "\r\u{1B}[2K[\(Self.bar(done, of: total))] \(done)/\(total) \(terminalSafe(name, escapingTabs: true))  \(elapsed)"
        )
        shown = true
    }

    /// 20 cells, filled in proportion.
    static func bar(_ done: Int, of total: Int) -> String {
        let filled = total > 0 ? min(20, done * 20 / total) : 0
        return String(repeating: "█", count: filled) + String(repeating: "░", count: 20 - filled)
    }

    /// Clears the line before the command prints its results.
    mutating func finish() {
        guard enabled, shown else { return }
        StandardStreams.writeError("\r\u{1B}[2K")
        shown = false
    }
}
