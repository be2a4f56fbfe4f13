/// Definitions: rows of external symbols (the user's variables) kept apart from the
/// simplex tableau and never rewritten by pivots.
///
/// kiwi keeps every row in parametric form, substituting each pivot into it. A chain of
/// views then makes the rows of its positions dense (each position depends on every width
/// before it): pivots cost O(n) each and a chain O(n²). Yet the simplex never needs those
/// rows: an external symbol is unrestricted, so it never leaves the basis in a ratio test
/// and is never infeasible.
///
/// So when a constraint names an external symbol that nothing else names yet (a view's
/// position in a chain, a width fixed by its neighbours, most constraints of a layout), the
/// constraint becomes that symbol's *definition* as written: `x = c + Σ aᵢ·sᵢ`, where the
/// sᵢ may be basic themselves. Nothing is substituted then or later. The invariants:
/// - tableau rows (`rows`) and the objective name parametric symbols only (as in kiwi);
/// - definitions name any symbols, without cycles (a definition names only symbols that
///   existed before its own symbol was named by anything);
/// - every definition is a linear consequence of the constraints, so it stays true whatever
///   the basis: a symbol's value is its row's constant when basic in the tableau, its
///   definition evaluated when it has one, and 0 when parametric.
/// A new constraint that names defined symbols gets their parametric form by `expand`, which
/// walks the definitions once in topological order. Externals made basic any other way
/// (a constraint whose variables are all named already, a pivot) get tableau rows as in
/// kiwi: expanding them each time measured slower on forms, where
/// later constraints name earlier variables again and again.
extension Solver {
    /// Makes `row` the definition of the external symbol `basic`.
    func installDefinition(_ basic: Symbol, _ row: Row) {
        definitions[basic] = row
        definitionValues.noteDefined(basic)
        for (symbol, _) in row.cells {
            definitionColumns.note(symbol, in: basic)
            if definitions.contains(symbol) { row.namesDefinitions = true }
        }
    }

    /// An external symbol of a new constraint's row that nothing else names yet (no tableau
    /// row, no definition, not the objective): the constraint can define it as written,
    /// without expanding the other symbols, and nothing has to be substituted.
    ///
    /// When one variable stands alone on its side (`right = left + width`, `left₂ = left₁ +
    /// width₁ + 8`: its sign is the only one of its kind), that one: it is the variable the
    /// constraint places. A ring's `left₁ + width₁ == left₂` defined `width₁` by creation order
    /// (`left₂ − left₁`), so `width₁ >= 0` made every left a tableau row of prefix sums,
    /// rewritten by every later pivot. Otherwise the first created.
    func freshSubject(_ row: Row) -> Symbol? {
        var positive = 0, negative = 0, lonePositive = Symbol(raw: 0), loneNegative = Symbol(raw: 0)
        for (symbol, coefficient) in row.cells where symbol.isExternal {
            if coefficient > 0 { positive += 1; lonePositive = symbol } else { negative += 1; loneNegative = symbol }
        }
        if positive == 1, isFresh(lonePositive) { return lonePositive }
        if negative == 1, isFresh(loneNegative) { return loneNegative }
        var first = Least<Symbol, Symbol>()
        for (symbol, _) in row.cells where symbol.isExternal && !first.hasLess(than: symbol) && isFresh(symbol) {
            first.offer(symbol)
        }
        return first.value
    }

    /// Whether nothing names `symbol` yet: no tableau row, no definition, not the objective.
    func isFresh(_ symbol: Symbol) -> Bool {
        !definitions.contains(symbol) && !rows.contains(symbol) && columns.estimatedCount(of: symbol) == 0
            && definitionColumns.estimatedCount(of: symbol) == 0 && !objective.contains(symbol)
    }

    /// Rewrites `row` in parametric symbols only: tableau rows and definitions substituted,
    /// the definitions reached each visited once (a shared sub-definition is not expanded
    /// twice). In place, so that adding a constraint allocates no second row.
    func expand(_ row: Row) {
        var named = scratch.takeNamed()
        expand(row, settingAside: &named)
        scratch.returnNamed(named)
    }

