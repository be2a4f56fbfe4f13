import Cassowary

/// UIStackView, as UIKit lays it out: not a layout algorithm of its own, but constraints it
/// adds between the stack and its arranged views (uikit-facts §5, printed from UIKit):
/// canvas connections, spacing, the distribution's and the alignment's constraints, hidden
/// views collapsed. They are generated constraints: a conflict breaks the scene's first.
extension LayoutBuild {
    func stackEntries(wrapWidths: [String: Double]) -> [Entry] {
        var result: [Entry] = []
        for key in order {
            guard let node = nodes[key], node.spec.type == .stack, let stack = node.spec.stack else { continue }
            let arranged = stack.arranged.map(normalizedName).filter { nodes[$0] != nil }
            guard !arranged.isEmpty else { continue }
            result += StackConstraints(build: self, stackKey: key, stack: stack, arranged: arranged, wrapWidths: wrapWidths).entries()
        }
        return result
    }
}

/// The constraints of one stack view.
struct StackConstraints {
    let build: LayoutBuild
    let stackKey: String
    let stack: StackSpec
    let arranged: [String]
    let wrapWidths: [String: Double]

    var name: String { build.nodes[stackKey]!.spec.name }
    var horizontal: Bool { stack.axis == .horizontal }
    /// Along the axis: leading/trailing and width, or top/bottom and height.
    var lead: Attribute { horizontal ? .leading : .top }
    var trail: Attribute { horizontal ? .trailing : .bottom }
    var length: Attribute { horizontal ? .width : .height }
    var center: Attribute { horizontal ? .centerX : .centerY }
    /// Across the axis.
    var crossStart: Attribute { horizontal ? .top : .leading }
    var crossEnd: Attribute { horizontal ? .bottom : .trailing }
    var crossCenter: Attribute { horizontal ? .centerY : .centerX }
    var crossLength: Attribute { horizontal ? .height : .width }

    func geometry(_ key: String) -> ItemGeometry { build.geometry(ofView: key, wrapWidths: wrapWidths) }
    func isHidden(_ key: String) -> Bool { build.nodes[key]!.spec.hidden }

    /// The edges the arranged views connect to: the stack's, or its layout margins'.
    var canvas: ItemGeometry {
        let stackGeometry = geometry(stackKey)
        return stack.isLayoutMarginsRelative ? stackGeometry.inset(by: build.nodes[stackKey]!.margins) : stackGeometry
    }

    /// The gap after an arranged view: its custom spacing, else the stack's (Standard = 8).
    func spacing(after key: String) -> Double {
        if isHidden(key) { return 0 }
        if let custom = stack.customSpacing.first(where: { normalizedName($0.key) == key })?.value { return custom }
        switch stack.spacing {
        case .points(let value): return value
        case .standard(let multiple): return 8 * multiple
        }
    }

    func value(_ g: ItemGeometry, _ attribute: Attribute) -> Expression {
        g.expression(for: attribute, direction: build.configuration.direction)
    }

    /// One generated constraint `lhs relation rhs`, named as UIKit names it.
    func entry(_ kind: String, _ index: Int, _ lhs: Expression, _ relation: ConstraintSpec.Relation, _ rhs: Expression,
               priority: Double = 1000, first: (String, Attribute, ItemGeometry), second: (String, Attribute)? = nil) -> LayoutBuild.Entry {
        let id = "\(name).UISV-\(kind).\(index)"
        let solverRelation: Relation = relation == .equal ? .equal : relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
        let spec = ConstraintSpec(id: id, first: Anchor(.view(first.0), first.1), relation: relation,
                                  second: second.map { Anchor(.view($0.0), $0.1) }, constant: .points(0), priority: priority,
                                  text: "UISV-\(kind) (\(name))", location: build.nodes[stackKey]!.spec.location)
        return LayoutBuild.Entry(id: id, spec: spec, constant: 0, isGenerated: true,
                                 constraint: Constraint(lhs, solverRelation, rhs, priority: priority, tag: id),
                                 firstGeometry: first.2, secondGeometry: nil)
    }

    func viewName(_ key: String) -> String { build.nodes[key]!.spec.name }

    /// UIKit gives the i-th proportional size 999 − i, so that the first views win ties. Past
    /// 998 views that would reach 0 (not a priority): the rest share the lowest priority, 1.
    static func proportionalPriority(_ index: Int) -> Double { max(1, 999 - Double(index)) }

