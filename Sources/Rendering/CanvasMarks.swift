import CCairo
import LayoutEngine
import SceneModel

/// The storyboard canvas's own marks, in the spirit of Interface Builder's: segue lines with an
/// arrowhead, the round badge in their middle with a glyph per kind, the initial controller's
/// arrow, and the controller icon of the scene dock.
struct CanvasMarks {
    let painter: Painter
    let palette: Palette
    let theme: Theme

    var lineColor: Color { theme == .dark ? Color(hex: 0x98989D) : Color(hex: 0x8E8E93) }
    var glyphColor: Color { theme == .dark ? Color(hex: 0xE5E5EA) : Color(hex: 0x48484A) }
    static let badgeRadius = 11.0
    static let controllerYellow = Color(hex: 0xF5B82E)

    /// The segue's line, its arrowhead on the destination's edge.
    func segueLine(_ arrow: SegueArrow) {
        let (dx, dy) = (arrow.end.x - arrow.start.x, arrow.end.y - arrow.start.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let (ux, uy) = (dx / length, dy / length)
        let head = min(10.0, length / 2), half = 5.0
        let base = (x: arrow.end.x - ux * head, y: arrow.end.y - uy * head)
        painter.line(arrow.start.x, arrow.start.y, base.x, base.y, lineColor, width: 1.5)
        let cr = painter.cr
        cairo_new_path(cr)
        cairo_move_to(cr, arrow.end.x, arrow.end.y)
        cairo_line_to(cr, base.x - uy * half, base.y + ux * half)
        cairo_line_to(cr, base.x + uy * half, base.y - ux * half)
        cairo_close_path(cr)
        painter.set(lineColor)
        cairo_fill(cr)
    }

    /// A white disc on the line's middle with the kind's glyph.
    func segueBadge(_ arrow: SegueArrow) {
        let (cx, cy) = arrow.middle
        let r = Self.badgeRadius
        painter.circle(cx, cy, r, palette.background)
        painter.ring(cx, cy, r, lineColor, width: 1.5)
        let color = glyphColor
        switch arrow.kind {
        case .show:
            // A screen with a chevron: the next screen comes in.
            painter.stroke(Rect(x: cx - 5.5, y: cy - 4.5, width: 11, height: 9), color, width: 1.2, radius: 1.5)
            painter.polyline([(cx - 1.5, cy - 2.5), (cx + 1.5, cy), (cx - 1.5, cy + 2.5)], color, width: 1.3)
        case .present:
            // A sheet rising over a screen.
            painter.stroke(Rect(x: cx - 5.5, y: cy - 5, width: 11, height: 10), color, width: 1.2, radius: 1.5)
            painter.fill(Rect(x: cx - 3.5, y: cy - 1, width: 7, height: 6), color, radius: 1)
        case .popover:
            // A bubble with its pointer.
            painter.stroke(Rect(x: cx - 5.5, y: cy - 2.5, width: 11, height: 7.5), color, width: 1.2, radius: 1.5)
            painter.polyline([(cx - 2.5, cy - 2.5), (cx, cy - 5.5), (cx + 2.5, cy - 2.5)], color, width: 1.2)
        case .relationship:
            // Two linked nodes: a container and its child.
            painter.ring(cx - 3.5, cy, 2.8, color, width: 1.3)
            painter.circle(cx + 3.8, cy, 2.8, color)
            painter.line(cx - 0.7, cy, cx + 1.0, cy, color, width: 1.3)
        case .embed:
            // A view inside a view.
            painter.stroke(Rect(x: cx - 5.5, y: cy - 5.5, width: 11, height: 11), color, width: 1.2, radius: 1.5)
            painter.fill(Rect(x: cx - 2.5, y: cy - 2.5, width: 5, height: 5), color, radius: 0.5)
        case .custom:
            // Braces: code decides.
            painter.polyline(
                [
                    (cx - 1.5, cy - 5), (cx - 3.5, cy - 3), (cx - 3.5, cy - 1), (cx - 5, cy), (cx - 3.5, cy + 1),
                    (cx - 3.5, cy + 3), (cx - 1.5, cy + 5),
                ], color, width: 1.2)
            painter.polyline(
                [
                    (cx + 1.5, cy - 5), (cx + 3.5, cy - 3), (cx + 3.5, cy - 1), (cx + 5, cy), (cx + 3.5, cy + 1),
                    (cx + 3.5, cy + 3), (cx + 1.5, cy + 5),
                ], color, width: 1.2)
        }
    }

    /// Interface Builder's initial arrow: a thick arrow from the left, its point on the scene's
    /// left edge at half its height.
    func initialArrow(pointingAt frame: Rect) {
        let tip = (x: frame.minX - 4, y: frame.midY)
        let length = StoryboardCanvasLayout.initialArrowLength - 8, head = 24.0, shaft = 4.0, wing = 12.0
        let cr = painter.cr
        cairo_new_path(cr)
        cairo_move_to(cr, tip.x, tip.y)
        cairo_line_to(cr, tip.x - head, tip.y - wing)
        cairo_line_to(cr, tip.x - head, tip.y - shaft)
        cairo_line_to(cr, tip.x - length, tip.y - shaft)
        cairo_line_to(cr, tip.x - length, tip.y + shaft)
        cairo_line_to(cr, tip.x - head, tip.y + shaft)
        cairo_line_to(cr, tip.x - head, tip.y + wing)
        cairo_close_path(cr)
        painter.set(lineColor)
        cairo_fill(cr)
    }

    /// The scene dock's view controller icon: a yellow disc with a white screen in it.
    func controllerIcon(cx: Double, cy: Double, size: Double) {
        painter.circle(cx, cy, size / 2, Self.controllerYellow)
        painter.stroke(
            Rect(x: cx - size * 0.2, y: cy - size * 0.24, width: size * 0.4, height: size * 0.48), .white,
            width: 1.2, radius: 1)
    }
}
