import Cassowary

/// Ambiguity, as Interface Builder reports it: each frame component of a view, and a scroll
/// view's content size ("Scrollable Content Size Ambiguity"), probed for a second value the
/// solution allows.
enum AmbiguityProbe {
    /// Cells the probes of one layout may rewrite in all (`Solver.probeWork`). Each probe is
    /// bounded, but a layout asks four per view, and where the optimal face is degenerate and the
    /// rows dense (a ring of equal optional widths that cannot all hold) each costs O(n²): 200
    /// views took three minutes. Past the budget the remaining views are not probed, and the
    /// layout says so (`SolvedLayout.unprobedViews`). No Sample reaches it (their goldens are unchanged).
    static let workBudget = 20_000_000

    /// The view's ambiguities, or nil when the budget is spent and it was not probed.
    static func ambiguities(of node: LayoutBuild.Node, in solver: Solver) -> [SolvedLayout.Ambiguity]? {
        guard solver.probeWork <= workBudget else { return nil }
        var probes: [(Variable, String, Attribute.Axis)] = [
            (node.x, "x", .horizontal), (node.width, "width", .horizontal),
            (node.y, "y", .vertical), (node.height, "height", .vertical),
        ]
        if let content = node.content {
            probes += [(content.width, "contentWidth", .horizontal), (content.height, "contentHeight", .vertical)]
        }
        return probes.compactMap { variable, component, axis in
            solver.alternativeValue(of: variable).map { other in
                SolvedLayout.Ambiguity(
                    view: node.spec.name, axis: axis, component: component,
                    values: [solver.value(of: variable), other])
            }
        }
    }
}
