import Cassowary
import SceneModel

extension LayoutBuild {
    /// The layout as passes: build the constraints, solve them recovering from conflicts, read
    /// the views back, snap them to pixels, check they are on a screen, then per view its frame
    /// in its superview, misplacement, ambiguity and text fit, and per constraint its state.
    func solve(
        wrapWidths: [ViewID: Double], workBudget: Int = Solver.defaultWorkBudget,
        readsAmbiguityFromTableau: Bool = true,
        ordersInsertion: Bool = true
    ) throws -> SolvedLayout {
        try solvedSystem(
            wrapWidths: wrapWidths, workBudget: workBudget, readsAmbiguityFromTableau: readsAmbiguityFromTableau,
            ordersInsertion: ordersInsertion
        ).layout
    }

    /// `solve`, with the solved system; `tracking`: with the root's width or height tracked
    /// through the solve and the reading of the solution (`ParameterTracking`), where its
    /// constraints' constants are lines in it (`rootSizeRates`).
    func solvedSystem(
        wrapWidths: [ViewID: Double], workBudget: Int, readsAmbiguityFromTableau: Bool, ordersInsertion: Bool,
        tracking dimension: LinearLayout.Dimension? = nil
    ) throws -> (layout: SolvedLayout, system: ConflictRecovery, parameter: ParameterTracking?) {
        let entries = try constraintEntries(wrapWidths: wrapWidths)
        let parameter = dimension.flatMap {
            rootSizeRates(of: entries, wrapWidths: wrapWidths, along: $0).map(ParameterTracking.init)
        }
        let system = try ConflictRecovery(
            adding: entries, requiredOrder: ordersInsertion ? insertionOrder(entries) : nil, workBudget: workBudget,
            parameter: parameter)
        let layout = try layout(
            entries: entries, system: system, uniqueOptimum: system.uniqueOptimum, wrapWidths: wrapWidths,
            readsAmbiguityFromTableau: readsAmbiguityFromTableau, configuration: configuration, rootRect: rootRect)
        return (layout, system, parameter)
    }

    /// The passes after solving: the views read back and snapped, checked, probed for
    /// ambiguity, and the constraints' states. `configuration` and `rootRect` are the size the
    /// solver holds: the build's own, or a session's newer one (`LayoutSession`).
    func layout(
        entries: [Entry], system: ConflictRecovery, uniqueOptimum: UniqueValueTest?, wrapWidths: [ViewID: Double],
        readsAmbiguityFromTableau: Bool, configuration: Configuration, rootRect: Rect
    ) throws -> SolvedLayout {
        let scale = configuration.scale
        let readings = nodes.indices.map { position in
            ViewReading(
                nodes[position], geometry: geometries(at: position, wrapWidths: wrapWidths).aligned,
                solver: system.solver
            ).snapped(scale: scale)
        }
        try SolvedRange.check(readings.map(\.rootFrame), nodes: nodes, configuration: configuration)
        let probe = AmbiguityProbe(
            solver: system.solver, readsTableau: readsAmbiguityFromTableau, known: uniqueOptimum)
        let views = nodes.indices.map { position in
            solvedView(
                nodes[position], readings: readings,
                intrinsic: geometries(at: position, wrapWidths: wrapWidths).frame.intrinsic, probe: probe)
        }
        var rects: [ObjectIdentifier: Rect] = [:]
        rects.reserveCapacity(nodes.count)
        let constraints = entries.indices.map { index in
            solvedConstraint(
                entries[index],
                ConstraintReading(
                    entries[index], solver: system.solver, direction: configuration.direction, rects: &rects
                ).snapped(scale: scale),
                system: system)
        }
        var layout = SolvedLayout(
            configuration: configuration, rootFrame: rootRect, safeArea: safeArea,
            rootMargins: rootMargins, views: views, tree: tree, constraints: constraints,
            conflicts: system.conflicts)
        layout.contentPriorityAmbiguities = ContentPriorityAmbiguity.find(in: views, defaults: scene.defaults)
        layout.rootType = scene.root.type
        layout.rootBackground = scene.root.background
        layout.rootTint = scene.root.tint
        if scene.root.type == .table {
            layout.rootTable = SolvedLayout.RootTable(
                style: scene.root.style, sections: scene.root.sections, separators: scene.root.separators)
        }
        layout.rootFitsContent = !rootFrame.isScreen
        return layout
    }

    /// A view as the report and the renderer see it; `readings` are every view's, snapped.
    func solvedView(
        _ node: Node, readings: [ViewReading], intrinsic: IntrinsicContent, probe: AmbiguityProbe
    )
        -> SolvedLayout.View
    {
        let reading = readings[node.position]
        let parentFrame = node.parent.map { readings[$0].rootFrame } ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let frame = reading.rootFrame.offsetBy(
            dx: -parentFrame.x, dy: -parentFrame.y - contentInsetTop(aboveChildOf: node))
        let misplacement = Misplacement(frame: frame, designFrame: node.spec.designFrame, scale: configuration.scale)
        let ambiguity = probe.ambiguities(of: node)
        var view = SolvedLayout.View(
            spec: node.spec, parent: node.parent.map { nodes[$0].spec.name },
            frame: frame, rootFrame: reading.rootFrame, intrinsic: intrinsic,
            baselines: reading.baselines, layoutMargins: node.margins,
            misplacement: misplacement?.delta, isMisplaced: misplacement?.isMisplaced ?? false,
            ambiguity: ambiguity ?? [])
        view.isProbed = ambiguity != nil
        view.contentSize = reading.content.map { Size(width: $0.width, height: $0.height) }
        if !isHidden(node) {
            // A label's intrinsic content holds its text measured on one line (TextKinds).
            view.textFit = calculator.textFit(
                of: node.spec, in: Size(width: frame.width, height: frame.height), oneLine: intrinsic.text)
        }
        return view
    }

    func solvedConstraint(_ entry: Entry, _ reading: ConstraintReading, system: ConflictRecovery)
        -> SolvedLayout.SolvedConstraint
    {
        SolvedLayout.SolvedConstraint(
            id: entry.id, spec: entry.spec, constant: entry.constant, isGenerated: entry.isGenerated,
            satisfied: reading.error < 0.01, error: reading.error,
            // Most layouts have no conflict: no id hashed then.
            inConflict: !system.inConflict.isEmpty && system.inConflict.contains(entry.id),
            broken: !system.broken.isEmpty && system.broken.contains(entry.id), firstRect: reading.firstRect,
            secondRect: reading.secondRect,
            firstValue: reading.firstValue, secondValue: reading.secondValue, slack: reading.slack)
    }
}
