import CCairo
import Foundation
import LayoutEngine
import SceneModel

/// The small symbols of the system bars, drawn as shapes (no images, no symbol font): the status
/// bar's signal, Wi-Fi and battery, the back chevron, and simple tab and toolbar icons in the
/// spirit of SF Symbols. Sizes are in points around a centre, as the symbols sit in their bars.
extension Painter {
    /// A polyline with round caps and joins, as SF Symbols' strokes end.
    func polyline(_ points: [(Double, Double)], _ color: Color, width: Double) {
        guard let first = points.first else { return }
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_move_to(cr, first.0, first.1)
        for point in points.dropFirst() { cairo_line_to(cr, point.0, point.1) }
        set(color)
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    func ring(_ x: Double, _ y: Double, _ radius: Double, _ color: Color, width: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x, y, radius, 0, 2 * .pi)
        set(color)
        cairo_set_line_width(cr, width)
        cairo_stroke(cr)
    }

    // MARK: Status bar

    /// Four bars rising left to right, `size` tall, bottoms on `bottom`; returns the width drawn.
    @discardableResult
    func signalGlyph(x: Double, bottom: Double, size: Double, _ color: Color) -> Double {
        let bar = size * 0.27, gap = size * 0.155
        for i in 0..<4 {
            let height = size * (0.36 + 0.213 * Double(i))
            fill(
                Rect(x: x + Double(i) * (bar + gap), y: bottom - height, width: bar, height: height), color,
                radius: bar * 0.35)
        }
        return 4 * bar + 3 * gap
    }

    /// Three arcs and a dot spreading up from a point at the bottom centre; returns the width.
    @discardableResult
    func wifiGlyph(x: Double, bottom: Double, size: Double, _ color: Color) -> Double {
        let width = size * 1.42
        let cx = x + width / 2, cy = bottom - size * 0.05
        // A wedge of 90° (the fan's opening) cut into three bands.
        let angle = Double.pi / 4
        for (outer, inner) in [(1.0, 0.72), (0.62, 0.36)] {
            cairo_new_path(cr)
            cairo_arc(cr, cx, cy, size * outer, -.pi / 2 - angle, -.pi / 2 + angle)
            cairo_arc_negative(cr, cx, cy, size * inner, -.pi / 2 + angle, -.pi / 2 - angle)
            cairo_close_path(cr)
            set(color)
            cairo_fill(cr)
        }
        cairo_new_path(cr)
        cairo_move_to(cr, cx, cy)
        cairo_arc(cr, cx, cy, size * 0.26, -.pi / 2 - angle, -.pi / 2 + angle)
        cairo_close_path(cr)
        set(color)
        cairo_fill(cr)
        return width
    }

    /// A battery, full: a faint rounded outline, the charge inside and the terminal's nub.
    func batteryGlyph(_ body: Rect, _ color: Color) {
        let radius = body.height * 0.3
        stroke(body.inset(by: Insets(all: 0.5)), color.withAlpha(0.35), width: 1, radius: radius)
        fill(body.inset(by: Insets(all: 2)), color, radius: radius - 1.2)
        let nub = Rect(x: body.maxX + 1, y: body.midY - body.height * 0.18, width: 1.33, height: body.height * 0.36)
        fill(nub, color.withAlpha(0.4), radius: 0.6)
    }

    // MARK: Bar buttons

    /// The back chevron, its tip at `x`, 21 points tall.
    func backChevron(x: Double, midY: Double, _ color: Color) {
        polyline([(x + 10.5, midY - 10), (x, midY), (x + 10.5, midY + 10)], color, width: 3)
    }

    /// A share icon: an open box with an arrow leaving it upwards, in a `size`-point square at (cx, cy).
    func shareGlyph(cx: Double, cy: Double, size: Double, _ color: Color) {
        let s = size / 2
        polyline(
            [
                (cx - s * 0.35, cy - s * 0.2), (cx - s * 0.7, cy - s * 0.2), (cx - s * 0.7, cy + s),
                (cx + s * 0.7, cy + s), (cx + s * 0.7, cy - s * 0.2), (cx + s * 0.35, cy - s * 0.2),
            ], color, width: 1.8)
        polyline([(cx, cy + s * 0.35), (cx, cy - s)], color, width: 1.8)
        polyline([(cx - s * 0.4, cy - s * 0.6), (cx, cy - s), (cx + s * 0.4, cy - s * 0.6)], color, width: 1.8)
    }

    func plusGlyph(cx: Double, cy: Double, size: Double, _ color: Color) {
        let s = size / 2
        polyline([(cx - s, cy), (cx + s, cy)], color, width: 2)
        polyline([(cx, cy - s), (cx, cy + s)], color, width: 2)
    }

    // MARK: Tab bar icons

    /// The tab icons, in order: a star, a clock, a person, an ellipsis in a circle; `cut` is the
    /// colour of the clock's hands, cut out of its face.
    func tabIcon(_ index: Int, cx: Double, cy: Double, size: Double, _ color: Color, cut: Color) {
        let r = size / 2
        switch index % 4 {
        case 0:
            cairo_new_path(cr)
            for i in 0..<10 {
                let angle = -Double.pi / 2 + Double(i) * .pi / 5
                let radius = i % 2 == 0 ? r : r * 0.45
                let point = (cx + cos(angle) * radius, cy + r * 0.08 + sin(angle) * radius)
                if i == 0 { cairo_move_to(cr, point.0, point.1) } else { cairo_line_to(cr, point.0, point.1) }
            }
            cairo_close_path(cr)
            set(color)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_fill_preserve(cr)
            cairo_set_line_width(cr, 1.5)
            cairo_stroke(cr)
        case 1:
            circle(cx, cy, r * 0.92, color)
            polyline([(cx, cy - r * 0.55), (cx, cy), (cx + r * 0.4, cy + r * 0.3)], cut, width: 1.8)
        case 2:
            circle(cx, cy - r * 0.38, r * 0.42, color)
            cairo_new_path(cr)
            cairo_arc(cr, cx, cy + r * 0.95, r * 0.85, .pi, 2 * .pi)
            cairo_close_path(cr)
            set(color)
            cairo_fill(cr)
        default:
            ring(cx, cy, r * 0.88, color, width: 1.6)
            for dx in [-0.42, 0, 0.42] { circle(cx + dx * r, cy, r * 0.11, color) }
        }
    }
}
