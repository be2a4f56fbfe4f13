/// A bound on the work of one public call, so that no input runs for minutes.
///
/// The simplex is polynomial on the systems a layout makes, but a tableau can still grow
/// dense (every pivot then rewrites rows of n cells in n rows). The solver counts the cells
/// its new rows and substitutions write, per public call (`add`, `add([…])`, `remove`, `suggestValue`), and
/// past the budget throws `SolverError.tooComplex`. The default is far above any layout:
/// a ring of 2,000 equal widths (the densest shape known) writes 3 to 10 million cells in its largest call, and a
/// billion cells take seconds.
extension Solver {
    /// The default budget of cell writes per public call.
    public static let defaultWorkBudget = 1_000_000_000

    /// Throws `tooComplex` once the current call has written more cells than its budget.
    @inline(__always)
    func checkWorkBudget() throws {
        if work > workBudget { throw SolverError.tooComplex(cellWrites: workBudget) }
    }
}
