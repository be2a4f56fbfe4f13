import Cassowary
import SceneModel

/// The constraints UIKit adds to views by itself: intrinsic content size (hugging and
/// compression resistance, per axis), and frame constraints for views that no constraint
/// mentions (Interface Builder turns their design frame into autoresizing constraints).
extension LayoutBuild {
    /// `mentioned`: the views whose frames constraints place (`mentionedViews`).
    func appendIntrinsicAndAutoresizingEntries(
        wrapWidths: [ViewID: Double], mentioned: Set<Int>, to result: inout [Entry]
    ) {
        // Appending in place: concatenating arrays of entries copied them all.
        for position in nodes.indices {
            // The view as its generated constraints' first item names it (nil for an unnamed one).
            let views = AnchorViews(first: tree.position(named: nodes[position].spec.name), firstNamesView: true)
            appendIntrinsicEntries(
                nodes[position], geometry: geometries(at: position, wrapWidths: wrapWidths).aligned, views: views,
                to: &result)
            // Autoresizing places the frame.
            guard let frame = nodes[position].spec.designFrame else { continue }
            let geometry = geometries(at: position, wrapWidths: wrapWidths).frame
            if let mask = nodes[position].spec.autoresizing, let superSize = nodes[position].spec.superviewDesignSize {
                result += maskEntries(
                    nodes[position], designFrame: frame, mask: mask, superviewDesignSize: superSize,
                    geometry: geometry, views: views)
            } else if !mentioned.contains(position) {
                result += autoresizingEntries(nodes[position], designFrame: frame, geometry: geometry, views: views)
            }
        }
    }

    /// The views a constraint of the scene names, and the views stacks arrange: their frames
    /// come from constraints, not from autoresizing.
    func mentionedViews(_ sceneEntries: [Entry]) -> Set<Int> {
        var mentioned = Set<Int>()
        for index in sceneEntries.indices {
            if let first = sceneEntries[index].views.first { mentioned.insert(first) }
            if let second = sceneEntries[index].views.second { mentioned.insert(second) }
        }
        for node in nodes {
            if let stack = node.spec.stack { mentioned.formUnion(stack.arranged.compactMap(tree.position(named:))) }
        }
        return mentioned
    }

    /// Hugging (`<=`) and compression resistance (`>=`) on each axis that has an intrinsic size.
    func appendIntrinsicEntries(
        _ node: Node, geometry: ItemGeometry, views: AnchorViews, to result: inout [Entry]
    ) {
        let intrinsic = geometry.intrinsic
        let hugging = IntrinsicContentCalculator.hugging(of: node.spec, defaults: scene.defaults)
        let resistance = IntrinsicContentCalculator.compressionResistance(of: node.spec)
        let name = node.spec.name
        func entry(_ attribute: Attribute, _ relation: ConstraintSpec.Relation, _ value: Double, _ priority: Double)
            -> Entry
        {
            // One concatenation, not an interpolation: interpolating formats each part through a protocol.
            let hug = relation == .lessThanOrEqual
            let width = attribute == .width
            let id =
                name + (hug ? (width ? ".hug.width" : ".hug.height") : (width ? ".compress.width" : ".compress.height"))
            return .generated(
                id: id, first: Anchor(.view(name), attribute), relation, constant: value, priority: priority,
                text: .intrinsic(
                    view: name, attribute: attribute, relation: relation, value: value, priority: priority),
                location: node.spec.location,
                lhs: attribute == .width ? geometry.width : geometry.height, rhs: Expression(constant: value),
                firstGeometry: geometry, views: views)
        }
        if intrinsic.hasWidth {
            result.append(entry(.width, .lessThanOrEqual, intrinsic.size.width, hugging.horizontal))
            result.append(entry(.width, .greaterThanOrEqual, intrinsic.size.width, resistance.horizontal))
        }
        if intrinsic.hasHeight {
            result.append(entry(.height, .lessThanOrEqual, intrinsic.size.height, hugging.vertical))
            result.append(entry(.height, .greaterThanOrEqual, intrinsic.size.height, resistance.vertical))
        }
    }

    /// The design frame, in root coordinates, as four required equalities.
    func autoresizingEntries(_ node: Node, designFrame frame: Rect, geometry: ItemGeometry, views: AnchorViews)
        -> [Entry]
    {
        let origin = parentOrigin(of: node)
        // Every table above shifts its rows' content below the safe area.
        let inset = ([node.position] + tree.ancestors(of: node.position)).reduce(0) {
            $0 + contentInsetTop(aboveChildOf: nodes[$1])
        }
        let components: [(Variable, Double, String, Attribute)] = [
            (node.x, frame.x + origin.x, "x", .left), (node.y, frame.y + origin.y + inset, "y", .top),
            (node.width, frame.width, "width", .width), (node.height, frame.height, "height", .height),
        ]
        return components.map { variable, value, component, attribute in
            let id = node.spec.name + ".autoresizing." + component
            return .generated(
                id: id, first: Anchor(.view(node.spec.name), attribute), .equal, constant: value,
                text: .autoresizing(id: id, value: value, fromMask: false), location: node.spec.location,
                lhs: Expression(variable), rhs: Expression(constant: value), firstGeometry: geometry, views: views)
        }
    }

    /// The design-time origin of a view's parent in root coordinates (for autoresizing frames).
    func parentOrigin(of node: Node) -> (x: Double, y: Double) {
        var x = 0.0, y = 0.0
        for ancestor in tree.ancestors(of: node.position) {
            x += nodes[ancestor].spec.designFrame?.x ?? 0
            y += nodes[ancestor].spec.designFrame?.y ?? 0
        }
        return (x, y)
    }

    /// A view's autoresizing mask as the constraints UIKit generates, against its superview's
    /// solved origin and size (the root's for the root's children).
    func maskEntries(
        _ node: Node, designFrame frame: Rect, mask: AutoresizingMask, superviewDesignSize: Size,
        geometry: ItemGeometry, views: AnchorViews
    ) -> [Entry] {
        let parent = self.parent(of: node)
        let parentX = parent.map { Expression($0.x) } ?? Expression(constant: 0)
        let parentY = (parent.map { Expression($0.y) } ?? Expression(constant: 0)) + contentInsetTop(aboveChildOf: node)
        let parentWidth = parent.map { Expression($0.width) } ?? rootFrameGeometry.width
        let parentHeight = parent.map { Expression($0.height) } ?? rootFrameGeometry.height
        let h = mask.axisFormula(
            origin: frame.x, size: frame.width, designLength: superviewDesignSize.width, axis: .horizontal)
        let v = mask.axisFormula(
            origin: frame.y, size: frame.height, designLength: superviewDesignSize.height, axis: .vertical)
        let components: [(Variable, Expression, String, Attribute, Double)] = [
            (node.x, parentX + h.origin.factor * parentWidth + h.origin.constant, "x", .left, frame.x),
            (node.y, parentY + v.origin.factor * parentHeight + v.origin.constant, "y", .top, frame.y),
            (node.width, h.size.factor * parentWidth + h.size.constant, "width", .width, frame.width),
            (node.height, v.size.factor * parentHeight + v.size.constant, "height", .height, frame.height),
        ]
        return components.map { variable, rhs, component, attribute, value in
            let id = node.spec.name + ".autoresizing." + component
            return .generated(
                id: id, first: Anchor(.view(node.spec.name), attribute), .equal, constant: value,
                text: .autoresizing(id: id, value: value, fromMask: true), location: node.spec.location,
                lhs: Expression(variable), rhs: rhs, firstGeometry: geometry, views: views)
        }
    }
}
