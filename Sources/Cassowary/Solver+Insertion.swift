/// Putting a constraint into the tableau (kiwi's `addConstraint` without the optimization).
extension Solver {
    /// Sizes the solver's tables for `constraintCount` more constraints, at once: growing
    /// them one doubling at a time made dozens of large allocations per layout, and each one
    /// made the allocator sort out its freed small blocks (docs/solver.md). A constraint makes
    /// at most two symbols, and a layout's brings about one new variable.
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

    func addWithoutOptimizing(_ constraint: Constraint) throws {
        guard constraints[constraint] == nil else { throw SolverError.duplicateConstraint(constraint) }
        try validate(constraint)
        guard try insert(constraint) else { throw unsatisfiable(constraint) }
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
        let (constant, rate) = (row.constant, row.rate)
        if row.constant < 0 { row.negate() }
        var subject = externalSubject(row)
        if subject == nil, deferringExactRows, !constraint.isRequired, let own = exactRowSubject(row, tag) {
            subject = own
            insertedExactRow = true
        }
        if subject == nil {
            subject = chooseSubject(row, tag)
            // Which way round the row was written decides only here, and for phase one (a row
            // solved for a symbol is the same either way round).
            if subject != nil || !allDummies(row) {
                parameter?.keepSide(of: constant, rate: rate, negative: constant < 0)
            }
        }

        if subject == nil && allDummies(row) {
            parameter?.keepNearZeroTest(row.constant, rate: row.rate)
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

    /// Phase one: adds the row with an artificial variable and minimizes it. Returns false
    /// when the artificial variable cannot reach zero (the constraint cannot hold).
    func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = newSymbol(.slack)
        install(art, row)
        artificial = row.copy()
        try optimize(artificialPhase: true)
        parameter?.keepNearZeroTest(artificial!.constant, rate: artificial!.rate)
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
}
