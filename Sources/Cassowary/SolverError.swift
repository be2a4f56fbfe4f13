/// Everything a `Solver` refuses. The solver's state is unchanged after any of these but
/// `tooComplex`.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// The constraint was added already.
    case duplicateConstraint(Constraint)
    /// The constraint was never added (or was removed already).
    case unknownConstraint(Constraint)
    /// A required constraint cannot hold together with `conflict`, a minimal set of required
    /// constraints already in the solver (the new one is part of the set, last).
    case unsatisfiable(Constraint, conflict: [Constraint])
    /// A coefficient, constant or priority is NaN or infinite.
    case nonFinite(Constraint)
    /// A priority outside 0 < p <= 1000.
    case invalidPriority(Priority)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables must be optional (priority below 1000); suggested values must be finite.
    case badEditValue(Variable, Double)
    /// The call wrote more cells of the tableau than the solver's `workBudget`: the system is
    /// too entangled to solve in reasonable time. The solver is left half-changed: drop it.
    case tooComplex(cellWrites: Int)
    /// A bug: the tableau reached a state the algorithm excludes.
    case internalError(String)

    /// Whether this is `tooComplex` (callers report it as a limit of the input, not a bug).
    public var isTooComplex: Bool {
        if case .tooComplex = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
        case .unknownConstraint(let c): return "unknown constraint: \(c)"
        case .unsatisfiable(let c, let set):
            return "unsatisfiable constraint: \(c); conflicts with: " + set.map(\.description).joined(separator: "; ")
        case .nonFinite(let c): return "non-finite number in constraint: \(c)"
        case .invalidPriority(let p): return "invalid priority \(p): must be in 0 < p <= 1000"
        case .duplicateEditVariable(let v): return "duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): return "unknown edit variable: \(v)"
        case .badEditValue(let v, let x): return "bad edit value \(x) for \(v)"
        case .tooComplex(let n): return "the constraints are too entangled to solve within \(n) row updates"
        case .internalError(let s): return "internal solver error: \(s)"
        }
    }
}
