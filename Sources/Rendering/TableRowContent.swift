import LayoutEngine
import SceneModel

/// The texts a row shows through its list content configuration (`ViewSpec.listContent`,
/// UIListContentConfiguration's `cell()`): the text in body (17 points at the default size) in
/// the label colour and, below it, the secondary text in subheadline (15) in the secondary label
/// colour, one line each, between the content view's side margins, the pair centred on the row.
/// Drawn after the screen's views, with the accessories, as the configuration's own labels are
/// over the row's content view; no frame depends on them.
struct TableRowContent {
    let layout: SolvedLayout
    let palette: Palette
    /// Whether a row is not drawn: hidden, under a hidden view or transparent (the screen's test).
    var isHidden: (SolvedLayout.View) -> Bool = { $0.spec.hidden }

    /// The configuration's fonts, body and subheadline at the layout's size category.
    var textFont: FontSpec { FontSpec.style(.body).resolved(for: layout.configuration.sizeCategory) }
    var secondaryFont: FontSpec { FontSpec.style(.subheadline).resolved(for: layout.configuration.sizeCategory) }
    /// Between the text's line and the secondary text's.
    static let gap = 3.0

    func list() -> DisplayList {
        TableRows.eachShownRow(in: layout, isHidden: isHidden) { row, list in
            if let content = row.spec.listContent { append(content, of: row, to: &list) }
        }
    }

    func append(_ content: ListContent, of row: SolvedLayout.View, to list: inout DisplayList) {
        let frame = row.rootFrame
        // The content view (the row's first subview) and its margins; the row's own without one.
        let contentView = layout.views.first { $0.parent == row.spec.name }
        let box = contentView?.rootFrame ?? frame
        let margins = (contentView ?? row).layoutMargins
        let x = box.minX + margins.left, width = max(0, box.width - margins.left - margins.right)
        let textHeight = SystemFontMetrics.lineHeight * textFont.size
        let secondaryHeight =
            content.secondaryText == nil ? 0 : Self.gap + SystemFontMetrics.lineHeight * secondaryFont.size
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
