import SceneModel
import SwiftSyntax

/// PureLayout's `auto…` view methods: `autoPinEdge(toSuperviewEdge:withInset:)` (also to the
/// superview's margins and safe area), `autoPinEdgesToSuperviewEdges(with:excludingEdge:)`,
/// `autoPinEdge(_:to:of:withOffset:)`, `autoSetDimension(_:toSize:)`, `autoSetDimensions(to:)`,
/// `autoMatch(_:to:of:withMultiplier:/withOffset:)`, `autoAlignAxis(toSuperviewAxis:)`,
/// `autoAlignAxis(_:toSameAxisOf:withOffset:)`, `autoCenterInSuperview()`,
/// `autoConstrainAttribute(_:to:of:)`. As PureLayout does, an inset from the superview's bottom,
/// trailing or right edge is inwards (its relation flips with it), `.vertical` is the centerX
/// axis and `.horizontal` the centerY one. The names are PureLayout's own: read without an import.
extension SceneInterpreter {
    /// PureLayout's view methods; nil when the name is not one of them.
    func pureLayoutMethod(_ view: Int, _ name: String, _ given: [CallArgument], at node: some SyntaxProtocol)
        -> SourceValue?
    {
        guard name.hasPrefix("auto") else { return nil }
        var relation = ConstraintSpec.Relation.equal
        if case .member(let written)? = given["relation"]?.value {
            relation =
                ["lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual][written] ?? .equal
        }
        let me = LayoutItem.view(view)
        let parent = builder.views[view].parent
        var made: [SourceValue] = []
        func pin(
            _ attribute: Attribute, to other: LayoutItem?, _ otherAttribute: Attribute? = nil, constant: Double = 0,
            multiplier: Double = 1, relation written: ConstraintSpec.Relation? = nil
        ) {
            made.append(
                libraryConstraint(
                    LibraryEnd(item: me, attribute: attribute), written ?? relation,
                    other.map { LibraryEnd(item: $0, attribute: otherAttribute ?? attribute) },
                    multiplier: multiplier, constant: constant, at: node))
        }
        /// An edge of the superview (`nil`), its margins or its safe area, inset inwards.
        func pinToSuperview(_ edge: Attribute, inset: Double, guide: String?) {
            let inward = [.bottom, .trailing, .right].contains(edge)
            var flipped = relation
            if inward, relation != .equal {
                flipped = relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
            }
            switch guide {
            case "margins":
                pin(
                    edge, to: .superview, Attribute(rawValue: edge.rawValue + "Margin"),
                    constant: inward ? -inset : inset, relation: flipped)
            case "safeArea":
                pin(
                    edge, to: parent.map(LayoutItem.safeArea) ?? .superview, constant: inward ? -inset : inset,
                    relation: flipped)
            default:
                pin(edge, to: .superview, constant: inward ? -inset : inset, relation: flipped)
            }
        }
        func axis(_ value: SourceValue?) -> Attribute? {
            guard case .member(let name)? = value else { return nil }
            return [
                "vertical": .centerX, "horizontal": .centerY, "baseline": .lastBaseline, "lastBaseline": .lastBaseline,
                "firstBaseline": .firstBaseline,
            ][name]
        }
        let offset = libraryNumber(given["withOffset"] ?? given["withInset"], of: view)
        let multiplier = libraryNumber(given["withMultiplier"], of: view, default: 1)
        let other = Self.layoutItem(given["of"]?.value ?? given["toSameAxisOf"]?.value)
        switch name {
        case "autoPinEdge":
            if let edge = Self.libraryAttribute(given["toSuperviewEdge"]?.value) {
                pinToSuperview(edge, inset: offset, guide: nil)
            } else if let edge = Self.libraryAttribute(given["toSuperviewMargin"]?.value) {
                pinToSuperview(edge, inset: offset, guide: "margins")
            } else if let edge = Self.libraryAttribute(given["toSuperviewSafeArea"]?.value) {
                pinToSuperview(edge, inset: offset, guide: "safeArea")
            } else if let edge = Self.libraryAttribute(given.unlabeled?.value),
                let otherEdge = Self.libraryAttribute(given["to"]?.value), let other
            {
                pin(edge, to: other, otherEdge, constant: offset)
            } else {
                return nil
            }
        case "autoPinEdgesToSuperviewEdges", "autoPinEdgesToSuperviewMargins", "autoPinEdgesToSuperviewSafeArea":
            let insets = libraryInsets(given["with"] ?? given["withInsets"], of: view)
            let excluded = Self.libraryAttribute(given["excludingEdge"]?.value)
            let guide = name.hasSuffix("Margins") ? "margins" : name.hasSuffix("SafeArea") ? "safeArea" : nil
            let sides: [(Attribute, Double)] = [
                (.top, insets.top), (.leading, insets.left), (.bottom, insets.bottom), (.trailing, insets.right),
            ]
            for (edge, inset) in sides where edge != excluded {
                pinToSuperview(edge, inset: inset, guide: guide)
            }
        case "autoSetDimension":
            guard let dimension = Self.libraryAttribute(given.unlabeled?.value), let size = given["toSize"] else {
                return nil
            }
            pin(dimension, to: nil, constant: libraryNumber(size, of: view))
        case "autoSetDimensions":
            guard let size = sizeArgument(given["to"], of: view) else { return nil }
            pin(.width, to: nil, constant: size.width)
            pin(.height, to: nil, constant: size.height)
        case "autoMatch", "autoConstrainAttribute":
            guard let dimension = Self.libraryAttribute(given.unlabeled?.value) ?? axis(given.unlabeled?.value),
                let otherDimension = Self.libraryAttribute(given["to"]?.value) ?? axis(given["to"]?.value), let other
            else { return nil }
            pin(dimension, to: other, otherDimension, constant: offset, multiplier: multiplier)
        case "autoAlignAxis":
            if let attribute = axis(given["toSuperviewAxis"]?.value) {
                pin(attribute, to: .superview, constant: offset)
            } else if let attribute = axis(given["toSuperviewMarginAxis"]?.value) {
                pin(attribute, to: .superview, attribute == .centerX ? .centerXWithinMargins : .centerYWithinMargins)
            } else if let attribute = axis(given.unlabeled?.value), let other {
                pin(attribute, to: other, constant: offset, multiplier: multiplier)
            } else {
                return nil
            }
        case "autoCenterInSuperview":
            pin(.centerX, to: .superview)
            pin(.centerY, to: .superview)
        case "autoCenterInSuperviewMargins":
            pin(.centerX, to: .superview, .centerXWithinMargins)
            pin(.centerY, to: .superview, .centerYWithinMargins)
        default:
            return nil
        }
        return made.count == 1 ? made[0] : .array(made)
    }

    /// `NSLayoutConstraint.autoSetPriority(.defaultHigh) { … }` (the block's constraints take the
    /// priority), `autoCreateAndInstallConstraints { … }`, `autoCreateConstraintsWithoutInstalling { … }`
    /// (made, not active): the block's constraints.
    func pureLayoutBlock(_ name: String, _ given: [CallArgument]) -> SourceValue {
        guard case .closure(let closure) = given.last?.value else { return .unknown(name) }
        let start = builder.constraints.count
        _ = runClosure(closure, arguments: [])
        let made = start..<builder.constraints.count
        for index in made {
            switch name {
            case "autoSetPriority":
                if let priority = given.first.flatMap({ LayoutPriorities.value($0.value) }) {
                    builder.constraints[index].priority = priority
                }
            case "autoCreateConstraintsWithoutInstalling": builder.constraints[index].isActive = false
            default: break
            }
        }
        return .array(made.map(SourceValue.constraint))
    }
}
