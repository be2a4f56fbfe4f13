import Cassowary

/// One scene in one configuration, turned into solver variables and constraints.
final class LayoutBuild {
    struct Node {
        var spec: ViewSpec
        var parent: String?  // normalized name; nil for the root's children
        var x, y, width, height: Variable
        var margins: Insets
        /// A scroll view's content size (its content layout guide starts at its origin).
        var contentWidth: Variable?
        var contentHeight: Variable?
    }

    /// A constraint as the solver sees it, with where it came from.
    struct Entry {
        var id: String
        var spec: ConstraintSpec
        var constant: Double
        var isGenerated: Bool
        var constraint: Constraint
        var firstGeometry: ItemGeometry
        var secondGeometry: ItemGeometry?
    }

    let scene: Scene
    let configuration: Configuration
    let measurer: any TextMeasuring
    let calculator: IntrinsicContentCalculator
    var nodes: [String: Node] = [:]
    var order: [String] = []
    let rootRect: Rect
    /// The root's layout margins: the scene's own, against the system minimum (Configuration).
    let rootMargins: Insets
    let specs: [ConstraintSpec]

    init(scene: Scene, configuration: Configuration, measurer: any TextMeasuring) throws {
        self.scene = scene
        self.configuration = configuration
        self.measurer = measurer
        self.calculator = IntrinsicContentCalculator(measurer: measurer, configuration: configuration)
        rootRect = Rect(x: 0, y: 0, width: configuration.size.width, height: configuration.size.height)
        rootMargins = configuration.rootMargins(custom: scene.root.margins)

        var hiddenOverrides: [String: Bool] = [:]
        var constraints = scene.constraints
        // Size-class variations, least specific first.
        let variations = scene.variations.filter { $0.applies(to: configuration.sizeClass) }
            .sorted { $0.specificity < $1.specificity }
        for variation in variations {
            let removed = Set(variation.uninstall.map(normalizedName))
            constraints.removeAll { removed.contains(normalizedName($0.id)) }
            for installed in variation.install {
                constraints.removeAll { !installed.id.isEmpty && normalizedName($0.id) == normalizedName(installed.id) }
                constraints.append(installed)
            }
            for (name, hidden) in variation.hidden { hiddenOverrides[normalizedName(name)] = hidden }
        }
        specs = constraints

        for (view, parent) in scene.allViews {
            let key = normalizedName(view.name)
            var spec = view
            if let hidden = hiddenOverrides[key] { spec.hidden = hidden }
            nodes[key] = Node(spec: spec, parent: parent.map(normalizedName),
                              x: Variable("\(view.name).x"), y: Variable("\(view.name).y"),
                              width: Variable("\(view.name).width"), height: Variable("\(view.name).height"),
                              margins: view.margins ?? Insets(all: 8),
                              contentWidth: view.type == .scroll ? Variable("\(view.name).contentWidth") : nil,
                              contentHeight: view.type == .scroll ? Variable("\(view.name).contentHeight") : nil)
            order.append(key)
        }
    }

    // MARK: - Geometry of items

    func geometry(ofView key: String, wrapWidths: [String: Double]) -> ItemGeometry {
        let node = nodes[key]!
        var geometry = ItemGeometry(left: Expression(node.x), top: Expression(node.y),
                                    width: Expression(node.width), height: Expression(node.height))
        geometry.margins = node.margins
        geometry.intrinsic = calculator.intrinsicContent(of: node.spec, wrapWidth: wrapWidths[key])
        return geometry
    }

    var rootGeometry: ItemGeometry {
        var geometry = ItemGeometry(rootRect)
        geometry.margins = rootMargins
        return geometry
    }

    /// The view a reserved name refers to: the parent of the constraint's view.
    func superviewKey(of anchorView: String?) -> String? {
        guard let anchorView, let node = nodes[anchorView] else { return nil }
        return node.parent
    }

