/// An incremental Cassowary solver (Badros, Borning & Stuckey 2001), after nucleic/kiwi,
/// with Auto Layout's priority semantics: required constraints (priority 1000) hold exactly;
/// optional ones are minimized level by level, highest priority first (see `Weight`).
///
/// This file is the public interface and the solver's state. The work is in files by concern:
/// Solver+RowBuilding (a constraint as a row, its subject), Solver+Insertion and
/// Solver+Removal (changing the tableau), Solver+Simplex (pivots, primal and dual simplex),
/// Solver+Definitions (rows kept as written), Solver+Edits, Solver+Batch, Solver+Budget,
/// Solver+Conflicts, Solver+Ambiguity, and Solver+Dump and Solver+Invariants for debugging;
/// the data structures are in Storage/. docs/solver.md tells the design.
///
/// The tableau holds one row per basic symbol; `objective` is the lexicographic cost.
/// Every pivot choice breaks ties by symbol creation order, so results are reproducible.
public final class Solver {
    /// Where a constraint lives in the tableau: its marker symbol and, for optional
    /// equalities and inequalities, a second (error) symbol.
    struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    /// A class, so that a suggestion updates the constant in place (no dictionary write).
    final class EditInfo {
        let variable: Variable
        let tag: Tag
        let constraint: Constraint
        var constant: Double

        init(variable: Variable, tag: Tag, constraint: Constraint, constant: Double) {
            self.variable = variable
            self.tag = tag
            self.constraint = constraint
            self.constant = constant
        }
    }

    // MARK: - State

    // The properties read or written per cell, per symbol or per constraint skip the run-time
    // exclusivity checks in release builds: the solver never holds two accesses to one property
    // at once, which the debug build (and so `make test`) checks, and `make bench` measured the
    // checks at a third of a chain and most of a re-solve (docs/solver.md). The declarations
    // are the same in both branches, but for the attribute.
    #if DEBUG
        /// The tag of each constraint in the solver (kept alive by `constraintOrder`).
        var constraints = IdentityTable<Tag>(filler: Tag(marker: Symbol(raw: 0)))
        /// Constraints in the order they were added (for conflict explanation).
        var constraintOrder: [Constraint] = []
        /// The simplex tableau: one row per basic symbol, in parametric symbols.
        var rows = RowTable()
        /// The rows of the external symbols that constraints defined as they came, never
        /// rewritten by pivots (see Solver+Definitions).
        var definitions = RowTable()
        /// For each symbol, the definitions that may name it (lazy, like `columns`).
        var definitionColumns = ColumnIndex()
        /// Values of defined symbols, computed on the first read after a change.
        var definitionValues = DefinitionValues()
        /// Working memory of the definitions' walks.
        var scratch = Scratch()
        /// The column index: for each parametric symbol, the basic symbols whose rows contain it.
        /// Substitutions and ratio tests then touch only the rows concerned (kiwi scans them all).
        var columns = ColumnIndex()
        /// The symbol of each variable the solver has seen (kept alive by `variables`).
        var variableSymbols = IdentityTable<Symbol>(filler: Symbol(raw: 0))
        var variables: [Variable] = []
        /// Basic restricted symbols whose rows may have gone negative (for the dual simplex).
        var infeasibleRows = PlainBuffer<Symbol>()
        var objective = ObjectiveRow()
        /// Phase-one objective while a constraint is added with an artificial variable.
        var artificial: Row?
        var nextSymbolID = 1
        /// Row updates since the current public call began (see Solver+Budget).
        var work = 0
        /// The entering candidates of `optimize`, kept between calls for their storage.
        var candidates = PlainBuffer<Symbol>()
        /// The list `values(of:)` read last, and its variables' symbols (see there).
        var readList: [Variable] = []
        var readSymbols = PlainBuffer<Symbol>()
        /// How many variables the solver had when `readSymbols` were looked up.
        var readListVariableCount = 0
        /// The edit variables, in the order they were added, and each one's place in that list (a
        /// suggestion looks its variable up there: a `Dictionary` hashed it through a seeded hasher).
        var edits: [EditInfo] = []
        var editPositions = IdentityTable<Int>(filler: -1)
        /// The parameter the constants move with, when a caller tracks one (ParameterTracking).
        public var parameter: ParameterTracking?
    #else
        @exclusivity(unchecked) var constraints = IdentityTable<Tag>(filler: Tag(marker: Symbol(raw: 0)))
        @exclusivity(unchecked) var constraintOrder: [Constraint] = []
        @exclusivity(unchecked) var rows = RowTable()
        @exclusivity(unchecked) var definitions = RowTable()
        @exclusivity(unchecked) var definitionColumns = ColumnIndex()
        @exclusivity(unchecked) var definitionValues = DefinitionValues()
        @exclusivity(unchecked) var scratch = Scratch()
        @exclusivity(unchecked) var columns = ColumnIndex()
        @exclusivity(unchecked) var variableSymbols = IdentityTable<Symbol>(filler: Symbol(raw: 0))
        @exclusivity(unchecked) var variables: [Variable] = []
        @exclusivity(unchecked) var infeasibleRows = PlainBuffer<Symbol>()
        @exclusivity(unchecked) var objective = ObjectiveRow()
        @exclusivity(unchecked) var artificial: Row?
        @exclusivity(unchecked) var nextSymbolID = 1
        @exclusivity(unchecked) var work = 0
        @exclusivity(unchecked) var candidates = PlainBuffer<Symbol>()
        @exclusivity(unchecked) var readList: [Variable] = []
        @exclusivity(unchecked) var readSymbols = PlainBuffer<Symbol>()
        @exclusivity(unchecked) var readListVariableCount = 0
        @exclusivity(unchecked) var edits: [EditInfo] = []
        @exclusivity(unchecked) var editPositions = IdentityTable<Int>(filler: -1)
        @exclusivity(unchecked) public var parameter: ParameterTracking?
    #endif
    /// Cells the ambiguity probes (`alternativeValue`) have rewritten since the solver was made:
    /// a probe pivots on a copy of the rows, and a caller asking about many variables bounds the
    /// total by reading this (each probe is bounded, their number is the caller's).
    public internal(set) var probeWork = 0
    /// While a batch adds its optional constraints: a new row that holds exactly at the
    /// current solution is solved for its own error or slack and not optimized (see Solver+Batch).
    var deferringExactRows = false
    /// Whether the last insertion was such a row.
    var insertedExactRow = false
    /// The most row updates a public call may make (see Solver+Budget).
    public var workBudget = Solver.defaultWorkBudget

