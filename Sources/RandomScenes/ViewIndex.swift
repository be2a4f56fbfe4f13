/// What constraint writing needs to know of the generated views: each one's type and parent,
/// and which views share a parent (VFL lines relate siblings and their superview).
struct ViewIndex {
    struct Entry {
        var name: String
        var type: String
        var parent: String?
        /// Arranged in a stack (its position comes from the stack).
        var arranged: Bool
    }

    var entries: [Entry] = []

    init(_ views: [GeneratedScene.View]) {
        func visit(_ views: [GeneratedScene.View], parent: GeneratedScene.View?) {
            for view in views {
                entries.append(
                    Entry(
                        name: view.name, type: view.type, parent: parent?.name,
                        arranged: parent?.childrenKey == "arranged"))
                visit(view.children, parent: view)
            }
        }
        visit(views, parent: nil)
    }

    /// Groups of two or more siblings outside stacks, for VFL.
    var siblingGroups: [[Entry]] {
        var groups: [String: [Entry]] = [:]
        var order: [String] = []
        for e in entries where !e.arranged && e.type != "guide" {
            let key = e.parent ?? ""
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(e)
        }
        return order.compactMap { groups[$0] }
    }

    var scrollViews: [Entry] { entries.filter { $0.type == "scroll" } }
}
