/// Reading a tracked parameter (ParameterTracking): the rates of the solution, and the
/// choices of the ratio test narrowed to the offsets where they stay.
extension Solver {
    /// How fast the variable's value moves per unit of the tracked parameter, while the range
    /// of `parameter` holds: its row in parametric symbols, whose constant is the value and
    /// whose rate is the value's derivative (the parametric symbols stay at 0). 0 for a variable
    /// the solver never saw, or without tracking.
    public func parameterRate(of variable: Variable) -> Double {
        guard parameter != nil, let symbol = variableSymbols[variable] else { return 0 }
        return parametricRow(of: symbol).rate
    }

    /// Narrows `parameter` to the offsets where the ratio test for `entering` still picks
    /// `leaving`: every other candidate's ratio stays at or above its (ties break as they did).
    func keepRatioTest(_ entering: Symbol, leaving: Symbol, in parameter: ParameterTracking) {
        var keys: [(value: Double, rate: Double)] = []
        var winner = -1
        var seen = Set<Symbol>()
        var index = columns.first(entering)
        while index >= 0 {
            let (symbol, next) = columns.entry(index)
            index = next
            guard !symbol.isExternal, seen.insert(symbol).inserted, let row = rows[symbol],
                let coefficient = row.cell(entering), coefficient < 0
            else { continue }
            if symbol == leaving { winner = keys.count }
            // The same division as the test's, so that the winner's key is the least at 0.
            keys.append((-row.constant / coefficient, -row.rate / coefficient))
        }
        guard winner >= 0 else { return parameter.collapse() }
        parameter.keepLeast(keys, winner: winner)
    }
}
