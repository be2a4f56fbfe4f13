import Yams

/// Reads the plain YAML scenes are written in (block mappings and lists, flow collections on
/// one line, plain and quoted scalars on one line, comments) straight into the nodes
/// `Yams.compose` makes of it: the same strings, tags, styles and marks. libyaml's tokenizer,
/// the nesting pre-scan and Yams's event objects were two thirds of a scene's parsing.
/// On anything else (anchors, aliases, tags, block or multi-line scalars, tabs, carriage
/// returns, document markers, odd indentation, deep nesting, and every error) it returns nil
/// and the scene takes the full YAML path, which reads and reports exactly as before.
struct PlainYAMLReader {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Whether every byte is ASCII: then a column is a byte offset (libyaml counts characters).
    let isASCII: Bool
    /// The next byte to read.
    var index = 0
    /// The 1-based line of `index`, and the offset where that line starts.
    var line = 1
    var lineStart = 0
    /// Collections open around the one being read.
    var depth = 0

    /// The document's root node, or nil when the full YAML path must read it.
    static func read(_ text: String) -> Node? {
        var text = text
        return text.withUTF8 { buffer in
            guard markLayoutHolds, let isASCII = printableForLibyaml(buffer) else { return nil }
            var reader = PlainYAMLReader(bytes: buffer, isASCII: isASCII)
            return reader.document()
        }
    }

    /// Nil when a byte is one libyaml refuses or treats specially (control characters, tabs,
    /// carriage returns, NEL, LS, PS, byte order marks, U+FFFE/FFFF); else whether all are ASCII.
    static func printableForLibyaml(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var ascii = true
        var index = 0
        let count = bytes.count
        while index < count {
            if index + 8 <= count && plainASCII(UnsafeRawPointer(bytes.baseAddress! + index)) {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte < 0x80 {
                if (byte < 0x20 && byte != 0x0A) || byte == 0x7F { return nil }
                index += 1
                continue
            }
            ascii = false
            if byte == 0xC2 {
                // U+0080…U+009F: C1 controls and NEL.
                guard index + 1 < count, bytes[index + 1] >= 0xA0 else { return nil }
            } else if byte == 0xE2 || byte == 0xEF {
                guard index + 2 < count else { return nil }
                let second = bytes[index + 1], third = bytes[index + 2]
                if byte == 0xE2 && second == 0x80 && (third == 0xA8 || third == 0xA9) { return nil }
                if byte == 0xEF && ((second == 0xBB && third == 0xBF) || (second == 0xBF && third >= 0xBE)) {
                    return nil
                }
            }
            index += 1
        }
        return ascii
    }

    /// Whether eight bytes are all printable ASCII (from space to `~`), tested at once: most
    /// of a scene is, and byte by byte this scan cost more than reading the scene.
    static func plainASCII(_ pointer: UnsafeRawPointer) -> Bool {
        let word = pointer.loadUnaligned(as: UInt64.self)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let belowSpace = (word &- 0x20 &* ones) & ~word & highs
        let delete = word ^ (0x7F &* ones)
        return (word & highs) | belowSpace | ((delete &- ones) & ~delete & highs) == 0
    }

    // MARK: - Lines

    var atEnd: Bool { index >= bytes.count }
    /// At a line's first character: its indentation (only spaces precede it).
    var indent: Int { index - lineStart }

    func byte(at position: Int) -> UInt8 { position < bytes.count ? bytes[position] : 0x0A }

    /// A mark as libyaml gives it: 1-based line and column, the column in characters.
    func mark(at position: Int) -> Mark {
        guard !isASCII else { return Self.mark(line: line, column: position - lineStart + 1) }
        var column = 1
        var scan = lineStart
        while scan < position {
            if bytes[scan] & 0xC0 != 0x80 { column += 1 }
            scan += 1
        }
        return Self.mark(line: line, column: column)
    }

    /// Yams keeps `Mark`'s initializer internal; its stored layout is two `Int`s, checked once
    /// against a mark Yams made (on a mismatch the reader is off and Yams reads every scene).
    struct MarkLayout {
        let line: Int
        let column: Int
    }

    static func mark(line: Int, column: Int) -> Mark {
        unsafeBitCast(MarkLayout(line: line, column: column), to: Mark.self)
    }

    static let markLayoutHolds: Bool = {
        guard MemoryLayout<Mark>.size == MemoryLayout<MarkLayout>.size,
            case .mapping(let mapping)? = try? Yams.compose(yaml: "\n\n   key: value"),
            let mark = mapping.first?.value.mark
        else { return false }
        let made = Self.mark(line: 3, column: 9)
        return mark.line == made.line && mark.column == made.column
    }()

    mutating func skipSpaces() {
        while index < bytes.count && bytes[index] == UInt8(ascii: " ") { index += 1 }
    }

    mutating func skipComment() {
        while index < bytes.count && bytes[index] != 0x0A { index += 1 }
    }

    /// From a line's start, past blank and comment lines to the next character of content (or
    /// the end). False at a document marker, which only the full path reads.
    mutating func skipToContent() -> Bool {
        while true {
            skipSpaces()
            guard index < bytes.count else { return true }
            switch bytes[index] {
            case 0x0A:
                index += 1; line += 1; lineStart = index
            case UInt8(ascii: "#"):
                skipComment()
            default:
                if index == lineStart && startsDocumentMarker() { return false }
                return true
            }
        }
    }

    func startsDocumentMarker() -> Bool {
        let first = bytes[index]
        guard first == UInt8(ascii: "-") || first == UInt8(ascii: ".") else { return false }
        return byte(at: index + 1) == first && byte(at: index + 2) == first
    }

    /// After a value: spaces and a comment may end its line; then on to the next content.
    mutating func finishLine() -> Bool {
        skipSpaces()
        if index < bytes.count && bytes[index] == UInt8(ascii: "#") {
            // A comment needs a space before it.
            guard bytes[index - 1] == UInt8(ascii: " ") else { return false }
            skipComment()
        }
        return atEnd || bytes[index] == 0x0A ? skipToContent() : false
    }

    /// `-` followed by a space or the line's end: a block list's entry.
    var atSequenceEntry: Bool {
        index < bytes.count && bytes[index] == UInt8(ascii: "-")
            && (byte(at: index + 1) == UInt8(ascii: " ") || byte(at: index + 1) == 0x0A)
    }

    mutating func enter() -> Bool {
        depth += 1
        return depth <= SceneLimits.maximumNesting
    }

    // MARK: - Block collections

    mutating func document() -> Node? {
        guard skipToContent(), !atEnd, let root = blockCollection() else { return nil }
        return atEnd ? root : nil
    }

    /// The block list or mapping whose first entry starts at `index`.
    mutating func blockCollection() -> Node? {
        atSequenceEntry ? blockSequence(column: index - lineStart) : blockMapping(column: index - lineStart)
    }

    mutating func blockSequence(column: Int) -> Node? {
        guard enter() else { return nil }
        defer { depth -= 1 }
        let start = mark(at: index)
        var items: [Node] = []
        while true {
            index += 1
            skipSpaces()
            // An empty entry, one on the next lines, or `- - x`: the full path.
            guard !atEnd, bytes[index] != 0x0A, bytes[index] != UInt8(ascii: "#"), !atSequenceEntry else {
                return nil
            }
            if keyLength() != nil {
                guard let mapping = blockMapping(column: index - lineStart) else { return nil }
                items.append(mapping)
            } else {
                guard let item = inlineValue(), finishLine() else { return nil }
                items.append(item)
            }
            if atEnd || indent < column { break }
            guard indent == column else { return nil }
            // A list written at its key's indentation ends at the next key.
            guard atSequenceEntry else { break }
        }
        return .sequence(.init(items, Self.tag(.implicit), .any, start))
    }

    mutating func blockMapping(column: Int) -> Node? {
        guard enter() else { return nil }
        defer { depth -= 1 }
        let start = mark(at: index)
        var pairs: [(Node, Node)] = []
        while true {
            guard let key = blockKey() else { return nil }
            // An empty value is marked just after the colon (libyaml's value token ends there).
            let afterColon = mark(at: index)
            skipSpaces()
            let value: Node
            if atEnd || bytes[index] == 0x0A || bytes[index] == UInt8(ascii: "#") {
                skipComment()
                guard skipToContent() else { return nil }
                if !atEnd && indent > column {
                    guard let nested = blockCollection() else { return nil }
                    value = nested
                } else if !atEnd && indent == column && atSequenceEntry {
                    guard let list = blockSequence(column: column) else { return nil }
                    value = list
                } else {
                    value = .scalar(.init("", Self.tag(.implicit), .plain, afterColon))
                }
            } else {
                guard let inline = inlineValue(), finishLine() else { return nil }
                value = inline
            }
            pairs.append((key, value))
            if atEnd || indent < column { break }
            guard indent == column else { return nil }
        }
        return .mapping(.init(pairs, Self.tag(.implicit), .any, start))
    }

    /// A block mapping's key: a plain or quoted scalar on one line, then `:` and a space or the
    /// line's end. Leaves `index` after the colon.
    mutating func blockKey() -> Node? {
        guard let length = keyLength() else { return nil }
        let key: Node?
        let first = bytes[index]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            key = quotedScalar()
        } else {
            key = plainScalar(upTo: index + length)
        }
        skipSpaces()
        guard let key, index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        return key
    }

