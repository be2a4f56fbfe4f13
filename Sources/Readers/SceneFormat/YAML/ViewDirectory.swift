import SceneModel

/// The scene's view names, found as the format says: case-insensitively, spaces ignored.
/// An index of normalized names, since a scene's constraints look views up thousands of times.
struct ViewDirectory: ExpressibleByArrayLiteral {
    private(set) var names: [String] = []
    private var byKey: [String: String] = [:]

    init(_ names: [String]) { for name in names { _ = add(name) } }
    init(arrayLiteral names: String...) { self.init(names) }

    /// Adds a name; false when an equivalent one is already there.
    mutating func add(_ name: String) -> Bool { add(name, normalized: normalizedName(name)) }

    /// The same with the name's `normalizedName`, when the caller has it.
    mutating func add(_ name: String, normalized key: String) -> Bool {
        guard byKey[key] == nil else { return false }
        byKey[key] = name
        names.append(name)
        return true
    }

    /// The declared spelling of `name`, if the scene has such a view.
    func find(_ name: String) -> String? { byKey[normalizedName(name)] }

    /// The same for a name already normalized (`normalizedName`).
    func find(normalized key: String) -> String? { byKey[key] }
}
