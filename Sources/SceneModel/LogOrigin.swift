/// Where a scene rebuilt from a conflict log came from (docs/conflict-logs.md): which conflict,
/// the constraint the log says UIKit broke, and what the commands say about the log beyond the
/// layout. Scenes from other files have none.
public struct LogOrigin: Equatable, Sendable {
    /// The conflict's number in the log (1-based) and the line it starts on.
    public var conflictNumber: Int
    public var line: Int
    /// The address of the constraint UIKit broke ("Will attempt to recover by breaking"), as the
    /// log writes it; nil when the log leaves that line out.
    public var loggedBroken: String?
    /// The source line a constraint library wrote into a constraint (SnapKit's
    /// `@File.swift#88`), by the constraint's address.
    public var sourceLines: [String: SourceReference] = [:]
    /// Each view's class as logged, by view id (its address).
    public var viewClasses: [ViewID: String] = [:]
    /// Why UIKit broke its constraint, and what to change instead, in plain words.
    public var explanation: [String] = []
    /// Per view name, the axes whose size the log does not fix (a default is assumed).
    public var assumedSizes: [String: [Attribute.Axis]] = [:]
    /// UIKit's own views (cell content views, hosting views), by name: folded in the picture.
    public var internalViews: Set<String> = []
    /// The model's likely choice of the constraint UIKit breaks, and the alternative when the
    /// model cannot separate the two (nil when it can), with their reasons in words.
    public var likely: String?
    public var alternative: String?
    public var choiceReasons: [String] = []
    /// When the constraints as printed hold together: what makes them a conflict, or that
    /// nothing the log prints does.
    public var conflictNote: String?
    /// The conflict's constraints as the log lists them, by address.
    public var constraintAddresses: [String] = []

    public init(conflictNumber: Int, line: Int, loggedBroken: String?) {
        self.conflictNumber = conflictNumber; self.line = line; self.loggedBroken = loggedBroken
    }

    /// A file and line in the app's sources.
    public struct SourceReference: Equatable, Sendable {
        public var file: String
        public var line: Int
        public init(file: String, line: Int) { self.file = file; self.line = line }
    }
}
