import LayoutEngine
import SceneModel

/// Bar button items placed in a bar's row and drawn as UIKit draws them: words in the tint at
/// 17 points (semibold for `done`), system glyphs, images and custom views as placeholders, 8
/// points apart (docs/interface-builder.md, Bar button items). Frames are computed left to
/// right; the bar mirrors them right to left.
struct BarItemDisplay {
    let palette: Palette
    /// The row the items sit in (44 points, 32 in compact height).
    let row: Rect
    let textWidth: (String, FontSpec) -> Double

    /// The space between two items.
    static let spacing = 8.0
    /// The system items UIKit shows as words.
    static let systemTitles = [
        "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "undo": "Undo", "redo": "Redo",
    ]
    /// An image item whose size the storyboard does not record.
    static let defaultImageSize = Size(width: 22, height: 22)

    /// Glyphs are 22 points in a regular row, 18 in a compact one.
    var glyphSize: Double { row.height >= 44 ? 22 : 18 }

    /// The words an item shows, nil for glyphs, images and spaces.
    func text(_ item: BarItem) -> String? {
        switch item.kind {
        case .title(let title): title
        case .system(let name): Self.systemTitles[name]
        default: nil
        }
    }

    /// 17 points; semibold for `style="done"` and the Done system item.
    func font(_ item: BarItem) -> FontSpec {
        item.isDone || item.kind == .system("done") ? .system(17, .semibold) : .system(17)
    }

    /// What an image or custom view occupies: its size, no taller than the row.
    func boxSize(_ item: BarItem) -> Size? {
        let size: Size
        switch item.kind {
        case .image(_, let known): size = known ?? Self.defaultImageSize
        case .customView(let known): size = known
        default: return nil
        }
        return Size(width: max(0, size.width), height: min(max(0, size.height), row.height))
    }

    /// The item's width in the bar (a flexible space's: 0, before the toolbar shares out the rest).
    func width(_ item: BarItem) -> Double {
        if let text = text(item) { return textWidth(text, font(item)) }
        switch item.kind {
        case .fixedSpace(let width): return width
        case .flexibleSpace: return 0
        case .system: return glyphSize
        default: return boxSize(item)?.width ?? 0
        }
    }

    func isSpace(_ item: BarItem) -> Bool { item.kind == .flexibleSpace || item.isFixedSpace }

    /// Items from `start` rightwards (`rightwards` false: from `start` leftwards, the first item
    /// on the right), 8 points apart.
    func frames(_ items: [BarItem], from start: Double, rightwards: Bool) -> [Rect] {
        var x = start
        return items.map { item in
            let width = width(item)
            let frame = Rect(x: rightwards ? x : x - width, y: row.y, width: width, height: row.height)
            x += rightwards ? width + Self.spacing : -(width + Self.spacing)
            return frame
        }
    }

    /// A toolbar's items between `minX` and `maxX`: 8 points between two items, flexible spaces
    /// sharing what is left equally, fixed spaces their width; without flexible spaces the items
    /// start on the leading side.
    func toolbarFrames(_ items: [BarItem], minX: Double, maxX: Double) -> [Rect] {
        var gaps = 0.0
        for (a, b) in zip(items, items.dropFirst()) where !isSpace(a) && !isSpace(b) { gaps += Self.spacing }
        let used = items.map(width).reduce(0, +) + gaps
        let flexible = items.filter { $0.kind == .flexibleSpace }.count
        let share = flexible > 0 ? max(0, maxX - minX - used) / Double(flexible) : 0
        var x = minX
        var frames: [Rect] = []
        for (i, item) in items.enumerated() {
            let width = item.kind == .flexibleSpace ? share : width(item)
            frames.append(Rect(x: x, y: row.y, width: width, height: row.height))
            x += width
            if i + 1 < items.count, !isSpace(item), !isSpace(items[i + 1]) { x += Self.spacing }
        }
        return frames
    }

    /// The item's tint, else the bar's; a disabled item's, dimmed as UIKit's (tertiary label).
    func color(_ item: BarItem) -> Color {
        guard item.isEnabled else { return palette.placeholder }
        return item.tint?.resolved(dark: palette.isDark) ?? palette.tint
    }

    /// Draws `item` in `frame`.
    func draw(_ item: BarItem, in frame: Rect, to list: inout DisplayList) {
        if let text = text(item) {
            let font = font(item)
            list.append(
                .text(
                    DisplayText(
                        string: text, font: font, x: frame.x,
                        top: font.lineTop(centredAt: frame.midY))), color(item))
            return
        }
        switch item.kind {
        case .system(let name):
            if !list.barItemGlyph(name, cx: frame.midX, cy: frame.midY, size: glyphSize, color(item)) {
                placeholder(Size(width: glyphSize, height: glyphSize), in: frame, to: &list)
            }
        case .image, .customView:
            if let size = boxSize(item) { placeholder(size, in: frame, to: &list) }
        default:
            break
        }
    }

    /// An image's or custom view's placeholder, centred in the frame.
    func placeholder(_ size: Size, in frame: Rect, to list: inout DisplayList) {
        let box = Rect(
            x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        ImageViewPainter.appendPlaceholder(in: box, palette: palette, to: &list)
    }
}

extension BarItem {
    var isFixedSpace: Bool {
        if case .fixedSpace = kind { return true }
        return false
    }
}

extension Rect {
    /// The rectangle mirrored across `bounds`' vertical centre line (right to left).
    func mirrored(in bounds: Rect) -> Rect {
        Rect(x: bounds.minX + bounds.maxX - maxX, y: y, width: width, height: height)
    }
}
