import CCairo
import LayoutEngine
import SceneModel

/// A box of device pixels: columns `minX..<maxX`, rows `minY..<maxY`.
struct PixelBox: Equatable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int
}

extension LayerPixels {
    /// The pixels inside a clip to `shape` (user space), when the clip is a box whose edges
    /// are whole device pixels: Cairo then clips to a region of whole pixels, and what it
    /// draws inside is what it draws unclipped, so the pixels go on taking the items that stay
    /// inside the box (and the axis-aligned lines, cut at its edges as at the surface's). Nil
    /// for any other clip, whose edges cut pixels partly: what is inside is Cairo's.
    func clipped(to shape: DisplayShape) -> LayerPixels? {
        guard case .rect(let rect, let radius) = shape, radius <= 0 else { return nil }
        // `cairo_rectangle`'s path: its corner, then its sides as distances (each rounded to
        // fixed point on its own), so whole pixels only when each of these is.
        guard let corner = fixedDevicePoint(Point(rect.x, rect.y)),
            abs(rect.width * matrix.xx) < Self.reach, abs(rect.height * matrix.yy) < Self.reach
        else { return nil }
        let (across, down) = (Self.fixed(rect.width * matrix.xx), Self.fixed(rect.height * matrix.yy))
        guard [corner.x, corner.y, across, down].allSatisfy({ $0 & 255 == 0 }) else { return nil }
        let (x0, x1) = (Int(corner.x >> 8), Int((corner.x + across) >> 8))
        let (y0, y1) = (Int(corner.y >> 8), Int((corner.y + down) >> 8))
        var inside = self
        inside.bounds = PixelBox(
            minX: max(bounds.minX, min(x0, x1)), minY: max(bounds.minY, min(y0, y1)),
            maxX: min(bounds.maxX, max(x0, x1)), maxY: min(bounds.maxY, max(y0, y1)))
        return inside
    }
}
