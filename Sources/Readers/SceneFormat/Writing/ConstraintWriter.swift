import SceneModel

/// Writes constraints in the cookbook notation (`Red View.Leading = Superview.LeadingMargin + 20
/// @750`), with their ids. A constraint read from a scene file keeps the line it was written as
/// (a VFL line gives back all its constraints at once) when that line, read with the written
/// names, gives the same constraints; any other is written from its parts.
struct ConstraintWriter {
    let names: WrittenNames
    let views: [ViewSpec]

    /// The items of a `constraints` or `install` list, each a line or an `{id, constraint}` mapping.
    func items(_ constraints: [ConstraintSpec]) -> [String] { written(constraints).map(\.item) }

    /// The items with the ids they declare (a kept VFL line declares its own, `c4` for `c4.1`, `c4.2`).
    func written(_ constraints: [ConstraintSpec]) -> [(id: String, item: String)] {
        var result: [(id: String, item: String)] = []
        var index = 0
        while index < constraints.count {
            // A line of VFL is several constraints with its text and place.
            var end = index + 1
            let first = constraints[index]
            while end < constraints.count, !first.text.isEmpty, constraints[end].text == first.text,
                constraints[end].location == first.location
            { end += 1 }
            let group = Array(constraints[index..<end])
            if let (id, text) = keptLine(group) {
                result.append((id, item(id: id, text: text)))
            } else {
                for spec in group { result.append((spec.id, item(id: spec.id, text: notation(spec)))) }
            }
            index = end
        }
        return result
    }

    func item(id: String, text: String) -> String {
        id.isEmpty
            ? YAMLText.scalar(text, in: .block)
            : YAMLText.mapping([("id", YAMLText.scalar(id)), ("constraint", YAMLText.scalar(text))])
    }

    /// The group's own line and id, when reading it back gives the group.
    func keptLine(_ group: [ConstraintSpec]) -> (id: String, text: String)? {
        let text = group[0].text
        guard !text.isEmpty else { return nil }
        let id: String
        if group.count == 1 {
            id = group[0].id
        } else if group.allSatisfy({ $0.id.isEmpty }) {
            id = ""
        } else {
            guard let dot = group[0].id.lastIndex(of: ".") else { return nil }
            id = String(group[0].id[..<dot])
            guard group.enumerated().allSatisfy({ $0.element.id == "\(id).\($0.offset + 1)" }) else { return nil }
        }
        let directory = ViewDirectory(names.names)
        let read: [ConstraintSpec]
        do {
            if SceneParser.isVisualFormat(text) {
                read = try VisualFormat(viewNames: directory, metrics: [:]).parse(text)
            } else {
                read = [try ConstraintNotation(viewNames: directory, metrics: [:]).parse(text)]
            }
        } catch { return nil }
        guard read.count == group.count else { return nil }
        for (back, spec) in zip(read, group) {
            let expected = renamed(spec)
            guard back.first == expected.first, back.relation == expected.relation, back.second == expected.second,
                back.multiplier == expected.multiplier, back.constant == expected.constant,
                back.priority == expected.priority, back.text == spec.text
            else { return nil }
        }
        return (id, text)
    }

    /// The constraint with its items named as written.
    func renamed(_ spec: ConstraintSpec) -> ConstraintSpec {
        var spec = spec
        spec.first.item = renamed(spec.first.item)
        if let second = spec.second { spec.second = Anchor(renamed(second.item), second.attribute) }
        return spec
    }

    func renamed(_ item: Item) -> Item {
        func owner(_ name: String?) -> String? {
            guard let name, !["superview", "root"].contains(normalizedName(name)) else { return name }
            return names.name(referredToAs: name) ?? name
        }
        switch item {
        case .view(let name): return .view(names.name(referredToAs: name) ?? name)
        case .safeArea(let name): return .safeArea(of: owner(name))
        case .margins(let name): return .margins(of: owner(name))
        case .readableContent(let name): return .readableContent(of: owner(name))
        case .contentLayoutGuide(let name): return .contentLayoutGuide(of: owner(name))
        case .frameLayoutGuide(let name): return .frameLayoutGuide(of: owner(name))
        case .superview, .root, .topLayoutGuide, .bottomLayoutGuide: return item
        }
    }

    /// `FIRST RELATION [MULTIPLIER x] SECOND [± CONSTANT] [@PRIORITY]`, or `FIRST RELATION CONSTANT [@PRIORITY]`.
    func notation(_ spec: ConstraintSpec) -> String {
        Self.notation(renamed(spec))
    }

