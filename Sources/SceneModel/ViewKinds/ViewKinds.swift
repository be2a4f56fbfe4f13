/// The registry of view kinds: every type a scene can name, in the order error messages list them.
/// A kind's family file declares it and lists it in its family; the families are joined here.
public enum ViewKinds {
    public static let all: [ViewKind] = [.view] + textKinds + [.imageView] + controlKinds + containerKinds + listKinds

    private static let byName: [String: ViewKind] = Dictionary(uniqueKeysWithValues: all.map { ($0.type.rawValue, $0) })

    static func isDeclared(_ name: String) -> Bool { byName[name] != nil }

    public static func kind(of type: ViewType) -> ViewKind {
        guard let kind = byName[type.rawValue] else { preconditionFailure("no descriptor for view type '\(type)'") }
        return kind
    }

    /// Key → the types that have it, for the keys that are not common to every view.
    public static let owners: [ViewKey: Set<ViewType>] = {
        var owners: [ViewKey: Set<ViewType>] = [:]
        for kind in all { for key in kind.keys { owners[key.key, default: []].insert(kind.type) } }
        return owners
    }()
}