    public init() {}

    // MARK: - Constraints

    /// Adds a constraint and re-optimizes. Throws `unsatisfiable` (with the minimal conflicting
    /// set) when a required constraint cannot hold; the solver is then unchanged.
    public func add(_ constraint: Constraint) throws {
        work = 0
        try addWithoutOptimizing(constraint)
        try checkWorkBudget()
        try optimize()
        compactIndexesIfNeeded()
    }

    /// Adds many constraints, required ones first: the tableau then grows feasible and the
    /// optional ones only adjust it (the natural order pivots much more). Each one is optimized
    /// as it comes, as kiwi does (one optimization at the end measured slower; see docs/solver.md). Stops at the first error, which it rethrows (the constraints added
    /// before it stay).
    public func add(_ list: [Constraint]) throws {
        work = 0
        reserve(constraintCount: list.count)
        for constraint in list where constraint.isRequired {
            try addWithoutOptimizing(constraint)
            try checkWorkBudget()
            try optimize()
            compactIndexesIfNeeded()
        }
        try addOptional(list)
        compactIndexesIfNeeded()
    }

    /// Removes a constraint and re-optimizes.
    public func remove(_ constraint: Constraint) throws {
        work = 0
        invalidateValues()
        guard let tag = constraints.removeValue(for: constraint) else {
            throw SolverError.unknownConstraint(constraint)
        }
        if let index = constraintOrder.firstIndex(of: constraint) { constraintOrder.remove(at: index) }
        removeConstraintEffects(constraint, tag)
        try removeMarkerRow(tag.marker)
        try optimize()
        compactIndexesIfNeeded()
    }

    public func contains(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// All constraints in the solver, in the order they were added.
    public var allConstraints: [Constraint] { constraintOrder }

    // MARK: - Edit variables

    /// Makes `variable` an edit variable: `suggestValue` then moves it cheaply (dual simplex).
    /// The priority must be optional; it should sit above every priority it should win over.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws {
        guard editPositions[variable] == nil else { throw SolverError.duplicateEditVariable(variable) }
        guard priority > 0, priority < .required else { throw SolverError.invalidPriority(priority) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority, tag: "edit \(variable)")
        try add(constraint)
        editPositions.set(variable, edits.count)
        edits.append(EditInfo(variable: variable, tag: constraints[constraint]!, constraint: constraint, constant: 0))
    }

