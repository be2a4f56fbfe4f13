/// The document: an optional XML declaration, one root element, and around it only white
/// space, comments and processing instructions. Elements are kept on an explicit stack (no
/// recursion), so nesting depth costs memory only, and is bounded by `XMLLimits.maximumDepth`.
extension XMLScanner {
    mutating func readDocument() throws(XMLReadError) -> XMLElementNode {
        if starts(with: "<?xml"), let next = peek(5), Self.isWhitespace(next) || next == 0x3F {
            try readDeclaration()
        }
        var open: [XMLElementNode] = []
        var root: XMLElementNode?
        while let byte = peek() {
            if byte == 0x3C {
                try readMarkup(open: &open, root: &root)
            } else if open.isEmpty {
                guard Self.isWhitespace(byte) else {
                    if let root {
                        throw error(
                            "text after the root element <\(root.name)>: a document ends with its root's closing tag")
                    }
                    throw error("text before the root element: an XML file starts with '<'")
                }
                advance()
            } else {
                try readText(into: &open[open.count - 1])
            }
        }
        if let innermost = open.last {
            throw error("<\(innermost.name)> is never closed: the file ends inside it", at: innermost.position)
        }
        // At the end of the file, where the root was still awaited (1:1 in an empty file).
        guard let root else { throw error("no root element: the file holds no XML element") }
        return root
    }

    /// Something that starts with `<`: a tag, a comment, CDATA, an instruction, or a refused
    /// declaration.
    mutating func readMarkup(open: inout [XMLElementNode], root: inout XMLElementNode?) throws(XMLReadError) {
        if starts(with: "<!--") {
            try skipComment()
        } else if starts(with: "<![CDATA[") {
            guard !open.isEmpty else { throw error("a CDATA section outside the root element") }
            try readCDATA(into: &open[open.count - 1])
        } else if starts(with: "<!DOCTYPE") {
            throw error(
                "document type declarations (<!DOCTYPE …>) are refused: alpreview reads no DTD and resolves no external entity"
            )
        } else if starts(with: "<!ENTITY") {
            throw error(
                "entity declarations (<!ENTITY …>) are refused: only &lt; &gt; &amp; &apos; &quot; and numeric references are read"
            )
        } else if starts(with: "<!") {
            throw error("unexpected '<!': only comments (<!-- -->) and CDATA sections (<![CDATA[ ]]>) start this way")
        } else if starts(with: "<?") {
            try skipProcessingInstruction()
        } else if starts(with: "</") {
            try readClosingTag(open: &open, root: &root)
        } else {
            if let root, open.isEmpty {
                throw error("a second root element after <\(root.name)>: a document has one root")
            }
            let (element, selfClosing) = try readStartTag(depth: open.count + 1)
            if selfClosing {
                close(element, open: &open, root: &root)
            } else {
                open.append(element)
            }
        }
    }

    /// A finished element goes into its parent, or becomes the root.
    func close(_ element: XMLElementNode, open: inout [XMLElementNode], root: inout XMLElementNode?) {
        if open.isEmpty {
            root = element
        } else {
            open[open.count - 1].children.append(element)
        }
    }

    mutating func readClosingTag(open: inout [XMLElementNode], root: inout XMLElementNode?) throws(XMLReadError) {
        let start = position
        advance(2)
        guard let name = readName() else { throw error("expected an element name after '</', found \(here)") }
        skipWhitespace()
        guard peek() == 0x3E else { throw error("expected '>' to end the closing tag </\(name)>, found \(here)") }
        advance()
        guard let innermost = open.popLast() else {
            throw error("closing tag </\(name)> without an opening tag", at: start)
        }
        guard innermost.name == name else {
            throw error(
                "closing tag </\(name)> does not match <\(innermost.name)> opened at line \(innermost.position.line), column \(innermost.position.column)",
                at: start)
        }
        close(innermost, open: &open, root: &root)
    }

    /// `<name attributes>` or `<name attributes/>`.
    mutating func readStartTag(depth: Int) throws(XMLReadError) -> (XMLElementNode, selfClosing: Bool) {
        let start = position
        advance()
        guard let name = readName() else {
            throw error("expected an element name after '<', found \(here) (write &lt; for a '<' in text)")
        }
        if depth > XMLLimits.maximumDepth {
            throw error("elements nest deeper than \(XMLLimits.maximumDepth) levels", at: start)
        }
        var element = XMLElementNode(name: name, position: start)
        var seen: [String: XMLPosition] = [:]
        while true {
            let spaced = skipWhitespace()
            switch peek() {
            case 0x3E:
                advance()
                return (element, false)
            case 0x2F:
                advance()
                guard peek() == 0x3E else { throw error("expected '>' after '/' in <\(name)>, found \(here)") }
                advance()
                return (element, true)
            case nil:
                throw error("the file ends inside the tag <\(name)>", at: start)
            default:
                guard spaced else { throw error("expected white space, '>' or '/>' after <\(name)…, found \(here)") }
                let attribute = try readAttribute(in: "<\(name)>")
                if let first = seen[attribute.name] {
                    throw error(
                        "duplicate attribute '\(attribute.name)' in <\(name)> (first written at line \(first.line), column \(first.column))",
                        at: attribute.position)
                }
                seen[attribute.name] = attribute.position
                element.attributes.append(attribute)
            }
        }
    }

    /// `name="value"` or `name='value'`.
    mutating func readAttribute(in owner: String) throws(XMLReadError) -> XMLAttributeNode {
        let start = position
        guard let name = readName() else {
            throw error("expected an attribute name, '>' or '/>' in \(owner), found \(here)")
        }
        skipWhitespace()
        guard peek() == 0x3D else { throw error("attribute '\(name)' needs a value: \(name)=\"…\"") }
        advance()
        skipWhitespace()
        guard let quote = peek(), quote == 0x22 || quote == 0x27 else {
            throw error("the value of '\(name)' must be in quotes, found \(here)")
        }
        let quotePosition = position
        advance()
        let valueStart = position
        let value = try readAttributeValue(name: name, quote: quote, opened: quotePosition)
        return XMLAttributeNode(name: name, value: value, position: start, valuePosition: valueStart)
    }

    /// `<?xml version="1.0" encoding="UTF-8"?>`: only UTF-8 is read (or UTF-16, from a file
    /// whose byte order mark says so).
    mutating func readDeclaration() throws(XMLReadError) {
        let start = position
        advance(5)
        while true {
            skipWhitespace()
            if starts(with: "?>") {
                advance(2)
                return
            }
            guard !atEnd else { throw error("the XML declaration is never closed (no '?>')", at: start) }
            let attribute = try readAttribute(in: "the XML declaration")
            if attribute.name == "encoding", !declarableEncodings.contains(attribute.value.lowercased()) {
                throw error(
                    "encoding '\(attribute.value)' is not read: only UTF-8 (Interface Builder's encoding), or UTF-16 with a byte order mark",
                    at: attribute.valuePosition)
            }
        }
    }
}
