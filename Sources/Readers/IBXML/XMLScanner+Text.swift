/// Character data, references, comments, CDATA and processing instructions.
extension XMLScanner {
    /// Text up to the next `<`, with references replaced and line breaks normalized to `\n`.
    mutating func readText(into element: inout XMLElementNode) throws(XMLReadError) {
        if element.textPosition == nil { element.textPosition = position }
        var text: [UInt8] = []
        while let byte = peek(), byte != 0x3C {
            switch byte {
            case 0x26:
                try appendReference(to: &text)
            case 0x0D:
                advance()
                if peek() == 0x0A { advance() }
                text.append(0x0A)
            default:
                text.append(byte)
                advance()
            }
        }
        element.text += String(decoding: text, as: UTF8.self)
    }

    /// An attribute value up to its closing quote (the opening one is passed).
    mutating func readAttributeValue(name: String, quote: UInt8, opened: XMLPosition) throws(XMLReadError) -> String {
        var value: [UInt8] = []
        while true {
            guard let byte = peek() else {
                throw error("the value of '\(name)' is never closed (no closing quote)", at: opened)
            }
            switch byte {
            case quote:
                advance()
                return String(decoding: value, as: UTF8.self)
            case 0x3C:
                throw error("'<' is not allowed in an attribute value (write &lt;)")
            case 0x26:
                try appendReference(to: &value)
            case 0x0D:
                // XML's attribute-value normalization: a literal line break or tab is a space.
                advance()
                if peek() == 0x0A { advance() }
                value.append(0x20)
            case 0x09, 0x0A:
                advance()
                value.append(0x20)
            default:
                value.append(byte)
                advance()
            }
        }
    }

    /// The five predefined entities and numeric references; nothing else (no DTD is read).
    mutating func appendReference(to text: inout [UInt8]) throws(XMLReadError) {
        let start = position
        advance()
        let scalar: UInt32
        if peek() == 0x23 {
            advance()
            scalar = try readCharacterReference(start: start)
        } else {
            guard let name = readName(), peek() == 0x3B else {
                throw error(
                    "'&' starts a reference that does not end with ';' (write &amp; for an ampersand)", at: start)
            }
            advance()
            switch name {
            case "lt": scalar = 0x3C
            case "gt": scalar = 0x3E
            case "amp": scalar = 0x26
            case "apos": scalar = 0x27
            case "quot": scalar = 0x22
            default:
                throw error(
                    "unknown entity '&\(name);': only &lt; &gt; &amp; &apos; &quot; and numeric references (&#10;) are read",
                    at: start)
            }
        }
        text.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
    }

    /// `&#10;` or `&#xA;`, after the `#`.
    mutating func readCharacterReference(start: XMLPosition) throws(XMLReadError) -> UInt32 {
        let hexadecimal = peek() == 0x78
        if hexadecimal { advance() }
        var value: UInt32 = 0
        var digits = 0
        while let byte = peek(), byte != 0x3B {
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x61...0x66 where hexadecimal: digit = UInt32(byte - 0x61 + 10)
            case 0x41...0x46 where hexadecimal: digit = UInt32(byte - 0x41 + 10)
            default:
                throw error(
                    "a character reference holds \(hexadecimal ? "hexadecimal " : "")digits only, found \(here)")
            }
            // Past 0x10FFFF it is no character; stop before the value can overflow.
            value = min(value * (hexadecimal ? 16 : 10) + digit, 0x110000)
            digits += 1
            advance()
        }
        guard peek() == 0x3B else { throw error("a character reference is never closed (no ';')", at: start) }
        advance()
        guard digits > 0, UTF8Check.isXMLCharacter(value) else {
            throw error("the character reference does not name a character XML allows", at: start)
        }
        return value
    }

    mutating func skipComment() throws(XMLReadError) {
        let start = position
        advance(4)
        while !starts(with: "-->") {
            guard !atEnd else { throw error("the comment is never closed (no '-->')", at: start) }
            advance()
        }
        advance(3)
    }

    mutating func readCDATA(into element: inout XMLElementNode) throws(XMLReadError) {
        let start = position
        advance(9)
        if element.textPosition == nil { element.textPosition = position }
        let from = index
        while !starts(with: "]]>") {
            guard !atEnd else { throw error("the CDATA section is never closed (no ']]>')", at: start) }
            advance()
        }
        let raw = String(decoding: bytes[from..<index], as: UTF8.self)
        element.text += raw.replacingCarriageReturns()
        advance(3)
    }

    /// `<?target …?>`: skipped, except a second XML declaration.
    mutating func skipProcessingInstruction() throws(XMLReadError) {
        let start = position
        advance(2)
        guard let target = readName() else { throw error("expected a name after '<?', found \(here)") }
        if target.lowercased() == "xml" {
            throw error("the XML declaration <?xml …?> must be the first thing in the file", at: start)
        }
        while !starts(with: "?>") {
            guard !atEnd else {
                throw error("the processing instruction <?\(target) is never closed (no '?>')", at: start)
            }
            advance()
        }
        advance(2)
    }
}

extension String {
    /// `\r\n` and a lone `\r` as `\n` (XML's end-of-line handling).
    func replacingCarriageReturns() -> String {
        guard utf8.contains(0x0D) else { return self }
        var result: [UInt8] = []
        var previousWasReturn = false
        for byte in utf8 {
            if byte == 0x0D {
                result.append(0x0A)
                previousWasReturn = true
                continue
            }
            if !(byte == 0x0A && previousWasReturn) { result.append(byte) }
            previousWasReturn = false
        }
        return String(decoding: result, as: UTF8.self)
    }
}
