import SceneModel

/// A problem in a scene file, with where it is and how to show it (`LocatedError.located`).
public struct SceneError: LocatedError, Equatable {
    public var message: String
    public var location: SourceLocation
    /// The source line quoted under the message (empty when unknown).
    public var sourceLine: String

    public init(_ message: String, at location: SourceLocation, sourceLine: String = "") {
        self.message = message
        self.location = location
        self.sourceLine = sourceLine
    }

    /// The same error as any located error (a reader's or the engine's legality rules').
    public init(_ error: some LocatedError) {
        self.init(error.message, at: error.location, sourceLine: error.sourceLine)
    }

    public var description: String { located }
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
        return
            (shown + (more > 0 ? ["… and \(SceneLimits.format(Double(more))) more error\(more == 1 ? "" : "s")"] : []))
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
