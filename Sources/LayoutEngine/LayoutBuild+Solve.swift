import Cassowary

extension LayoutBuild {
    /// Builds a solver, adds every constraint (recovering from conflicts as UIKit does), and
    /// reads the solution back as a `SolvedLayout`.
    func solve(wrapWidths: [String: Double], workBudget: Int = Solver.defaultWorkBudget) throws -> SolvedLayout {
        let entries = try entries(wrapWidths: wrapWidths)
        let solver = Solver()
        solver.workBudget = workBudget
        var broken = Set<String>()
        var inConflict = Set<String>()
        var conflicts: [SolvedLayout.Conflict] = []
        let byConstraint = Dictionary(uniqueKeysWithValues: entries.map { (ObjectIdentifier($0.constraint), $0) })

        // Required constraints one at a time, so that each conflict is found and recovered from.
        // A constraint may conflict with several sets at once (a stack's generated constraints
        // against two of the user's): each conflict breaks one constraint, until it is added
        // or broken itself. Every round removes a constraint, so the loop ends.
        for entry in entries where entry.constraint.isRequired {
            var adding = true
            while adding {
                do {
                    try solver.add(entry.constraint)
                    adding = false
                } catch let error as SolverError where error.isTooComplex {
                    throw LayoutError("\(error)", at: entry.spec.location)
                } catch SolverError.unsatisfiable(_, let set) {
                    var members = set.compactMap { byConstraint[ObjectIdentifier($0)] }
                    if members.isEmpty { members = [entry] }
                    let victim = Self.constraintToBreak(members)
                    inConflict.formUnion(members.map(\.id))
                    broken.insert(victim.id)
                    conflicts.append(SolvedLayout.Conflict(constraints: members.map(\.id), broken: victim.id,
                                                           log: ConstraintLog.conflict(members, broken: victim)))
                    if victim.constraint === entry.constraint {
                        adding = false
                    } else {
                        try solver.remove(victim.constraint)
                    }
                }
            }
        }
        let optional = entries.filter { !$0.constraint.isRequired }
        do { try solver.add(optional.map(\.constraint)) } catch let error as SolverError where error.isTooComplex {
            throw LayoutError("\(error)", at: optional.first?.spec.location ?? .unknown)
        }

        // Read the frames back, their edges snapped to the pixel grid in the root's coordinates
        // (docs/uikit-rules.md): a frame in its superview is then the difference of two snapped
        // rectangles, on the grid too, and views of different superviews that a constraint
        // aligns stay aligned.
        let scale = configuration.scale
        var rootFrames: [String: Rect] = [:]
        for key in order {
            let node = nodes[key]!
            let solved = Rect(x: solver.value(of: node.x), y: solver.value(of: node.y),
                              width: solver.value(of: node.width), height: solver.value(of: node.height))
            rootFrames[key] = snapToPixels(solved, scale: scale)
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
                // The content area starts at the scroll view's origin: its far edges snap as a frame's do.
                let content = snapToPixels(Rect(x: solver.value(of: node.x), y: solver.value(of: node.y),
                                                width: solver.value(of: cw), height: solver.value(of: ch)), scale: scale)
                contentSize = Size(width: content.width, height: content.height)
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
                                  rootMargins: rootMargins, views: views, constraints: solved, conflicts: conflicts)
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
        members.last { !$0.isGenerated } ?? members[members.count - 1]
    }

    /// An item's rectangle, snapped to the pixel grid as the views' frames are, so that the
    /// marks drawn from it line up with the views.
    private func rect(_ geometry: ItemGeometry, _ solver: Solver) -> Rect {
        snapToPixels(Rect(x: solver.value(of: geometry.left), y: solver.value(of: geometry.top),
                          width: solver.value(of: geometry.width), height: solver.value(of: geometry.height)),
                     scale: configuration.scale)
    }
}
