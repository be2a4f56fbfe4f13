import Cassowary
import SceneModel

/// The constraints of a layout in a solver, added as UIKit adds them: the required ones one at
/// a time, so that each conflict is found and recovered from by breaking one constraint, then
/// the optional ones.
struct ConflictRecovery {
    let solver: Solver
    /// The ids of the constraints broken to recover, and of every constraint in a conflict.
    private(set) var broken = Set<String>()
    private(set) var inConflict = Set<String>()
    private(set) var conflicts: [SolvedLayout.Conflict] = []
    /// When the constraints went in the tree's order: the test that showed the optimum unique,
    /// for the ambiguity check to reuse instead of testing the same tableau again.
    private(set) var uniqueOptimum: UniqueValueTest?

    /// A system the solver gives up on (`SolverError.tooComplex`, past `workBudget`) is a
    /// located error at the constraint being added, or at the first optional one for the batch.
    ///
    /// `requiredOrder` (indexes of `entries`) is an order to try the required constraints in
    /// first, one that keeps the solver's rows short (see `LayoutBuild.insertionOrder`). A
    /// consistent set of required constraints holds whatever the order they are added in, and a
    /// unique optimum is the same whatever the order. Which constraint a conflict breaks, and
    /// which of several optimal solutions an ambiguous layout shows, depend on it: after a
    /// conflict, a system too complex or an optimum the tableau does not show as unique, the
    /// constraints are added again from scratch in the scene's order, as UIKit adds them.
    ///
    /// `parameter` tracks the root's width through both tries (Cassowary's `ParameterTracking`):
    /// its range is then where a solve from scratch makes the same choices in both.
    init(
        adding entries: [LayoutBuild.Entry], requiredOrder: [Int]? = nil,
        workBudget: Int = Solver.defaultWorkBudget, parameter: ParameterTracking? = nil
    ) throws {
        if let requiredOrder,
            let quiet = Self(withoutConflicts: entries, requiredOrder, workBudget: workBudget, parameter: parameter)
        {
            self = quiet
            return
        }
        solver = Solver()
        solver.workBudget = workBudget
        solver.parameter = parameter
        // Made at the first conflict (most layouts have none): a map of every entry, and copies
        // of them, were a tenth of a 100-view layout's solve.
        var byConstraint: [ObjectIdentifier: Int]?
        var optional: [Constraint] = []
        for index in entries.indices {
            if entries[index].constraint.isRequired {
                try addRequired(index, of: entries, byConstraint: &byConstraint)
            } else {
                optional.append(entries[index].constraint)
            }
        }
        do { try solver.add(optional) } catch let error as SolverError where error.isTooComplex {
            let firstOptional = entries.firstIndex { !$0.constraint.isRequired }
            throw Diagnostic("\(error)", at: firstOptional.map { entries[$0].spec.location } ?? .unknown)
        }
    }

    /// The system with the required constraints added in `requiredOrder`, then the optional
    /// ones in the scene's order; nil at the first error or when the optimum may not be unique.
    /// `edits` are edit variables at `editPriority`, added first with their values (a
    /// `LayoutSession`'s root size).
    init?(
        withoutConflicts entries: [LayoutBuild.Entry], _ requiredOrder: [Int], workBudget: Int,
        edits: [(variable: Variable, value: Double)] = [], editPriority: Priority = 0,
        parameter: ParameterTracking? = nil
    ) {
        solver = Solver()
        solver.workBudget = workBudget
        solver.parameter = parameter
        do {
            for edit in edits {
                try solver.addEditVariable(edit.variable, priority: editPriority)
                try solver.suggestValue(edit.variable, edit.value)
            }
            for index in requiredOrder where entries[index].constraint.isRequired {
                try solver.add(entries[index].constraint)
            }
            try solver.add(entries.lazy.map(\.constraint).filter { !$0.isRequired })
        } catch {
            return nil
        }
        guard let test = solver.uniqueOptimumTest() else { return nil }
        uniqueOptimum = test
    }

    /// A constraint may conflict with several sets at once (a stack's generated constraints
    /// against two of the user's): each conflict breaks one constraint, until it is added or
    /// broken itself. Every round removes a constraint, so the loop ends.
    private mutating func addRequired(
        _ index: Int, of entries: [LayoutBuild.Entry], byConstraint: inout [ObjectIdentifier: Int]?
    ) throws {
        let constraint = entries[index].constraint
        while true {
            do {
                try solver.add(constraint)
                return
            } catch let error as SolverError where error.isTooComplex {
                throw Diagnostic("\(error)", at: entries[index].spec.location)
            } catch SolverError.unsatisfiable(_, let set) {
                let positions =
                    byConstraint
                    ?? Dictionary(
                        uniqueKeysWithValues: entries.indices.map { (ObjectIdentifier(entries[$0].constraint), $0) })
                byConstraint = positions
                var members = set.compactMap { positions[ObjectIdentifier($0)].map { entries[$0] } }
                if members.isEmpty { members = [entries[index]] }
                let victim = Self.constraintToBreak(members)
                inConflict.formUnion(members.map(\.id))
                broken.insert(victim.id)
                conflicts.append(
                    SolvedLayout.Conflict(
                        constraints: members.map(\.id), broken: victim.id,
                        log: ConstraintLog.conflict(members, broken: victim)))
                if victim.constraint === constraint { return }
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
