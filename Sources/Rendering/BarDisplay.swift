import LayoutEngine
import SceneModel

/// The navigation bar, tab bar and toolbar as iOS 17 draws them by default (the translucent
/// material approximated by a flat fill): the background, a one-pixel hairline on the side that
/// meets the content (`ScreenDisplay`), and the items. Backgrounds are painted before the status bar's items and
/// the cutout, so that those stay legible on top of them.
struct BarDisplay {
    let geometry: BarGeometry
    let palette: Palette
    /// The navigation bar's colours (`Palette.navigationBar`), when they are not `palette`'s.
    var navigationPalette: Palette? = nil
    /// The tab bar's or the toolbar's (`Palette.bottomBar`), likewise.
    var bottomPalette: Palette? = nil
    let layout: SolvedLayout
    /// The navigation bar's title: the scene's.
    let title: String
    /// The tab bar's items; nil draws `placeholderTabTitles`.
    var tabTitles: [String]? = nil
    /// Their icons; a title item or none: the placeholder icon of its place.
    var tabIcons: [BarItem]? = nil
    /// Whether the inline bar has "‹ Back" (not at the root of a navigation stack).
    var backButton = true
    /// The width of a single line of text.
    let textWidth: (String, FontSpec) -> Double

    static let placeholderTabTitles = ["Favorites", "Recents", "Contacts", "More"]
    /// A tab bar shows at most five items: past five, four and `More` (UITabBarController).
    static func shownTabTitles(_ titles: [String]) -> [String] {
        titles.count <= 5 ? titles : Array(titles.prefix(4)) + ["More"]
    }

    /// The items of the bars, over the status bar.
    func items() -> DisplayList {
        var list = DisplayList()
        if let row = geometry.navigationRow { appendNavigationItems(row, to: &list) }
        if let row = geometry.bottomRow {
            switch geometry.bottomBarKind {
            case .tabBar: appendTabItems(to: &list)
            case .toolbar: appendToolbarItems(row, to: &list)
            case nil: break
            }
        }
        return list
    }

    var safe: Insets { layout.safeArea }

    /// Right to left, UIKit mirrors the bars: the back button on the right, its chevron pointing
    /// right, the large title on the right margin, the first tab on the right.
    var rightToLeft: Bool { layout.configuration.direction == .rtl }

    /// `x` mirrored across the screen.
    func mirrored(_ x: Double) -> Double { layout.rootFrame.minX + layout.rootFrame.maxX - x }

    /// An inline bar: "‹ Back" in the tint on the left, the title centred in semibold 17. A large
    /// title bar: the title in bold 34 on the root's leading margin, 8 points above the bar's bottom.
    func appendNavigationItems(_ row: Rect, to list: inout DisplayList) {
        let palette = navigationPalette ?? self.palette
        let lineHeight17 = SystemFontMetrics.lineHeight * 17
        let bars = layout.configuration.bars
        let leadingItems = bars.leadingItems, trailingItems = bars.trailingItems
        // A leading item replaces the back button, unless it supplements it.
        let showsBack = backButton && (leadingItems.isEmpty || bars.leadingItemsSupplementBackButton)
        let itemDisplay = BarItemDisplay(palette: palette, row: row, textWidth: textWidth)
        let margin = layout.configuration.device.rootSideMargin(layout.configuration.orientation)
        let backEnd = showsBack ? safe.left + 8 + 10.5 + 6 + textWidth("Back", .system(17)) : nil
        let leadingFrames = itemDisplay.frames(
            leadingItems, from: backEnd.map { $0 + BarItemDisplay.spacing } ?? safe.left + margin, rightwards: true)
        let trailingFrames = itemDisplay.frames(
            trailingItems, from: row.maxX - safe.right - margin, rightwards: false)
        for (item, frame) in zip(leadingItems + trailingItems, leadingFrames + trailingFrames) {
            itemDisplay.draw(item, in: rightToLeft ? frame.mirrored(in: layout.rootFrame) : frame, to: &list)
        }
        if geometry.isLargeTitle, let bar = geometry.navigationBar {
            let font = FontSpec.system(34, .bold)
            let margin = layout.configuration.device.rootSideMargin(layout.configuration.orientation)
            // The title's box from the leading margin to 16 points before the trailing edge.
            let width = bar.width - safe.left - margin - 16 - safe.right
            let x = rightToLeft ? safe.left + 16 : safe.left + margin
            let top = bar.maxY - 8 - SystemFontMetrics.lineHeight * font.size
            list.append(
                .text(
                    DisplayText(
                        string: title, font: font, x: x, top: top, width: width,
                        alignment: rightToLeft ? .right : .left)), palette.text)
            return
        }
        var clear = safe.left + 16
        if showsBack {
            let back = "Back"
            let backWidth = textWidth(back, .system(17))
            // The chevron's tip 8 points in from the leading safe edge, the word 6 past its arms.
            let tip = (rightToLeft ? safe.right : safe.left) + 8, start = tip + 10.5 + 6
            list.backChevron(
                x: rightToLeft ? mirrored(tip) : tip, midY: row.midY, pointingRight: rightToLeft, palette.tint)
            list.append(
                .text(
                    DisplayText(
                        string: back, font: .system(17), x: rightToLeft ? mirrored(start) - backWidth : start,
                        top: row.midY - lineHeight17 / 2)), palette.tint)
            // The title is centred on the screen, kept clear of the back button on either side.
            clear = safe.left + 8 + 10.5 + 6 + backWidth + 8
        }
        // The title stays centred on the screen, clear of the items on both sides.
        if let last = leadingFrames.last { clear = max(clear, last.maxX + BarItemDisplay.spacing) }
        if let last = trailingFrames.last { clear = max(clear, row.maxX - last.minX + BarItemDisplay.spacing) }
        list.append(
            .text(
                DisplayText(
                    string: title, font: .system(17, .semibold), x: clear, top: row.midY - lineHeight17 / 2,
                    width: row.width - 2 * clear, alignment: .center)), palette.text)
    }

