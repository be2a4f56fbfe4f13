import Foundation

/// Progress of a long run (`test`, several scenes) on standard error: `[12/71] name  3.4 s`,
/// rewritten in place. Only on a terminal and without --quiet: logs and pipes get nothing extra.
struct Progress {
    let total: Int
    let enabled: Bool
    let start = Date()
    private var shown = false

    init(total: Int, quiet: Bool) {
        self.total = total
        enabled = !quiet && total > 1 && isatty(STDERR_FILENO) == 1
    }

    mutating func step(_ done: Int, _ name: String) {
        guard enabled else { return }
        let elapsed = String(format: "%.1f s", Date().timeIntervalSince(start))
        // \r and erase-line: the line is rewritten; names are escaped like every scene name.
        FileHandleWriter.error("\r\u{1B}[2K[\(done)/\(total)] \(terminalSafeName(name))  \(elapsed)")
        shown = true
    }

    /// Clears the line before the command prints its results.
    mutating func finish() {
        guard enabled, shown else { return }
        FileHandleWriter.error("\r\u{1B}[2K")
        shown = false
    }

    private func terminalSafeName(_ name: String) -> String {
        String(name.unicodeScalars.map { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) ? "?" : Character($0) })
    }
}

/// Writes to standard error without a newline (best effort, as every message there).
enum FileHandleWriter {
    static func error(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
