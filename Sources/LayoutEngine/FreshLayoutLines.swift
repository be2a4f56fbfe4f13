import Cassowary
import SceneModel

/// A layout made from scratch (`LayoutSolver.solve`), with its lines in the root's width (or
/// height) over the sizes where a solve from scratch makes the same choices: the solve tracks it
/// (Cassowary's `ParameterTracking`), so that a sweep can read the widths around it from the
/// lines even where the optimum is not unique and no session's tableau promises the fresh
/// layout (which of several optimal solutions a solve shows depends on its pivots, and within
/// the range they are the same). Lines only where the layout is one plain solve: a root of the
/// screen's size, no conflict (a conflict's removals are not tracked), texts that wrap at no
/// width of their own (each wrap width would be a pass of its own).
struct FreshLayoutLines {
    var lines: LinearLayout
    /// What the build decided before solving (the lines hold only where that stays).
    var decisions: PresolveDecisions
}

extension LayoutSolver {
    /// `solve(_:in:)`'s layout, and its lines in `dimension` where they can be read (see
    /// `FreshLayoutLines`). The lines' `tableau` is the caller's to fill in.
    func solveWithLines(_ scene: Scene, in configuration: Configuration, along dimension: LinearLayout.Dimension)
        throws -> (layout: SolvedLayout, lines: FreshLayoutLines?)
    {
        guard !scene.rootSizing.fitsContent else { return (try solve(scene, in: configuration), nil) }
        let build = try LayoutBuild(scene: scene, configuration: configuration, measurer: measurer)
        // A wrapping text makes a second pass, whose lines are not tracked: not worth tracking the first.
        let wraps = build.nodes.contains { $0.spec.wrapsText }
        var wrapWidths: [ViewID: Double] = [:]
        let first = try build.solvedSystem(
            wrapWidths: wrapWidths, workBudget: solverWorkBudget, readsAmbiguityFromTableau: readsAmbiguityFromTableau,
            ordersInsertion: ordersInsertion, tracking: wraps ? nil : dimension)
        var result = first.layout
        var passes = 1
        for _ in 1..<maximumPasses {
            if !result.recordWrapWidths(&wrapWidths) { break }
            result = try build.solve(
                wrapWidths: wrapWidths, workBudget: solverWorkBudget,
                readsAmbiguityFromTableau: readsAmbiguityFromTableau, ordersInsertion: ordersInsertion)
            passes += 1
        }
        guard passes == 1, result.conflicts.isEmpty, let parameter = first.parameter else { return (result, nil) }
        let solver = first.system.solver
        let size = dimension == .width ? build.rootRect.width : build.rootRect.height
        let lines = LinearLayout(
            build: build, dimension: dimension, size: size,
            basis: (size + parameter.lower)...(size + parameter.upper),
            tableau: LayoutSession.TableauIdentity(decisions: -1, texts: [], afresh: true)
        ) { variable in
            let rate = solver.parameterRate(of: variable)
            return LinearLayout.Line(a: solver.value(of: variable) - rate * size, b: rate)
        }
        return (result, lines.map { FreshLayoutLines(lines: $0, decisions: PresolveDecisions(build)) })
    }
}
