import CCairo
import LayoutEngine
import SceneModel

/// The fast rasteriser of an unclipped ARGB32 layer (the annotation stripes): solid lines along
/// an axis are written into the layer's pixels by Cairo's own integer arithmetic, and small
/// rounded boxes, dots and slanted solid lines are blended from the coverage Cairo computed for
/// the same shape (`LayerPixels`, `CoverageMasks`); every other item, every item inside a clip,
/// a translation or a group, and any shape the pixels do not take (large, off the surface), goes to Cairo. The
/// pixels are the reference's to the bit. Square rectangles go to Cairo too: its box filler is already fast, and bands are large.
struct PixelRasterizer: Rasterizer {
    let pixels: LayerPixels
    let painter: Painter
    /// Where the items the pixels do not take go.
    let cairo: CairoRasterizer

    init(pixels: LayerPixels, painter: Painter) {
        (self.pixels, self.painter) = (pixels, painter)
        cairo = CairoRasterizer(painter: painter)
    }

    func drawVisible(_ item: DisplayItem) {
        if !drawOwnPixels(item) { cairo.drawVisible(item) }
    }

    /// The pixels know no clip, translation or group: what is drawn in one is Cairo's.
    func drawScoped(_ item: DisplayItem) { cairo.drawVisible(item) }

    /// Paints `item` into the pixels when they take it (true); false, having painted nothing
    /// and left no path, when Cairo must draw it.
    func drawOwnPixels(_ item: DisplayItem) -> Bool {
        let cr = painter.cr
        switch item.paint {
        case .fill(.rect(let rect, let radius)) where radius > 0:
            painter.path(rect, radius: radius)
        case .fill(.circle(let center, let radius)):
            painter.circlePath(center.x, center.y, radius)
        case .line(let a, let b, let width, nil):
            if pixels.strokeLine(a, b, lineWidth: width, color: item.color) { return true }
            // A slanted line: from the kept coverage of its stroke.
            cairo_move_to(cr, a.x, a.y)
            cairo_line_to(cr, b.x, b.y)
            if pixels.strokeSegment(cr, lineWidth: width, color: item.color) { return true }
            cairo_new_path(cr)
            return false
        default:
            return false
        }
        // A shape filled from the kept coverage of its path (which the fill clears).
        if pixels.fillPath(cr, color: item.color) { return true }
        cairo_new_path(cr)
        return false
    }
}
