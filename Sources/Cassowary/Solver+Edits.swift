/// Moving an edit variable: the edit constraint's constant changes, and the dual simplex
/// restores feasibility (kiwi's `suggestValue`).
extension Solver {
    /// Moves the edit constraint of `info` to `value` and re-solves.
    func move(_ info: EditInfo, to value: Double) throws {
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
    }

    /// Adds `coefficient × shift` to the constant of every row of `table` that names `symbol`
    /// (a constraint's constant moved), each row once, and tells `shifted` about it. The
    /// index's list may repeat an entry: each dual pivot of a resize notes the marker again in
    /// the rows it installs, and left alone the list grew by thousands of repeats over a few
    /// hundred sizes, and this walk with it. So a list found mostly repeats is rewritten.
    func shiftConstants(
        of table: borrowing RowTable, listedIn index: inout ColumnIndex, containing symbol: Symbol,
        by shift: Double, _ shifted: (Symbol, Row) -> Void = { _, _ in }
    ) {
        scratch.begin(symbolCount: nextSymbolID)
        var entry = index.first(symbol)
        var rowsFound = 0
        while entry >= 0 {
            let (basic, next) = index.entry(entry)
            entry = next
            if scratch.isMarked(basic) { continue }
            // Without retaining the row: a retain and a release per row were a tenth of a resize.
            let found = table.withRow(basic) { row in
                guard let coefficient = row.cell(symbol) else { return false }
                row.constant += coefficient * shift
                shifted(basic, row)
                return true
            }
            if found == true {
                scratch.mark(basic)
                rowsFound += 1
            }
        }
        if index.estimatedCount(of: symbol) > 2 * rowsFound + 8 { _ = index.basics(containing: symbol, in: table) }
    }
}
