import Foundation
import SceneModel
import SourceText
import Yams

extension SceneParser {
    /// Every view key, for "did you mean" (the descriptors say which types have which).
    static let viewKeys = ViewKey.allCases.map(\.rawValue)

    /// `views`: a mapping name → view, or a list of views with `id`.
    mutating func parseViews(_ node: Node) throws -> [ViewSpec] {
        var result: [ViewSpec] = []
        switch node {
        case .mapping(let mapping):
            for (key, value) in mapping {
                guard let name = key.string, !name.isEmpty else { fail("a view name must be text", key); continue }
                result.append(try declare(name, key, value))
            }
        case .sequence(let sequence):
            for item in sequence {
                guard case .mapping(let m) = item, let name = m.value(forKey: "id")?.string else {
                    fail("each view of a list needs an 'id'", item); continue
                }
                result.append(try declare(name, m.value(forKey: "id")!, item))
            }
        default:
            fail("views must be a mapping of names to views", node)
        }
        return result
    }

    /// Names of the items a constraint names without declaring them, normalized.
    static let reservedNames: Set<String> = [
        "superview", "root", "toplayoutguide", "bottomlayoutguide", "safearea", "margins", "layoutmargins",
        "readablecontent",
    ]

    private mutating func declare(_ name: String, _ keyNode: Node, _ value: Node) throws -> ViewSpec {
        // Byte by byte for ASCII names (Foundation's `contains` bridged through NSString).
        let isASCII = name.utf8.allSatisfy { $0 < 0x80 }
        if isASCII ? name.utf8.contains(UInt8(ascii: ".")) : name.contains(".") {
            fail("a view name cannot contain '.': '\(name)'", keyNode)
        }
        // Names are printed by check and explain: no control or bidirectional characters.
        if name.unicodeScalars.contains(where: needsEscape) {
            fail(
                "a view name cannot contain control or bidirectional characters: '\(terminalSafe(name, escapingTabs: true))'",
                keyNode)
        }
        let key = normalizedName(name)
        if Self.reservedNames.contains(key) { fail("'\(name)' is a reserved name", keyNode) }
        if !viewNames.add(name, normalized: key) {
            fail("duplicate view name '\(name)' (names ignore case and spaces)", keyNode)
        }
        var view = try parseView(name: name, value, id: ViewID(key))
        view.location = location(keyNode)
        return view
    }

    /// `id`: the view's id when the caller has normalized its name (`ViewID(name:)` otherwise).
    mutating func parseView(name: String, _ node: Node, id: ViewID? = nil) throws -> ViewSpec {
        var view = id.map { ViewSpec(name: name, id: $0) } ?? ViewSpec(name: name)
        if case .scalar = node, node.string == "" || node.string == "~" { return view }
        guard case .mapping(let m) = node else { fail("a view is a mapping of attributes", node); return view }
        // Each key read once, for the duplicate check, the keys' parsing and `checkApplicableKeys`.
        var keys: [ViewKey?] = []
        keys.reserveCapacity(m.count)
        for (keyNode, _) in m { keys.append(keyNode.string.flatMap(ViewKey.init(rawValue:))) }
        checkDuplicateKeys(m, keys)
        // `m.value(forKey: "type")` from the keys already read (a tagged key takes the general lookup).
        if let typeIndex = keys.lastIndex(of: .type), case let pair = m[m.index(m.startIndex, offsetBy: typeIndex)],
            let typeNode = pair.key.scalar?.tag.description.isEmpty == true ? pair.value : m.value(forKey: "type")
        {
            // A type spelled as declared needs no case-insensitive search through every type.
            if let text = typeNode.string, let type = ViewType(rawValue: text), Self.typesDifferBeyondCase {
                view.type = type
            } else {
                view.type =
                    enumValue(typeNode, ViewType.allCases.map(\.rawValue)).flatMap(ViewType.init(rawValue:)) ?? .view
            }
        }
        for ((keyNode, v), key) in zip(m, keys) {
            guard let key else {
                let text = keyNode.string ?? ""
                fail("unknown key '\(shownValue(text))'" + Suggestion.didYouMean(text, Self.viewKeys), keyNode)
                continue
            }
            try parse(key, v, into: &view)
        }
        if view.type == .stack { parseStack(&view, m) }
        checkApplicableKeys(view, m, keys)
        // `items` are a toolbar's: a navigation bar's are its bar's `left` and `right`.
        if let kind = view.bar?.kind, kind != .toolbar, let index = keys.firstIndex(of: .items) {
            fail(
                "items are a toolbar's; a \(kind.rawValue)'s are not drawn"
                    + (kind == .navigationBar ? " (give its bar left and right items)" : ""),
                m[m.index(m.startIndex, offsetBy: index)].key)
        }
        return view
    }

