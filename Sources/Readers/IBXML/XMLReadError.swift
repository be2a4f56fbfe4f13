import SourceText

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
        let message = terminalSafe(self.message, escapingTabs: true)
        let file = terminalSafe(self.file)
        guard position.line > 0 else { return "\(file): error: \(message)" }
        return "\(file):\(position.line):\(position.column): error: \(message)" + quote
    }

    /// The line, cut around the column with `…` when long, and a caret under the column; each
    /// indented by four spaces. Columns count Unicode scalars, as positions do.
    var quote: String { QuotedLine.quote(sourceLine, column: position.column, counting: .unicodeScalars) }
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
