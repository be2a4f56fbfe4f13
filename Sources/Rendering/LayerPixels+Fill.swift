import CCairo
import LayoutEngine
import SceneModel

/// Small shapes (a badge's rounded box, a leader's dot and line) from the coverage Cairo gives
/// them (`CoverageMasks`), blended as Cairo blends a fill or a stroke of one color.
extension LayerPixels {
    /// Fills the current path of `cr` (the context of these pixels) in `color`, as `cairo_fill`
    /// would, and clears the path; false, having painted nothing and kept the path, when Cairo
    /// must fill it (a large path, or one not wholly inside `bounds`).
    func fillPath(_ cr: OpaquePointer, color: Color) -> Bool {
        paintPath(cr, color: color, stroke: nil)
    }

    /// Strokes the current path of `cr`, a single straight segment, `lineWidth` wide with butt
    /// ends, in `color`, as `cairo_stroke` would with the context's transform, and clears the
    /// path; false, having painted nothing and kept the path, when Cairo must stroke it.
    func strokeSegment(_ cr: OpaquePointer, lineWidth: Double, color: Color) -> Bool {
        guard lineWidth > 0, cairo_get_line_cap(cr) == CAIRO_LINE_CAP_BUTT, cairo_get_dash_count(cr) == 0 else {
            return false
        }
        return paintPath(cr, color: color, stroke: lineWidth)
    }

    /// The fill of the path, or its stroke `stroke` wide: the shape Cairo's rasterizer sees is
    /// a function of the path in fixed point (and, for a stroke, of the width and the
    /// transform's scale, which the key holds too), so its coverage is found by that key.
    private func paintPath(_ cr: OpaquePointer, color: Color, stroke: Double?) -> Bool {
        guard let pixel = Self.premultipliedPixel(color), let path = cairo_copy_path(cr) else { return false }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return false }
        // The path back in Cairo's device coordinates (24.8 fixed point): the user-space points
        // of `cairo_copy_path`, transformed again and rounded, are its points to the bit.
        var kinds: [UInt8] = [], points: [Int32] = []
        kinds.reserveCapacity(Int(path.pointee.num_data) / 2)
        points.reserveCapacity(Int(path.pointee.num_data) * 2)
        var (minX, minY, maxX, maxY) = (Int32.max, Int32.max, Int32.min, Int32.min)
        var i = 0
        while i < Int(path.pointee.num_data) {
            let header = data[i].header
            let length = Int(header.length)
            guard length >= 1 else { return false }
            kinds.append(UInt8(header.type.rawValue))
            for j in 1..<length {
                guard let (x, y) = fixedDevicePoint(Point(data[i + j].point.x, data[i + j].point.y)) else {
                    return false
                }
                points.append(x)
                points.append(y)
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
            i += length
        }
        guard minX <= maxX else { return false }
        // A stroke reaches half its width past its segment's ends and sides (a pixel more for
        // the rounding): its segment's box grows by that much.
        var reach: Int32 = 0
        if let stroke {
            guard kinds.count == 2, kinds[0] == UInt8(CAIRO_PATH_MOVE_TO.rawValue),
                kinds[1] == UInt8(CAIRO_PATH_LINE_TO.rawValue)
            else { return false }
            let half = stroke * max(abs(matrix.xx), abs(matrix.yy)) / 2
            guard half < 32 else { return false }
            reach = Int32((half * 256).rounded(.up)) + 256
        }
        (minX, minY, maxX, maxY) = (minX - reach, minY - reach, maxX + reach, maxY + reach)
        // The box of pixels the path can touch (its points' hull holds its curves).
        let (left, top) = (Int(minX >> 8), Int(minY >> 8))
        let (right, bottom) = (Int((maxX + 255) >> 8), Int((maxY + 255) >> 8))
        guard left >= bounds.minX, top >= bounds.minY, right <= bounds.maxX, bottom <= bounds.maxY, right > left,
            bottom > top,
            right - left <= CoverageMasks.maximumSide, bottom - top <= CoverageMasks.maximumSide
        else { return false }
        // The key: the path moved by whole pixels to the box's corner.
        for k in Swift.stride(from: 0, to: points.count, by: 2) {
            points[k] -= Int32(left) << 8
            points[k + 1] -= Int32(top) << 8
        }
        let pen = stroke.map {
            CoverageMasks.Pen(width: $0, xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy)
        }
        let key = CoverageMasks.Key(kinds: kinds, points: points, pen: pen)
        let (maskWidth, maskHeight) = (right - left, bottom - top)
        let mask = CoverageMasks.shared.mask(key) {
            CoverageMasks.render(key, width: maskWidth, height: maskHeight)
        }
        cairo_new_path(cr)
        cairo_surface_flush(surface)
        var blender = MaskBlender(pixel: pixel, over: color.alpha < 1 ? Over(pixel) : nil)
        mask.coverage.withUnsafeBufferPointer { coverage in
            for row in 0..<maskHeight {
                let line = words + (top + row) * rowWords + left
                let cover = coverage.baseAddress! + row * maskWidth
                let (covered, solid) = (mask.rows[row], mask.solid[row])
                if blender.over == nil && !solid.isEmpty {
                    // An opaque color at full coverage is the color, whatever was under it.
                    blender.blend(cover, into: line, covered.lowerBound..<solid.lowerBound)
                    (line + solid.lowerBound).update(repeating: pixel, count: solid.count)
                    blender.blend(cover, into: line, solid.upperBound..<covered.upperBound)
                } else {
                    blender.blend(cover, into: line, covered)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return true
    }
}

/// Blends a color through a mask's coverage, pixel by pixel, as Cairo blends a fill of one color.
private struct MaskBlender {
    let pixel: UInt32
    /// Pixman's OVER for a translucent color; nil for an opaque one (Cairo's span filler).
    let over: Over?
    /// Under a shape the pixels are mostly alike: each distinct one is blended once (a
    /// coverage of 0 is never blended, so it marks "nothing blended yet").
    private var last: (coverage: UInt32, under: UInt32, blended: UInt32) = (0, 0, 0)

    init(pixel: UInt32, over: Over?) { (self.pixel, self.over) = (pixel, over) }

    /// Blends the columns `columns` of `line` through their coverage in `cover`.
    @inline(__always) mutating func blend(
        _ cover: UnsafePointer<UInt8>, into line: UnsafeMutablePointer<UInt32>, _ columns: Range<Int>
    ) {
        for column in columns {
            let alpha = UInt32(cover[column])
            if alpha == 0 { continue }
            if alpha == 255 && over == nil {
                line[column] = pixel
                continue
            }
            let under = line[column]
            if alpha != last.coverage || under != last.under {
                // An opaque color is blended as Cairo's opaque span filler blends it, a
                // translucent one as pixman's OVER: the two round differently.
                last = (alpha, under, over?.blend(alpha, under) ?? Blend.blend(pixel, alpha, under))
            }
            line[column] = last.blended
        }
    }
}