    /// The geometry of an item; `contextView` is the constraint's view (for `Superview`).
    func geometry(of item: Item, contextView: String?, wrapWidths: [String: Double],
                  location: SourceLocation) throws -> ItemGeometry {
        func viewOrRoot(_ key: String?) -> ItemGeometry {
            key.map { geometry(ofView: $0, wrapWidths: wrapWidths) } ?? rootGeometry
        }
        func owner(_ name: String?) throws -> String? {
            guard let name else { return superviewKey(of: contextView) }
            let key = normalizedName(name)
            if key == "root" || key == "superview" { return key == "root" ? nil : superviewKey(of: contextView) }
            guard nodes[key] != nil else { throw LayoutError("unknown view '\(name)'", at: location) }
            return key
        }
        switch item {
        case .view(let name):
            let key = normalizedName(name)
            guard nodes[key] != nil else { throw LayoutError("unknown view '\(name)'", at: location) }
            return geometry(ofView: key, wrapWidths: wrapWidths)
        case .superview:
            // Inside a scroll view, its edges are the content's and its sizes and centers the
            // frame's (Apple's "Working with Scroll Views").
            if let parent = superviewKey(of: contextView), nodes[parent]?.spec.type == .scroll {
                var geometry = contentGuide(of: parent, wrapWidths: wrapWidths)
                geometry.sizeAndCenters = ItemGeometryBox(self.geometry(ofView: parent, wrapWidths: wrapWidths))
                return geometry
            }
            return viewOrRoot(superviewKey(of: contextView))
        case .root:
            return rootGeometry
        case .topLayoutGuide:
            return ItemGeometry(Rect(x: 0, y: 0, width: rootRect.width, height: configuration.topLayoutGuideLength))
        case .bottomLayoutGuide:
            let length = configuration.bottomLayoutGuideLength
            return ItemGeometry(Rect(x: 0, y: rootRect.height - length, width: rootRect.width, height: length))
        case .safeArea(let name):
            let key = try owner(name)
            return key == nil ? ItemGeometry(rootRect.inset(by: configuration.safeArea)) : viewOrRoot(key)
        case .margins(let name):
            let key = try owner(name)
            if key == nil { return ItemGeometry(rootRect.inset(by: rootMargins)) }
            return viewOrRoot(key).inset(by: nodes[key!]!.margins)
        case .readableContent(let name):
            let key = try owner(name)
            if key == nil { return ItemGeometry(readableContentRect) }
            return viewOrRoot(key).inset(by: nodes[key!]!.margins)
        case .contentLayoutGuide(let name), .frameLayoutGuide(let name):
            guard let key = try owner(name), nodes[key]?.spec.type == .scroll else {
                throw LayoutError("'\(item)' needs a scroll view: \(name ?? "the superview") is not one", at: location)
            }
            if case .frameLayoutGuide = item { return geometry(ofView: key, wrapWidths: wrapWidths) }
            return contentGuide(of: key, wrapWidths: wrapWidths)
        }
    }

    /// A scroll view's content layout guide: at the view's origin (content offset zero), as large
    /// as the content size.
    func contentGuide(of key: String, wrapWidths: [String: Double]) -> ItemGeometry {
        let node = nodes[key]!
        return ItemGeometry(left: Expression(node.x), top: Expression(node.y),
                            width: Expression(node.contentWidth!), height: Expression(node.contentHeight!))
    }

    /// The root's readable content guide: the margins guide, at most 672 points wide at the
    /// default text size (scaled with Dynamic Type), centered.
    var readableContentRect: Rect {
        let margins = rootRect.inset(by: rootMargins)
        let maximum = 672 * TextStyle.body.size(for: configuration.sizeCategory) / 17
        guard margins.width > maximum else { return margins }
        return Rect(x: margins.midX - maximum / 2, y: margins.y, width: maximum, height: margins.height)
    }

    /// The view a constraint is about: the first anchor's view, else the second's.
    func contextView(of spec: ConstraintSpec) -> String? {
        for anchor in [spec.first, spec.second].compactMap({ $0 }) {
            if case .view(let name) = anchor.item { return normalizedName(name) }
        }
        return nil
    }

