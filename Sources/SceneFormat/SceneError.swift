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

    /// How much of a long line is quoted on each side of the caret.
    static let quoteRadius = 60

    /// `file:line:column: error: message`, the line, and a caret under the column. A problem
    /// with the whole file (line 0) is `file: error: message`. Long lines are cut around the
    /// caret with `…`.
    public var description: String {
        guard location.line > 0 else { return "\(location.file): error: \(message)" }
        var text = "\(location.file):\(location.line):\(location.column): error: \(message)"
        if !sourceLine.isEmpty {
            let characters = Array(sourceLine)
            let caret = max(0, location.column - 1)
            let start = max(0, caret - Self.quoteRadius)
            let end = min(characters.count, caret + Self.quoteRadius)
            let prefix = start > 0 ? "…" : "", suffix = end < characters.count ? "…" : ""
            let shown = start < end ? String(characters[start..<end]) : ""
            let caretPad = String(characters[start..<min(caret, characters.count)].map { $0 == "\t" ? "\t" : " " })
            text += "\n    \(prefix)\(shown)\(suffix)\n    \(prefix.isEmpty ? "" : " ")\(caretPad)^"
        }
        return text
    }
}

/// Several errors at once (a scene reports all it can find, not just the first).
public struct SceneErrors: Error, CustomStringConvertible {
    public var errors: [SceneError]
    public var description: String { errors.map(\.description).joined(separator: "\n") }
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
