/// Whether the solution is the only optimal one, read from the tableau.
extension Solver {
    /// True when the final tableau shows every variable to have one optimal value
    /// (UniqueValueTest): the values then do not depend on the order the constraints were
    /// added in, nor on the basis the simplex ended at. False can also mean a unique optimum
    /// the tableau does not show (a free symbol blocked by a degenerate row).
    public var hasUniqueOptimum: Bool { uniqueOptimumTest() != nil }

    /// The test that shows every variable settled, or nil when it does not. Until the solver
    /// changes, it answers `isSettled` from memory: a layout's ambiguity check can reuse it.
    public func uniqueOptimumTest() -> UniqueValueTest? {
        let test = uniqueValueTest()
        return variables.allSatisfy { test.isSettled($0) } ? test : nil
    }
}
