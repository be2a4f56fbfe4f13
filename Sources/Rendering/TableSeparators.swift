import CCairo
import LayoutEngine
import SceneModel

/// A table view's rows as UIKit draws them: a hairline under each cell, from the cell's
/// leading content margin to its trailing edge, and (plain tables fill the screen with empty
/// rows) more lines at the last row's height down to the table's bottom.
struct TableSeparators {
    let painter: Painter
    let layout: SolvedLayout
    let color: Color

    func draw() {
        if layout.rootType == .table { drawRows(of: nil, in: layout.rootFrame) }
        for table in layout.views where table.spec.type == .table && !table.spec.hidden {
            drawRows(of: table.spec.name, in: table.rootFrame)
        }
    }

    /// `table` is the table's name, nil for the root.
    private func drawRows(of table: String?, in frame: Rect) {
        let cells = layout.views.filter { $0.parent == table && !$0.spec.hidden }
        guard let last = cells.max(by: { $0.rootFrame.maxY < $1.rootFrame.maxY }) else { return }
        let hairline = 1 / layout.configuration.scale
        let inset = cells.first.map(leadingMargin) ?? 16
        cairo_save(painter.cr)
        cairo_rectangle(painter.cr, frame.x, frame.y, frame.width, frame.height)
        cairo_clip(painter.cr)
        for cell in cells {
            line(
                y: cell.rootFrame.maxY - hairline / 2, across: cell.rootFrame, inset: leadingMargin(cell),
                width: hairline)
        }
        let rowHeight = last.rootFrame.height
        var y = last.rootFrame.maxY + rowHeight
        while rowHeight >= 1 && y <= frame.maxY {
            line(y: y - hairline / 2, across: frame, inset: inset, width: hairline)
            y += rowHeight
        }
        cairo_restore(painter.cr)
    }

    /// UIKit's separator inset follows the cell's content view's leading margin.
    private func leadingMargin(_ cell: SolvedLayout.View) -> Double {
        let content = layout.views.first { $0.parent == cell.spec.name }
        return (content ?? cell).layoutMargins.left
    }

    /// The inset is on the leading side: the left, or the right in right-to-left layouts.
    private func line(y: Double, across row: Rect, inset: Double, width: Double) {
        let rtl = layout.configuration.direction == .rtl
        painter.line(row.x + (rtl ? 0 : inset), y, row.maxX - (rtl ? inset : 0), y, color, width: width)
    }
}
