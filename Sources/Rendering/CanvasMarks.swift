import LayoutEngine
import SceneModel

/// The storyboard canvas's own marks, in the spirit of Interface Builder's: segue lines with an
/// arrowhead, the round badge in their middle with a glyph per kind, the initial controller's
/// arrow, and the controller icon of the scene dock, as display items.
struct CanvasMarks {
    let palette: Palette
    let theme: Theme

    var lineColor: Color { theme == .dark ? Color(hex: 0x98989D) : Color(hex: 0x8E8E93) }
    var glyphColor: Color { theme == .dark ? Color(hex: 0xE5E5EA) : Color(hex: 0x48484A) }
    static let badgeRadius = 11.0
    static let controllerYellow = Color(hex: 0xF5B82E)

    /// The segue's line, its arrowhead on the destination's edge.
    func segueLine(_ arrow: SegueArrow, to list: inout DisplayList) {
        let points = arrow.points
        guard let last = points.last, let before = points.dropLast().last else { return }
        let (dx, dy) = (last.x - before.x, last.y - before.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let (ux, uy) = (dx / length, dy / length)
        let head = min(10.0, length / 2), half = 5.0
        let base = (x: last.x - ux * head, y: last.y - uy * head)
        let line = points.dropLast().map { Point($0.x, $0.y) } + [Point(base.x, base.y)]
        for (a, b) in zip(line, line.dropFirst()) {
            list.append(.line(from: a, to: b, width: 1.5, dash: nil), lineColor)
        }
        let arrowhead = DisplayPath(elements: [
            .move(Point(last.x, last.y)), .line(Point(base.x - uy * half, base.y + ux * half)),
            .line(Point(base.x + uy * half, base.y - ux * half)), .close,
        ])
        list.append(.fill(.path(arrowhead)), lineColor)
    }

    /// A white disc on the line's middle with the kind's glyph.
    func segueBadge(_ arrow: SegueArrow, to list: inout DisplayList) {
        let (cx, cy) = arrow.middle
        let r = Self.badgeRadius
        list.append(.fill(.circle(center: Point(cx, cy), radius: r)), palette.background)
        list.append(.stroke(.circle(center: Point(cx, cy), radius: r), width: 1.5, dash: nil), lineColor)
        let color = glyphColor
        switch arrow.kind {
        case .show:
            // A screen with a chevron: the next screen comes in.
            list.append(
                .stroke(
                    .rect(Rect(x: cx - 5.5, y: cy - 4.5, width: 11, height: 9), radius: 1.5), width: 1.2, dash: nil),
                color)
            list.polyline(
                [Point(cx - 1.5, cy - 2.5), Point(cx + 1.5, cy), Point(cx - 1.5, cy + 2.5)], color, width: 1.3)
        case .present:
            // A sheet rising over a screen.
            list.append(
                .stroke(.rect(Rect(x: cx - 5.5, y: cy - 5, width: 11, height: 10), radius: 1.5), width: 1.2, dash: nil),
                color)
            list.append(.fill(.rect(Rect(x: cx - 3.5, y: cy - 1, width: 7, height: 6), radius: 1)), color)
        case .popover:
            // A bubble with its pointer.
            list.append(
                .stroke(
                    .rect(Rect(x: cx - 5.5, y: cy - 2.5, width: 11, height: 7.5), radius: 1.5), width: 1.2, dash: nil),
                color)
            list.polyline(
                [Point(cx - 2.5, cy - 2.5), Point(cx, cy - 5.5), Point(cx + 2.5, cy - 2.5)], color, width: 1.2)
        case .relationship:
            // Two linked nodes: a container and its child.
            list.append(.stroke(.circle(center: Point(cx - 3.5, cy), radius: 2.8), width: 1.3, dash: nil), color)
            list.append(.fill(.circle(center: Point(cx + 3.8, cy), radius: 2.8)), color)
            list.append(.line(from: Point(cx - 0.7, cy), to: Point(cx + 1.0, cy), width: 1.3, dash: nil), color)
        case .embed:
            // A view inside a view.
            list.append(
                .stroke(
                    .rect(Rect(x: cx - 5.5, y: cy - 5.5, width: 11, height: 11), radius: 1.5), width: 1.2, dash: nil),
                color)
            list.append(.fill(.rect(Rect(x: cx - 2.5, y: cy - 2.5, width: 5, height: 5), radius: 0.5)), color)
        case .custom:
            // Braces: code decides.
            list.polyline(
                [
                    Point(cx - 1.5, cy - 5), Point(cx - 3.5, cy - 3), Point(cx - 3.5, cy - 1), Point(cx - 5, cy),
                    Point(cx - 3.5, cy + 1),
                    Point(cx - 3.5, cy + 3), Point(cx - 1.5, cy + 5),
                ], color, width: 1.2)
            list.polyline(
                [
                    Point(cx + 1.5, cy - 5), Point(cx + 3.5, cy - 3), Point(cx + 3.5, cy - 1), Point(cx + 5, cy),
                    Point(cx + 3.5, cy + 1),
                    Point(cx + 3.5, cy + 3), Point(cx + 1.5, cy + 5),
                ], color, width: 1.2)
        }
    }

    /// Interface Builder's initial arrow: a thick arrow from the left, its point on the scene's
    /// left edge at half its height.
    func initialArrow(pointingAt frame: Rect, to list: inout DisplayList) {
        let tip = (x: frame.minX - 4, y: frame.midY)
        let length = StoryboardCanvasLayout.initialArrowLength - 8, head = 24.0, shaft = 4.0, wing = 12.0
        let arrow = DisplayPath(elements: [
            .move(Point(tip.x, tip.y)), .line(Point(tip.x - head, tip.y - wing)),
            .line(Point(tip.x - head, tip.y - shaft)), .line(Point(tip.x - length, tip.y - shaft)),
            .line(Point(tip.x - length, tip.y + shaft)), .line(Point(tip.x - head, tip.y + shaft)),
            .line(Point(tip.x - head, tip.y + wing)), .close,
        ])
        list.append(.fill(.path(arrow)), lineColor)
    }

    /// The scene dock's view controller icon: a yellow disc with a white screen in it.
    func controllerIcon(cx: Double, cy: Double, size: Double, to list: inout DisplayList) {
        list.append(.fill(.circle(center: Point(cx, cy), radius: size / 2)), Self.controllerYellow)
        list.append(
            .stroke(
                .rect(Rect(x: cx - size * 0.2, y: cy - size * 0.24, width: size * 0.4, height: size * 0.48), radius: 1),
                width: 1.2, dash: nil), .white)
    }
}
