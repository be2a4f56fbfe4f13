import IBXML
import SceneModel
import SourceText

/// Constraints, multipliers and size-class variations.
extension DocumentDecoding {
    /// A `<constraint>`; one that lacks what Interface Builder always writes, or names an
    /// attribute or relation this reader does not know, is skipped with a located warning.
    func constraint(_ element: XMLElementNode) -> IBConstraint? {
        var fields = ElementFields(element, context, skippable: true)
        let id = fields.required("id")
        let firstAttribute = fields.required("firstAttribute").flatMap { attribute($0, "firstAttribute", &fields) }
        let secondItem = fields.string("secondItem")
        let secondAttribute = fields.string("secondAttribute").flatMap { attribute($0, "secondAttribute", &fields) }
        if (secondItem == nil) != (element["secondAttribute"] == nil) {
            fields.skip(
                secondItem == nil
                    ? "<constraint> has a 'secondAttribute' but no 'secondItem'"
                    : "<constraint> has a 'secondItem' but no 'secondAttribute'")
        }
        var relation = Located(IBRelation.equal, at: element.position)
        if let text = fields.string("relation") {
            if let value = IBRelation(rawValue: text.value) {
                relation = Located(value, at: text.position)
            } else {
                fields.skip(
                    "unknown relation '\(shownValue(text.value))' (expected equal, lessThanOrEqual or greaterThanOrEqual)",
                    at: text.position)
            }
        }
        let multiplier = fields.string("multiplier").flatMap { self.multiplier($0) } ?? Located(1, at: element.position)
        let constant = fields.double("constant") ?? Located(0, at: element.position)
        let priority =
            fields.double("priority", within: ValueBounds.priorities, what: "a priority")
            ?? Located(1000, at: element.position)
        var constraint = IBConstraint(
            id: id ?? Located("", at: element.position), firstItem: fields.string("firstItem"),
            firstAttribute: firstAttribute ?? Located(.notAnAttribute, at: element.position), relation: relation,
            secondItem: secondItem, secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
            priority: priority, symbolic: fields.flag("symbolic"), placeholder: fields.flag("placeholder"),
            identifier: fields.string("identifier"), userLabel: fields.string("userLabel"), variations: [],
            extras: IBExtras(), position: element.position)
        constraint.extras.attributes = fields.leftovers()
        var extras = constraint.extras
        context.eachChild(of: element, extras: &extras) { child in
            guard child.name == "variation" else { return false }
            if let variation = variation(child) { constraint.variations.append(variation) }
            return true
        }
        constraint.extras.elements = extras.elements
        guard id != nil, firstAttribute != nil, !fields.isSkipped else { return nil }
        return constraint
    }

    func attribute(_ text: Located<String>, _ name: String, _ fields: inout ElementFields)
        -> Located<IBLayoutAttribute>?
    {
        guard let value = IBLayoutAttribute(rawValue: text.value) else {
            fields.skip("unknown layout attribute '\(shownValue(text.value))' in '\(name)'", at: text.position)
            return nil
        }
        return Located(value, at: text.position)
    }

    /// `0.5`, a ratio `16:9`, or `3/4` (written once in the corpus); finite, and not 0 for a ratio's divisor.
    func multiplier(_ text: Located<String>) -> Located<Double>? {
        let separator = text.value.firstIndex { $0 == ":" || $0 == "/" }
        guard let separator else {
            guard let value = ElementFields.number(text, name: "multiplier", context: context) else { return nil }
            return boundedMultiplier(value, text: text.value)
        }
        let numerator = Double(text.value[..<separator]),
            denominator = Double(text.value[text.value.index(after: separator)...])
        guard let numerator, let denominator, numerator.isFinite, denominator.isFinite, denominator != 0,
            (numerator / denominator).isFinite
        else {
            context.fail(
                "'multiplier' is not a number or a ratio like 16:9: '\(shownValue(text.value))'", at: text.position)
            return nil
        }
        return boundedMultiplier(Located(numerator / denominator, at: text.position), text: text.value)
    }

    /// `<variation key>`: masks and property overrides for one size class.
    func variation(_ element: XMLElementNode) -> IBVariation? {
        guard let keyAttribute = element.attribute("key") else {
            context.warn("<variation> has no 'key' (Interface Builder always writes it); skipped", at: element.position)
            return nil
        }
        let key = Located(keyAttribute.value, at: keyAttribute.valuePosition)
        // A variation for an idiom (`userInterfaceIdiom=mac`, a Mac Catalyst override) applies on
        // that idiom only, not on the iPhone or iPad the document is laid out for: skipped, and
        // reported with what else was not understood.
        if key.value.contains("userInterfaceIdiom=") {
            context.notUnderstood["<variation key=\"\(key.value)\">", default: 0] += 1
            return nil
        }
        guard let sizeClass = sizeClass(key) else { return nil }
        var result = IBVariation(
            key: key, sizeClass: sizeClass, masks: [], attributes: element.attributes.filter { $0.name != "key" },
            elements: [], font: nil, position: element.position)
        for child in element.children {
            if child.name == "fontDescription" { result.font = font(child); continue }
            guard child.name == "mask" else { result.elements.append(child); continue }
            var fields = ElementFields(child, context, skippable: true)
            guard let maskKey = fields.required("key") else { continue }
            _ = fields.leftovers()
            var mask = IBMask(key: maskKey, included: [], excluded: [])
            context.eachChild(of: child) { entry in
                guard entry.name == "include" || entry.name == "exclude" else { return false }
                var fields = ElementFields(entry, context, skippable: true)
                if let reference = fields.required("reference") {
                    if entry.name == "include" {
                        mask.included.append(reference)
                    } else {
                        mask.excluded.append(reference)
                    }
                }
                _ = fields.leftovers()
                return true
            }
            result.masks.append(mask)
        }
        return result
    }

    /// `default`, `widthClass=compact`, `heightClass=regular`, `heightClass=compact-widthClass=regular`.
    func sizeClass(_ key: Located<String>) -> IBSizeClassKey? {
        if key.value == "default" { return IBSizeClassKey() }
        var result = IBSizeClassKey()
        for part in key.value.split(separator: "-", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", omittingEmptySubsequences: false)
            let value = pair.count == 2 ? IBSizeClassKey.SizeClass(rawValue: String(pair[1])) : nil
            switch (pair.first, value) {
            case ("widthClass", let value?) where result.width == nil: result.width = value
            case ("heightClass", let value?) where result.height == nil: result.height = value
            default:
                context.warn(
                    "unknown size class '\(shownValue(key.value))' (expected default, widthClass=compact|regular, heightClass=compact|regular, or both joined by '-'); skipped",
                    at: key.position)
                return nil
            }
        }
        return result
    }

    /// At most 1,000 either way, as in a YAML scene (UIKit takes any finite number; beyond this it is a typo).
    func boundedMultiplier(_ value: Located<Double>, text: String? = nil) -> Located<Double>? {
        guard abs(value.value) <= ValueBounds.maximumMultiplier else {
            context.fail(
                "'multiplier' must be within ±1,000, not '\(shownValue(text ?? String(value.value)))'",
                at: value.position)
            return nil
        }
        return value
    }
}
