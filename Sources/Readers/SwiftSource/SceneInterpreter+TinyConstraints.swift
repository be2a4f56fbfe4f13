import SceneModel
import SwiftSyntax

/// TinyConstraints (where the file imports it): `edgesToSuperview(excluding:insets:)`,
/// `topToSuperview(offset:)` and the other edges, `centerInSuperview()`, `width(100)`,
/// `height(min:max:)`, `size(CGSize)`, `aspectRatio(_:)`, `width(to:multiplier:offset:)`,
/// `topToBottom(of:offset:)` and the other crossings, `edges(to:insets:)`, `center(in:)`.
/// As the library does, an offset is added as it is written (`bottomToSuperview(offset: -8)`),
/// insets push inwards, `usingSafeArea: true` pins to the superview's safe area, and each
/// call takes `relation:` (`.equalOrLess`, `.equalOrGreater`), `priority:` (`.high` 750,
/// `.low` 250) and `isActive:`.
extension SceneInterpreter {
    static let tinyEdges: [String: Attribute] = [
        "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing, "left": .left, "right": .right,
        "centerX": .centerX, "centerY": .centerY, "width": .width, "height": .height,
    ]
    static let tinyPriorities: [String: Double] = ["required": 1000, "high": 750, "low": 250, "fittingSize": 50]

    var readsTinyConstraints: Bool { declarations.imports.contains("TinyConstraints") }

