/// Where something was written: a file, a 1-based line and column.
public struct SourceLocation: Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public init(file: String, line: Int, column: Int) {
        self.file = file; self.line = line; self.column = column
    }
    public static let unknown = SourceLocation(file: "", line: 0, column: 0)
    public var description: String { "\(file):\(line):\(column)" }
}
