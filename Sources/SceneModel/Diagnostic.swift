import SourceText

/// What any stage says about an input: an error that stops it, or a warning it went on past,
/// at a place in the input, with notes and an optional fix. Every reader, the engine's legality
/// rules and the commands report through this one type, so the tools print all of them one way
/// (`file:line:column: error: message`, the line, a caret under the column).
public struct Diagnostic: Error, CustomStringConvertible, Equatable, Sendable {
    public enum Severity: String, Sendable { case error, warning, note }

    /// A further remark on the same problem, at its own place when it has one.
    public struct Note: Equatable, Sendable {
        public var message: String
        public var location: SourceLocation?
        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message; self.location = location
        }
    }

    /// A replacement that would fix the problem (the text to write instead), said in words too.
    public struct FixIt: Equatable, Sendable {
        public var replacement: String
        public var explanation: String
        public init(replacement: String, explanation: String) {
            self.replacement = replacement; self.explanation = explanation
        }
    }

    public var severity: Severity
    public var message: String
    /// Line 0 for a problem with the whole file; `.unknown` when nothing says where.
    public var location: SourceLocation
    public var notes: [Note]
    public var fixIt: FixIt?

    public init(
        _ message: String, at location: SourceLocation = .unknown, sourceLine: String? = nil,
        severity: Severity = .error, notes: [Note] = [], fixIt: FixIt? = nil
    ) {
        self.severity = severity; self.message = message; self.location = location
        if let sourceLine { self.location.sourceLine = sourceLine }
        self.notes = notes; self.fixIt = fixIt
    }

    /// The source line quoted under the message (empty when unknown).
    public var sourceLine: String { location.sourceLine }
    public var file: String { location.file }
    public var line: Int { location.line }
    public var column: Int { location.column }

    public static func warning(_ message: String, at location: SourceLocation = .unknown) -> Diagnostic {
        Diagnostic(message, at: location, severity: .warning)
    }

    /// The message after its place, without the severity (`Main.storyboard:12:46: message`,
    /// `Main.storyboard: message` for the whole file): how a warning is printed after
    /// `alpreview: warning:`. Terminal-safe.
    public var placed: String {
        let place =
            location.file.isEmpty
            ? "" : location.line > 0 ? "\(location.file):\(location.line):\(location.column): " : "\(location.file): "
        return terminalSafe(place + message)
    }

    /// Equal when they say the same thing at the same place (the quoted line is not compared).
    public static func == (a: Diagnostic, b: Diagnostic) -> Bool {
        a.severity == b.severity && a.message == b.message && a.location == b.location && a.notes == b.notes
            && a.fixIt == b.fixIt
    }

    /// `file:line:column: error: message`, the line, and a caret under the column. A problem
    /// with the whole file (line 0) is `file: error: message`. Long lines are cut around the
    /// caret with `…`. Control characters from the input are shown escaped (`\u{1B}`), never
    /// sent to the terminal, and the caret still points at the right character.
    public var located: String { located(as: "error") }

    /// As `located`, with another word than `error` (`warning`, `note`).
    public func located(as severity: String) -> String {
        let message = terminalSafe(self.message, escapingTabs: true)
        guard location.line > 0 else { return "\(terminalSafe(location.file)): \(severity): \(message)" }
        return "\(terminalSafe(location.file)):\(location.line):\(location.column): \(severity): \(message)"
            + location.quote
    }

    /// Located when the input says where; names from the input are escaped, never sent raw to
    /// the terminal. Notes and the fix follow on their own lines.
    public var description: String {
        var text = location == .unknown ? terminalSafe(message, escapingTabs: true) : located(as: severity.rawValue)
        for note in notes {
            let place = note.location.map { "\(terminalSafe($0.file)):\($0.line):\($0.column): " } ?? ""
            text += "\n\(place)note: \(terminalSafe(note.message, escapingTabs: true))"
        }
        if let fixIt {
            text +=
                "\nfix: \(terminalSafe(fixIt.explanation, escapingTabs: true)): "
                + "\(terminalSafe(fixIt.replacement, escapingTabs: true))"
        }
        return text
    }
}
