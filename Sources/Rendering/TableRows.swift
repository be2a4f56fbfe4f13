import LayoutEngine
import SceneModel

/// A table's rows as the layout placed them, in the sections its scene gives (`ViewSpec.sections`
/// over its last subviews, in order: the views before them, such as a table header view, are not
/// rows), with the table's style and whether it draws separators. Rendering reads what is drawn
/// around the rows from it: the grouped backgrounds, the titles, the separators, the accessories.
struct TableRows {
    struct Section {
        var titles: TableSection
        /// The section's rows, hidden ones included (they keep their place in the count).
        var rows: [SolvedLayout.View]

        /// The rows that are drawn.
        var shown: [SolvedLayout.View] { rows.filter { !$0.spec.hidden } }

        /// The rectangle the drawn rows cover (nil: none is drawn).
        var bounds: Rect? {
            let shown = self.shown
            guard let first = shown.first else { return nil }
            return shown.dropFirst().reduce(first.rootFrame) { box, row in
                let r = row.rootFrame
                let x = min(box.minX, r.minX), y = min(box.minY, r.minY)
                return Rect(x: x, y: y, width: max(box.maxX, r.maxX) - x, height: max(box.maxY, r.maxY) - y)
            }
        }
    }

    let frame: Rect
    let style: ControlStyle?
    let separators: Bool
    let sections: [Section]
    /// The table's own background (nil: none set).
    let background: Color?

    var isGrouped: Bool { style == .grouped || style == .insetGrouped }

    /// The root table (`table` nil) or a table view of the layout.
    init(layout: SolvedLayout, table: SolvedLayout.View?) {
        let children = layout.views.filter { $0.parent == table?.spec.name }
        let root = layout.rootTable
        frame = table?.rootFrame ?? layout.rootFrame
        style = table?.spec.style ?? root?.style
        separators = table?.spec.separators ?? root?.separators ?? true
        background = table == nil ? layout.rootBackground : table?.spec.background
        let titled = table?.spec.sections ?? root?.sections ?? []
        sections = Self.sections(titled, over: children)
    }

    /// Every table of the layout that is drawn: the root first when it is one. `isHidden` (the
    /// screen's test: the view, an ancestor, no alpha) leaves out a table view it hides.
    static func all(
        in layout: SolvedLayout, isHidden: (SolvedLayout.View) -> Bool = { $0.spec.hidden }
    ) -> [TableRows] {
        var tables: [TableRows] = []
        if layout.rootType == .table { tables.append(TableRows(layout: layout, table: nil)) }
        for view in layout.views where view.spec.type == .table && !isHidden(view) {
            tables.append(TableRows(layout: layout, table: view))
        }
        return tables
    }

    /// The sections over the last rows of `children`; none given: one untitled section of them all.
    static func sections(_ titled: [TableSection], over children: [SolvedLayout.View]) -> [Section] {
        guard !titled.isEmpty else { return [Section(titles: TableSection(rows: children.count), rows: children)] }
        let count = min(children.count, titled.reduce(0) { $0 + max(0, $1.rows) })
        var rows = children.suffix(count)[...]
        return titled.map { section in
            let taken = rows.prefix(max(0, section.rows))
            rows = rows.dropFirst(taken.count)
            return Section(titles: section, rows: Array(taken))
        }
    }

    /// Every row, in order.
    var rows: [SolvedLayout.View] { sections.flatMap(\.rows) }

    /// The view whose layout margins inset a row's text, separator and accessory: its content
    /// view (its first subview), else the row itself.
    static func marginsView(of row: SolvedLayout.View, in layout: SolvedLayout) -> SolvedLayout.View {
        layout.views.first { $0.parent == row.spec.name } ?? row
    }

    /// What `draw` draws for each row of every table of the layout that `isHidden` does not hide
    /// (the screen's test: the row, an ancestor, no alpha), clipped to its table: the drawings a
    /// row makes of its own attributes (its accessory).
    static func eachShownRow(
        in layout: SolvedLayout, isHidden: (SolvedLayout.View) -> Bool,
        _ draw: (SolvedLayout.View, inout DisplayList) -> Void
    ) -> DisplayList {
        var list = DisplayList()
        for table in all(in: layout, isHidden: isHidden) {
            list.append(.clip(.rect(table.frame, radius: 0)))
            for row in table.rows where !isHidden(row) { draw(row, &list) }
            list.append(.restore)
        }
        return list
    }
}
