/// Whether the solution is the only optimal one, read from the tableau.
extension Solver {
    /// True when the final tableau shows every variable to have one optimal value
    /// (UniqueValueTest): the values then do not depend on the order the constraints were
    /// added in, nor on the basis the simplex ended at. False can also mean a unique optimum
    /// the tableau does not show (a free symbol blocked by a degenerate row).
    public var hasUniqueOptimum: Bool {
        let test = uniqueValueTest()
        return variables.allSatisfy { test.isSettled($0) }
    }
}