    /// The items in equal slots (four placeholders when the scene names none), the first selected in the tint: a 25-point icon over a 10-point
    /// label in a 49-point bar; in compact bars (32 points, iPads) the icon beside a 13-point label.
    func appendTabItems(to list: inout DisplayList) {
        let palette = bottomPalette ?? self.palette
        let titles = tabTitles.map(Self.shownTabTitles) ?? Self.placeholderTabTitles
        var items = geometry.tabItems(count: titles.count, safeArea: safe)
        if rightToLeft { items.reverse() }
        let stacked = items.first.map { $0.height >= 49 } == true && layout.configuration.device.idiom == .phone
        for (i, item) in items.enumerated() {
            var icon = tabIcons.flatMap { $0.indices.contains(i) ? $0[i] : nil }
            // Past five tabs the fifth is More.
            if let icons = tabIcons, icons.count > 5, i == 4 { icon = BarItem(.system("more")) }
            Self.appendTab(
                titles[i], icon: icon, place: i, in: item, stacked: stacked,
                color: i == 0 ? palette.tint : palette.unselectedItem, palette: palette, textWidth: textWidth,
                to: &list)
        }
    }

    /// A tab in its slot `item`: stacked (a phone's 49-point bar), a 25-point icon over its title
    /// in medium 10; else (compact bars, iPads) a 20-point icon beside its title in medium 13.
    static func appendTab(
        _ title: String, icon: BarItem?, place: Int, in item: Rect, stacked: Bool, color: Color, palette: Palette,
        textWidth: (String, FontSpec) -> Double, to list: inout DisplayList
    ) {
        if stacked {
            appendTabIcon(
                icon, place: place, cx: item.midX, cy: item.y + 18, size: 25, color, palette: palette, to: &list)
            let font = FontSpec.system(10, .medium)
            list.append(
                .text(
                    DisplayText(
                        string: title, font: font, x: item.x, top: item.y + 33, width: item.width,
                        alignment: .center)), color)
        } else {
            let font = FontSpec.system(13, .medium)
            let size = 20.0, gap = 6.0
            let width = size + gap + textWidth(title, font)
            let x = item.midX - width / 2
            appendTabIcon(
                icon, place: place, cx: x + size / 2, cy: item.midY, size: size, color, palette: palette, to: &list)
            list.append(
                .text(
                    DisplayText(
                        string: title, font: font, x: x + size + gap, top: font.lineTop(centredAt: item.midY))),
                color)
        }
    }

    /// A tab's icon: a system item's (favorites a star, recents, history and most recent a
    /// clock, contacts a person, more an ellipsis, bookmarks and search the bar glyphs), an
    /// image's placeholder fitted in the icon's square, else the placeholder icon of its place
    /// (`place`: the tab's index).
    static func appendTabIcon(
        _ icon: BarItem?, place placeIcon: Int, cx: Double, cy: Double, size: Double, _ color: Color,
        palette: Palette, to list: inout DisplayList
    ) {
        switch icon?.kind {
        case .system(let name):
            let placeholders = [
                "favorites": 0, "featured": 0, "topRated": 0, "recents": 1, "history": 1, "mostRecent": 1,
                "contacts": 2, "more": 3,
            ]
            if let at = placeholders[name] {
                list.tabIcon(at, cx: cx, cy: cy, size: size, color, cut: palette.background)
            } else if !list.barItemGlyph(name, cx: cx, cy: cy, size: size * 0.88, color) {
                list.tabIcon(placeIcon, cx: cx, cy: cy, size: size, color, cut: palette.background)
            }
        case .image(_, let known):
            let image = known ?? Size(width: size, height: size)
            let scale = min(1, size / max(image.width, image.height, 1))
            let (width, height) = (image.width * scale, image.height * scale)
            ImageViewPainter.appendPlaceholder(
                in: Rect(x: cx - width / 2, y: cy - height / 2, width: width, height: height), palette: palette,
                to: &list)
        default:
            list.tabIcon(placeIcon, cx: cx, cy: cy, size: size, color, cut: palette.background)
        }
    }

    /// The controller's toolbar items (`BarItemDisplay.toolbarFrames`) between the margins; when
    /// it names none, two placeholders in the tint: share on the leading side, add on the trailing side.
    func appendToolbarItems(_ row: Rect, to list: inout DisplayList) {
        let palette = bottomPalette ?? self.palette
        if let items = layout.configuration.bars.toolbarItems {
            let itemDisplay = BarItemDisplay(palette: palette, row: row, textWidth: textWidth)
            let margin = layout.configuration.device.rootSideMargin(layout.configuration.orientation)
            let frames = itemDisplay.toolbarFrames(
                items, minX: row.minX + safe.left + margin, maxX: row.maxX - safe.right - margin)
            for (item, frame) in zip(items, frames) {
                itemDisplay.draw(item, in: rightToLeft ? frame.mirrored(in: layout.rootFrame) : frame, to: &list)
            }
            return
        }
        let size = row.height >= 44 ? 22.0 : 18.0
        let left = safe.left + 16 + size / 2, right = row.maxX - safe.right - 16 - size / 2
        list.shareGlyph(cx: rightToLeft ? right : left, cy: row.midY, size: size, palette.tint)
        list.plusGlyph(cx: rightToLeft ? left : right, cy: row.midY, size: size * 0.8, palette.tint)
    }
}
