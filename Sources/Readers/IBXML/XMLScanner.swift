/// A cursor over the bytes of an XML file that keeps the line and column of where it is, so
/// that every element, attribute and error gets an exact position in one pass (linear time:
/// each byte is stepped over once). The bytes are valid UTF-8 (checked before).
struct XMLScanner {
    let bytes: [UInt8]
    let file: String
    var index: Int
    var line = 1
    var column = 1
    /// The byte offset of each line seen so far (for quoting a line under an error).
    var lineStarts: [Int]
    /// The `encoding` names the XML declaration may give, lowercased: the file's own.
    var declarableEncodings = utf8Names

    static let utf8Names: Set<String> = ["utf-8", "utf8"]
    static let utf16Names: Set<String> = ["utf-16", "utf16", "utf-16le", "utf-16be"]

    init(bytes: [UInt8], file: String, start: Int) {
        self.bytes = bytes
        self.file = file
        self.index = start
        self.lineStarts = [start]
    }

    var position: XMLPosition { XMLPosition(line: line, column: column) }
    var atEnd: Bool { index >= bytes.count }

    func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Steps over one byte. A line ends at `\n`, `\r\n` or a lone `\r`; continuation bytes of
    /// a UTF-8 sequence do not move the column.
    mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A || (byte == 0x0D && peek() != 0x0A) {
            line += 1
            column = 1
            lineStarts.append(index)
        } else if byte & 0xC0 != 0x80 && byte != 0x0D {
            column += 1
        }
    }

    mutating func advance(_ count: Int) {
        for _ in 0..<count { advance() }
    }

    func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Skips white space; whether there was any.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = index
        while let byte = peek(), Self.isWhitespace(byte) { advance() }
        return index > start
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x3A || byte >= 0x80
    }

    static func isNameCharacter(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
    }

    /// A name (element, attribute, entity, instruction target), or nil when none starts here.
    mutating func readName() -> String? {
        guard let first = peek(), Self.isNameStart(first) else { return nil }
        let start = index
        while let byte = peek(), Self.isNameCharacter(byte) { advance() }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// An error at `position` (the current one by default), quoting its line.
    func error(_ message: String, at position: XMLPosition? = nil) -> XMLReadError {
        let position = position ?? self.position
        return XMLReadError(
            message, file: file, at: position,
            sourceLine: SourceLines.line(position.line, of: bytes, lineStarts: lineStarts))
    }

    /// What is here, for messages: `'x'`, or "the end of the file".
    var here: String {
        guard let byte = peek() else { return "the end of the file" }
        if byte < 0x80 { return byte < 0x20 ? "a control character" : "'\(Character(Unicode.Scalar(byte)))'" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
    }
}