    func entries() -> [LayoutBuild.Entry] {
        var result: [LayoutBuild.Entry] = []
        let canvas = self.canvas
        let views = arranged.map { ($0, geometry($0)) }
        let visible = views.filter { !isHidden($0.0) }
        let distributed = stack.distribution == .equalSpacing || stack.distribution == .equalCentering

        // Along the axis: the first and last views touch the canvas, neighbours are spaced.
        let (firstKey, firstGeometry) = views.first!, (_, lastGeometry) = views.last!
        result.append(entry("canvas-connection", 1, value(firstGeometry, lead), .equal, value(canvas, lead),
                            first: (viewName(firstKey), lead, firstGeometry)))
        result.append(entry("canvas-connection", 2, value(canvas, trail), .equal, value(lastGeometry, trail),
                            first: (name, trail, canvas)))
        for i in 1..<views.count {
            let (previousKey, previous) = views[i - 1], (key, geometry) = views[i]
            let gap = spacing(after: previousKey)
            let nextEdge: Expression, previousEdge: Expression
            if stack.isBaselineRelative && !horizontal {
                nextEdge = value(geometry, .firstBaseline); previousEdge = value(previous, .lastBaseline)
            } else {
                nextEdge = value(geometry, lead); previousEdge = value(previous, trail)
            }
            // Right to left, the next view's leading (right) edge is the gap left of the
            // previous view's trailing (left) edge: the gap and an inequality are mirrored.
            let mirrored = horizontal && build.configuration.direction == .rtl
            let atLeast: ConstraintSpec.Relation = mirrored ? .lessThanOrEqual : .greaterThanOrEqual
            result.append(entry("spacing", i, nextEdge, distributed && !isHidden(previousKey) ? atLeast : .equal,
                                mirrored ? previousEdge - gap : previousEdge + gap,
                                first: (viewName(key), lead, geometry), second: (viewName(previousKey), trail)))
        }
        // Hidden views collapse along the axis.
        for (index, (key, geometry)) in views.enumerated() where isHidden(key) {
            result.append(entry("hiding", index + 1, value(geometry, length), .equal, Expression(constant: 0),
                                first: (viewName(key), length, geometry)))
        }

        // The distribution.
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            for i in visible.indices.dropFirst() {
                result.append(entry("fill-equally", i, value(visible[i].1, length), .equal, value(visible[0].1, length),
                                    first: (viewName(visible[i].0), length, visible[i].1), second: (viewName(visible[0].0), length)))
            }
        case .fillProportionally:
            let natural = visible.map { key, geometry -> Double in
                let size = horizontal ? geometry.intrinsic.size.width : geometry.intrinsic.size.height
                return max(0, size)
            }
            let spacings = visible.dropLast().map { spacing(after: $0.0) }.reduce(0, +)
            let total = natural.reduce(0, +) + spacings
            if total > 0 {
                for (i, (key, geometry)) in visible.enumerated() {
                    result.append(entry("fill-proportionally", i + 1, value(geometry, length), .equal,
                                        (natural[i] / total) * value(canvas, length), priority: Self.proportionalPriority(i),
                                        first: (viewName(key), length, geometry)))
                }
            }
        case .equalSpacing, .equalCentering:
            // Gaps between neighbours (edge to edge, or center to center), all equal.
            var gaps: [Expression] = []
            for i in visible.indices.dropFirst() {
                let before = visible[i - 1].1, after = visible[i].1
                let gap = stack.distribution == .equalSpacing
                    ? value(after, lead) - value(before, trail)
                    : value(after, center) - value(before, center)
                gaps.append(gap)
            }
            for i in gaps.indices.dropFirst() {
                result.append(entry("fill-equally", i, gaps[i], .equal, gaps[0],
                                    priority: stack.distribution == .equalSpacing ? 1000 : 149,
                                    first: (viewName(visible[i + 1].0), lead, visible[i + 1].1)))
            }
        }

        // Across the axis: the alignment.
        let aligned = views  // hidden views too: they stay placed, only collapsed along the axis
        for (index, (key, geometry)) in aligned.enumerated() {
            let i = index + 1
            let view = (viewName(key), crossStart, geometry)
            switch stack.alignment {
            case .fill:
                result.append(entry("alignment", 2 * i - 1, value(geometry, crossStart), .equal, value(canvas, crossStart), first: view))
                result.append(entry("alignment", 2 * i, value(canvas, crossEnd), .equal, value(geometry, crossEnd), first: view))
            case .leading, .top, .trailing, .bottom, .center, .firstBaseline, .lastBaseline:
                let atStart = stack.alignment == .leading || stack.alignment == .top
                let atEnd = stack.alignment == .trailing || stack.alignment == .bottom
                let baseline = stack.alignment == .firstBaseline || stack.alignment == .lastBaseline
                if atStart {
                    result.append(entry("alignment", i, value(geometry, crossStart), .equal, value(canvas, crossStart), first: view))
                } else if atEnd {
                    result.append(entry("alignment", i, value(geometry, crossEnd), .equal, value(canvas, crossEnd), first: view))
                } else if baseline && horizontal {
                    let attribute: Attribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                    if index > 0 {
                        result.append(entry("alignment", i, value(geometry, attribute), .equal, value(aligned[0].1, attribute), first: view))
                    }
                } else {
                    result.append(entry("alignment", i, value(geometry, crossCenter), .equal, value(canvas, crossCenter), first: view))
                }
                // The canvas spans every view (UISV-spanning-boundary) and hugs them (spanning-fit).
                if !atStart {
                    result.append(entry("spanning-boundary", 2 * i - 1, value(geometry, crossStart), .greaterThanOrEqual,
                                        value(canvas, crossStart), first: view))
                }
                if !atEnd {
                    result.append(entry("spanning-boundary", 2 * i, value(canvas, crossEnd), .greaterThanOrEqual,
                                        value(geometry, crossEnd), first: view))
                }
                // Multi-line text has no single natural width: UIKit shares the row among such
                // views at 760 (above compression resistance). Single-line text keeps its width.
                if baseline && horizontal, let spec = build.nodes[key]?.spec, spec.type == .label || spec.type == .textView,
                   spec.lines != 1 {
                    result.append(entry("text-width-disambiguation", i, value(geometry, length), .equal,
                                        (1 / Double(aligned.count)) * value(canvas, length), priority: 760, first: view))
                }
                result.append(entry("ambiguity-suppression", i, value(geometry, crossLength), .equal, Expression(constant: 0),
                                    priority: 25, first: view))
            }
        }
        if stack.alignment != .fill {
            let fit = (stack.alignment == .firstBaseline || stack.alignment == .lastBaseline) ? 49.0 : 51.0
            result.append(entry(fit == 49 ? "canvas-fit" : "spanning-fit", 1, value(canvas, crossLength), .equal,
                                Expression(constant: 0), priority: fit, first: (name, crossLength, canvas)))
        }
        return result
    }
}
