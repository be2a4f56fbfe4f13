import CCairo
import CPangoCairo
import LayoutEngine
import SceneModel

/// Paints the annotation marks with Interface Builder's colors. Drawn in a translucent layer
/// by the renderer, so that the screen stays readable under them.
struct AnnotationPainter {
    let painter: Painter
    /// The layer's pixels, when lines may be written into them directly (`LayerPixels`).
    var pixels: LayerPixels? = nil

    static func color(_ role: AnnotationMark.Role) -> Color {
        switch role {
        case .safeArea: return Palette.safeAreaBand
        case .margin: return Palette.marginBand
        case .marginEdge: return Palette.satisfied.withAlpha(0.35)
        case .satisfied: return Palette.satisfied
        case .unsatisfied, .ambiguous: return Palette.unsatisfied
        case .conflict: return Palette.conflict
        case .misplaced: return Palette.misplaced
        case .guide, .name: return Palette.tag
        }
    }

    func paint(_ marks: [AnnotationMark]) {
        for mark in marks where !InkCulling.isOutsideClip(InkCulling.markInk(mark.shape), painter.cr) {
            let color = Self.color(mark.role)
            switch mark.shape {
            case .band(let rect):
                painter.fill(rect, color)
            case .line(let a, let b, let width):
                line(a, b, color, width: width, dash: mark.dashed ? (width < 1 ? [2, 2] : [3, 2]) : [])
            case .leader(let a, let b):
                line(a, b, color, width: 0.75)
                painter.circlePath(b.x, b.y, 1.5)
                fill(color)
            case .ibeam(let a, let b, let horizontal):
                ibeam(a, b, horizontal: horizontal, color: color, dashed: mark.dashed)
            case .outline(let rect, let width):
                painter.stroke(rect, color, width: width, dash: mark.dashed ? [4, 3] : [])
            case .badge(let text, let rect):
                painter.path(rect, radius: 4)
                fill(color)
                painter.text(
                    text, font: AnnotationMarker.badgeFont, color: .white, x: rect.x,
                    top: rect.y + (rect.height - SystemFontMetrics.lineHeight * 10) / 2,
                    width: rect.width, alignment: PANGO_ALIGN_CENTER)
            case .tag(let text, let rect):
                painter.path(rect, radius: 3)
                fill(Color.white.withAlpha(0.85))
                painter.text(
                    text, font: AnnotationMarker.tagFont, color: color, x: rect.x + 3,
                    top: rect.y + (rect.height - SystemFontMetrics.lineHeight * 9) / 2, width: nil)
            }
        }
    }

    /// A line with end caps, like Interface Builder's spacing and size marks.
    func ibeam(_ a: Point, _ b: Point, horizontal: Bool, color: Color, dashed: Bool) {
        let cap = 4.0
        line(a, b, color, width: 1, dash: dashed ? [3, 2] : [])
        if horizontal {
            line(Point(a.x, a.y - cap), Point(a.x, a.y + cap), color, width: 1)
            line(Point(b.x, b.y - cap), Point(b.x, b.y + cap), color, width: 1)
        } else {
            line(Point(a.x - cap, a.y), Point(a.x + cap, a.y), color, width: 1)
            line(Point(b.x - cap, b.y), Point(b.x + cap, b.y), color, width: 1)
        }
    }

    /// Fills the context's path: from the kept coverage of its shape when the layer's pixels take
    /// it (the same pixels), else by Cairo.
    func fill(_ color: Color) {
        if let pixels, pixels.fillPath(painter.cr, color: color) { return }
        painter.set(color)
        cairo_fill(painter.cr)
    }

    /// A straight line: into the layer's pixels when they take it (the same pixels), else by Cairo.
    func line(_ a: Point, _ b: Point, _ color: Color, width: Double, dash: [Double] = []) {
        if dash.isEmpty, let pixels {
            if pixels.strokeLine(a, b, lineWidth: width, color: color) { return }
            // A slanted line: from the kept coverage of its stroke.
            let cr = painter.cr
            cairo_move_to(cr, a.x, a.y)
            cairo_line_to(cr, b.x, b.y)
            if pixels.strokeSegment(cr, lineWidth: width, color: color) { return }
            cairo_new_path(cr)
        }
        painter.line(a.x, a.y, b.x, b.y, color, width: width, dash: dash)
    }
}
