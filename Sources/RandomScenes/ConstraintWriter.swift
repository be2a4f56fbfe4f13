/// Writes random legal constraints over the generated views: cookbook notation (with
/// multipliers, constants, metrics, Standard and priorities in their several spellings), VFL
/// lines over siblings, ids for some of them, and size-class variations that uninstall,
/// install and hide.
struct ConstraintWriter<Source: Entropy> {
    var entropy: Source
    let views: ViewIndex
    var idCounter = 0

    static var horizontal: [String] {
        ["Leading", "Trailing", "CenterX", "LeadingMargin", "TrailingMargin", "CenterXWithinMargins"]
    }
    static var absolute: [String] { ["Left", "Right", "LeftMargin", "RightMargin", "CenterX"] }
    static var vertical: [String] {
        [
            "Top", "Bottom", "CenterY", "TopMargin", "BottomMargin", "CenterYWithinMargins", "FirstBaseline",
            "LastBaseline", "Baseline",
        ]
    }
    static var sizes: [String] { ["Width", "Height"] }

    mutating func constraints(count: Int) -> [GeneratedScene.Constraint] {
        guard !views.entries.isEmpty else { return [] }
        var result: [GeneratedScene.Constraint] = []
        for _ in 0..<count {
            var c = entropy.chance(25) ? vfl() : notation()
            if entropy.chance(20) {
                idCounter += 1
                c.id = "c\(idCounter)"
            }
            result.append(c)
        }
        return result
    }

    mutating func variations(constraints: [GeneratedScene.Constraint]) -> [GeneratedScene.VariationEntry] {
        guard entropy.chance(20) else { return [] }
        let classes = [
            "compact-regular", "regular-compact", "compact-any", "any-regular", "regular-regular", "any-any",
        ]
        var result: [GeneratedScene.VariationEntry] = []
        for c in constraints where c.id != nil && entropy.chance(50) {
            result.append(.init(sizeClass: entropy.pick(classes), change: .uninstall(id: c.id!)))
        }
        if entropy.chance(50) {
            var c = notation()
            idCounter += 1
            c.id = "c\(idCounter)"
            result.append(.init(sizeClass: entropy.pick(classes), change: .install(c)))
        }
        if entropy.chance(50) {
            result.append(
                .init(
                    sizeClass: entropy.pick(classes),
                    change: .hide(view: entropy.pick(views.entries).name, hidden: entropy.chance(50))))
        }
        return result
    }

    // MARK: - Notation

    mutating func spelled(_ attribute: String) -> String {
        switch entropy.below(6) {
        case 0: return attribute.lowercased()
        case 1: return attribute.prefix(1).lowercased() + attribute.dropFirst()
        default: return attribute
        }
    }

    mutating func relation() -> String { entropy.pick(["=", "=", "==", ">=", "<=", "≥", "≤"]) }

    mutating func priority() -> String {
        switch entropy.below(10) {
        case 0: return " @750"
        case 1: return " (Priority \(entropy.int(1...1000)))"
        case 2: return " @" + entropy.pick(["high", "low", "fittingSize", "required", "999", "1"])
        default: return ""
        }
    }

    mutating func constant(location: Bool) -> String {
        switch entropy.below(12) {
        case 0, 1, 2: return ""
        case 3: return location ? " + Standard" : " + 8"
        case 4: return location ? " - 2 x Standard" : " - 4"
        case 5: return " + gap"
        case 6: return " - wide"
        case 7: return " + 0.5"
        case 8: return entropy.chance(10) ? " + 100000" : " - 20.0"
        default: return " + \(entropy.int(0...300))"
        }
    }

    mutating func multiplier() -> String {
        guard entropy.chance(25) else { return "" }
        return entropy.pick(["2 x ", "0.5 x ", "2.0 * ", "200% x ", "3/4 x ", "2:1 × ", "1 x "])
    }