    /// `Standard` spacing: 20 between a view and its superview's edge, 8 otherwise.
    func standardSpacing(_ spec: ConstraintSpec) -> Double {
        for anchor in [spec.first, spec.second].compactMap({ $0 }) where !anchor.attribute.isMargin {
            switch anchor.item {
            case .superview, .root: return 20
            case .view(let name):
                let key = normalizedName(name)
                if let context = contextView(of: spec), context != key, nodes[context]?.parent == key { return 20 }
            default: continue
            }
        }
        return 8
    }

    // MARK: - Constraints

    func entries(wrapWidths: [String: Double]) throws -> [Entry] {
        var result: [Entry] = []
        for (index, spec) in specs.enumerated() {
            try SpecValidation.check(spec)
            let context = contextView(of: spec)
            let first = try geometry(of: spec.first.item, contextView: context, wrapWidths: wrapWidths, location: spec.location)
            let constant: Double
            switch spec.constant {
            case .points(let value): constant = value
            case .standard(let multiple): constant = multiple * standardSpacing(spec)
            }
            var lhs = first.expression(for: spec.first.attribute, direction: configuration.direction)
            var rhs = Expression(constant: constant)
            var secondGeometry: ItemGeometry?
            if let second = spec.second {
                let geometry = try geometry(of: second.item, contextView: context, wrapWidths: wrapWidths, location: spec.location)
                secondGeometry = geometry
                var value = geometry.expression(for: second.attribute, direction: configuration.direction)
                if spec.multiplier != 1 && !second.attribute.isSize {
                    // Location multipliers act in the superview's coordinates (uikit-facts §6).
                    let origin = originExpression(of: superviewKey(of: context), axis: second.attribute.axis)
                    value = spec.multiplier * (value - origin) + origin
                } else {
                    value = spec.multiplier * value
                }
                rhs = value + constant
            } else if !spec.first.attribute.isSize {
                // `view.leading = 20`: UIKit refuses a location equal to a bare constant; the
                // scene parser reports it, and a programmatic scene gets the superview's origin.
                lhs = lhs - originExpression(of: superviewKey(of: context), axis: spec.first.attribute.axis)
            }
            var relation: Relation
            switch spec.relation {
            case .equal: relation = .equal
            case .lessThanOrEqual: relation = .lessThanOrEqual
            case .greaterThanOrEqual: relation = .greaterThanOrEqual
            }
            // Right to left, a constant along leading and trailing runs leftwards: UIKit puts
            // `Box.Leading = Superview.Leading + 20` 20 points from the right edge, and a
            // `>=` there keeps the box at least 20 points in from it. So the offset and the
            // inequality are mirrored (the report keeps the constant as written).
            if configuration.direction == .rtl && (spec.first.attribute.isDirectional || spec.second?.attribute.isDirectional == true) {
                rhs = rhs - 2 * constant
                switch relation {
                case .lessThanOrEqual: relation = .greaterThanOrEqual
                case .greaterThanOrEqual: relation = .lessThanOrEqual
                case .equal: break
                }
            }
            let id = spec.id.isEmpty ? "c\(index + 1)" : spec.id
            result.append(Entry(id: id, spec: spec, constant: constant, isGenerated: false,
                                constraint: Constraint(lhs, relation, rhs, priority: min(spec.priority, 1000), tag: id),
                                firstGeometry: first, secondGeometry: secondGeometry))
        }
        result += try generatedEntries(wrapWidths: wrapWidths, scene: result)
        result += stackEntries(wrapWidths: wrapWidths)
        return result
    }

    func originExpression(of key: String?, axis: Attribute.Axis) -> Expression {
        guard let key, let node = nodes[key] else { return Expression(constant: 0) }
        return Expression(axis == .horizontal ? node.x : node.y)
    }

