import LayoutEngine
import SceneModel

/// What a table draws under its rows, as Interface Builder shows UIKit's tables: a grouped
/// table's systemGroupedBackground (unless it sets its own background) with each section's rows
/// on secondarySystemGroupedBackground, one rounded group per section in an inset grouped table;
/// the sections' header and footer titles in the space the layout leaves between the rows
/// (grouped: 13-point secondary label text on the rows' margins; plain: a 17-point semibold
/// header on a grey band). The titles are the scene's text.
struct TableDisplay {
    let rows: TableRows
    let layout: SolvedLayout
    let palette: Palette

    /// UIKit's corner radius of an inset grouped section.
    static let groupCornerRadius = 10.0
    /// A plain header's band (the 28 points Interface Builder shows above the rows).
    static let plainHeaderHeight = 28.0
    /// Between a grouped header's last line and its section's rows, and between the rows and a footer's first line.
    static let titleGap = 6.0
    static let groupedTitleFont = FontSpec.system(13)
    static let plainHeaderFont = FontSpec.system(17, .semibold)

    private func named(_ name: String) -> Color { Color.named[name]!.resolved(dark: palette.isDark) }

    /// The drawing, clipped to the table (empty when it draws nothing: a plain untitled table).
    func list() -> DisplayList {
        var list = DisplayList()
        if rows.isGrouped {
            if rows.background == nil {
                list.append(.fill(.rect(rows.frame, radius: 0)), named("systemgroupedbackground"))
            }
            let radius = rows.style == .insetGrouped ? Self.groupCornerRadius : 0
            for section in rows.sections {
                guard let bounds = section.bounds else { continue }
                list.append(.fill(.rect(bounds, radius: radius)), named("secondarysystemgroupedbackground"))
            }
        }
        var previousEnd = rows.frame.minY
        for section in rows.sections {
            guard let bounds = section.bounds, let first = section.shown.first else { continue }
            if let header = section.titles.header, !header.isEmpty {
                appendHeader(header, above: bounds, first: first, previousEnd: previousEnd, to: &list)
            }
            if let footer = section.titles.footer, !footer.isEmpty {
                appendFooter(footer, below: bounds, first: first, to: &list)
            }
            previousEnd = bounds.maxY
        }
        guard !list.items.isEmpty else { return list }
        var clipped = DisplayList()
        clipped.append(.clip(.rect(rows.frame, radius: 0)))
        clipped.items += list.items
        clipped.append(.restore)
        return clipped
    }

    /// A grouped header: its last line `titleGap` above the rows; a plain one centred in its band.
    private func appendHeader(
        _ title: String, above bounds: Rect, first: SolvedLayout.View, previousEnd: Double, to list: inout DisplayList
    ) {
        let (x, width) = textColumn(first)
        if rows.isGrouped {
            let font = Self.groupedTitleFont
            let top = bounds.minY - Self.titleGap - SystemFontMetrics.lineHeight * font.size
            list.append(.text(text(title, font: font, x: x, top: top, width: width, lines: 1)), palette.secondaryText)
            return
        }
        let height = max(0, min(Self.plainHeaderHeight, bounds.minY - previousEnd))
        guard height > 0 else { return }
        let band = Rect(x: rows.frame.minX, y: bounds.minY - height, width: rows.frame.width, height: height)
        list.append(.fill(.rect(band, radius: 0)), named("secondarysystembackground"))
        let font = Self.plainHeaderFont
        let top = font.lineTop(centredAt: band.midY)
        list.append(.text(text(title, font: font, x: x, top: top, width: width, lines: 1)), palette.text)
    }

    /// A footer: wrapped at the rows' margins, its first line `titleGap` below the rows.
    private func appendFooter(_ title: String, below bounds: Rect, first: SolvedLayout.View, to list: inout DisplayList)
    {
        let (x, width) = textColumn(first)
        list.append(
            .text(
                text(title, font: Self.groupedTitleFont, x: x, top: bounds.maxY + Self.titleGap, width: width, lines: 0)
            ),
            palette.secondaryText)
    }

    private func text(_ string: String, font: FontSpec, x: Double, top: Double, width: Double, lines: Int)
        -> DisplayText
    {
        let rtl = layout.configuration.direction == .rtl
        return DisplayText(
            string: string, font: font, x: x, top: top, width: width, alignment: rtl ? .right : .left, lines: lines)
    }

    /// Between the row's content margins (its content view's, as the separators' inset), at
    /// least UITableViewCell's 15 (its text's inset before iOS 11, where content views had 8).
    private func textColumn(_ row: SolvedLayout.View) -> (x: Double, width: Double) {
        let margins = TableRows.marginsView(of: row, in: layout).layoutMargins
        let frame = row.rootFrame
        let inset = max(TableAccessories.minimumTrailingMargin, margins.left, margins.right)
        return (frame.minX + inset, max(0, frame.width - 2 * inset))
    }
}
