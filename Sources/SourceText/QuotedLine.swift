/// The line under an error message: the source line (cut around the column with `…` when it is
/// long) and a caret under the column, each indented by four spaces, control characters escaped.
/// Scene errors count columns in characters; XML errors count Unicode scalars, as their positions
/// do; a tab stays a tab in the caret line so that the caret lines up under it.
public enum QuotedLine {
    /// How much of a long line is quoted on each side of the caret.
    public static let radius = 60

    public enum ColumnUnit: Sendable { case characters, unicodeScalars }

    public static func quote(_ sourceLine: String, column: Int, counting unit: ColumnUnit = .characters) -> String {
        guard !sourceLine.isEmpty else { return "" }
        let pieces: [String] =
            switch unit {
            case .characters: sourceLine.map { String($0) }
            case .unicodeScalars: sourceLine.unicodeScalars.map { String($0) }
            }
        let caret = max(0, column - 1)
        let start = max(0, caret - radius)
        let end = min(pieces.count, caret + radius)
        let prefix = start > 0 ? "…" : "", suffix = end < pieces.count ? "…" : ""
        let shown = start < end ? pieces[start..<end].map { terminalSafe($0) }.joined() : ""
        let caretPad = pieces[start..<min(caret, pieces.count)]
            .map { $0 == "\t" ? "\t" : String(repeating: " ", count: terminalSafe($0).count) }.joined()
        return "\n    \(prefix)\(shown)\(suffix)\n    \(prefix.isEmpty ? "" : " ")\(caretPad)^"
    }
}
