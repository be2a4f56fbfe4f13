import Cassowary

extension LayoutBuild {
    /// Builds a solver, adds every constraint (recovering from conflicts as UIKit does), and
    /// reads the solution back as a `SolvedLayout`.
    func solve(wrapWidths: [String: Double]) throws -> SolvedLayout {
        let entries = try entries(wrapWidths: wrapWidths)
        let solver = Solver()
        var broken = Set<String>()
        var inConflict = Set<String>()
        var conflicts: [SolvedLayout.Conflict] = []
        let byConstraint = Dictionary(uniqueKeysWithValues: entries.map { (ObjectIdentifier($0.constraint), $0) })

        // Required constraints one at a time, so that each conflict is found and recovered from.
        for entry in entries where entry.constraint.isRequired {
            do {
                try solver.add(entry.constraint)
            } catch SolverError.unsatisfiable(_, let set) {
                let members = set.compactMap { byConstraint[ObjectIdentifier($0)] }
                let victim = Self.constraintToBreak(members)
                inConflict.formUnion(members.map(\.id))
                broken.insert(victim.id)
                if victim.constraint !== entry.constraint {
                    try solver.remove(victim.constraint)
                    try solver.add(entry.constraint)
                }
                conflicts.append(SolvedLayout.Conflict(constraints: members.map(\.id), broken: victim.id,
                                                       log: ConstraintLog.conflict(members, broken: victim)))
            }
        }
        try solver.add(entries.filter { !$0.constraint.isRequired }.map(\.constraint))

        // Read the frames back, snapped to the pixel grid.
        let scale = configuration.scale
        var rootFrames: [String: Rect] = [:]
        for key in order {
            let node = nodes[key]!
            let x = solver.value(of: node.x), y = solver.value(of: node.y)
            let w = solver.value(of: node.width), h = solver.value(of: node.height)
            rootFrames[key] = Rect(x: snapToPixels(x, scale: scale), y: snapToPixels(y, scale: scale),
                                   width: snapToPixels(w, scale: scale), height: snapToPixels(h, scale: scale))
        }
        try SolvedRange.check(rootFrames, order: order, nodes: nodes, configuration: configuration)
        var views: [SolvedLayout.View] = []
        for key in order {
            let node = nodes[key]!
            let rootFrame = rootFrames[key]!
            let parentFrame = node.parent.flatMap { rootFrames[$0] } ?? Rect(x: 0, y: 0, width: 0, height: 0)
            let frame = rootFrame.offsetBy(dx: -parentFrame.x, dy: -parentFrame.y)
            let geometry = geometry(ofView: key, wrapWidths: wrapWidths)
            var baselines: (Double, Double)?
            if geometry.intrinsic.text != nil {
                let value: (Attribute) -> Double = { solver.value(of: geometry.expression(for: $0, direction: .ltr)) }
                baselines = (snapToPixels(value(.firstBaseline), scale: scale), snapToPixels(value(.lastBaseline), scale: scale))
            }
            var misplacement: [Double]?
            var misplaced = false
            if let design = node.spec.designFrame {
                let delta = [frame.x - design.x, frame.y - design.y, frame.width - design.width, frame.height - design.height]
                misplacement = delta
                misplaced = delta.contains { abs($0) > 0.5 / scale }
            }
            // Each frame component, and a scroll view's content size (Interface Builder's
            // "Scrollable Content Size Ambiguity"), probed for a second value.
            var probes: [(Variable, String, Attribute.Axis)] = [(node.x, "x", .horizontal), (node.width, "width", .horizontal),
                                                               (node.y, "y", .vertical), (node.height, "height", .vertical)]
            var contentSize: Size?
            if let cw = node.contentWidth, let ch = node.contentHeight {
                contentSize = Size(width: snapToPixels(solver.value(of: cw), scale: scale),
                                   height: snapToPixels(solver.value(of: ch), scale: scale))
                probes += [(cw, "contentWidth", .horizontal), (ch, "contentHeight", .vertical)]
            }
            var ambiguity: [SolvedLayout.Ambiguity] = []
            for (variable, component, axis) in probes {
                if let other = solver.alternativeValue(of: variable) {
                    ambiguity.append(SolvedLayout.Ambiguity(view: node.spec.name, axis: axis, component: component,
                                                            values: [solver.value(of: variable), other]))
                }
            }
            var view = SolvedLayout.View(spec: node.spec, parent: node.parent.flatMap { nodes[$0]?.spec.name },
                                         frame: frame, rootFrame: rootFrame, intrinsic: geometry.intrinsic,
                                         baselines: baselines, layoutMargins: node.margins,
                                         misplacement: misplacement, isMisplaced: misplaced, ambiguity: ambiguity)
            view.contentSize = contentSize
            if !isHidden(key) { view.textFit = calculator.textFit(of: node.spec, in: Size(width: frame.width, height: frame.height)) }
            views.append(view)
        }

        let solved = entries.map { entry -> SolvedLayout.SolvedConstraint in
            let isBroken = broken.contains(entry.id)
            // A broken constraint is not in the solver; its error is still measured against the solution.
            let error = solver.error(of: entry.constraint)
            let first = solver.value(of: entry.firstGeometry.expression(for: entry.spec.first.attribute, direction: configuration.direction))
            let second = entry.spec.second.flatMap { anchor in
                entry.secondGeometry.map { solver.value(of: $0.expression(for: anchor.attribute, direction: configuration.direction)) }
            }
            return SolvedLayout.SolvedConstraint(
                id: entry.id, spec: entry.spec, constant: entry.constant, isGenerated: entry.isGenerated,
                satisfied: error < 0.01, error: error, inConflict: inConflict.contains(entry.id), broken: isBroken,
                firstRect: rect(entry.firstGeometry, solver), secondRect: entry.secondGeometry.map { rect($0, solver) },
                firstValue: snapToPixels(first, scale: scale), secondValue: second.map { snapToPixels($0, scale: scale) })
        }
        var layout = SolvedLayout(configuration: configuration, rootFrame: rootRect, safeArea: configuration.safeArea,
                                  rootMargins: configuration.rootMargins, views: views, constraints: solved, conflicts: conflicts)
        layout.contentPriorityAmbiguities = ContentPriorityAmbiguity.find(in: views, defaults: scene.defaults)
        return layout
    }

    /// A view is hidden when it or an ancestor is: it draws nothing, and cuts no text.
    func isHidden(_ key: String) -> Bool {
        var current: String? = key
        while let k = current, let node = nodes[k] {
            if node.spec.hidden || node.spec.alpha <= 0 { return true }
            current = node.parent
        }
        return false
    }

    /// UIKit breaks one constraint of a conflict: the scene's own constraints before the ones
    /// it generated itself, and among those the one added last.
    static func constraintToBreak(_ members: [Entry]) -> Entry {
        members.last { !$0.isGenerated } ?? members.last!
    }

    /// An item's rectangle, snapped to the pixel grid as the views' frames are, so that the
    /// marks drawn from it line up with the views.
    private func rect(_ geometry: ItemGeometry, _ solver: Solver) -> Rect {
        let scale = configuration.scale
        return Rect(x: snapToPixels(solver.value(of: geometry.left), scale: scale),
                    y: snapToPixels(solver.value(of: geometry.top), scale: scale),
                    width: snapToPixels(solver.value(of: geometry.width), scale: scale),
                    height: snapToPixels(solver.value(of: geometry.height), scale: scale))
    }
}
