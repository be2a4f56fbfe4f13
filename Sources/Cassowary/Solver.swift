/// An incremental Cassowary solver (Badros, Borning & Stuckey 2001), after nucleic/kiwi,
/// with Auto Layout's priority semantics: required constraints (priority 1000) hold exactly;
/// optional ones are minimized level by level, highest priority first (see `Weight`).
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
        let tag: Tag
        let constraint: Constraint
        var constant: Double

        init(tag: Tag, constraint: Constraint, constant: Double) {
            self.tag = tag
            self.constraint = constraint
            self.constant = constant
        }
    }

    // Every stored property skips the runtime exclusivity checks (see Row): they were a
    // twentieth of a solve, and the solver never holds two accesses to one property at once.
    /// The tag of each constraint in the solver (kept alive by `constraintOrder`).
    @exclusivity(unchecked) var constraints = IdentityTable<Tag>(filler: Tag(marker: Symbol(raw: 0)))
    /// Constraints in the order they were added (for conflict explanation).
    @exclusivity(unchecked) var constraintOrder: [Constraint] = []
    /// The simplex tableau: one row per basic symbol, in parametric symbols.
    @exclusivity(unchecked) var rows = RowTable()
    /// The rows of the external symbols that constraints defined as they came, never
    /// rewritten by pivots (see Solver+Definitions).
    @exclusivity(unchecked) var definitions = RowTable()
    /// For each symbol, the definitions that may name it (lazy, like `columns`).
    @exclusivity(unchecked) var definitionColumns = ColumnIndex()
    /// Values of defined symbols, computed on the first read after a change.
    @exclusivity(unchecked) var definitionValues = DefinitionValues()
    /// Working memory of the definitions' walks.
    @exclusivity(unchecked) var scratch = Scratch()
    /// The column index: for each parametric symbol, the basic symbols whose rows contain it.
    /// Substitutions and ratio tests then touch only the rows concerned (kiwi scans them all).
    @exclusivity(unchecked) var columns = ColumnIndex()
    /// The symbol of each variable the solver has seen (kept alive by `variables`).
    @exclusivity(unchecked) var variableSymbols = IdentityTable<Symbol>(filler: Symbol(raw: 0))
    @exclusivity(unchecked) var variables: [Variable] = []
    @exclusivity(unchecked) var edits: [Variable: EditInfo] = [:]
    @exclusivity(unchecked) var infeasibleRows = PlainBuffer<Symbol>()
    @exclusivity(unchecked) var objective = ObjectiveRow()
    /// Phase-one objective while a constraint is added with an artificial variable.
    @exclusivity(unchecked) var artificial: Row?
    @exclusivity(unchecked) var nextSymbolID = 1
    /// While a batch adds its optional constraints: a new row that holds exactly at the
    /// current solution is solved for its own error or slack and not optimized (see Solver+Batch).
    @exclusivity(unchecked) var deferringExactRows = false
    /// Whether the last insertion was such a row.
    @exclusivity(unchecked) var insertedExactRow = false
    /// Row updates since the current public call began (see Solver+Budget).
    @exclusivity(unchecked) var work = 0
    /// The most row updates a public call may make (see Solver+Budget).
    public var workBudget = Solver.defaultWorkBudget
    /// The entering candidates of `optimize`, kept between calls for their storage.
    @exclusivity(unchecked) var candidates = PlainBuffer<Symbol>()

    public init() {}

    // MARK: - Public interface

    /// Adds a constraint and re-optimizes. Throws `unsatisfiable` (with the minimal conflicting
    /// set) when a required constraint cannot hold; the solver is then unchanged.
    public func add(_ constraint: Constraint) throws {
        work = 0
        try addWithoutOptimizing(constraint)
        try checkWorkBudget()
        try optimize()
        compactIndexesIfNeeded()
    }

    /// Sizes the solver's tables for `constraintCount` more constraints, at once: growing
    /// them one doubling at a time made dozens of large allocations per layout (the identity
    /// tables were rehashed five times on a chain of 100), and each one made the allocator
    /// sort out its freed small blocks (a twentieth of a chain's time). A constraint makes at
    /// most two symbols, and a layout's brings about one new variable.
    func reserve(constraintCount: Int) {
        constraints.reserve(constraints.count + constraintCount)
        variableSymbols.reserve(variableSymbols.count + constraintCount)
        let symbolCount = nextSymbolID + 3 * constraintCount
        rows.reserve(symbolCount: symbolCount)
        definitions.reserve(symbolCount: symbolCount)
        columns.reserve(symbolCount: symbolCount, entryCount: 4 * constraintCount)
        definitionColumns.reserve(symbolCount: symbolCount, entryCount: 3 * constraintCount)
        objective.reserve(symbolCount: symbolCount)
        scratch.reserve(symbolCount: symbolCount)
        constraintOrder.reserveCapacity(constraintOrder.count + constraintCount)
        variables.reserveCapacity(variables.count + constraintCount)
    }

    /// The column indexes keep dropped entries until they outnumber the live ones.
    func compactIndexesIfNeeded() {
        if columns.needsCompaction { columns.compact(from: rows) }
        if definitionColumns.needsCompaction { definitionColumns.compact(from: definitions) }
    }

    /// Puts a validated constraint into the tableau, without optimizing. Returns false, with
    /// the tableau unchanged, when it is a required constraint that cannot hold.
    func insert(_ constraint: Constraint) throws -> Bool {
        invalidateValues()
        var tag = Tag(marker: Symbol(id: 0, kind: .dummy))
        let row = createRow(constraint, &tag)
        work += row.cells.count
        if let subject = freshSubject(row) {
            // The common case of a layout: the constraint defines a variable nothing names yet.
            row.solve(for: subject)
            installDefinition(subject, row)
            constraints.set(constraint, tag)
            constraintOrder.append(constraint)
            return true
        }
        expand(row)
        if row.constant < 0 { row.negate() }
        var subject = externalSubject(row)
        if subject == nil, deferringExactRows, !constraint.isRequired, let own = exactRowSubject(row, tag) {
            subject = own
            insertedExactRow = true
        }
        if subject == nil { subject = chooseSubject(row, tag) }

        if subject == nil && allDummies(row) {
            guard abs(row.constant) < Row.epsilon else { return false }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            install(subject, row)
        } else {
            guard try addWithArtificialVariable(row) else {
                try forgetFailedRow(tag)
                return false
            }
        }
        constraints.set(constraint, tag)
        constraintOrder.append(constraint)
        return true
    }

    /// Adds many constraints, required ones first: the tableau then grows feasible and the
    /// optional ones only adjust it, which is much faster than the natural order. Each one is
    /// optimized as it comes, as kiwi does: one optimization at the end pivots through the
    /// accumulated objective and measured 2 to 4 times slower (grid 30 x 30: 0.42 s against
    /// 0.11 s). Stops at the first error, which it rethrows (the constraints added before it stay).
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

    func addWithoutOptimizing(_ constraint: Constraint) throws {
        guard constraints[constraint] == nil else { throw SolverError.duplicateConstraint(constraint) }
        try validate(constraint)
        guard try insert(constraint) else { throw unsatisfiable(constraint) }
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

    /// Drops the row that holds a constraint's marker, pivoting the marker into the basis
    /// first when it is parametric (kiwi's removal).
    func removeMarkerRow(_ marker: Symbol) throws {
        if rows[marker] != nil {
            substituteIntoDefinitions(marker, uninstall(marker))
            return
        }
        if let leaving = markerLeavingSymbol(marker) {
            let row = uninstall(leaving)
            row.solve(for: leaving, marker)
            substitute(marker, row)
            substituteIntoDefinitions(marker, row)
            return
        }
        if !columns.basics(containing: marker, in: rows).isEmpty { throw SolverError.internalError("failed to find the leaving row") }
        // Only definitions name the marker. The first whose parametric form depends on it
        // (a definition may name it and still not depend on it, through another definition)
        // gives the marker's row; its variable becomes parametric. The marker's row then
        // replaces the marker in the other definitions and is dropped.
        for defined in definitionColumns.basics(containing: marker, in: definitions) {
            let row = parametricRow(of: defined)
            guard row.cell(marker) != nil else { continue }
            definitions.removeValue(forKey: defined)
            definitionValues.noteUndefined(defined)
            row.solve(for: defined, marker)
            objective.substitute(marker, row)
            substituteIntoDefinitions(marker, row)
            return
        }
    }

    /// After phase one failed, the artificial row is basic and positive. Dropping it leaves
    /// the new constraint's marker unconstrained; removing the marker as a constraint removal
    /// does gives back a tableau equivalent to the one before the add.
    func forgetFailedRow(_ tag: Tag) throws {
        try removeMarkerRow(tag.marker)
        try optimize()
    }

    public func contains(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// All constraints in the solver, in the order they were added.
    public var allConstraints: [Constraint] { constraintOrder }

    /// Makes `variable` an edit variable: `suggestValue` then moves it cheaply (dual simplex).
    /// The priority must be optional; it should sit above every priority it should win over.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws {
        guard edits[variable] == nil else { throw SolverError.duplicateEditVariable(variable) }
        guard priority > 0, priority < .required else { throw SolverError.invalidPriority(priority) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority, tag: "edit \(variable)")
        try add(constraint)
        edits[variable] = EditInfo(tag: constraints[constraint]!, constraint: constraint, constant: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws {
        guard let info = edits.removeValue(forKey: variable) else { throw SolverError.unknownEditVariable(variable) }
        try remove(info.constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Asks the edit variable to take `value`, and re-solves incrementally.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        guard let info = edits[variable] else { throw SolverError.unknownEditVariable(variable) }
        guard value.isFinite else { throw SolverError.badEditValue(variable, value) }
        work = 0
        let delta = value - info.constant
        info.constant = value
        defer { infeasibleRows.removeAll() }

        invalidateValues()

        // The edit constraint is `variable - value = errorPlus - errorMinus`: moving the value
        // by delta is replacing errorPlus by errorPlus + delta (or errorMinus by errorMinus -
        // delta) in every equation, the rows and the definitions that name it.
        if let row = rows[info.tag.marker] {
            row.constant -= delta
            if row.constant < 0 { infeasibleRows.append(info.tag.marker) }
            shiftDefinitions(containing: info.tag.marker, by: delta)
        } else if let other = info.tag.other, let row = rows[other] {
            row.constant += delta
            if row.constant < 0 { infeasibleRows.append(other) }
            shiftDefinitions(containing: other, by: -delta)
        } else {
            shiftConstants(of: rows, listedIn: &columns, containing: info.tag.marker, by: delta) { symbol, row in
                if row.constant < 0 && !symbol.isExternal { infeasibleRows.append(symbol) }
            }
            shiftDefinitions(containing: info.tag.marker, by: delta)
        }
        try dualOptimize()
        compactIndexesIfNeeded()
    }

    /// Adds `coefficient × shift` to the constant of every row of `table` that names `symbol`
    /// (a constraint's constant moved), each row once, and tells `shifted` about it. The
    /// index's list may repeat an entry: each dual pivot of a resize notes the marker again in
    /// the rows it installs, and left alone the list grew by thousands of repeats over a few
    /// hundred sizes, and this walk with it (a tenth of a re-solve). So a list found mostly
    /// repeats is rewritten.
    func shiftConstants(of table: borrowing RowTable, listedIn index: inout ColumnIndex, containing symbol: Symbol,
                        by shift: Double, _ shifted: (Symbol, Row) -> Void = { _, _ in }) {
        scratch.begin(symbolCount: nextSymbolID)
        var entry = index.first(symbol)
        var rowsFound = 0
        while entry >= 0 {
            let (basic, next) = index.entry(entry)
            entry = next
            guard !scratch.isMarked(basic), let row = table[basic], let coefficient = row.cell(symbol) else { continue }
            scratch.mark(basic)
            rowsFound += 1
            row.constant += coefficient * shift
            shifted(basic, row)
        }
        if index.estimatedCount(of: symbol) > 2 * rowsFound + 8 { _ = index.basics(containing: symbol, in: table) }
    }

    /// The variable's value in the current solution (0 for a variable the solver never saw).
    public func value(of variable: Variable) -> Double {
        guard let symbol = variableSymbols[variable] else { return 0 }
        return value(of: symbol)
    }

    /// The values of `variables`, in order: a whole solution in one call, as kiwi's
    /// `updateVariables` (one call per variable retains and releases each one on the way).
    public func values(of variables: [Variable]) -> [Double] {
        [Double](unsafeUninitializedCapacity: variables.count) { buffer, initialized in
            for index in variables.indices {
                // By identity: a reference held across the call below was a retain and a
                // release per variable, a fifth of reading a solution.
                let symbol = variableSymbols[ObjectIdentifier(variables[index])]
                buffer.initializeElement(at: index, to: symbol.map { value(of: $0) } ?? 0)
            }
            initialized = variables.count
        }
    }

    /// The value of an expression in the current solution.
    public func value(of expression: Expression) -> Double { expression.value { value(of: $0) } }

    /// How far an optional constraint is from holding (0 when it holds, within 1e-9).
    public func error(of constraint: Constraint) -> Double {
        let v = value(of: constraint.expression)
        switch constraint.relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    // MARK: - Building rows

    func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbolID += 1 }
        return Symbol(id: nextSymbolID, kind: kind)
    }

    func validate(_ constraint: Constraint) throws {
        guard constraint.expression.isFinite, constraint.priority.isFinite else {
            throw SolverError.nonFinite(constraint)
        }
        guard constraint.priority > 0, constraint.priority <= .required else {
            throw SolverError.invalidPriority(constraint.priority)
        }
    }

    func symbol(for variable: Variable) -> Symbol {
        if let symbol = variableSymbols[variable] { return symbol }
        let symbol = newSymbol(.external)
        variableSymbols.set(variable, symbol)
        variables.append(variable)
        return symbol
    }

    /// The constraint as a row of its variables' symbols (basic or not: `expand` gives the
    /// parametric form) with its slack, error or dummy symbols; error symbols enter the
    /// objective at the constraint's level.
    func createRow(_ constraint: Constraint, _ tag: inout Tag) -> Row {
        let expression = constraint.expression
        let row = Row.make(constant: expression.constant)
        for term in expression.terms where abs(term.coefficient) >= Row.epsilon {
            row.insert(symbol(for: term.variable), term.coefficient)
        }
        let weight = Weight(level: constraint.priority)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.insert(slack, coefficient)
            if !constraint.isRequired {
                let error = newSymbol(.error)
                tag.other = error
                row.insert(error, -coefficient)
                objective.insert(error, weight)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight)
                objective.insert(minus, weight)
            }
        }
        return row
    }

    /// The symbol to make basic for a new row: an external one, else a new slack or error
    /// symbol with a negative coefficient (so the row stays feasible), else none.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = externalSubject(row) { return external }
        if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Among the row's external symbols, the one in the fewest rows (Markowitz's rule): fewer
    /// rows to substitute into now, sparser rows later. Ties break by creation order.
    func externalSubject(_ row: Row) -> Symbol? {
        var best: (count: Int, symbol: Symbol)?
        for (symbol, _) in row.cells where symbol.isExternal {
            let count = columns.estimatedCount(of: symbol)
            if best == nil || count < best!.count || (count == best!.count && symbol < best!.symbol) {
                best = (count, symbol)
            }
        }
        return best?.symbol
    }

    func allDummies(_ row: Row) -> Bool { row.cells.allSatisfy { $0.symbol.isDummy } }

    /// Phase one: adds the row with an artificial variable and minimizes it. Returns false
    /// when the artificial variable cannot reach zero (the constraint cannot hold).
    func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = newSymbol(.slack)
        install(art, row)
        artificial = row.copy()
        try optimize(artificialPhase: true)
        let success = abs(artificial!.constant) < Row.epsilon
        artificial = nil

        if rows[art] != nil {
            let artRow = uninstall(art)
            substituteIntoDefinitions(art, artRow)
            if !success { return false }
            if artRow.cells.isEmpty { return true }
            guard let entering = artRow.cells.symbols.filter(\.isPivotable).min() else { return false }
            artRow.solve(for: art, entering)
            substitute(entering, artRow)
            install(entering, artRow)
        }
        for basic in columns.take(art) { rows[basic]?.remove(art) }
        for basic in definitionColumns.take(art) { definitions[basic]?.remove(art) }
        definitionValues.noteCellsChanged()
        objective.remove(art)
        return success
    }

    // MARK: - Pivoting

    /// Makes `row` the row of `basic`, indexing its cells.
    func install(_ basic: Symbol, _ row: Row) {
        rows[basic] = row
        for (symbol, _) in row.cells { columns.note(symbol, in: basic) }
    }

    /// Takes the row of `basic` out of the tableau and the index.
    @discardableResult
    func uninstall(_ basic: Symbol) -> Row {
        // The column index forgets the row lazily.
        return rows.removeValue(forKey: basic)!
    }

    /// Replaces `symbol` by `row` in every row and in the objectives.
    func substitute(_ symbol: Symbol, _ row: Row) {
        var index = columns.takeFirst(symbol)
        while index >= 0 {
            let (basic, next) = columns.entry(index)
            index = next
            // Stale and repeated entries find no cell and are skipped.
            guard let target = rows[basic], let coefficient = target.remove(symbol) else { continue }
            work += row.cells.count
            target.insert(row, coefficient) { columns.note($0, in: basic) }
            if !basic.isExternal && target.constant < 0 { infeasibleRows.append(basic) }
        }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    func pivot(entering: Symbol, leaving: Symbol) {
        let row = uninstall(leaving)
        row.solve(for: leaving, entering)
        substitute(entering, row)
        install(entering, row)
    }

    /// Primal simplex on the objective (or on the phase-one artificial row).
    func optimize(artificialPhase: Bool = false) throws {
        // Only symbols whose weight changed can have turned negative (see ObjectiveRow.touched).
        candidates.removeAll()
        while true {
            var entering: Symbol?
            if artificialPhase {
                for (symbol, value) in artificial!.cells where !symbol.isDummy && value < 0 {
                    if entering == nil || symbol < entering! { entering = symbol }
                }
            } else {
                if objective.touched.isEmpty && candidates.isEmpty { return }
                candidates.append(contentsOf: objective.touched)
                objective.touched.removeAll()
                candidates.removeAll { $0.isDummy || !objective.coefficient(for: $0).isNegative }
                entering = candidates.min()
            }
            guard let entering else { return }
            guard let leaving = leavingSymbol(for: entering) else {
                throw SolverError.internalError("the objective is unbounded")
            }
            pivot(entering: entering, leaving: leaving)
            try checkWorkBudget()
        }
    }

    /// The ratio test: the restricted basic symbol that first reaches zero as `entering` grows.
    func leavingSymbol(for entering: Symbol) -> Symbol? {
        var best: (ratio: Double, size: Int, symbol: Symbol)?
        // The column's list as it is: stale entries find no cell, repeated ones tie.
        var index = columns.first(entering)
        while index >= 0 {
            let (symbol, next) = columns.entry(index)
            index = next
            guard !symbol.isExternal, let row = rows[symbol], let coefficient = row.cell(entering), coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient, size = row.cells.count
            if best == nil || ratio < best!.ratio
                || (ratio == best!.ratio && (size < best!.size || (size == best!.size && symbol < best!.symbol))) {
                best = (ratio, size, symbol)
            }
        }
        return best?.symbol
    }

    /// Dual simplex: restores feasibility after edit values moved, keeping optimality.
    func dualOptimize() throws {
        while !infeasibleRows.isEmpty {
            // Smallest symbol first, so that the pivots do not depend on hashing order.
            let leaving = infeasibleRows.min()!
            infeasibleRows.removeAll { $0 == leaving }
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var best: (ratio: Weight, symbol: Symbol)?
            for (symbol, coefficient) in row.cells where coefficient > 0 && !symbol.isDummy {
                let ratio = objective.coefficient(for: symbol).scaled(by: 1 / coefficient)
                if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol < best!.symbol) {
                    best = (ratio, symbol)
                }
            }
            guard let entering = best?.symbol else { throw SolverError.internalError("dual optimize failed") }
            pivot(entering: entering, leaving: leaving)
            try checkWorkBudget()
        }
    }

    /// Takes an optional constraint's error symbols out of the objective.
    func removeConstraintEffects(_ constraint: Constraint, _ tag: Tag) {
        let weight = Weight(level: constraint.priority)
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[symbol] { objective.insert(row, weight.scaled(by: -1)) }
            else { objective.insert(symbol, weight, times: -1) }
        }
    }

    /// The row to pivot a parametric marker into, so that its constraint's row can be dropped.
    func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var first: (Double, Symbol)?, second: (Double, Symbol)?, third: Symbol?
        var dummy: Symbol?
        for symbol in columns.basics(containing: marker, in: rows) {
            let row = rows[symbol]!
            let c = row.coefficient(for: marker)
            if symbol.isDummy && abs(row.constant) < Row.epsilon {
                // A duplicate of the constraint being removed holds through this row of dummies:
                // pivoting here hands the constraint over to the duplicate (kiwi's choice below
                // could drop it, leaving the duplicate's dummy basic and its equality unenforced).
                if dummy == nil || symbol < dummy! { dummy = symbol }
            } else if symbol.isExternal {
                if third == nil || symbol < third! { third = symbol }
            } else if c < 0 {
                let r = -row.constant / c
                if first == nil || r < first!.0 || (r == first!.0 && symbol < first!.1) { first = (r, symbol) }
            } else {
                let r = row.constant / c
                if second == nil || r < second!.0 || (r == second!.0 && symbol < second!.1) { second = (r, symbol) }
            }
        }
        return dummy ?? first?.1 ?? second?.1 ?? third
    }
}

