/// Which variables the final tableau alone shows to have one optimal value, without a probe.
///
/// On the optimal face only the parametric symbols that are free to move can change a value:
/// those with no objective weight (a weighted one would make some priority level's error worse)
/// that are not dummies (a dummy marks a required equality and stays at 0), and that no
/// restricted row pins. A row pins its restricted symbols of negative coefficient when it must
/// stay >= 0 from a constant <= 0 and nothing else in it can grow it (no free external, no free
/// restricted symbol of positive coefficient): a size held by a pair of inequalities, `w <= 40`
/// and `w >= 40`, is such a row, `s₁ = −s₂ + errors` (the probe pivots there, degenerate, to
/// find no move). A symbol is then settled when nothing free reaches it:
/// - parametric: it is not free itself;
/// - basic in the tableau: its row names no free symbol;
/// - defined (Solver+Definitions): every symbol its definition names is settled.
/// A settled variable is exactly one that `alternativeValue` would find no candidate for: its
/// expansion over parametric symbols names only symbols that are not free, and the probe moves
/// free ones only. The test says nothing about the others (a free symbol blocked by a degenerate
/// row, or two free symbols that cancel out): those still need the probe.
///
/// Each symbol is settled or not once, memoized, so testing every variable of a layout reads
/// each row and definition once (expanding each variable for its probe walked the chain of
/// definitions behind it: quadratic on a list of views). Make one after the last change to
/// the solver; it does not see later changes.
public final class UniqueValueTest {
    private let solver: Solver
    /// Per symbol number: 0 not known yet, 1 settled, 2 not known to be settled.
    private var verdicts: [UInt8]

    /// Per symbol number: whether a restricted row pins the (restricted, parametric) symbol at 0.
    private var pinned: [Bool]

    init(_ solver: Solver) {
        self.solver = solver
        verdicts = [UInt8](repeating: 0, count: solver.nextSymbolID)
        pinned = [Bool](repeating: false, count: solver.nextSymbolID)
        // One pass over the restricted rows (the probe's ratio test reads those only).
        let parameter = solver.parameter
        solver.rows.forEach { basic, row in
            guard !basic.isExternal else { return }
            if let parameter {
                // The constant's sign decides only for a row that nothing can grow and that
                // would pin something.
                let decides = !row.cells.contains { symbol, coefficient in
                    isMovable(symbol) && (symbol.isExternal || coefficient > 0)
                }
                if decides && row.cells.contains(where: { $0.1 < 0 && isMovable($0.0) }) {
                    parameter.keepSide(of: row.constant, rate: row.rate, negative: row.constant <= 0)
                }
            }
            guard row.constant <= 0 else { return }
            let canGrow = row.cells.contains { symbol, coefficient in
                isMovable(symbol) && (symbol.isExternal || coefficient > 0)
            }
            if canGrow { return }
            for (symbol, coefficient) in row.cells where coefficient < 0 && isMovable(symbol) {
                pinned[symbol.id] = true
            }
        }
    }

    /// True when the variable's value is the same in every optimal solution; false when the
    /// tableau does not show it (a probe then decides). A variable the solver never saw is
    /// not settled (the probe says it may take any value).
    public func isSettled(_ variable: Variable) -> Bool {
        guard let symbol = solver.variableSymbols[variable] else { return false }
        return isSettled(symbol)
    }

    func isSettled(_ symbol: Symbol) -> Bool {
        if let verdict = known(symbol) { return verdict }
        // Definitions name only symbols older than themselves, so the walk ends; an explicit
        // stack, as a chain of definitions is as deep as the list of views.
        var stack = [symbol]
        while let top = stack.last {
            if known(top) != nil {
                stack.removeLast()
                continue
            }
            let depth = stack.count
            var pending = false
            var settled = true
            solver.definitions.withRow(top) { definition in
                for (named, _) in definition.cells {
                    switch known(named) {
                    case nil:
                        pending = true
                        stack.append(named)
                    case false?: settled = false
                    case true?: break
                    }
                    if !settled { break }
                }
            }
            if settled && pending { continue }
            // Unsettled: what was pushed above `top` is no longer needed.
            stack.removeSubrange((depth - 1)...)
            record(top, settled: settled)
        }
        return known(symbol)!
    }

    /// The verdict when it needs no walk: the memo, a tableau row, or a parametric symbol.
    /// Nil for a definition not decided yet.
    private func known(_ symbol: Symbol) -> Bool? {
        if symbol.id >= verdicts.count { verdicts.extend(toInclude: symbol.id, with: 0) }
        switch verdicts[symbol.id] {
        case 1: return true
        case 2: return false
        default: break
        }
        if solver.definitions.contains(symbol) { return nil }
        let settled =
            solver.rows.withRow(symbol) { row in row.cells.allSatisfy { !isFree($0.0) } } ?? !isFree(symbol)
        record(symbol, settled: settled)
        return settled
    }

    private func record(_ symbol: Symbol, settled: Bool) {
        verdicts[symbol.id] = settled ? 1 : 2
    }

    /// Whether a parametric symbol may move on the optimal face.
    private func isFree(_ symbol: Symbol) -> Bool {
        isMovable(symbol) && !(symbol.id < pinned.count && pinned[symbol.id])
    }

    /// Whether a parametric symbol is a candidate of `alternativeValue`: not a dummy, no weight.
    private func isMovable(_ symbol: Symbol) -> Bool {
        !symbol.isDummy && !solver.objective.contains(symbol)
    }
}

extension Solver {
    /// A test of which variables the current solution fixes (see UniqueValueTest).
    public func uniqueValueTest() -> UniqueValueTest { UniqueValueTest(self) }
}
