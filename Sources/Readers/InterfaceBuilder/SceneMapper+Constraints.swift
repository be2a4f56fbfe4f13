import IBXML
import SceneModel

/// Constraints: items (views, guides, the root), attributes, and size-class masks.
extension SceneMapper {
    /// Every view of the scene with its constraints, root first.
    var constrainingViews: [IBView] { rootAndDescendants }

    func mapConstraints() -> [ConstraintSpec] {
        var base: [ConstraintSpec] = []
        for view in constrainingViews {
            let masks = constraintMasks(of: view)
            // A placeholder constraint ("Remove at build time") is Interface Builder's own at
            // design time: the canvas lays it out, only the built app lacks it.
            for constraint in view.constraints {
                guard let spec = constraintSpec(constraint, owner: view) else { continue }
                let id = constraint.id.value
                let installedByDefault =
                    !(masks["default"]?.excluded.contains(id) ?? false)
                    && !excludedByDefault(spec)
                if installedByDefault { base.append(spec) }
                for (key, mask) in masks where key != "default" {
                    if mask.included.contains(id) && !installedByDefault { edit(mask.key) { $0.install.append(spec) } }
                    if mask.excluded.contains(id) && installedByDefault {
                        edit(mask.key) { $0.uninstall.append(spec.id) }
                    }
                }
                // Property overrides: a constant per size class.
                for override in constraint.variations {
                    guard let constant = override.attributes.first(where: { $0.name == "constant" }),
                        let value = number(constant)
                    else { continue }
                    var changed = spec
                    changed.constant = .points(value)
                    edit(override.sizeClass) { $0.install.append(changed) }
                }
            }
        }
        return base
    }

    /// Placeholder constraints hold as Interface Builder's canvas lays them out, but the built app
    /// lacks them and sets its own in code, which cannot be read: one warning per scene says so,
    /// at the first of them.
    func placeholderWarning() -> Diagnostic? {
        let placeholders = constrainingViews.flatMap(\.constraints).filter(\.placeholder)
        guard let first = placeholders.first else { return nil }
        let count = placeholders.count == 1 ? "a constraint" : "\(placeholders.count) constraints"
        return .warning(
            "\(count) removed at build time (placeholder): laid out as Interface Builder's canvas shows "
                + "\(placeholders.count == 1 ? "it" : "them"); the app replaces "
                + "\(placeholders.count == 1 ? "it" : "them") in code",
            at: location(first.id.position))
    }

    /// `<variation key><mask key="constraints">` of a view, by key: included and excluded ids.
    func constraintMasks(of view: IBView) -> [String: (
        key: IBSizeClassKey, included: Set<String>, excluded: Set<String>
    )] {
        var result: [String: (key: IBSizeClassKey, included: Set<String>, excluded: Set<String>)] = [:]
        for variation in view.variations {
            for mask in variation.masks where mask.key.value == "constraints" {
                result[variation.key.value, default: (variation.sizeClass, [], [])].included.formUnion(
                    mask.included.map(\.value))
                result[variation.key.value, default: (variation.sizeClass, [], [])].excluded.formUnion(
                    mask.excluded.map(\.value))
            }
        }
        return result
    }

    /// A constraint naming a view the default set does not install is not installed either.
    func excludedByDefault(_ spec: ConstraintSpec) -> Bool {
        [spec.first, spec.second].compactMap { $0 }.contains { anchor in
            if case .view(let name) = anchor.item { return hiddenByDefault.contains(name) }
            return false
        }
    }

    /// The variation for a key (created in file order); nil for `default`.
    func edit(_ key: IBSizeClassKey, _ change: (inout Variation) -> Void) {
        guard key.width != nil || key.height != nil else { return }
        let name = "\(key.width?.rawValue ?? "any")-\(key.height?.rawValue ?? "any")"
        if variations[name] == nil {
            variationOrder.append(name)
            variations[name] = Variation(
                horizontal: key.width.flatMap { SizeClass.Value(rawValue: $0.rawValue) },
                vertical: key.height.flatMap { SizeClass.Value(rawValue: $0.rawValue) })
        }
        change(&variations[name]!)
    }

    /// `<mask key="subviews">`: a view not installed is hidden (its constraints stay out).
    func mapSubviewMasks() {
        for view in constrainingViews {
            for variation in view.variations {
                for mask in variation.masks where mask.key.value == "subviews" {
                    for excluded in mask.excluded {
                        guard let name = names[excluded.value] else { continue }
                        edit(variation.sizeClass) { $0.hidden[name] = true }
                        if appliesToFile(variation.sizeClass) { uninstalledIDs.insert(excluded.value) }
                    }
                    for included in mask.included {
                        guard let name = names[included.value] else { continue }
                        edit(variation.sizeClass) { $0.hidden[name] = false }
                        if appliesToFile(variation.sizeClass) && variation.key.value != "default" {
                            uninstalledIDs.remove(included.value)
                        }
                    }
                }
            }
            for override in view.variations {
                if let hidden = override.attributes.first(where: { $0.name == "hidden" }),
                    let name = names[view.id.value]
                {
                    edit(override.sizeClass) { $0.hidden[name] = hidden.value == "YES" }
                }
                let changes = viewOverride(override, of: view)
                if !changes.isEmpty, let name = names[view.id.value] {
                    edit(override.sizeClass) {
                        $0.overrides[name] = ($0.overrides[name] ?? ViewOverride()).merged(with: changes)
                    }
                }
            }
        }
    }

