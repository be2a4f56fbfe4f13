import LayoutEngine
import SceneModel

/// The rounded groups inset grouped tables clip their rows to (UIKit masks the first and last
/// cells of each section to the group's corners), found once per drawing: each view then asks
/// only its way up to its table.
struct InsetGroups {
    private let layout: SolvedLayout
    /// Each row of an inset grouped table's sections, by id: its section's group.
    private let groupOfRow: [ViewID: Rect]

    init(_ layout: SolvedLayout) {
        self.layout = layout
        var groups: [ViewID: Rect] = [:]
        for table in TableRows.all(in: layout) where table.style == .insetGrouped {
            for section in table.sections {
                guard let bounds = section.bounds else { continue }
                for row in section.rows where groups[row.id] == nil { groups[row.id] = bounds }
            }
        }
        groupOfRow = groups
    }

    /// The group `view` is clipped to, or nil: the view is not in a row of an inset grouped table.
    func group(around view: SolvedLayout.View) -> Rect? {
        guard !groupOfRow.isEmpty else { return nil }
        var row = view
        var ancestor = layout.parent(of: view)
        while let a = ancestor {
            if a.spec.type == .table { return a.spec.style == .insetGrouped ? groupOfRow[row.id] : nil }
            row = a
            ancestor = layout.parent(of: a)
        }
        guard layout.rootType == .table, layout.rootTable?.style == .insetGrouped else { return nil }
        return groupOfRow[row.id]
    }
}
