import Cassowary
import SceneModel

/// Lays out a scene in a configuration as UIKit would: builds the constraints UIKit would
/// install (the scene's own, intrinsic content size, guides), solves them, recovers from
/// conflicts, finds ambiguity and misplacement, and snaps frames to the pixel grid.
public struct LayoutSolver: Sendable {
    public var measurer: any TextMeasuring
    /// Multi-line labels are measured again at their solved width; this bounds the passes.
    public var maximumPasses = 4

    /// The solver's bound on its work per call (Solver.workBudget): past it, a located error.
    public var solverWorkBudget = Solver.defaultWorkBudget

    /// Whether ambiguity is first read from the final tableau, each view's components probed
    /// only where that is inconclusive (AmbiguityProbe). The same views, axes and values
    /// either way; false probes every component, for the test that compares the two.
    public var readsAmbiguityFromTableau = true

    /// Whether the required constraints are tried view by view in tree order (InsertionOrder),
    /// which keeps the solver's rows short, before the scene's order. The same layout either
    /// way; false adds them in the scene's order only, for the test that compares the two.
    public var ordersInsertion = true

    /// Whether the sessions of a sweep's walk read the lines of the layouts they make afresh
    /// (`LayoutSession.readsFreshLayoutLines`). The same reports either way (but for how many
    /// sizes were laid out); false for the test that compares the sweeps.
    public var readsFreshLayoutLines = true

    public init(measurer: any TextMeasuring) { self.measurer = measurer }

    public func solve(_ scene: Scene, in configuration: Configuration) throws -> SolvedLayout {
        var rootFrame = RootFrame.screen
        if scene.rootSizing.fitsContent, let size = try fittedRootSize(scene, in: configuration) {
            rootFrame = .fitted(size)
        }
        let build = try LayoutBuild(
            scene: scene, configuration: configuration, measurer: measurer, rootFrame: rootFrame)
        var wrapWidths: [ViewID: Double] = [:]
        var result = try build.solve(
            wrapWidths: wrapWidths, workBudget: solverWorkBudget, readsAmbiguityFromTableau: readsAmbiguityFromTableau,
            ordersInsertion: ordersInsertion)
        // Multi-line labels wrap at their solved width: measure again, solve again, until stable.
        for _ in 1..<maximumPasses {
            if !result.recordWrapWidths(&wrapWidths) { break }
            result = try build.solve(
                wrapWidths: wrapWidths, workBudget: solverWorkBudget,
                readsAmbiguityFromTableau: readsAmbiguityFromTableau, ordersInsertion: ordersInsertion)
        }
        return result
    }

    /// The size of a root sized by its content (RootSizing), measured with its multi-line
    /// labels wrapped at their measured widths. A root whose constraints leave its width at zero
    /// takes the screen's width; one they leave at zero height has nothing that sizes it: a
    /// cell, which its list sizes, is measured again to hold its content; a view, meant to fill
    /// whatever holds it such as a controller, is nil: the screen. So is a view whose fitting
    /// squeezes a scroll view, table or collection to nothing: a view that holds one is sized by
    /// its container, never by its content.
    func fittedRootSize(_ scene: Scene, in configuration: Configuration, holdsContent: Bool = false) throws
        -> Size?
    {
        let build = try LayoutBuild(
            scene: scene, configuration: configuration, measurer: measurer,
            rootFrame: .measuring(
                width: Variable("root.width"), height: Variable("root.height"), holdsContent: holdsContent))
        var wrapWidths: [ViewID: Double] = [:]
        var measured = try build.measuredRoot(wrapWidths: wrapWidths, workBudget: solverWorkBudget)
        for _ in 1..<maximumPasses {
            var changed = false
            for (id, width) in measured.wrapWidths where abs((wrapWidths[id] ?? -1) - width) > 0.01 {
                wrapWidths[id] = width
                changed = true
            }
            if !changed { break }
            measured = try build.measuredRoot(wrapWidths: wrapWidths, workBudget: solverWorkBudget)
        }
        if measured.size.width <= 0 && scene.rootSizing == .fitsSize {
            var screenWide = scene
            screenWide.rootSizing = .fitsHeight
            return try fittedRootSize(screenWide, in: configuration)
        }
        if measured.squeezesScrollView && !scene.rootSizing.isCell { return nil }
        if measured.size.height <= 0 && scene.rootSizing.isCell && !holdsContent {
            return try fittedRootSize(scene, in: configuration, holdsContent: true)
        }
        return measured.size.height > 0 && measured.size.width > 0 ? measured.size : nil
    }
}
