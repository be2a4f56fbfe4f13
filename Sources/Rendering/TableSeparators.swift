import LayoutEngine
import SceneModel

/// A table view's rows as UIKit draws them: a hairline under each cell, from the cell's
/// leading content margin to its trailing edge, and (plain tables fill the screen with empty
/// rows) more lines at the last row's height down to the table's bottom. A grouped table draws
/// them between the rows of a section only; a table whose `separators` are off, none.
struct TableSeparators {
    let layout: SolvedLayout
    let color: Color
    /// Whether a table or a row is not drawn: hidden, under a hidden view or transparent (the
    /// screen's test).
    var isHidden: (SolvedLayout.View) -> Bool = { $0.spec.hidden }

    /// The lines of every table, each table's clipped to its frame.
    func list() -> DisplayList {
        var list = DisplayList()
        for table in TableRows.all(in: layout, isHidden: isHidden) where table.separators {
            appendRows(of: table, to: &list)
        }
        return list
    }

    private func appendRows(of table: TableRows, to list: inout DisplayList) {
        let cells = table.rows.filter { !isHidden($0) }
        guard let last = cells.max(by: { $0.rootFrame.maxY < $1.rootFrame.maxY }) else { return }
        let frame = table.frame
        let hairline = 1 / layout.configuration.scale
        let inset = cells.first.map(leadingMargin) ?? 16
        list.append(.clip(.rect(frame, radius: 0)))
        for section in table.sections {
            let shown = section.rows.filter { !isHidden($0) }
            // A grouped section ends at its last row: no line under it.
            for cell in table.isGrouped ? Array(shown.dropLast()) : shown {
                list.append(
                    line(
                        y: cell.rootFrame.maxY - hairline / 2, across: cell.rootFrame, inset: leadingMargin(cell),
                        width: hairline), color)
            }
        }
        let rowHeight = last.rootFrame.height
        var y = last.rootFrame.maxY + rowHeight
        while !table.isGrouped && rowHeight >= 1 && y <= frame.maxY {
            list.append(line(y: y - hairline / 2, across: frame, inset: inset, width: hairline), color)
            y += rowHeight
        }
        list.append(.restore)
    }

    /// UIKit's separator inset follows the cell's content view's leading margin.
    private func leadingMargin(_ cell: SolvedLayout.View) -> Double {
        TableRows.marginsView(of: cell, in: layout).layoutMargins.left
    }

    /// The inset is on the leading side: the left, or the right in right-to-left layouts.
    private func line(y: Double, across row: Rect, inset: Double, width: Double) -> DisplayItem.Paint {
        let rtl = layout.configuration.direction == .rtl
        return .line(
            from: Point(row.x + (rtl ? 0 : inset), y), to: Point(row.maxX - (rtl ? inset : 0), y), width: width,
            dash: nil)
    }
}
