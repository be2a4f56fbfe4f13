/// Refuses YAML nested deeper than a scene ever is, before the YAML library sees it: its
/// composer recurses once per level, and a few hundred kilobytes of `[[[[…` would exhaust
/// the stack. A lexical scan: flow brackets outside quotes and comments, and indentation.
enum NestingGuard {
    static let maximumFlowDepth = 64
    static let maximumIndentation = 256

    /// The 1-based line and column where the text first nests too deep, with the reason.
    static func check(_ text: String) -> (line: Int, column: Int, message: String)? {
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let indentation = line.prefix { $0 == " " }.count
            if indentation > maximumIndentation {
                return (lineNumber, maximumIndentation + 1,
                        "indented more than \(maximumIndentation) columns; a scene does not nest this deep")
            }
        }
        var depth = 0, line = 1, column = 0
        var quote: Character?
        var inComment = false
        var previous: Character = "\n"
        for character in text {
            column += 1
            if character == "\n" {
                line += 1; column = 0; inComment = false; previous = character; continue
            }
            defer { previous = character }
            if inComment { continue }
            if let q = quote {
                if character == q { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case "#" where previous == " " || previous == "\n" || previous == "\t": inComment = true
            case "[", "{":
                depth += 1
                if depth > maximumFlowDepth {
                    return (line, column, "nested more than \(maximumFlowDepth) levels deep; a scene does not nest this deep")
                }
            case "]", "}": depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }
}