    /// How many bytes from `index` the key takes before its colon, if the line from `index` is
    /// `key: …` or `key:`; nil when it is not a key libyaml would read as this reader does.
    func keyLength() -> Int? {
        var scan = index
        let first = bytes[scan]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            scan += 1
            while true {
                guard scan < bytes.count, bytes[scan] != 0x0A else { return nil }
                if bytes[scan] == UInt8(ascii: "\\") && first == UInt8(ascii: "\"") {
                    scan += 2
                    continue
                }
                if bytes[scan] == first {
                    // `''` inside single quotes is a quote.
                    if first == UInt8(ascii: "'") && byte(at: scan + 1) == first {
                        scan += 2
                        continue
                    }
                    break
                }
                scan += 1
            }
            scan += 1
            let end = scan
            while scan < bytes.count && bytes[scan] == UInt8(ascii: " ") { scan += 1 }
            // libyaml drops a simple key whose colon is more than 1,024 characters on.
            guard byte(at: scan) == UInt8(ascii: ":"), scan - index < 1000 else { return nil }
            let next = byte(at: scan + 1)
            return next == UInt8(ascii: " ") || next == 0x0A ? end - index : nil
        }
        guard plainCanStart(flow: false) else { return nil }
        while scan < bytes.count {
            let byte = bytes[scan]
            if byte == 0x0A { return nil }
            if byte == UInt8(ascii: "#") && bytes[scan - 1] == UInt8(ascii: " ") { return nil }
            if byte == UInt8(ascii: ":") {
                let next = self.byte(at: scan + 1)
                if next == UInt8(ascii: " ") || next == 0x0A {
                    // libyaml drops a simple key longer than 1,024 characters.
                    return scan - index < 1000 ? scan - index : nil
                }
            }
            scan += 1
        }
        return nil
    }

    static func tag(_ name: Tag.Name) -> Tag { Tag(name, .default, .default) }
}