    /// TinyConstraints' view methods; nil when the name is not one of them.
    func tinyConstraintsMethod(_ view: Int, _ name: String, _ given: [CallArgument], at node: some SyntaxProtocol)
        -> SourceValue?
    {
        guard readsTinyConstraints else { return nil }
        var relation = ConstraintSpec.Relation.equal
        if case .member(let written)? = given["relation"]?.value {
            relation = ["equalOrLess": .lessThanOrEqual, "equalOrGreater": .greaterThanOrEqual][written] ?? .equal
        }
        var priority = 1000.0
        if let argument = given["priority"] {
            if case .member(let written) = argument.value, let named = Self.tinyPriorities[written] {
                priority = named
            } else {
                priority = Self.numeric(argument.value) ?? libraryNumber(argument, of: view, default: 1000)
            }
        }
        var isActive = true
        if case .bool(let flag)? = given["isActive"]?.value { isActive = flag }
        let offset = libraryNumber(given["offset"], of: view)
        let multiplier = libraryNumber(given["multiplier"], of: view, default: 1)
        let me = LayoutItem.view(view)
        var made: [SourceValue] = []
        func pin(
            _ attribute: Attribute, to other: LayoutItem?, _ otherAttribute: Attribute? = nil, constant: Double,
            relation written: ConstraintSpec.Relation? = nil, multiplier: Double = 1
        ) {
            made.append(
                libraryConstraint(
                    LibraryEnd(item: me, attribute: attribute), written ?? relation,
                    other.map { LibraryEnd(item: $0, attribute: otherAttribute ?? attribute) },
                    multiplier: multiplier, constant: constant, priority: priority, isActive: isActive, at: node))
        }
        var superview = LayoutItem.superview
        if case .bool(true)? = given["usingSafeArea"]?.value {
            superview = builder.views[view].parent.map(LayoutItem.safeArea) ?? .superview
        }
        /// An anchor given as the call's first unlabeled argument replaces the default one.
        func target(_ item: LayoutItem, _ attribute: Attribute) -> (LayoutItem, Attribute) {
            if case .anchor(let other, let otherAttribute)? = given.first(where: { $0.label == nil })?.value {
                return (other, otherAttribute)
            }
            return (item, attribute)
        }
        func edges(to item: LayoutItem, _ insets: Insets, excluding: Set<String>, _ which: [Attribute]) {
            let constants: [Attribute: Double] = [
                .top: insets.top, .bottom: -insets.bottom, .leading: insets.left, .trailing: -insets.right,
            ]
            for attribute in which where !excluding.contains(attribute.rawValue) {
                pin(attribute, to: item, constant: constants[attribute] ?? 0)
            }
        }
        /// `excluding: .bottom`, `excluding: [.top, .leading]`, `.left` for leading.
        func excluded() -> Set<String> {
            var names: Set<String> = []
            for case .member(let edge) in given["excluding"].map({
                $0.value.elements.isEmpty ? [$0.value] : $0.value.elements
            }) ?? [] {
                names.insert(["left": "leading", "right": "trailing"][edge] ?? edge)
            }
            return names
        }
        let other = Self.layoutItem(given["to"]?.value ?? given["of"]?.value ?? given["in"]?.value)
        let box: [Attribute] = [.top, .leading, .bottom, .trailing]
        switch name {
        case "edgesToSuperview":
            edges(to: superview, libraryInsets(given["insets"], of: view), excluding: excluded(), box)
        case "horizontalToSuperview":
            edges(
                to: superview, libraryInsets(given["insets"], of: view), excluding: excluded(), [.leading, .trailing])
        case "verticalToSuperview":
            edges(to: superview, libraryInsets(given["insets"], of: view), excluding: excluded(), [.top, .bottom])
        case "edges":
            guard let other else { return nil }
            edges(to: other, libraryInsets(given["insets"], of: view), excluding: excluded(), box)
        case "centerInSuperview", "center":
            let point = pointArgument(given["offset"], of: view)
            guard let item = name == "center" ? other : superview else { return nil }
            pin(.centerX, to: item, constant: point.x)
            pin(.centerY, to: item, constant: point.y)
        case "sizeToSuperview",
            "size" where other != nil:
            let item = other ?? superview
            pin(.width, to: item, constant: 0, multiplier: multiplier)
            pin(.height, to: item, constant: 0, multiplier: multiplier)
        case "size":
            guard let size = sizeArgument(given.first, of: view) else { return nil }
            pin(.width, to: nil, constant: size.width)
            pin(.height, to: nil, constant: size.height)
        case "width", "height":
            let attribute = Attribute(rawValue: name)!
            if let other {
                let (item, otherAttribute) = target(other, attribute)
                pin(attribute, to: item, otherAttribute, constant: offset, multiplier: multiplier)
            } else if let number = given.first(where: { $0.label == nil }) {
                pin(attribute, to: nil, constant: libraryNumber(number, of: view))
            } else if given["min"] != nil || given["max"] != nil {
                if let minimum = given["min"] {
                    pin(attribute, to: nil, constant: libraryNumber(minimum, of: view), relation: .greaterThanOrEqual)
                }
                if let maximum = given["max"] {
                    pin(attribute, to: nil, constant: libraryNumber(maximum, of: view), relation: .lessThanOrEqual)
                }
            } else {
                return nil
            }
        case "aspectRatio":
            guard let ratio = given.first else { return nil }
            pin(.width, to: me, .height, constant: 0, multiplier: libraryNumber(ratio, of: view, default: 1))
        default:
            if name.hasSuffix("ToSuperview"), let attribute = Self.tinyEdges[String(name.dropLast(11))] {
                let (item, otherAttribute) = target(superview, attribute)
                pin(attribute, to: item, otherAttribute, constant: offset, multiplier: multiplier)
            } else if let range = name.range(of: "To"),
                let attribute = Self.tinyEdges[String(name[..<range.lowerBound])],
                let otherEdge = Self.tinyEdges[
                    String(name[range.upperBound...]).prefix(1).lowercased()
                        + String(name[range.upperBound...]).dropFirst()],
                let other
            {
                // `topToBottom(of:)`, `leadingToTrailing(of:)`, `widthToHeight(of:multiplier:)`.
                pin(attribute, to: other, otherEdge, constant: offset, multiplier: multiplier)
            } else if let attribute = Self.tinyEdges[name], let other {
                let (item, otherAttribute) = target(other, attribute)
                pin(attribute, to: item, otherAttribute, constant: offset, multiplier: multiplier)
            } else {
                return nil
            }
        }
        return made.count == 1 ? made[0] : .array(made)
    }

    /// `CGPoint(x: 10, y: 20)`, `.zero` or nothing: the point; an unknown one is zero, assumed.
    func pointArgument(_ argument: CallArgument?, of view: Int) -> (x: Double, y: Double) {
        guard let argument else { return (0, 0) }
        if let call = argument.expression.as(FunctionCallExprSyntax.self) {
            let given = arguments(call)
            if let x = given["x"], let y = given["y"] {
                return (libraryNumber(x, of: view), libraryNumber(y, of: view))
            }
        }
        if let access = argument.expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "zero" {
            return (0, 0)
        }
        _ = constantValue(argument, of: .view(view))
        return (0, 0)
    }

    /// `CGSize(width: 44, height: 44)` (or a value that is one): the size.
    func sizeArgument(_ argument: CallArgument?, of view: Int) -> Size? {
        guard let argument else { return nil }
        if case .size(let size) = argument.value { return size }
        if let call = argument.expression.as(FunctionCallExprSyntax.self) {
            let given = arguments(call)
            if let width = given["width"], let height = given["height"] {
                return Size(width: libraryNumber(width, of: view), height: libraryNumber(height, of: view))
            }
        }
        return nil
    }
}
