/// Where something was written: a file, a 1-based line and column, and the line itself (for
/// quoting under an error; not part of equality).
public struct SourceLocation: Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var sourceLine: String

    public init(file: String, line: Int, column: Int, sourceLine: String = "") {
        self.file = file; self.line = line; self.column = column; self.sourceLine = sourceLine
    }
    public static let unknown = SourceLocation(file: "", line: 0, column: 0)
    public var description: String { "\(file):\(line):\(column)" }

    public static func == (a: SourceLocation, b: SourceLocation) -> Bool {
        a.file == b.file && a.line == b.line && a.column == b.column
    }

    /// How much of a long line is quoted on each side of the caret.
    static let quoteRadius = 60

    /// The source line (cut around the column with `…` when long) and a caret under the column,
    /// each indented by four spaces; control characters escaped. Empty without a source line.
    public var quote: String {
        guard !sourceLine.isEmpty else { return "" }
        let characters = Array(sourceLine)
        let caret = max(0, column - 1)
        let start = max(0, caret - Self.quoteRadius)
        let end = min(characters.count, caret + Self.quoteRadius)
        let prefix = start > 0 ? "…" : "", suffix = end < characters.count ? "…" : ""
        let shown = start < end ? characters[start..<end].map { terminalSafe(String($0)) }.joined() : ""
        let caretPad = characters[start..<min(caret, characters.count)]
            .map { $0 == "\t" ? "\t" : String(repeating: " ", count: terminalSafe(String($0)).count) }.joined()
        return "\n    \(prefix)\(shown)\(suffix)\n    \(prefix.isEmpty ? "" : " ")\(caretPad)^"
    }
}