    /// Names of the views the `default` set leaves out.
    var defaultHiddenNames: Set<String> {
        var result = Set<String>()
        for view in constrainingViews {
            for variation in view.variations where variation.key.value == "default" {
                for mask in variation.masks where mask.key.value == "subviews" {
                    result.formUnion(mask.excluded.compactMap { names[$0.value] })
                }
            }
        }
        return result
    }

    // MARK: - One constraint

    func constraintSpec(_ constraint: IBConstraint, owner: IBView) -> ConstraintSpec? {
        let firstID = constraint.firstItem?.value ?? owner.id.value
        let firstPosition = constraint.firstItem?.position ?? constraint.position
        guard let firstAttribute = attribute(constraint.firstAttribute.value) else { return nil }
        guard
            let firstItem = item(
                firstID, at: firstPosition, attribute: firstAttribute, other: constraint.secondItem?.value)
        else { return nil }
        var second: Anchor?
        if let secondID = constraint.secondItem,
            let secondAttribute = constraint.secondAttribute.flatMap({ attribute($0.value) })
        {
            guard let item = item(secondID.value, at: secondID.position, attribute: secondAttribute, other: firstID)
            else { return nil }
            second = Anchor(item, secondAttribute)
        }
        let relation: ConstraintSpec.Relation =
            switch constraint.relation.value {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let first = Anchor(firstItem, firstAttribute)
        let multiplier = constraint.multiplier.value, constant = constraint.constant.value
        var text = "\(first) \(relation.rawValue) "
        if let second {
            text += (multiplier != 1 ? "\(format(multiplier)) × " : "") + "\(second)"
            if constant != 0 { text += constant > 0 ? " + \(format(constant))" : " - \(format(-constant))" }
        } else {
            text += format(constant)
        }
        if constraint.priority.value != 1000 { text += " @\(format(constraint.priority.value))" }
        var spec = ConstraintSpec(
            id: constraint.id.value, first: first, relation: relation, second: second,
            multiplier: second == nil ? 1 : multiplier, constant: .points(constant),
            priority: constraint.priority.value, text: text, location: location(constraint.position))
        spec.provenance.identifier = constraint.id.value
        return spec
    }

    func attribute(_ attribute: IBLayoutAttribute) -> Attribute? {
        switch attribute {
        case .baseline: return .lastBaseline
        case .notAnAttribute: return nil
        default: return Attribute(rawValue: attribute.rawValue)
        }
    }

    /// What an id names, as a constraint item; nil for an id of another scene or of nothing: the
    /// constraint is skipped with a located warning (a file edited by hand or merged badly still
    /// lays out the rest).
    func item(_ id: String, at position: XMLPosition, attribute: Attribute, other: String?) -> Item? {
        if id == root.id.value { return .root }
        if let name = names[id] {
            // An edge of a scroll view against a view inside it is the content's edge.
            if views[id]?.elementName == "scrollView", let other, isInside(other, id),
                [.leading, .trailing, .left, .right, .top, .bottom].contains(attribute)
            {
                return .contentLayoutGuide(of: name)
            }
            return .view(name)
        }
        guard let entry = index.objects[id] else {
            skip(
                "constraint names '\(id)', but no object in the document has this id; the constraint is skipped",
                at: position)
            return nil
        }
        guard entry.scene == objectsIndex else {
            skip(
                "constraint names '\(id)', a view of another scene; constraints cannot cross scenes; the constraint is skipped",
                at: position)
            return nil
        }
        switch entry.object {
        case .guide(let guide, let owner):
            let ownerName = owner == root.id.value ? "root" : names[owner]
            switch guide.key.value {
            case "contentLayoutGuide": return .contentLayoutGuide(of: ownerName)
            case "frameLayoutGuide": return .frameLayoutGuide(of: ownerName)
            case "keyboard": return .bottomLayoutGuide
            default: return .safeArea(of: ownerName)
            }
        case .controllerGuide(let guide):
            return guide.type.value == "bottom" ? .bottomLayoutGuide : .topLayoutGuide
        case .view, .other:
            skip(
                "constraint names '\(id)', which is not a view or a layout guide of this scene; the constraint is skipped",
                at: position)
            return nil
        }
    }
}
