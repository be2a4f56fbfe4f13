/// A real-valued unknown of a constraint system.
///
/// Variables are identities: two variables with the same name are still different unknowns.
/// Their values live in the `Solver` that solved them (`solver.value(of:)`), so one variable
/// can take part in several solvers at once (one per device configuration, say).
public final class Variable: Hashable, CustomStringConvertible, Sendable {
    public let name: String

    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String {
        name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 10000)" : name
    }
}
