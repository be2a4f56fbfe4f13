/// A parsed XML file: its root element, and its text kept for quoting lines under errors found
/// later (by the Interface Builder decoder, or whoever maps the values).
public struct XMLTree: Sendable {
    public var root: XMLElementNode
    /// The name used in messages (a path, or what the caller calls the input).
    public var file: String
    /// The file's lines, for quoting under errors found now or later.
    public let lines: XMLSourceLines

    init(root: XMLElementNode, file: String, bytes: [UInt8], lineStarts: [Int]) {
        self.root = root
        self.file = file
        self.lines = XMLSourceLines(bytes: bytes, lineStarts: lineStarts)
    }

    /// The text of a 1-based line, without its line break (empty outside the file).
    public func sourceLine(_ line: Int) -> String { lines.line(line) }

    /// An error at `position`, quoting its line.
    public func error(_ message: String, at position: XMLPosition) -> XMLReadError {
        XMLReadError(message, file: file, at: position, sourceLine: sourceLine(position.line))
    }
}

/// A file's bytes with where each line starts: any line read back as text when an error quotes
/// it, with the reader's own line breaks (`\n`, `\r\n` or a lone `\r`).
public struct XMLSourceLines: Sendable {
    let bytes: [UInt8]
    /// The byte offset where each line starts (line 1 at index 0).
    let lineStarts: [Int]

    public static let empty = XMLSourceLines(bytes: [], lineStarts: [])

    /// The text of a 1-based line, without its line break (empty outside the file).
    public func line(_ line: Int) -> String { SourceLines.line(line, of: bytes, lineStarts: lineStarts) }
}

enum SourceLines {
    /// The bytes of line `line` up to the line break (`\n`, `\r\n` or a lone `\r`) as text.
    static func line(_ line: Int, of bytes: [UInt8], lineStarts: [Int]) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = start
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
