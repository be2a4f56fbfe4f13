import CCairo
import CPangoCairo
import LayoutEngine
import SceneModel

/// Makes the pixels (or the vector drawing) of a display list on a painter's Cairo context. Two
/// rasterisers, one interface: `CairoRasterizer`, the reference, for every output; and
/// `PixelRasterizer` for an unclipped raster layer, whose pixels must be the reference's to the
/// bit (`DisplayListDifferentialTests` draws random lists both ways).
protocol Rasterizer {
    var painter: Painter { get }
    /// Draws one item that is not culled.
    func drawVisible(_ item: DisplayItem)
}

extension Rasterizer {
    /// Draws the items in order, but those whose ink misses the clip (`InkCulling`), which
    /// would paint nothing.
    func draw(_ list: DisplayList) {
        // Consecutive items of one mark share their ink box: the clip is asked once for them.
        var lastInk: Rect?, lastOutside = false
        let cr = painter.cr
        // By index: each item is read in place, not copied out.
        for i in list.items.indices {
            if let ink = list.items[i].ink {
                if ink != lastInk { (lastInk, lastOutside) = (ink, InkCulling.isOutsideClip(ink, cr)) }
                if lastOutside { continue }
            }
            drawVisible(list.items[i])
        }
    }
}

/// Every item through Cairo: the reference pixels, and the only way to SVG and PDF.
struct CairoRasterizer: Rasterizer {
    let painter: Painter

    func drawVisible(_ item: DisplayItem) {
        let color = item.color
        switch item.paint {
        case .fill(.rect(let rect, let radius)):
            painter.fill(rect, color, radius: radius)
        case .fill(.circle(let center, let radius)):
            painter.circle(center.x, center.y, radius, color)
        case .stroke(.rect(let rect, let radius), let width, let dash):
            painter.stroke(rect, color, width: width, radius: radius, dash: dash?.pattern ?? [])
        case .stroke(.circle(let center, let radius), let width, let dash):
            let cr = painter.cr
            painter.circlePath(center.x, center.y, radius)
            painter.set(color)
            cairo_set_line_width(cr, width)
            let pattern = dash?.pattern ?? []
            cairo_set_dash(cr, pattern, Int32(pattern.count), 0)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
        case .line(let a, let b, let width, let dash):
            painter.line(a.x, a.y, b.x, b.y, color, width: width, dash: dash?.pattern ?? [])
        case .text(let text):
            painter.text(
                text.string, font: text.font, color: color, x: text.x, top: text.top, width: text.width,
                alignment: text.alignment == .center ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT)
        }
    }
}
