/// `Solver.dump()`: the tableau as text, for debugging (after kiwi's `DebugHelper::dump`).
///
/// Symbols print as their kind's letter and creation number: `x` external (a variable),
/// `s` slack, `e` error, `d` dummy. Cells are sorted by creation order and tables by basic
/// symbol, so the text is the same on every run.
struct TableauDump {
    private(set) var text = ""

    init(_ solver: Solver) {
        // The objective's weights are by symbol number: the kind comes from the other tables.
        var symbols: [Int: Symbol] = [:]
        func know(_ symbol: Symbol) { symbols[symbol.id] = symbol }

        line("variables:")
        for variable in solver.variables {
            guard let symbol = solver.variableSymbols[variable] else { continue }
            know(symbol)
            line("  \(Self.name(symbol)) \(variable)")
        }
        line("constraints:")
        for constraint in solver.constraintOrder {
            guard let tag = solver.constraints[constraint] else { continue }
            know(tag.marker)
            tag.other.map(know)
            let other = tag.other.map { ", \(Self.name($0))" } ?? ""
            line("  \(constraint)  [\(Self.name(tag.marker))\(other)]")
        }
        line("rows:")
        solver.rows.forEach { basic, row in
            know(basic)
            for (symbol, _) in row.cells { know(symbol) }
            line("  \(Self.name(basic)) = \(Self.text(of: row))")
        }
        line("definitions (in installation order):")
        solver.definitionValues.order.forEach { defined in
            guard let row = solver.definitions[defined] else { return line("  \(Self.name(defined)): missing") }
            for (symbol, _) in row.cells { know(symbol) }
            line("  \(Self.name(defined)) = \(Self.text(of: row))")
        }
        var objective = "objective: \(solver.objective.constant)"
        solver.objective.forEachCell { id, weight in
            objective += " + (\(weight)) " + (symbols[id].map(Self.name) ?? "?\(id)")
        }
        line(objective)
        line("edit variables:")
        for info in solver.edits.sorted(by: { $0.tag.marker < $1.tag.marker }) {
            line(
                "  \(info.variable) = \(formatNumber(info.constant)) [\(Self.name(info.tag.marker))\(info.tag.other.map { ", \(Self.name($0))" } ?? "")]"
            )
        }
        var infeasible: [Symbol] = []
        solver.infeasibleRows.forEach { infeasible.append($0) }
        line(
            "infeasible: " + (infeasible.isEmpty ? "none" : infeasible.sorted().map(Self.name).joined(separator: ", ")))
    }

    private mutating func line(_ string: String) { text += string + "\n" }

    static func name(_ symbol: Symbol) -> String {
        let letter: String
        switch symbol.kind {
        case .external: letter = "x"
        case .slack: letter = "s"
        case .error: letter = "e"
        case .dummy: letter = "d"
        }
        return "\(letter)\(symbol.id)"
    }

    /// `constant + c·symbol …`, cells by creation order.
    static func text(of row: Row) -> String {
        var text = formatNumber(row.constant)
        for (symbol, coefficient) in row.cells.sorted(by: { $0.symbol < $1.symbol }) {
            let magnitude = abs(coefficient) == 1 ? "" : formatNumber(abs(coefficient)) + "*"
            text += (coefficient < 0 ? " - " : " + ") + magnitude + name(symbol)
        }
        return text
    }
}