    /// `checkDuplicateKeys` for a view whose keys are all `ViewKey`s (nearly every view): they
    /// are compared as cases, without going through the mapping again.
    private mutating func checkDuplicateKeys(_ m: Node.Mapping, _ keys: [ViewKey?]) {
        guard !keys.contains(nil) else { return checkDuplicateKeys(m) }
        for index in keys.indices where keys[..<index].contains(keys[index]) {
            fail("duplicate key '\(keys[index]!.rawValue)'", m[m.index(m.startIndex, offsetBy: index)].key)
        }
    }

    /// Whether no two view types' names differ only in case: then a type written exactly as
    /// declared is the one `enumValue` would find.
    static let typesDifferBeyondCase: Bool = {
        let names = ViewType.allCases.map { $0.rawValue.lowercased() }
        return Set(names).count == names.count
    }()

    /// Content keys that a view type does not have are errors, not silently ignored; which types
    /// have which keys comes from their descriptors (`ViewKinds.owners`).
    private mutating func checkApplicableKeys(_ view: ViewSpec, _ m: Node.Mapping, _ keys: [ViewKey?]) {
        // The key nodes only for an error: iterating a mapping copies every pair.
        func keyNode(_ index: Int) -> Node { m[m.index(m.startIndex, offsetBy: index)].key }
        for (index, key) in keys.enumerated() {
            guard let key else { continue }
            // Any view may give a placeholder intrinsic size (Interface Builder's); a layout guide is not a view.
            if key == .intrinsicSize && view.type == .guide {
                fail(
                    "'intrinsicSize' does not apply to a guide (a layout guide has no intrinsic content size)",
                    keyNode(index))
            }
            guard let types = ViewKinds.owners[key], !types.contains(view.type) else { continue }
            let list = types.map(\.rawValue).sorted().joined(separator: ", ")
            fail("'\(key.rawValue)' does not apply to a \(view.type.rawValue) (only to \(list))", keyNode(index))
        }
    }

    // MARK: - Constraints

    mutating func parseConstraints(_ node: Node) throws -> [ConstraintSpec] {
        guard case .sequence(let sequence) = node else { fail("constraints must be a list", node); return [] }
        var result: [ConstraintSpec] = []
        var ids = Set<String>()
        for item in sequence {
            let specs = parseConstraint(item)
            if case .mapping(let m) = item, let idNode = m.value(forKey: "id"), let id = idNode.string,
                !ids.insert(id).inserted
            {
                fail("duplicate constraint id '\(id)'", idNode)
            }
            result += specs
        }
        constraintIDs = ids
        return result
    }

    mutating func parseConstraint(_ item: Node) -> [ConstraintSpec] {
        var id = ""
        var textNode = item
        if case .mapping(let m) = item {
            for (k, _) in m where !["id", "constraint"].contains(k.string ?? "") {
                fail("unknown constraint key '\(shownValue(k.string ?? ""))' (id, constraint)", k)
            }
            id = m.value(forKey: "id")?.string ?? ""
            guard let c = m.value(forKey: "constraint") else {
                fail("a constraint mapping needs 'constraint'", item); return []
            }
            textNode = c
        }
        guard case .scalar(let scalar) = textNode else { fail("a constraint is a line of text", textNode); return [] }
        let text = scalar.string
        // Plain scalars start at the mark; quoted ones one column later.
        let quoteOffset = scalar.style == .doubleQuoted || scalar.style == .singleQuoted ? 1 : 0
        do {
            var specs: [ConstraintSpec]
            if Self.isVisualFormat(text) {
                specs = try VisualFormat(viewNames: viewNames, metrics: metrics).parse(text)
            } else {
                let notation = ConstraintNotation(viewNames: viewNames, metrics: metrics)
                // The common line byte by byte; anything else (and every error) through the full parser.
                if readsCommonLines, let common = notation.parseCommonLine(text) {
                    specs = [common]
                } else {
                    specs = [try notation.parse(text)]
                }
            }
            for index in specs.indices {
                specs[index].id = specs.count == 1 ? id : (id.isEmpty ? "" : "\(id).\(index + 1)")
                specs[index].location = location(textNode)
            }
            return specs
        } catch {
            record(self.error(error.message, textNode, columnOffset: error.offset + quoteOffset))
            return []
        }
    }

