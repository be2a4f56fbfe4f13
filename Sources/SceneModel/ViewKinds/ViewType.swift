/// The name of a kind of view, as a scene spells it (`label`, `switch`, …). The names are declared
/// next to their descriptors (`ViewKind`), and only those in `ViewKinds.all` can be made from text,
/// so a scene cannot name a type that has no descriptor.
public struct ViewType: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    public let rawValue: String

    public init?(rawValue: String) {
        guard ViewKinds.isDeclared(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// For the declarations next to the descriptors.
    init(declaring name: String) { rawValue = name }

    /// Every type, in the registry's order (the order error messages list them in).
    public static var allCases: [ViewType] { ViewKinds.all.map(\.type) }

    public var description: String { rawValue }
}