    public func removeEditVariable(_ variable: Variable) throws {
        guard let position = editPositions.removeValue(for: variable) else {
            throw SolverError.unknownEditVariable(variable)
        }
        let info = edits.remove(at: position)
        for later in position..<edits.count { editPositions.set(edits[later].variable, later) }
        try remove(info.constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { editPositions[variable] != nil }

    /// Asks the edit variable to take `value`, and re-solves incrementally.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        guard let position = editPositions[variable] else { throw SolverError.unknownEditVariable(variable) }
        let info = edits[position]
        guard value.isFinite else { throw SolverError.badEditValue(variable, value) }
        work = 0
        try move(info, to: value)
        compactIndexesIfNeeded()
    }

    /// How much `variable` moves per unit the edit variable `edit` is moved, while the optimal
    /// basis stays: moving an edit shifts its error symbol (`Solver+Edits`), so the rate is that
    /// symbol's coefficient in the variable's row in parametric symbols. Nil when `edit` is not an
    /// edit variable or its error is basic (the edit does not hold exactly: a move would change
    /// the error, not the solution, until the dual simplex pivots).
    public func rate(of variable: Variable, alongEdit edit: Variable) -> Double? {
        guard let position = editPositions[edit] else { return nil }
        let tag = edits[position].tag
        guard !rows.contains(tag.marker), !(tag.other.map { rows.contains($0) } ?? false) else { return nil }
        guard let symbol = variableSymbols[variable] else { return 0 }
        return parametricRow(of: symbol).coefficient(for: tag.marker)
    }

    /// How far the edit variable `edit` can move down and up from its current value with the
    /// tableau's basis staying: a move only shifts row constants (`Solver+Edits`), so the basis
    /// stays optimal as long as it stays feasible, every restricted basic symbol at or above 0
    /// (a dummy at 0). The ratio test of the dual simplex, without pivoting: within the range the
    /// solution is `rate(of:alongEdit:)` times the move away, beyond it a pivot may change it.
    /// Nil where `rate` is nil.
    public func basisRange(alongEdit edit: Variable) -> (down: Double, up: Double)? {
        guard let position = editPositions[edit] else { return nil }
        let tag = edits[position].tag
        guard !rows.contains(tag.marker), !(tag.other.map { rows.contains($0) } ?? false) else { return nil }
        var down = Double.infinity, up = Double.infinity
        rows.forEach { basic, row in
            guard basic.isRestricted, let coefficient = row.cell(tag.marker), coefficient != 0 else { return }
            let room = max(0, row.constant)
            if basic.isDummy {
                down = 0
                up = 0
            } else if coefficient < 0 {
                up = min(up, room / -coefficient)
            } else {
                down = min(down, room / coefficient)
            }
        }
        return (down, up)
    }

    // MARK: - The solution

    /// The variable's value in the current solution (0 for a variable the solver never saw).
    public func value(of variable: Variable) -> Double {
        guard let symbol = variableSymbols[variable] else { return 0 }
        return value(of: symbol)
    }

    /// The values of `variables`, in order: a whole solution in one call, as kiwi's
    /// `updateVariables`. A caller that reads the same list after every re-solve (a slider, a
    /// sweep) passes the same array: its symbols are then looked up once, not once per read
    /// (the lookups were a third of a resize's instructions; see `isReadList`).
    public func values(of variables: [Variable]) -> [Double] {
        var values: [Double] = []
        self.values(of: variables, into: &values)
        return values
    }

    /// `values(of:)` into `values`, replacing its contents: a caller that reads after every
    /// re-solve keeps one array (making a new one asked the runtime for its type each time).
    public func values(of variables: [Variable], into values: inout [Double]) {
        if !isReadList(variables) { rememberReadList(variables) }
        if !definitionValues.isCurrent { evaluateDefinitions() }
        if values.count != variables.count { values = [Double](repeating: 0, count: variables.count) }
        let symbols = readSymbols.unsafeElements  // as many as `variables` (isReadList)
        values.withUnsafeMutableBufferPointer { values in
            for index in 0..<values.count { values[index] = evaluatedValue(of: symbols[index]) }
        }
    }

    /// Whether `variables` is the list read last, with the same symbols: the same array storage
    /// (the solver holds the old array, so its storage cannot have been freed and reused, nor
    /// changed in place: a write to a shared array copies it), and no variable added since (one
    /// unknown then may have a symbol now).
    private func isReadList(_ variables: [Variable]) -> Bool {
        guard variables.count == readList.count, readListVariableCount == self.variables.count else { return false }
        return variables.withUnsafeBufferPointer { new in
            readList.withUnsafeBufferPointer { old in new.baseAddress == old.baseAddress }
        }
    }

    private func rememberReadList(_ variables: [Variable]) {
        readSymbols.removeAll()
        readSymbols.reserveCapacity(variables.count)
        for index in variables.indices {
            // By identity: a reference held across the lookup was a retain and a release.
            readSymbols.append(variableSymbols[ObjectIdentifier(variables[index])] ?? Symbol(raw: 0))
        }
        readList = variables
        readListVariableCount = self.variables.count
    }

    /// The value of an expression in the current solution.
    public func value(of expression: Expression) -> Double { expression.value { value(of: $0) } }

    /// How far a constraint is from holding (0 when it holds, within 1e-9).
    public func error(of constraint: Constraint) -> Double {
        let v = value(of: constraint.expression)
        switch constraint.relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    /// Another value the variable can take without breaking a required constraint and without
    /// making any priority level's error worse; nil when its value is unique. The move is
    /// capped at `probe` (see Solver+Ambiguity).
    public func alternativeValue(of variable: Variable, probe: Double = 10) -> Double? {
        guard let symbol = variableSymbols[variable] else { return probe }
        return alternativeValue(of: symbol, probe: probe)
    }

    // MARK: - Debugging

    /// The tableau as text: rows, definitions, objective, constraints, edit variables and the
    /// infeasible list, symbols sorted by creation order (the same text on every run).
    public func dump() -> String { TableauDump(self).text }

    /// Throws `SolverError.internalError` naming the first broken invariant of the tableau
    /// (see Solver+Invariants); returns when all hold. For tests and debugging: it reads the
    /// whole tableau.
    public func checkInvariants() throws {
        if let broken = firstBrokenInvariant() { throw SolverError.internalError("broken invariant: \(broken)") }
    }
}