    /// Whether a constraint line is VFL (`H:…`, `V:…`, `|…`, `[…`, `H[…`) rather than the cookbook notation.
    static func isVisualFormat(_ text: String) -> Bool {
        startsLikeVisualFormat(text.utf8) ?? isVisualFormatByCharacters(text)
    }

    static func isVisualFormatByCharacters(_ text: String) -> Bool {
        let trimmed = text.trimmedSpaces
        return trimmed.hasPrefix("H:") || trimmed.hasPrefix("V:") || trimmed.hasPrefix("|") || trimmed.hasPrefix("[")
            || (trimmed.count > 1 && (trimmed.hasPrefix("H") || trimmed.hasPrefix("V"))
                && "[|".contains(trimmed.dropFirst().first!))
    }

    /// `isVisualFormat` on bytes, when the first three after spaces and tabs are ASCII (then each
    /// is a Character: no combining mark follows); nil otherwise.
    static func startsLikeVisualFormat(_ utf8: String.UTF8View) -> Bool? {
        var index = utf8.startIndex
        while index < utf8.endIndex && (utf8[index] == UInt8(ascii: " ") || utf8[index] == UInt8(ascii: "\t")) {
            index = utf8.index(after: index)
        }
        // The first three bytes, no array made (one per constraint line cost a thousand instructions).
        var head: (UInt8, UInt8, UInt8) = (0, 0, 0)
        var count = 0
        while index < utf8.endIndex && count < 3 {
            let byte = utf8[index]
            guard byte < 0x80 else { return nil }
            if count == 0 { head.0 = byte } else if count == 1 { head.1 = byte } else { head.2 = byte }
            count += 1
            index = utf8.index(after: index)
        }
        guard count > 0 else { return false }
        let first = head.0
        if first == UInt8(ascii: "|") || first == UInt8(ascii: "[") { return true }
        guard first == UInt8(ascii: "H") || first == UInt8(ascii: "V"), count > 1 else { return false }
        return head.1 == UInt8(ascii: ":") || head.1 == UInt8(ascii: "[") || head.1 == UInt8(ascii: "|")
    }

    mutating func parseVariations(_ node: Node) throws -> [Variation] {
        guard case .mapping(let m) = node else {
            fail("variations map size classes (e.g. compact-regular) to changes", node); return []
        }
        var result: [Variation] = []
        for (keyNode, value) in m {
            let parts = (keyNode.string ?? "").lowercased().split(separator: "-").map(String.init)
            func sizeClass(_ s: String) -> (ok: Bool, value: SizeClass.Value?) {
                s == "any" ? (true, nil) : (SizeClass.Value(rawValue: s).map { (true, $0) } ?? (false, nil))
            }
            guard parts.count == 2, sizeClass(parts[0]).ok, sizeClass(parts[1]).ok else {
                fail("a variation key is WIDTH-HEIGHT with compact, regular or any, e.g. compact-regular", keyNode);
                continue
            }
            var variation = Variation(horizontal: sizeClass(parts[0]).value, vertical: sizeClass(parts[1]).value)
            guard case .mapping(let vm) = value else {
                fail("a variation is a mapping (uninstall, install, views)", value); continue
            }
            for (k, v) in vm {
                switch k.string ?? "" {
                case "uninstall":
                    for idNode in parseList(v) {
                        guard let id = idNode.string else { fail("uninstall lists constraint ids", idNode); continue }
                        if !constraintIDs.contains(id) {
                            fail(
                                "unknown constraint id '\(id)'" + Suggestion.didYouMean(id, constraintIDs.sorted()),
                                idNode)
                        }
                        variation.uninstall.append(id)
                    }
                case "install":
                    for item in parseList(v) { variation.install += parseConstraint(item) }
                case "views":
                    if case .mapping(let views) = v {
                        for (name, attrs) in views {
                            if let n = name.string, viewNames.find(n) == nil {
                                fail("unknown view '\(n)'" + Suggestion.didYouMean(n, viewNames.names), name)
                            } else if case .mapping(let a) = attrs, let n = name.string {
                                parseViewOverride(a, named: n, into: &variation)
                            } else {
                                fail("a variation changes a view's \(Self.overridableKeys)", attrs)
                            }
                        }
                    }
                default: fail("unknown variation key '\(shownValue(k.string ?? ""))' (uninstall, install, views)", k)
                }
            }
            result.append(variation)
        }
        return result
    }
}
