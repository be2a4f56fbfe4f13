import Cassowary

/// Ambiguity, as Interface Builder reports it: each frame component of a view, and a scroll
/// view's content size ("Scrollable Content Size Ambiguity"), probed for a second value the
/// solution allows.
enum AmbiguityProbe {
    static func ambiguities(of node: LayoutBuild.Node, in solver: Solver) -> [SolvedLayout.Ambiguity] {
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
