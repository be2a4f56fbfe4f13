/// A log the system redacted: macOS's unified log prints `<private>` (or `<decode: …>`) in place
/// of the constraints and of the broken one when private data is not shown. Nothing in it can
/// be rebuilt; the reader says so at the first redaction.
enum RedactedLog {
    static let markers = ["<private>", "<decode:"]

    static let message =
        "the log is redacted: the system printed '<private>' where the constraints should be, so there is nothing to rebuild "
        + "(collect it with the debugger attached, or with private data shown in the log: docs/conflict-logs.md, Saving the log)"

    /// The line and column of the first redaction marker.
    static func firstRedaction(in text: LogText) -> (line: Int, column: Int)? {
        for i in 0..<text.count where text.bytes[i] == UInt8(ascii: "<") {
            if markers.contains(where: { text.matches($0, at: i) }) { return text.positions[i] }
        }
        return nil
    }
}
