import Cassowary

/// The constraints of a layout in a solver, added as UIKit adds them: the required ones one at
/// a time, so that each conflict is found and recovered from by breaking one constraint, then
/// the optional ones.
struct ConflictRecovery {
    let solver = Solver()
    /// The ids of the constraints broken to recover, and of every constraint in a conflict.
    private(set) var broken = Set<String>()
    private(set) var inConflict = Set<String>()
    private(set) var conflicts: [SolvedLayout.Conflict] = []

    /// A system the solver gives up on (`SolverError.tooComplex`, past `workBudget`) is a
    /// located error at the constraint being added, or at the first optional one for the batch.
    init(adding entries: [LayoutBuild.Entry], workBudget: Int = Solver.defaultWorkBudget) throws {
        solver.workBudget = workBudget
        let byConstraint = Dictionary(uniqueKeysWithValues: entries.map { (ObjectIdentifier($0.constraint), $0) })
        for entry in entries where entry.constraint.isRequired {
            try addRequired(entry, byConstraint: byConstraint)
        }
        let optional = entries.filter { !$0.constraint.isRequired }
        do { try solver.add(optional.map(\.constraint)) } catch let error as SolverError where error.isTooComplex {
            throw LayoutError("\(error)", at: optional.first?.spec.location ?? .unknown)
        }
    }

    /// A constraint may conflict with several sets at once (a stack's generated constraints
    /// against two of the user's): each conflict breaks one constraint, until it is added or
    /// broken itself. Every round removes a constraint, so the loop ends.
    private mutating func addRequired(
        _ entry: LayoutBuild.Entry,
        byConstraint: [ObjectIdentifier: LayoutBuild.Entry]
    ) throws {
        while true {
            do {
                try solver.add(entry.constraint)
                return
            } catch let error as SolverError where error.isTooComplex {
                throw LayoutError("\(error)", at: entry.spec.location)
            } catch SolverError.unsatisfiable(_, let set) {
                var members = set.compactMap { byConstraint[ObjectIdentifier($0)] }
                if members.isEmpty { members = [entry] }
                let victim = Self.constraintToBreak(members)
                inConflict.formUnion(members.map(\.id))
                broken.insert(victim.id)
                conflicts.append(
                    SolvedLayout.Conflict(
                        constraints: members.map(\.id), broken: victim.id,
                        log: ConstraintLog.conflict(members, broken: victim)))
                if victim.constraint === entry.constraint { return }
                try solver.remove(victim.constraint)
            }
        }
    }

    /// UIKit breaks one constraint of a conflict: the scene's own constraints before the ones
    /// it generated itself, and among those the one added last.
    static func constraintToBreak(_ members: [LayoutBuild.Entry]) -> LayoutBuild.Entry {
        members.last { !$0.isGenerated } ?? members[members.count - 1]
    }
}
