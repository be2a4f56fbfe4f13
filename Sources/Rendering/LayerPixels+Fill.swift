import CCairo
import LayoutEngine

/// Small filled shapes (a badge's rounded box, a leader's dot) from the coverage Cairo gives
/// them (`CoverageMasks`), blended as Cairo blends an opaque fill.
extension LayerPixels {
    /// Fills the current path of `cr` (the context of these pixels) in `color`, as `cairo_fill`
    /// would, and clears the path; false, having painted nothing and kept the path, when Cairo
    /// must fill it (a large path, or one not wholly on the surface).
    func fillPath(_ cr: OpaquePointer, color: Color) -> Bool {
        guard let pixel = Self.premultipliedPixel(color), let path = cairo_copy_path(cr) else { return false }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return false }
        // The path back in Cairo's device coordinates (24.8 fixed point): the user-space points
        // of `cairo_copy_path`, transformed again and rounded, are its points to the bit.
        var elements: [Int32] = []
        elements.reserveCapacity(Int(path.pointee.num_data) * 2)
        var (minX, minY, maxX, maxY) = (Int32.max, Int32.max, Int32.min, Int32.min)
        var i = 0
        while i < Int(path.pointee.num_data) {
            let header = data[i].header
            let length = Int(header.length)
            guard length >= 1 else { return false }
            elements.append(Int32(header.type.rawValue))
            for j in 1..<max(length, 1) {
                let (x, y) = device(Point(data[i + j].point.x, data[i + j].point.y))
                guard abs(x) < Self.reach, abs(y) < Self.reach else { return false }
                let (fx, fy) = (Self.fixed(x), Self.fixed(y))
                elements.append(fx)
                elements.append(fy)
                (minX, minY, maxX, maxY) = (min(minX, fx), min(minY, fy), max(maxX, fx), max(maxY, fy))
            }
            i += length
        }
        guard minX <= maxX else { return false }
        // The box of pixels the path can touch (its points' hull holds its curves).
        let (left, top) = (Int(minX >> 8), Int(minY >> 8))
        let (right, bottom) = (Int((maxX + 255) >> 8), Int((maxY + 255) >> 8))
        guard left >= 0, top >= 0, right <= width, bottom <= height, right > left, bottom > top,
            right - left <= CoverageMasks.maximumSide, bottom - top <= CoverageMasks.maximumSide
        else { return false }
        // The key: the path moved by whole pixels to the box's corner.
        var j = 0
        while j < elements.count {
            let points = elements[j] == 2 ? 3 : (elements[j] == 3 ? 0 : 1)
            for k in 0..<points {
                elements[j + 1 + 2 * k] -= Int32(left) << 8
                elements[j + 2 + 2 * k] -= Int32(top) << 8
            }
            j += 1 + 2 * points
        }
        let key = CoverageMasks.Key(elements: elements)
        let (maskWidth, maskHeight) = (right - left, bottom - top)
        let mask = CoverageMasks.shared.mask(key) {
            CoverageMasks.render(key, width: maskWidth, height: maskHeight)
        }
        cairo_new_path(cr)
        cairo_surface_flush(surface)
        mask.coverage.withUnsafeBufferPointer { coverage in
            // An opaque color is blended as Cairo's opaque span filler blends it, a translucent
            // one as pixman's OVER: the two round differently.
            let over = color.alpha < 1 ? Over(pixel) : nil
            // Under a box the pixels are mostly alike: each distinct one is blended once.
            var last: (coverage: UInt32, under: UInt32, blended: UInt32)?
            for row in 0..<maskHeight {
                let line = words + (top + row) * rowWords + left
                for column in 0..<maskWidth {
                    let alpha = UInt32(coverage[row * maskWidth + column])
                    guard alpha > 0 else { continue }
                    let under = line[column]
                    if let last, last.coverage == alpha, last.under == under {
                        line[column] = last.blended
                        continue
                    }
                    let blended = over?.blend(alpha, under) ?? Blend.blend(pixel, alpha, under)
                    line[column] = blended
                    last = (alpha, under, blended)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return true
    }
}
