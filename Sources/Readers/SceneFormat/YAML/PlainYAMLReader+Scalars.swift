import Yams

extension PlainYAMLReader {
    static let space = UInt8(ascii: " ")

    static func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    /// Whether a plain scalar may start at `index`: not at an indicator (`-` only before a
    /// character that cannot end it, as in `-4`).
    func plainCanStart(flow: Bool) -> Bool {
        let first = bytes[index]
        switch first {
        case UInt8(ascii: "-"):
            let next = byte(at: index + 1)
            return next != Self.space && next != 0x0A && !(flow && Self.isFlowIndicator(next))
        case UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"),
            UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""),
            UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
            return false
        default:
            return true
        }
    }

    /// A value on the rest of a block line: a flow collection, a quoted or a plain scalar.
    mutating func inlineValue() -> Node? {
        switch bytes[index] {
        case UInt8(ascii: "["): return flowSequence()
        case UInt8(ascii: "{"): return flowMapping()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return quotedScalar()
        default:
            guard plainCanStart(flow: false) else { return nil }
            // To the line's end or a comment; `: ` would make it a key, a mapping on one line.
            var scan = index
            while scan < bytes.count {
                let byte = bytes[scan]
                if byte == 0x0A || (byte == UInt8(ascii: "#") && bytes[scan - 1] == Self.space) { break }
                if byte == UInt8(ascii: ":") {
                    let next = self.byte(at: scan + 1)
                    if next == Self.space || next == 0x0A { return nil }
                }
                scan += 1
            }
            return plainScalar(upTo: scan)
        }
    }

    /// The plain scalar from `index` to `end`, trailing spaces dropped; `index` moves to `end`.
    mutating func plainScalar(upTo end: Int) -> Node {
        var last = end
        while last > index && bytes[last - 1] == Self.space { last -= 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<last]), as: UTF8.self)
        let node = Node.scalar(.init(text, Self.tag(.implicit), .plain, mark(at: index)))
        index = end
        return node
    }

    /// A single- or double-quoted scalar on one line (double quotes with `\"` and `\\` escapes
    /// only). Quoted scalars are tagged `!!str`, as Yams tags them.
    mutating func quotedScalar() -> Node? {
        let quote = bytes[index]
        let start = index
        index += 1
        var text: [UInt8] = []
        var segment = index
        while true {
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            if byte == 0x0A { return nil }
            if byte == quote {
                guard quote == UInt8(ascii: "'") && self.byte(at: index + 1) == quote else { break }
                text += bytes[segment...index]
                index += 2
                segment = index
                continue
            }
            if byte == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") {
                let escaped = self.byte(at: index + 1)
                guard escaped == UInt8(ascii: "\"") || escaped == UInt8(ascii: "\\") else { return nil }
                text += bytes[segment..<index]
                text.append(escaped)
                index += 2
                segment = index
                continue
            }
            index += 1
        }
        let string: String
        if segment == start + 1 {
            string = String(decoding: UnsafeBufferPointer(rebasing: bytes[segment..<index]), as: UTF8.self)
        } else {
            text += bytes[segment..<index]
            string = String(decoding: text, as: UTF8.self)
        }
        index += 1
        let style: Node.Scalar.Style = quote == UInt8(ascii: "\"") ? .doubleQuoted : .singleQuoted
        return .scalar(.init(string, Self.tag(.str), style, mark(at: start)))
    }

    // MARK: - Flow collections

    /// A plain scalar inside `[…]` or `{…}`: it ends at `,`, `]`, `}`, or (a key) at `: `.
    mutating func flowPlainScalar(isKey: Bool) -> Node? {
        guard plainCanStart(flow: true) else { return nil }
        var scan = index
        while scan < bytes.count {
            let byte = bytes[scan]
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { break }
            if byte == 0x0A || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { return nil }
            if byte == UInt8(ascii: "#") && bytes[scan - 1] == Self.space { return nil }
            if byte == UInt8(ascii: ":") {
                // libyaml versions differ on `:` before other characters in flow context.
                guard isKey, self.byte(at: scan + 1) == Self.space else { return nil }
                break
            }
            scan += 1
        }
        return plainScalar(upTo: scan)
    }

    /// A flow entry's node: a nested flow collection or a scalar.
    mutating func flowNode(isKey: Bool) -> Node? {
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "["): return isKey ? nil : flowSequence()
        case UInt8(ascii: "{"): return isKey ? nil : flowMapping()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return quotedScalar()
        default: return flowPlainScalar(isKey: isKey)
        }
    }

    /// After an entry: `,` and another entry, or the closing bracket. Nil when neither (a
    /// trailing comma included); true at the end.
    mutating func flowSeparator(closing: UInt8) -> Bool? {
        skipSpaces()
        guard index < bytes.count else { return nil }
        if bytes[index] == closing {
            index += 1
            return true
        }
        guard bytes[index] == UInt8(ascii: ",") else { return nil }
        index += 1
        skipSpaces()
        guard index < bytes.count, bytes[index] != closing else { return nil }
        return false
    }

    mutating func flowSequence() -> Node? {
        guard enter() else { return nil }
        defer { depth -= 1 }
        let start = mark(at: index)
        index += 1
        skipSpaces()
        var items: [Node] = []
        if byte(at: index) == UInt8(ascii: "]") {
            index += 1
        } else {
            while true {
                guard let item = flowNode(isKey: false), let closed = flowSeparator(closing: UInt8(ascii: "]"))
                else { return nil }
                items.append(item)
                if closed { break }
            }
        }
        return .sequence(.init(items, Self.tag(.implicit), .any, start))
    }

    mutating func flowMapping() -> Node? {
        guard enter() else { return nil }
        defer { depth -= 1 }
        let start = mark(at: index)
        index += 1
        skipSpaces()
        var pairs: [(Node, Node)] = []
        if byte(at: index) == UInt8(ascii: "}") {
            index += 1
        } else {
            while true {
                let keyStart = index
                guard let key = flowNode(isKey: true) else { return nil }
                skipSpaces()
                // A key is simple (within 1,024 characters of its colon) in libyaml, or no key.
                guard byte(at: index) == UInt8(ascii: ":"), byte(at: index + 1) == Self.space, index - keyStart < 1000
                else { return nil }
                index += 2
                skipSpaces()
                // An empty value (`{a: }`, `{a: , b: c}`): the full path.
                guard index < bytes.count,
                    !Self.isFlowIndicator(bytes[index]) || bytes[index] == UInt8(ascii: "[")
                        || bytes[index] == UInt8(ascii: "{"),
                    let value = flowNode(isKey: false), let closed = flowSeparator(closing: UInt8(ascii: "}"))
                else { return nil }
                pairs.append((key, value))
                if closed { break }
            }
        }
        return .mapping(.init(pairs, Self.tag(.implicit), .any, start))
    }
}