    /// Items that are not one of the generated views, valid from anywhere.
    mutating func otherItem(attribute: String, first: ViewIndex.Entry) -> String? {
        let margin = attribute.contains("Margin")
        var items = ["Superview"]
        if !margin { items += ["Safe Area", "Margins", "Readable Content", "Root"] }
        if !margin && ["Top", "Bottom"].contains(attribute) {
            items.append(attribute == "Top" ? "Bottom Layout Guide" : "Top Layout Guide")
        }
        if !margin, let owner = views.entries.filter({ $0.type != "guide" }).randomElement(using: &entropy) {
            items += ["\(owner.name).Margins", "\(owner.name).Safe Area"]
        }
        if !margin, let scroll = views.scrollViews.randomElement(using: &entropy) {
            items += ["\(scroll.name).Content Layout Guide", "\(scroll.name).Frame Layout Guide"]
        }
        return entropy.pick(items)
    }

    mutating func notation() -> GeneratedScene.Constraint {
        let first = entropy.pick(views.entries)
        var references = [first.name]
        if entropy.chance(15) {
            let size = entropy.pick(Self.sizes)
            let value = entropy.chance(5) ? "100000" : String(entropy.int(0...400))
            return .init(
                text: "\(first.name).\(spelled(size)) \(relation()) \(value)\(priority())", references: references)
        }
        let family = entropy.pick([
            Self.horizontal, Self.horizontal, Self.absolute, Self.vertical, Self.vertical, Self.sizes,
        ])
        let a = entropy.pick(family), b = entropy.pick(family)
        let second: String
        if entropy.chance(60) {
            let other = entropy.pick(views.entries)
            second = other.name
            references.append(other.name)
        } else {
            second = otherItem(attribute: b, first: first) ?? "Superview"
            if let dot = second.lastIndex(of: "."),
                second.hasSuffix("Guide") || second.hasSuffix("Margins") || second.hasSuffix("Safe Area")
            {
                references.append(String(second[..<dot]))
            }
        }
        let location = family != Self.sizes
        let text =
            "\(first.name).\(spelled(a)) \(relation()) \(multiplier())\(second).\(spelled(b))\(constant(location: location))\(priority())"
        // A cookbook list number is ignored by the parser; it appears now and then as in the recipes.
        return .init(text: (entropy.chance(5) ? "3. " : "") + text, references: references)
    }

    // MARK: - VFL

    mutating func predicate(inView: Bool, siblings: [ViewIndex.Entry]) -> String {
        var object = entropy.chance(20) ? "gap" : String(entropy.int(0...120))
        if inView, entropy.chance(20), let other = siblings.randomElement(using: &entropy) { object = other.name }
        let relation = entropy.pick(["", "==", ">=", "<="])
        let priority = entropy.chance(25) ? "@\(entropy.pick(["750", "250", "999", "1"]))" : ""
        return relation + object + priority
    }

    mutating func connection(siblings: [ViewIndex.Entry]) -> String {
        switch entropy.below(6) {
        case 0: return ""
        case 1, 2: return "-"
        case 3: return "-\(entropy.int(0...40))-"
        case 4: return "-(-10)-"
        default: return "-(\(predicate(inView: false, siblings: siblings)))-"
        }
    }

    mutating func vfl() -> GeneratedScene.Constraint {
        guard let group = views.siblingGroups.randomElement(using: &entropy) else { return notation() }
        var chosen: [ViewIndex.Entry] = []
        for _ in 0..<entropy.int(1...min(3, group.count)) {
            let e = entropy.pick(group)
            if !chosen.contains(where: { $0.name == e.name }) { chosen.append(e) }
        }
        var text = entropy.pick(["H:", "V:", ""])
        if entropy.chance(60) { text += "|" + connection(siblings: chosen) }
        for (i, view) in chosen.enumerated() {
            if i > 0 { text += connection(siblings: chosen) }
            text += "[\(view.name)"
            if entropy.chance(40) {
                let others = chosen.filter { $0.name != view.name }
                var predicates = [predicate(inView: true, siblings: others)]
                if entropy.chance(25) { predicates.append(predicate(inView: true, siblings: others)) }
                text += "(" + predicates.joined(separator: ",") + ")"
            }
            text += "]"
        }
        if entropy.chance(60) { text += connection(siblings: chosen) + "|" }
        return .init(text: text, references: chosen.map(\.name))
    }
}

extension Array {
    /// A random element chosen by the scene's entropy (nil when empty).
    func randomElement<S: Entropy>(using entropy: inout S) -> Element? {
        isEmpty ? nil : self[entropy.below(count)]
    }
}
