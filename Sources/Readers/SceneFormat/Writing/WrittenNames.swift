import SceneModel
import SourceText

/// The names a written scene gives its views: unique (as the format compares them: case and
/// spaces ignored), without '.', not reserved, and read back by the constraint notation as the
/// view itself. A view's own name is kept when it is all that; otherwise it is cleaned
/// (`Label (8bC-Xf-vdC)` stays, `a=b` becomes `a b`), and an unnamed view or a repeated name
/// gets its type and a number (`Label`, `Label 2`).
struct WrittenNames {
    /// The written name of each view, by position in `Scene.allViews`.
    private(set) var names: [String] = []
    /// Normalized source name → position of the first view so named (how the engine resolves
    /// a constraint's `.view(name)`), and view id → position for readers that refer by id.
    private var firstByName: [String: Int] = [:]
    private var byID: [String: Int] = [:]
    private var taken = Set<String>()

    /// Names the constraint notation reads as something else than a view.
    static let reserved: Set<String> = [
        "superview", "root", "view", "toplayoutguide", "bottomlayoutguide", "safearea", "safearealayoutguide",
        "margins", "layoutmargins", "layoutmarginsguide", "readablecontent", "readablecontentguide",
        "contentlayoutguide", "framelayoutguide",
    ]
    /// Long display names (a label's whole text) are cut at a word, to this many characters.
    static let maximumLength = 40

    init(_ views: [ViewSpec]) {
        for (position, view) in views.enumerated() {
            let key = normalizedName(view.name)
            if !key.isEmpty && firstByName[key] == nil { firstByName[key] = position }
            if byID[view.id.rawValue] == nil { byID[view.id.rawValue] = position }
            names.append(claim(view))
        }
    }

    /// The written name of the view a constraint, a stack or a variation refers to by `name`.
    func name(referredToAs name: String) -> String? {
        guard let position = firstByName[normalizedName(name)] ?? byID[name] else { return nil }
        return names[position]
    }

    private mutating func claim(_ view: ViewSpec) -> String {
        if Self.isUsable(view.name), taken.insert(normalizedName(view.name)).inserted { return view.name }
        var base = Self.cleaned(view.name)
        if !Self.isUsable(base) { base = Self.typeName(view.type) }
        if Self.isUsable(base), taken.insert(normalizedName(base)).inserted { return base }
        for number in 2... {
            let candidate = "\(base) \(number)"
            if Self.isUsable(candidate), taken.insert(normalizedName(candidate)).inserted { return candidate }
        }
        fatalError("unreachable")
    }

    /// `textField` → `Text Field`.
    static func typeName(_ type: ViewType) -> String {
        var words = ""
        for character in type.rawValue {
            if character.isUppercase { words += " " }
            words.append(character)
        }
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// Letters, digits, spaces and a few harmless marks; other characters become spaces; long
    /// names are cut at a word.
    static func cleaned(_ name: String) -> String {
        let kept = name.map { $0.isLetter || $0.isNumber || " _()'/&!?-".contains($0) ? $0 : " " }
        var words = String(kept).split(separator: " ").map(String.init)
        while words.count > 1 && words.joined(separator: " ").count > maximumLength { words.removeLast() }
        let joined = words.joined(separator: " ")
        return joined.count > maximumLength ? String(joined.prefix(maximumLength)) : joined
    }

    /// Whether the format accepts `name` as a view's and the constraint notation reads it back
    /// as that view in every position the writer puts it.
    static func isUsable(_ name: String) -> Bool {
        let key = normalizedName(name)
        guard !key.isEmpty, !name.contains("."), !reserved.contains(key),
            terminalSafe(name, escapingTabs: true) == name, name.count <= 2 * maximumLength
        else { return false }
        let notation = ConstraintNotation(viewNames: ViewDirectory([name]))
        let probes: [(String, Anchor, Anchor?)] = [
            ("\(name).Top = \(name).Bottom", Anchor(.view(name), .top), Anchor(.view(name), .bottom)),
            ("\(name).Width = 2 x \(name).Height + 8 @750", Anchor(.view(name), .width), Anchor(.view(name), .height)),
            (
                "\(name).Leading = \(name).Margins.Leading - Standard", Anchor(.view(name), .leading),
                Anchor(.margins(of: name), .leading)
            ),
            ("\(name).Width >= 10", Anchor(.view(name), .width), nil),
        ]
        for (line, first, second) in probes {
            guard let spec = try? notation.parse(line), spec.first == first, spec.second == second else { return false }
        }
        // Not read as a line of VFL, nor as the start of a cookbook list.
        let vfl = ["H:", "V:", "|", "[", "H|", "H[", "V|", "V["]
        return !vfl.contains { name.hasPrefix($0) }
    }
}
