/// A constraint as a row of the tableau, and the symbol a new row is solved for.
extension Solver {
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
        if let parameter { row.rate = parameter.rate(of: constraint) }
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
        var least = Least<(count: Int, symbol: Symbol), Symbol>()
        for (symbol, _) in row.cells where symbol.isExternal {
            least.offer(symbol, key: (columns.estimatedCount(of: symbol), symbol), by: <)
        }
        return least.value
    }

    func allDummies(_ row: Row) -> Bool { row.cells.allSatisfy { $0.symbol.isDummy } }
}