    /// The constraints UIKit adds by itself: intrinsic content size (hugging and compression
    /// resistance, per axis), and frame constraints for views that no constraint mentions
    /// (Interface Builder turns their design frame into autoresizing constraints).
    func generatedEntries(wrapWidths: [String: Double], scene entries: [Entry]) throws -> [Entry] {
        var result: [Entry] = []
        var mentioned = Set<String>()
        for entry in entries {
            for anchor in [entry.spec.first, entry.spec.second].compactMap({ $0 }) {
                if case .view(let name) = anchor.item { mentioned.insert(normalizedName(name)) }
            }
        }
        for key in order {
            if let stack = nodes[key]?.spec.stack { mentioned.formUnion(stack.arranged.map(normalizedName)) }
        }
        for key in order {
            let node = nodes[key]!
            let geometry = geometry(ofView: key, wrapWidths: wrapWidths)
            let intrinsic = geometry.intrinsic
            let hugging = IntrinsicContentCalculator.hugging(of: node.spec, defaults: scene.defaults)
            let resistance = IntrinsicContentCalculator.compressionResistance(of: node.spec)
            func add(_ attribute: Attribute, _ relation: ConstraintSpec.Relation, _ value: Double, _ priority: Double, _ kind: String) {
                let variable = attribute == .width ? node.width : node.height
                let solverRelation: Relation = relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
                let id = "\(node.spec.name).\(kind).\(attribute.rawValue)"
                let spec = ConstraintSpec(id: id, first: Anchor(.view(node.spec.name), attribute), relation: relation,
                                          second: nil, constant: .points(value), priority: priority,
                                          text: "\(node.spec.name).\(attribute == .width ? "Width" : "Height") \(relation.rawValue) \(formatPoints(value)) (\(kind == "hug" ? "Hugging" : "Compression Resistance") \(formatPoints(priority)))",
                                          location: node.spec.location)
                result.append(Entry(id: id, spec: spec, constant: value, isGenerated: true,
                                    constraint: Constraint(Expression(variable), solverRelation, Expression(constant: value),
                                                           priority: priority, tag: id),
                                    firstGeometry: geometry, secondGeometry: nil))
            }
            if intrinsic.hasWidth {
                add(.width, .lessThanOrEqual, intrinsic.size.width, hugging.horizontal, "hug")
                add(.width, .greaterThanOrEqual, intrinsic.size.width, resistance.horizontal, "compress")
            }
            if intrinsic.hasHeight {
                add(.height, .lessThanOrEqual, intrinsic.size.height, hugging.vertical, "hug")
                add(.height, .greaterThanOrEqual, intrinsic.size.height, resistance.vertical, "compress")
            }
            if !mentioned.contains(key), let frame = node.spec.designFrame {
                let origin = parentOrigin(of: key)
                for (variable, value, name) in [(node.x, frame.x + origin.x, "x"), (node.y, frame.y + origin.y, "y"),
                                                (node.width, frame.width, "width"), (node.height, frame.height, "height")] {
                    let id = "\(node.spec.name).autoresizing.\(name)"
                    let attribute: Attribute = ["x": .left, "y": .top, "width": .width, "height": .height][name]!
                    let spec = ConstraintSpec(id: id, first: Anchor(.view(node.spec.name), attribute), relation: .equal,
                                              second: nil, constant: .points(value), text: "\(id) = \(formatPoints(value))",
                                              location: node.spec.location)
                    result.append(Entry(id: id, spec: spec, constant: value, isGenerated: true,
                                        constraint: Constraint(Expression(variable), .equal, Expression(constant: value), tag: id),
                                        firstGeometry: geometry, secondGeometry: nil))
                }
            }
        }
        return result
    }

    /// The design-time origin of a view's parent in root coordinates (for autoresizing frames).
    func parentOrigin(of key: String) -> (x: Double, y: Double) {
        var x = 0.0, y = 0.0
        var current = nodes[key]?.parent
        while let parent = current, let node = nodes[parent] {
            x += node.spec.designFrame?.x ?? 0
            y += node.spec.designFrame?.y ?? 0
            current = node.parent
        }
        return (x, y)
    }
}
