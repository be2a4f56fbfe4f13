import FileInput
import SceneModel

/// Several errors at once (a scene reports all it can find, not just the first).
/// At most `maximumReported` are printed; the others are counted in a last
/// line, so that a small hostile file cannot print megabytes.
public struct SceneErrors: Error, CustomStringConvertible {
    /// Errors printed for one file; the rest are counted in one last line.
    public static let maximumReported = 50
    public var errors: [Diagnostic]
    /// Errors found but not kept (past the cap).
    public var omitted: Int

    public init(errors: [Diagnostic], omitted: Int = 0) {
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
