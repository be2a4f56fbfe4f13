import LayoutEngine

/// A problem in a scene file, with where it is and how to show it.
public struct SceneError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation
    /// The source line quoted under the message (empty when unknown).
    public var sourceLine: String

    public init(_ message: String, at location: SourceLocation, sourceLine: String = "") {
        self.message = message
        self.location = location
        self.sourceLine = sourceLine
    }

    /// `file:line:column: error: message`, the line, and a caret under the column. A problem
    /// with the whole file (line 0) is `file: error: message`. Long lines are cut around the
    /// caret with `…`. Control characters from the scene are shown escaped (`\u{1B}`), never
    /// sent to the terminal, and the caret still points at the right character.
    public var description: String {
        let message = terminalSafe(self.message, escapingTabs: true)
        guard location.line > 0 else { return "\(terminalSafe(location.file)): error: \(message)" }
        var text = "\(terminalSafe(location.file)):\(location.line):\(location.column): error: \(message)"
        text += SourceLocation(file: location.file, line: location.line, column: location.column, sourceLine: sourceLine).quote
        return text
    }
}

/// Several errors at once (a scene reports all it can find, not just the first).
/// At most `SceneLimits.maximumReportedErrors` are printed; the others are counted in a last
/// line, so that a small hostile file cannot print megabytes.
public struct SceneErrors: Error, CustomStringConvertible {
    public var errors: [SceneError]
    /// Errors found but not kept (past the cap).
    public var omitted: Int

    public init(errors: [SceneError], omitted: Int = 0) {
        self.errors = errors
        self.omitted = omitted
    }

    public var description: String {
        let cap = SceneLimits.maximumReportedErrors
        let more = omitted + max(0, errors.count - cap)
        let shown = errors.prefix(cap).map(\.description)
        return (shown + (more > 0 ? ["… and \(SceneLimits.format(Double(more))) more error\(more == 1 ? "" : "s")"] : []))
            .joined(separator: "\n")
    }
}

/// "did you mean" suggestions by edit distance.
enum Suggestion {
    static func closest(to word: String, among candidates: [String]) -> String? {
        let key = word.lowercased()
        let scored = candidates.map { ($0, distance(key, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, key.count / 3) ? best.0 : nil
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    static func didYouMean(_ word: String, _ candidates: [String]) -> String {
        closest(to: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
