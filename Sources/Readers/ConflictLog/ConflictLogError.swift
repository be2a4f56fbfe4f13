/// A problem in a log at a line and column (1-based), with the line for quoting under it.
public struct ConflictLogError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var line: Int
    public var column: Int
    public var sourceLine: String

    public init(_ message: String, line: Int, column: Int, sourceLine: String = "") {
        self.message = message; self.line = line; self.column = column; self.sourceLine = sourceLine
    }

    public var description: String { "\(line):\(column): \(message)" }
}

/// Why a description could not be read, at an offset into it; the reader locates it in the log.
struct DescriptionError: Error {
    var message: String
    var offset: Int
}
