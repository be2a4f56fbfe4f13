import LayoutEngine
import SceneModel

/// The texts a cell shows through its list content configuration (`ViewSpec.listContent`,
/// UIListContentConfiguration's `cell()`): the text in body (17 points at the default size) in
/// the label colour and, below it, the secondary text in subheadline (15) in the secondary label
/// colour, one line each, between the content view's side margins, the pair centred on the cell.
/// Any view may carry it: a table's row (clipped to its table), a collection view's list cell, a
/// XIB's top-level cell. Drawn after the screen's views, with the accessories, as the
/// configuration's own labels are over the cell's content view; no frame depends on them.
struct CellListContent {
    let layout: SolvedLayout
    let palette: Palette
    /// Whether a cell is not drawn: hidden, under a hidden view or transparent (the screen's test).
    var isHidden: (SolvedLayout.View) -> Bool = { $0.spec.hidden }

    /// The configuration's fonts, body and subheadline at the layout's size category.
    var textFont: FontSpec { FontSpec.style(.body).resolved(for: layout.configuration.sizeCategory) }
    var secondaryFont: FontSpec { FontSpec.style(.subheadline).resolved(for: layout.configuration.sizeCategory) }
    /// Between the text's line and the secondary text's.
    static let gap = 3.0

    func list() -> DisplayList {
        var list = DisplayList()
        for view in layout.views {
            guard let content = view.spec.listContent, !isHidden(view) else { continue }
            // A table's row is clipped to its table: the table view it is in, or the root table.
            let table: Rect?
            if let parent = layout.parent(of: view) {
                table = parent.spec.type == .table ? parent.rootFrame : nil
            } else {
                table = layout.rootType == .table ? layout.rootFrame : nil
            }
            if let table { list.append(.clip(.rect(table, radius: 0))) }
            append(content, of: view, to: &list)
            if table != nil { list.append(.restore) }
        }
        return list
    }

    func append(_ content: ListContent, of cell: SolvedLayout.View, to list: inout DisplayList) {
        let frame = cell.rootFrame
        // Between the content view's margins (the cell's own without one), centred on it.
        let inset = TableRows.marginsView(of: cell, in: layout)
        let box = inset.rootFrame, margins = inset.layoutMargins
        let x = box.minX + margins.left, width = max(0, box.width - margins.left - margins.right)
        let textHeight = textFont.firstLineHeight
        let secondaryHeight =
            content.secondaryText == nil ? 0 : Self.gap + secondaryFont.firstLineHeight
        let top = box.midY - (textHeight + secondaryHeight) / 2
        let alignment: DisplayText.Alignment = layout.configuration.direction == .rtl ? .right : .left
        list.append(.clip(.rect(frame, radius: 0)))
        list.text(
            content.text, font: textFont, color: palette.text, x: x, top: top, width: width, lines: 1,
            alignment: alignment, truncates: true)
        if let secondary = content.secondaryText {
            list.text(
                secondary, font: secondaryFont, color: palette.secondaryText, x: x,
                top: top + textHeight + Self.gap, width: width, lines: 1, alignment: alignment, truncates: true)
        }
        list.append(.restore)
    }
}
