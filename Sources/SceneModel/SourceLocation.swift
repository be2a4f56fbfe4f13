import SourceText

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

    /// The source line (cut around the column with `…` when long) and a caret under the column,
    /// each indented by four spaces; control characters escaped. Empty without a source line.
    public var quote: String { QuotedLine.quote(sourceLine, column: column) }
}
