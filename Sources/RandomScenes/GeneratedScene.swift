import SceneFormat

/// A scene as the generator builds it: a tree of views, constraint lines and top-level keys,
/// each piece a removable unit for the shrinker, written out as the YAML the parser reads.
/// Every piece lists the names it refers to (views, `#id` for constraint ids), so that removing
/// a view also removes the constraints and keys that would otherwise name a missing view.
public struct GeneratedScene: Sendable, Equatable {
    /// A top-level key (`devices`, `orientations`, …), its value inline YAML.
    public struct Setting: Sendable, Equatable {
        public var key: String
        public var value: String
        /// False for keys others depend on without saying so (`metrics` named in constraints).
        public var removable = true

        public init(key: String, value: String, removable: Bool = true) {
            self.key = key; self.value = value; self.removable = removable
        }
    }

    /// A view key (`text`, `font`, …), its value inline YAML.
    public struct Property: Sendable, Equatable {
        public var key: String
        public var value: String
        public var references: [String] = []

        public init(key: String, value: String, references: [String] = []) {
            self.key = key; self.value = value; self.references = references
        }
    }

    public struct View: Sendable, Equatable {
        public var name: String
        public var type: String
        public var properties: [Property] = []
        /// `subviews`, `arranged` or `content`; nil for a view without children.
        public var childrenKey: String?
        public var children: [View] = []

        public init(
            name: String, type: String, properties: [Property] = [], childrenKey: String? = nil, children: [View] = []
        ) {
            self.name = name; self.type = type; self.properties = properties; self.childrenKey = childrenKey;
            self.children = children
        }

        /// This view's name and those of every view below it.
        public var allNames: [String] { [name] + children.flatMap(\.allNames) }
    }

    public struct Constraint: Sendable, Equatable {
        public var text: String
        public var id: String?
        public var references: [String] = []

        public init(text: String, id: String? = nil, references: [String] = []) {
            self.text = text; self.id = id; self.references = references
        }
    }

    /// One change of a size-class variation (`compact-regular`, …).
    public struct VariationEntry: Sendable, Equatable {
        public enum Change: Sendable, Equatable {
            case uninstall(id: String)
            case install(Constraint)
            case hide(view: String, hidden: Bool)
        }
        public var sizeClass: String
        public var change: Change

        public init(sizeClass: String, change: Change) { self.sizeClass = sizeClass; self.change = change }

        var references: [String] {
            switch change {
            case .uninstall(let id): return ["#" + id]
            case .install(let c): return c.references
            case .hide(let view, _): return [view]
            }
        }
    }

    public var title: String
    public var settings: [Setting] = []
    public var views: [View] = []
    public var constraints: [Constraint] = []
    public var variations: [VariationEntry] = []

    public init(title: String) { self.title = title }

    public var viewCount: Int { views.reduce(0) { $0 + $1.allNames.count } }

    /// The scene file.
    public func yaml() -> String {
        var lines = ["title: " + YAMLText.quoted(title)]
        for setting in settings { lines.append("\(setting.key): \(setting.value)") }
        if !views.isEmpty {
            lines.append("views:")
            for view in views { Self.write(view, indent: 1, into: &lines) }
        }
        if !constraints.isEmpty {
            lines.append("constraints:")
            for c in constraints { lines.append("  - " + Self.constraintYAML(c)) }
        }
        if !variations.isEmpty {
            lines.append("variations:")
            var order: [String] = []
            for entry in variations where !order.contains(entry.sizeClass) { order.append(entry.sizeClass) }
            for sizeClass in order {
                lines.append("  \(sizeClass):")
                let entries = variations.filter { $0.sizeClass == sizeClass }
                let uninstalls = entries.compactMap { if case .uninstall(let id) = $0.change { id } else { nil } }
                let installs = entries.compactMap { if case .install(let c) = $0.change { c } else { nil } }
                let hides = entries.compactMap { if case .hide(let v, let h) = $0.change { (v, h) } else { nil } }
                if !uninstalls.isEmpty { lines.append("    uninstall: [\(uninstalls.joined(separator: ", "))]") }
                if !installs.isEmpty {
                    lines.append("    install:")
                    for c in installs { lines.append("      - " + Self.constraintYAML(c)) }
                }
                if !hides.isEmpty {
                    lines.append("    views:")
                    for (view, hidden) in hides { lines.append("      \(YAMLText.quoted(view)): {hidden: \(hidden)}") }
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Constraint lines are always quoted: VFL starting with `|` or `[` is YAML syntax otherwise.
    static func constraintYAML(_ c: Constraint) -> String {
        guard let id = c.id else { return YAMLText.quoted(c.text) }
        return "{id: \(id), constraint: \(YAMLText.quoted(c.text))}"
    }

    static func write(_ view: View, indent: Int, into lines: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        let properties = [Property(key: "type", value: view.type)] + view.properties
        if view.children.isEmpty {
            lines.append(
                pad + YAMLText.quoted(view.name) + ": {"
                    + properties.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
                    + "}")
            return
        }
        lines.append(pad + YAMLText.quoted(view.name) + ":")
        for p in properties { lines.append(pad + "  \(p.key): \(p.value)") }
        lines.append(pad + "  \(view.childrenKey ?? "subviews"):")
        for child in view.children { write(child, indent: indent + 2, into: &lines) }
    }
}
