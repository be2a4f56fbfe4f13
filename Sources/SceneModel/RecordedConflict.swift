/// A conflict the input saw UIKit resolve at run time ("Unable to simultaneously satisfy
/// constraints"): the constraints it listed, the one UIKit broke, and the reader's account of
/// why, which the commands set beside the conflict alpreview finds in the same scene.
public struct RecordedConflict: Equatable, Sendable {
    /// The conflict's constraints as the input lists them: each one's address (`identifier`),
    /// line, and the app's source line when the input names it (`declaration`).
    public var constraints: [Provenance]
    /// The identifier of the constraint UIKit broke, as the input writes it; nil when the input
    /// leaves it out.
    public var broken: String?
    /// Why UIKit broke it, and what to change instead, in plain words.
    public var explanation: [String] = []
    /// The likely choice of the constraint UIKit breaks, and the alternative when the reader
    /// cannot separate the two (nil when it can), with the reasons in words.
    public var likely: String?
    public var alternative: String?
    public var choiceReasons: [String] = []
    /// When the constraints as listed hold together: what makes them a conflict, or that
    /// nothing the input lists does.
    public var note: String?

    public init(constraints: [Provenance], broken: String?) {
        self.constraints = constraints; self.broken = broken
    }

    /// Where the app's source declares the constraint `identifier`, when the input says.
    public func declaration(of identifier: String) -> SourceLocation? {
        constraints.first { $0.identifier == identifier }?.declaration
    }
}