    /// `expand`, with `named` the (empty) buffer where the cells to substitute are set aside.
    private func expand(_ row: Row, settingAside named: inout PlainBuffer<NamedCell>) {
        var nested = false
        for (symbol, coefficient) in row.cells {
            if let namesDefinitions = definitions.withRow(symbol, { $0.namesDefinitions }) {
                named.append(NamedCell(symbol: symbol, coefficient: coefficient))
                nested = nested || namesDefinitions
            } else if rows.contains(symbol) {
                named.append(NamedCell(symbol: symbol, coefficient: coefficient))
            }
        }
        if named.isEmpty { return }
        for i in 0..<named.count { row.remove(named[i].symbol) }
        func addParametric(_ symbol: Symbol, _ coefficient: Double) {
            if rows.withRow(symbol, { basic in row.insert(basic, coefficient) }) == nil {
                row.insert(symbol, coefficient)
            }
        }
        if !nested {
            // The definitions named name no definitions themselves (a width defined by its
            // minimum, say): one substitution each, no walk.
            for i in 0..<named.count {
                let (symbol, coefficient) = (named[i].symbol, named[i].coefficient)
                let substituted: Void? = definitions.withRow(symbol) { definition in
                    row.constant += coefficient * definition.constant
                    row.rate += coefficient * definition.rate
                    for (other, value) in definition.cells { addParametric(other, coefficient * value) }
                }
                if substituted == nil { addParametric(symbol, coefficient) }
            }
            return
        }
        // Each definition's coefficient gathers from the row and from the definitions that
        // name it; those were all installed after it, so taking the pending definitions
        // latest first substitutes each one once, complete (see PendingDefinitions).
        // The tableau rows named are gathered the same way and substituted once each, with
        // their net coefficient: definitions that share basic symbols (the positions of a
        // chain are prefix sums of the same slacks) otherwise substituted a dense row once
        // per definition naming it, mostly to cancel it out.
        scratch.begin(symbolCount: nextSymbolID)
        scratch.pending.removeAll()
        let initialCount = named.count
        func add(_ symbol: Symbol, _ coefficient: Double) {
            let isDefined = definitions.contains(symbol)
            guard isDefined || rows.contains(symbol) else { return row.insert(symbol, coefficient) }
            if scratch.isMarked(symbol) {
                scratch.coefficients[symbol.id] += coefficient
                return
            }
            scratch.mark(symbol)
            scratch.coefficients[symbol.id] = coefficient
            if isDefined {
                scratch.pending.insert(symbol, position: definitionValues.position(of: symbol))
            } else {
                named.append(NamedCell(symbol: symbol, coefficient: 0))
            }
        }
        for i in 0..<initialCount { add(named[i].symbol, named[i].coefficient) }
        while let symbol = scratch.pending.popLatest() {
            let coefficient = scratch.coefficients[symbol.id]
            guard abs(coefficient) >= Row.epsilon else { continue }
            definitions.withRow(symbol) { definition in
                row.constant += coefficient * definition.constant
                row.rate += coefficient * definition.rate
                for (other, value) in definition.cells { add(other, coefficient * value) }
            }
        }
        for i in initialCount..<named.count {
            let symbol = named[i].symbol, coefficient = scratch.coefficients[symbol.id]
            guard abs(coefficient) >= Row.epsilon else { continue }
            rows.withRow(symbol) { basic in row.insert(basic, coefficient) }
        }
    }

    /// A new row holding `symbol` in parametric symbols (its own storage, never the solver's).
    func parametricRow(of symbol: Symbol) -> Row {
        let row = Row.make()
        row.insert(symbol)
        expand(row)
        return row
    }

    /// The current value of a symbol.
    func value(of symbol: Symbol) -> Double {
        if let constant = rows.constant(of: symbol) { return constant }
        guard definitions.contains(symbol) else { return 0 }
        if !definitionValues.isCurrent { evaluateDefinitions() }
        return definitionValues[symbol]
    }

    /// `value(of:)` once the definitions are evaluated (`definitionValues.isCurrent`); 0 for
    /// `Symbol(raw: 0)`, which no symbol is.
    /// Definitions first: most variables of a layout are defined, and a defined symbol is
    /// never basic in the tableau (rows name no defined symbol, so none enters).
    @inline(__always)
    func evaluatedValue(of symbol: Symbol) -> Double {
        if definitions.contains(symbol) { return definitionValues[symbol] }
        return rows.constant(of: symbol) ?? 0
    }

    /// Computes every definition's value, in installation order (see DefinitionValues).
    func evaluateDefinitions() {
        if !definitionValues.programIsCurrent {
            definitionValues.rebuildProgram(symbolCount: nextSymbolID, from: definitions) {
                $0.isDummy && !rows.contains($0)
            }
        }
        definitionValues.evaluate(basicValue: { rows.constant(of: $0) ?? 0 })
    }

    /// Forgets the computed values (after any change to the tableau or the definitions).
    func invalidateValues() {
        definitionValues.isCurrent = false
    }

    /// Replaces `symbol` by `row` in every definition that names it (before `symbol`'s own
    /// row is dropped, so that the definitions keep their values).
    func substituteIntoDefinitions(_ symbol: Symbol, _ row: Row) {
        for basic in definitionColumns.basics(containing: symbol, in: definitions) {
            definitions[basic]!.substitute(symbol, row)
            definitionValues.noteCellsChanged()
            for (other, _) in row.cells { definitionColumns.note(other, in: basic) }
        }
    }

    /// Rewrites every definition for `symbol` → `symbol + shift` (a constraint's constant
    /// changed: see `suggestValue`).
    func shiftDefinitions(containing symbol: Symbol, by shift: Double) {
        shiftConstants(of: definitions, listedIn: &definitionColumns, containing: symbol, by: shift)
    }
}
