import Cassowary
import SceneModel

/// Ambiguity, as Interface Builder reports it: each frame component of a view, and a scroll
/// view's content size ("Scrollable Content Size Ambiguity"), probed for a second value the
/// solution allows.
///
/// Most components are settled, and the final tableau shows it (Cassowary's UniqueValueTest):
/// those are not probed. Probing them all cost four small simplex runs per view, each expanding
/// the component over the chain of definitions behind it: 14 s of a 3,000-view `check`. The
/// probe runs where the tableau is inconclusive, so the views, axes and values found are the
/// same (the other value is the probe's).
struct AmbiguityProbe {
    /// Cells the probes of one layout may rewrite in all (`Solver.probeWork`). Each probe is
    /// bounded, but a layout asks four per view, and where the optimal face is degenerate and the
    /// rows dense (a ring of equal optional widths that cannot all hold) each costs O(n²): 200
    /// views took three minutes. Past the budget the remaining views are not probed, and the
    /// layout says so (`SolvedLayout.unprobedViews`). No Sample reaches it (their goldens are unchanged).
    static let workBudget = 20_000_000

    let solver: Solver
    /// Nil when every component is probed (`LayoutSolver.readsAmbiguityFromTableau`).
    let settled: UniqueValueTest?
    /// The solver's probe work before this layout's probes (a session's solver lays out many).
    let startingWork: Int

    /// `known`: a test already made of this solver since its last change (`ConflictRecovery`'s).
    init(solver: Solver, readsTableau: Bool, known: UniqueValueTest? = nil) {
        self.solver = solver
        settled = readsTableau ? known ?? solver.uniqueValueTest() : nil
        startingWork = solver.probeWork
    }

    /// The view's ambiguities, or nil when the budget is spent and it was not probed.
    func ambiguities(of node: LayoutBuild.Node) -> [SolvedLayout.Ambiguity]? {
        guard solver.probeWork - startingWork <= Self.workBudget else { return nil }
        // Nearly every view is settled: said without listing its components and their names.
        if let settled, node.content == nil,
            settled.isSettled(node.x) && settled.isSettled(node.width) && settled.isSettled(node.y)
                && settled.isSettled(node.height)
        {
            return []
        }
        var probes: [(Variable, String, Attribute.Axis)] = [
            (node.x, "x", .horizontal), (node.width, "width", .horizontal),
            (node.y, "y", .vertical), (node.height, "height", .vertical),
        ]
        if let content = node.content {
            probes += [(content.width, "contentWidth", .horizontal), (content.height, "contentHeight", .vertical)]
        }
        return probes.compactMap { variable, component, axis in
            if settled?.isSettled(variable) == true { return nil }
            return solver.alternativeValue(of: variable).map { other in
                SolvedLayout.Ambiguity(
                    view: node.spec.name, axis: axis, component: component,
                    values: [solver.value(of: variable), other])
            }
        }
    }
}
