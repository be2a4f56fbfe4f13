import FileInput
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
/// At most `maximumReported` are printed; the others are counted in a last
/// line, so that a small hostile file cannot print megabytes.
public struct SceneErrors: Error, CustomStringConvertible {
    /// Errors printed for one file; the rest are counted in one last line.
    public static let maximumReported = 50
    public var errors: [SceneError]
    /// Errors found but not kept (past the cap).
    public var omitted: Int

    public init(errors: [SceneError], omitted: Int = 0) {
        self.errors = errors
        self.omitted = omitted
    }

    public var description: String {
        let cap = Self.maximumReported
        let more = omitted + max(0, errors.count - cap)
        let shown = errors.prefix(cap).map(\.description)
        return
            (shown + (more > 0 ? ["… and \(GroupedNumber.text(more)) more error\(more == 1 ? "" : "s")"] : []))
            .joined(separator: "\n")
    }
}