    /// The cookbook line of a constraint whose items hold the names to write.
    static func notation(_ spec: ConstraintSpec) -> String {
        var text = "\(anchor(spec.first)) \(spec.relation.rawValue) "
        if let second = spec.second {
            if spec.multiplier != 1 { text += multiplier(spec.multiplier) + " x " }
            text += anchor(second)
            switch spec.constant {
            case .points(let points) where points != 0:
                text += (points < 0 ? " - " : " + ") + YAMLText.number(abs(points))
            case .standard(let multiple):
                text += (multiple < 0 ? " - " : " + ") + standard(abs(multiple))
            default: break
            }
        } else {
            switch spec.constant {
            case .points(let points): text += YAMLText.number(points)
            case .standard(let multiple): text += standard(multiple)
            }
        }
        if spec.priority != 1000 { text += " @" + YAMLText.number(spec.priority) }
        return text
    }

    static func anchor(_ anchor: Anchor) -> String {
        "\(anchor.item).\(anchor.attribute.rawValue.prefix(1).uppercased())\(anchor.attribute.rawValue.dropFirst())"
    }

    static func standard(_ multiple: Double) -> String {
        multiple == 1 ? "Standard" : YAMLText.number(multiple) + " x Standard"
    }

    /// A short decimal (`0.5`), else an exact ratio (`16:9`), else every digit it takes.
    static func multiplier(_ value: Double) -> String {
        let decimal = YAMLText.number(value)
        let decimals = decimal.split(separator: ".").dropFirst().first?.count ?? 0
        if decimals <= 4 { return decimal }
        for denominator in 2...100 {
            let numerator = (value * Double(denominator)).rounded()
            if numerator > 0, numerator / Double(denominator) == value {
                return "\(YAMLText.number(numerator)):\(denominator)"
            }
        }
        return decimal
    }
}

/// Writes `variations`: per size class (`compact-regular`, `any-compact`), the ids to uninstall,
/// the constraints to install, and the views' `hidden`.
struct VariationWriter {
    let names: WrittenNames
    let constraints: ConstraintWriter
    /// The ids the written `constraints` list declares (normalized). An id a variation uninstalls
    /// that is not among them is left out: it removes nothing (ids match whole, so `c4` does not
    /// name `c4.1`), and the parser refuses an id it does not know.
    let declaredIDs: Set<String>

    func lines(_ variations: [Variation]) -> [String] {
        var lines: [String] = []
        for variation in variations {
            let key = "\(variation.horizontal?.rawValue ?? "any")-\(variation.vertical?.rawValue ?? "any")"
            var body: [String] = []
            let uninstall = variation.uninstall.filter { declaredIDs.contains(normalizedName($0)) }
            if !uninstall.isEmpty {
                body.append("    uninstall: " + YAMLText.list(uninstall.map { YAMLText.scalar($0) }))
            }
            if !variation.install.isEmpty {
                body.append("    install:")
                body += constraints.items(variation.install).map { "      - " + $0 }
            }
            let views = changedViews(variation)
            if !views.isEmpty { body.append("    views: " + YAMLText.mapping(views)) }
            lines.append("  \(key):" + (body.isEmpty ? " {}" : ""))
            lines += body
        }
        return lines
    }

    /// The name as the variation spells it when it still names the view, else the written name;
    /// in the order of the views: each view's `hidden` and overrides on one line.
    func changedViews(_ variation: Variation) -> [(String, String)] {
        let order = names.names.map(normalizedName)
        var changes: [String: [(String, String)]] = [:]
        for (name, hidden) in variation.hidden {
            changes[name, default: []].append(("hidden", hidden ? "true" : "false"))
        }
        for (name, override) in variation.overrides { changes[name, default: []] += Self.pairs(override) }
        let entries = changes.compactMap { name, pairs -> (String, [(String, String)])? in
            guard let written = names.name(referredToAs: name), !pairs.isEmpty else { return nil }
            return (
                normalizedName(written) == normalizedName(name) && WrittenNames.isUsable(name) ? name : written, pairs
            )
        }.sorted { a, b in
            let (i, j) = (
                order.firstIndex(of: normalizedName(a.0)) ?? .max, order.firstIndex(of: normalizedName(b.0)) ?? .max
            )
            return i != j ? i < j : a.0 < b.0
        }
        return entries.map { (YAMLText.scalar($0.0), YAMLText.mapping($0.1)) }
    }

    static func pairs(_ override: ViewOverride) -> [(String, String)] {
        var pairs: [(String, String)] = []
        if let axis = override.axis { pairs.append(("axis", axis.rawValue)) }
        if let distribution = override.distribution { pairs.append(("distribution", distribution.rawValue)) }
        if let alignment = override.alignment { pairs.append(("alignment", alignment.rawValue)) }
        switch override.spacing {
        case .points(let points): pairs.append(("spacing", YAMLText.number(points)))
        case .standard: pairs.append(("spacing", "standard"))
        case nil: break
        }
        if let font = override.font { pairs.append(("font", ViewWriter.font(font))) }
        return pairs
    }
}
