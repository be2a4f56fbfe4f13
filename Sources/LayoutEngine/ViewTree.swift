import SceneModel

/// The views of a layout as positions in scene order (depth first), found by id or by name in
/// constant time, each with its parent's position: what the build and the solved layout look
/// views and their ancestors up with, instead of scanning the views for a name.
struct ViewTree: Sendable {
    /// The parent's position of each view; nil for the root's children.
    let parents: [Int?]
    private let positions: [ViewID: Int]
    private let namePositions: [String: Int]
    /// The names as written, each to the position its normalized name finds (so that both
    /// lookups agree): a constraint names a view as the scene declares it nearly always, and
    /// normalizing the name first was most of the lookup (hundreds per layout).
    private let exactPositions: [String: Int]
    /// The first view whose id an earlier view already has (a scene file cannot have one; a
    /// scene built in code can).
    let firstDuplicate: Int?

    /// `views` in scene order, parents before their children.
    init(_ views: [(id: ViewID, name: String, parent: ViewID?)]) {
        var positions: [ViewID: Int] = [:], namePositions: [String: Int] = [:], exactPositions: [String: Int] = [:]
        var parents: [Int?] = [], firstDuplicate: Int?
        // Sized once: growing three dictionaries rehashed every name several times.
        positions.reserveCapacity(views.count)
        namePositions.reserveCapacity(views.count)
        exactPositions.reserveCapacity(views.count)
        parents.reserveCapacity(views.count)
        for (index, view) in views.enumerated() {
            if positions[view.id] == nil {
                positions[view.id] = index
            } else if firstDuplicate == nil {
                firstDuplicate = index
            }
            // An unnamed view (a storyboard's) is found by its id only; names go to the first view.
            let key = normalizedName(view.name)
            if !key.isEmpty && namePositions[key] == nil {
                namePositions[key] = index
                exactPositions[view.name] = index
            }
            parents.append(view.parent.flatMap { positions[$0] })
        }
        self.parents = parents
        self.positions = positions
        self.namePositions = namePositions
        self.exactPositions = exactPositions
        self.firstDuplicate = firstDuplicate
    }

    var count: Int { parents.count }

    func position(of id: ViewID) -> Int? { positions[id] }

    /// Names match case-insensitively with spaces ignored, as in the scene file.
    func position(named name: String) -> Int? { exactPositions[name] ?? namePositions[normalizedName(name)] }

    /// The view's parent, its parent's parent, ... up to a child of the root.
    func ancestors(of position: Int) -> some Sequence<Int> {
        sequence(first: position) { parents[$0] }.dropFirst()
    }
}
