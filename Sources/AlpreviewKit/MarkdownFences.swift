/// The fenced code blocks of a Markdown document, found as CommonMark finds them: a line of at
/// least three backticks or tildes, indented at most three spaces, opens a block that the first
/// line of at least as many of the same character (and nothing else) closes. The document is
/// bytes, split into lines that keep their endings, so that what is not a block can be copied
/// back byte for byte.
public struct MarkdownFences {
    /// One line of the document: its bytes with the line ending, and its text without it.
    public struct Line: Sendable {
        public var bytes: ArraySlice<UInt8>
        public var text: String
    }

    /// A fenced block: the lines of its fences and of its content (0-based indices into `lines`).
    public struct Block: Sendable {
        /// The opening fence's line; the closing fence's, nil when the document ends first.
        public var opening: Int
        public var closing: Int?
        /// The spaces before the opening fence: content lines lose up to as many (CommonMark).
        public var indentation: Int
        /// The words after the fence (`alpreview`, `swift`), trimmed.
        public var info: String
        /// Its content lines, each without the fence's indentation.
        public var content: [String]
        /// The index of its first content line.
        public var firstContentLine: Int { opening + 1 }
        /// The last line the block takes.
        public var lastLine: Int { closing ?? (firstContentLine + content.count - 1) }
    }

    public var lines: [Line]
    public var blocks: [Block]

    public init(_ bytes: [UInt8]) {
        var lines: [Line] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(Self.line(bytes[start...index]))
            start = index + 1
        }
        if start < bytes.count { lines.append(Self.line(bytes[start...])) }
        self.lines = lines
        blocks = Self.blocks(in: lines.map(\.text))
    }

    static func line(_ bytes: ArraySlice<UInt8>) -> Line {
        var end = bytes.endIndex
        if end > bytes.startIndex, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > bytes.startIndex, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return Line(bytes: bytes, text: String(decoding: bytes[bytes.startIndex..<end], as: UTF8.self))
    }

    /// A fence line: its indentation, character, length and what follows; nil for another line.
    static func fence(_ line: String) -> (indentation: Int, character: Character, length: Int, rest: Substring)? {
        let indentation = line.prefix { $0 == " " }.count
        guard indentation <= 3 else { return nil }
        let body = line.dropFirst(indentation)
        guard let character = body.first, character == "`" || character == "~" else { return nil }
        let length = body.prefix { $0 == character }.count
        guard length >= 3 else { return nil }
        let rest = body.dropFirst(length)
        // A backtick fence's info string holds no backtick (it would be inline code).
        if character == "`" && rest.contains("`") { return nil }
        return (indentation, character, length, rest)
    }

    static func blocks(in lines: [String]) -> [Block] {
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            guard let open = fence(lines[index]) else {
                index += 1
                continue
            }
            var block = Block(
                opening: index, closing: nil, indentation: open.indentation,
                info: open.rest.trimmingSpaces, content: [])
            index += 1
            while index < lines.count {
                if let close = fence(lines[index]), close.character == open.character, close.length >= open.length,
                    close.rest.trimmingSpaces.isEmpty
                {
                    block.closing = index
                    index += 1
                    break
                }
                let line = lines[index]
                let spaces = min(open.indentation, line.prefix { $0 == " " }.count)
                block.content.append(String(line.dropFirst(spaces)))
                index += 1
            }
            blocks.append(block)
        }
        return blocks
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
