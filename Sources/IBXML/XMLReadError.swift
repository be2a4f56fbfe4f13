/// A problem in an XML file (malformed XML, or a value the Interface Builder decoder cannot
/// read), printed like the scene reader's errors: `file:line:column: error: message`, the
/// line, and a caret under the column; `file: error: message` for the whole file.
public struct XMLReadError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var file: String
    public var position: XMLPosition
    /// The source line quoted under the message (empty when unknown).
    public var sourceLine: String

    public init(_ message: String, file: String, at position: XMLPosition, sourceLine: String = "") {
        self.message = message
        self.file = file
        self.position = position
        self.sourceLine = sourceLine
    }

    public var description: String {
        let message = TerminalText.safe(self.message, escapingTabs: true)
        let file = TerminalText.safe(self.file)
        guard position.line > 0 else { return "\(file): error: \(message)" }
        return "\(file):\(position.line):\(position.column): error: \(message)" + quote
    }

    /// How much of a long line is quoted on each side of the caret (as for scene errors).
    static let quoteRadius = 60

    /// The line, cut around the column with `…` when long, and a caret under the column; each
    /// indented by four spaces. Columns count Unicode scalars, as positions do.
    var quote: String {
        guard !sourceLine.isEmpty else { return "" }
        let scalars = Array(sourceLine.unicodeScalars)
        let caret = max(0, position.column - 1)
        let start = max(0, caret - Self.quoteRadius)
        let end = min(scalars.count, caret + Self.quoteRadius)
        let prefix = start > 0 ? "…" : "", suffix = end < scalars.count ? "…" : ""
        let shown = start < end ? scalars[start..<end].map { TerminalText.safe(String($0)) }.joined() : ""
        let pad = scalars[start..<min(caret, scalars.count)]
            .map { $0 == "\t" ? "\t" : String(repeating: " ", count: TerminalText.safe(String($0)).count) }.joined()
        return "\n    \(prefix)\(shown)\(suffix)\n    \(prefix.isEmpty ? "" : " ")\(pad)^"
    }
}

/// Several errors of one file (the decoder reports all it finds, up to a cap).
public struct XMLReadErrors: Error, Sendable, CustomStringConvertible {
    public var errors: [XMLReadError]
    /// Errors found past the cap, counted only (a small hostile file cannot print megabytes).
    public var omitted: Int

    public static let maximumReported = 50

    public init(errors: [XMLReadError], omitted: Int = 0) {
        self.errors = errors
        self.omitted = omitted
    }

    public var description: String {
        let more = omitted + max(0, errors.count - Self.maximumReported)
        let shown = errors.prefix(Self.maximumReported).map(\.description)
        return (shown + (more > 0 ? ["… and \(more) more error\(more == 1 ? "" : "s")"] : [])).joined(separator: "\n")
    }
}

/// Text from a file made safe to print: control characters and bidirectional overrides are
/// written as `\u{1B}` (the rule of the scene reader's messages; this module depends on no
/// other, so it keeps its own copy of the test).
enum TerminalText {
    static func safe(_ text: String, escapingTabs: Bool = false) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) && (escapingTabs || scalar != "\t") {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
