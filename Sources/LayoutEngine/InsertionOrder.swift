import SceneModel

/// The order the solver is given the required constraints in: grouped by the view each one
/// places (its first item's, else its second item's), views in tree order (parents before
/// children), the scene's order within a view.
///
/// Why: the solver defines a variable by the first constraint that names it (Cassowary's
/// Solver+Definitions), and a chain of views (`Label 1.Top = Label 0.Bottom + 4`) keeps short
/// rows only when each view's position is defined by the constraint that places it. In the
/// scene's order a box centered on its label named the label's top first, the chain then made
/// the labels' heights tableau rows, and the intrinsic heights turned those into prefix sums:
/// rows as long as the chain, O(n²) time and memory for a list of n rows.
extension LayoutBuild {
    func insertionOrder(_ entries: [Entry]) -> [Int] {
        // Constraints on no view of the scene (the root's guides) come first: -1.
        let keys = entries.indices.map { entries[$0].views.placed ?? -1 }
        return entries.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
    }
}
