import LayoutEngine
import SceneModel

/// A bar placed as a view (`StandaloneBar`) drawn in the view's frame as UIKit draws it: the
/// bar's background (the system bar's, its `barTintColor`, or a black bar's), a one-pixel
/// hairline on the edge that meets the content (a navigation bar's bottom, a toolbar's and a
/// tab bar's top), and a navigation bar's title and items as a container's inline bar shows
/// them (`BarDisplay`): the items from the screen's side margins inwards (and clear of the
/// unsafe sides the bar reaches into), the title in semibold 17 centred on the bar, clear of
/// them; a tab bar's tabs in equal slots as a tab bar controller's, none selected. A toolbar's
/// items are the view's (`ScreenDisplay`).
struct StandaloneBarDisplay {
    let bar: StandaloneBar
    let frame: Rect
    /// The screen's palette with the view's inherited tint; the bar's colours are applied here.
    let screenPalette: Palette
    /// One device pixel.
    let hairline: Double
    /// The screen's side margin (`Device.rootSideMargin`), and how far the bar reaches into the
    /// unsafe area on its leading and trailing sides.
    let margin: Double
    let unsafeLeading: Double
    let unsafeTrailing: Double
    let rightToLeft: Bool
    /// A phone stacks a tab's icon over its title in a 49-point bar (`BarDisplay.appendTab`).
    let isPhone: Bool
    let textWidth: (String, FontSpec) -> Double

    /// The colours the bar and its items are drawn in.
    var palette: Palette {
        bar.kind == .navigationBar
            ? screenPalette.navigationBar(bar.appearance) : screenPalette.bottomBar(bar.appearance)
    }

    /// The background and hairline, then a navigation bar's items and title.
    func append(to list: inout DisplayList) {
        let palette = palette
        list.append(.fill(.rect(frame, radius: 0)), palette.chrome)
        let edge = bar.kind == .navigationBar ? frame.maxY : frame.minY - hairline
        list.append(
            .fill(.rect(Rect(x: frame.x, y: edge, width: frame.width, height: hairline), radius: 0)),
            palette.barHairline)
        guard frame.width > 0 && frame.height > 0 else { return }
        switch bar.kind {
        case .navigationBar: appendNavigationItems(palette, to: &list)
        case .tabBar: appendTabs(palette, to: &list)
        case .toolbar: break
        }
    }

    /// The tabs in equal slots across the bar's safe part, in the unselected items' grey.
    func appendTabs(_ palette: Palette, to list: inout DisplayList) {
        let titles = BarDisplay.shownTabTitles(bar.tabTitles)
        guard !titles.isEmpty else { return }
        let (left, right) = rightToLeft ? (unsafeTrailing, unsafeLeading) : (unsafeLeading, unsafeTrailing)
        let height = min(frame.height, 49)
        let width = max(0, frame.width - left - right) / Double(titles.count)
        for (i, title) in titles.enumerated() {
            let place = rightToLeft ? titles.count - 1 - i : i
            let slot = Rect(x: frame.minX + left + Double(place) * width, y: frame.y, width: width, height: height)
            // Past five tabs the fifth is More.
            let icon =
                bar.tabTitles.count > 5 && i == 4
                ? BarItem(.system("more")) : (bar.tabIcons.indices.contains(i) ? bar.tabIcons[i] : nil)
            BarDisplay.appendTab(
                title, icon: icon, place: i, in: slot, stacked: isPhone && height >= 49, color: palette.unselectedItem,
                palette: palette, textWidth: textWidth, to: &list)
        }
    }

    /// Laid out leading to trailing from the frame's left edge, then mirrored right to left.
    func appendNavigationItems(_ palette: Palette, to list: inout DisplayList) {
        let row = Rect(x: frame.x, y: frame.y, width: frame.width, height: min(frame.height, 44))
        let itemDisplay = BarItemDisplay(palette: palette, row: row, textWidth: textWidth)
        let (leading, trailing) = (unsafeLeading + margin, unsafeTrailing + margin)
        let leadingFrames = itemDisplay.frames(bar.leadingItems, from: row.minX + leading, rightwards: true)
        let trailingFrames = itemDisplay.frames(bar.trailingItems, from: row.maxX - trailing, rightwards: false)
        for (item, itemFrame) in zip(bar.leadingItems + bar.trailingItems, leadingFrames + trailingFrames) {
            itemDisplay.draw(item, in: rightToLeft ? itemFrame.mirrored(in: frame) : itemFrame, to: &list)
        }
        guard let title = bar.title, !title.isEmpty else { return }
        // Centred on the bar, kept as far from both edges as the items (or the margins) reach.
        var clear = max(leading, trailing)
        if let last = leadingFrames.last { clear = max(clear, last.maxX - row.minX + BarItemDisplay.spacing) }
        if let last = trailingFrames.last { clear = max(clear, row.maxX - last.minX + BarItemDisplay.spacing) }
        let lineHeight = SystemFontMetrics.lineHeight * 17
        list.append(
            .text(
                DisplayText(
                    string: title, font: .system(17, .semibold), x: row.minX + clear, top: row.midY - lineHeight / 2,
                    width: max(0, row.width - 2 * clear), alignment: .center)), palette.text)
    }
}
