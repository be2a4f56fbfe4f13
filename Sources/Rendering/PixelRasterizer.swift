import CCairo
import LayoutEngine
import SceneModel

/// The fast rasteriser of an unclipped ARGB32 image (the annotation stripes, a bitmap's screen):
/// solid lines along an axis are written into the image's pixels by Cairo's own integer
/// arithmetic, and small rounded boxes, dots and slanted solid lines are blended from the
/// coverage Cairo computed for the same shape (`LayerPixels`, `CoverageMasks`), on the image,
/// in the translations on it and in clips to boxes of whole pixels (the screen's bounds).
/// Every other item, every item inside another clip or a group, and any shape the pixels do
/// not take (large, outside the clip) goes to Cairo. The pixels are the reference's to the bit.
/// Square rectangles go to Cairo too: its box filler is already fast, and bands are large.
struct PixelRasterizer: Rasterizer {
    let painter: Painter
    /// Where the items the pixels do not take go.
    let cairo: CairoRasterizer
    private let scopes: Scopes

    /// The layer's pixels as the items drawn now reach them (the translations and whole-pixel
    /// clips around them applied); nil inside another clip or a group, where every item is Cairo's.
    var pixels: LayerPixels? { scopes.current }

    init(pixels: LayerPixels, painter: Painter) {
        self.painter = painter
        cairo = CairoRasterizer(painter: painter)
        scopes = Scopes(pixels)
    }

    func drawVisible(_ item: DisplayItem) {
        switch item.paint {
        case .translate:
            // Cairo moves its transform; the pixels read the moved one back, so they place a
            // point exactly where Cairo does.
            cairo.drawVisible(item)
            scopes.open(pixels.flatMap { LayerPixels(surface: $0.surface, context: painter.cr, bounds: $0.bounds) })
        case .clip(let shape):
            // A clip to whole pixels (a screen's bounds) keeps the pixels, to its box; other
            // clips' edges cut pixels partly: what is inside is Cairo's.
            cairo.drawVisible(item)
            scopes.open(pixels.flatMap { $0.clipped(to: shape) })
        case .beginGroup:
            // A group paints on a surface of its own: what is inside is Cairo's.
            cairo.drawVisible(item)
            scopes.open(nil)
        case .restore, .endGroup:
            cairo.drawVisible(item)
            scopes.close(painter.cr)
        default:
            if !drawOwnPixels(item) { cairo.drawVisible(item) }
        }
    }

    /// Paints `item` into the pixels when they take it (true); false, having painted nothing
    /// and left no path, when Cairo must draw it.
    func drawOwnPixels(_ item: DisplayItem) -> Bool {
        guard let pixels else { return false }
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

    /// The pixels of each open translation, clip and group, innermost last: the rasteriser is
    /// handed around by value, so what the list opened is kept in one place.
    private final class Scopes {
        private var open: [LayerPixels?] = []
        private(set) var current: LayerPixels?

        init(_ pixels: LayerPixels) { current = pixels }

        func open(_ pixels: LayerPixels?) {
            open.append(current)
            current = pixels
        }

        /// Back to the pixels around the scope that ends. An end that matches no start puts
        /// Cairo's context in an error state that draws nothing more, so no pixel is written after.
        func close(_ cr: OpaquePointer) {
            let outer = open.popLast() ?? nil
            current = cairo_status(cr) == CAIRO_STATUS_SUCCESS ? outer : nil
        }
    }
}
