import Foundation

/// Swift source is UTF-8 text without NUL bytes: a file that is not (an image or an archive
/// named `.swift`) is refused at its first such byte rather than parsed as garbage.
enum BinaryContent {
    /// The line and column (1-based, in bytes) of the first NUL or of the first byte of no
    /// valid UTF-8 sequence; nil for text.
    static func firstBinaryByte(in data: Data) -> (line: Int, column: Int)? {
        var iterator = data.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var line = 1, lineStart = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar.value == 0 { return (line, offset - lineStart + 1) }
                offset += UTF8.width(scalar)
                if scalar == "\n" {
                    line += 1
                    lineStart = offset
                }
            case .emptyInput: return nil
            case .error: return (line, offset - lineStart + 1)
            }
        }
    }
}
