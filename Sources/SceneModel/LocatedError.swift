import SourceText
/// A problem at a place in an input: what every scene reader (and the engine, for a constraint it
/// refuses) reports, so that the tools print all of them one way.
public protocol LocatedError: Error, CustomStringConvertible {
    var message: String { get }
    /// The file, 1-based line and column; line 0 for a problem with the whole file.
    var location: SourceLocation { get }
    /// The source line quoted under the message (empty when unknown).
    var sourceLine: String { get }
}

extension LocatedError {
    public var sourceLine: String { location.sourceLine }
    public var file: String { location.file }
    public var line: Int { location.line }
    public var column: Int { location.column }

    /// `file:line:column: error: message`, the line, and a caret under the column. A problem
    /// with the whole file (line 0) is `file: error: message`. Long lines are cut around the
    /// caret with `…`. Control characters from the input are shown escaped (`\u{1B}`), never
    /// sent to the terminal, and the caret still points at the right character.
    public var located: String { located(as: "error") }

    /// As `located`, with another word than `error` (`warning`, `note`).
    public func located(as severity: String) -> String {
        let message = terminalSafe(self.message, escapingTabs: true)
        guard location.line > 0 else { return "\(terminalSafe(location.file)): \(severity): \(message)" }
        let quoted = SourceLocation(
            file: location.file, line: location.line, column: location.column, sourceLine: sourceLine)
        return "\(terminalSafe(location.file)):\(location.line):\(location.column): \(severity): \(message)"
            + quoted.quote
    }
}
