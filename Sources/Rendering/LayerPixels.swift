import CCairo
import LayoutEngine
import SceneModel

/// The pixels of the annotation layer (or of a bitmap's screen, `Renderer.drawScreen`), for the
/// marks cheaper to write straight into memory than to hand to Cairo: straight lines along an axis,
/// in an opaque color, undashed (most constraint lines and every I-beam). Cairo strokes such a line
/// as one box (its rectilinear stroker), which its rectangular scan converter covers and its opaque
/// span filler blends. This does the same arithmetic: the ends rounded to 24.8 fixed point as Cairo
/// rounds them, each pixel's covered area in 1/65,536 of a pixel cut to 8 bits as Cairo cuts it,
/// and Cairo's blend. So the pixels are Cairo's, bit for bit (`LayerPixelsTests` compares them on
/// thousands of random lines), without Cairo's cost per stroke (about 6,000 instructions) and per
/// partly covered pixel (a 1-point line down a 1x screen cost 75,000, and a screen has a hundred
/// lines).
struct LayerPixels {
    let surface: OpaquePointer
    let words: UnsafeMutablePointer<UInt32>
    let width: Int, height: Int, rowWords: Int
    /// The device pixels the items may set: the surface's, or those of the whole-pixel boxes
    /// the items are clipped to (`clipped(to:)`).
    var bounds: PixelBox
    /// User space to device pixels: the context's scale and translation, then the surface's
    /// device offset, applied one after the other as Cairo applies them.
    let matrix: cairo_matrix_t
    private let deviceOffset: (x: Double, y: Double)

    /// Past this many pixels from the surface, a coordinate is left to Cairo (far from 24.8
    /// fixed point's limit of ±8,388,608, where Cairo's rounding wraps).
    static let reach = 1_048_576.0

    /// The pixels of `surface`, drawn on by `cr`: nil unless the surface is an ARGB32 image and
    /// the context's transform a scale (the same on both axes) and a translation. The caller
    /// makes sure that nothing clips `cr` but `bounds` (the stripes of `MarkOverlay` are fresh
    /// contexts; a translation inside a clip keeps the clip's bounds).
    init?(surface: OpaquePointer, context cr: OpaquePointer, bounds: PixelBox? = nil) {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
            let data = cairo_image_surface_get_data(surface)
        else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx == matrix.yy, matrix.xx > 0 else { return nil }
        var x = 0.0, y = 0.0, scaleX = 0.0, scaleY = 0.0
        cairo_surface_get_device_offset(surface, &x, &y)
        cairo_surface_get_device_scale(surface, &scaleX, &scaleY)
        guard scaleX == 1, scaleY == 1 else { return nil }
        self.surface = surface
        self.matrix = matrix
        deviceOffset = (x, y)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        rowWords = Int(cairo_image_surface_get_stride(surface)) / 4
        words = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        self.bounds = bounds ?? PixelBox(minX: 0, minY: 0, maxX: width, maxY: height)
    }

    /// Paints the line from `a` to `b` (user space), `lineWidth` wide with butt ends, as
    /// `cairo_stroke` would; false, having painted nothing, when the line is one Cairo must
    /// paint (slanted, translucent, or far outside the surface).
    func strokeLine(_ a: Point, _ b: Point, lineWidth: Double, color: Color) -> Bool {
        guard a.x == b.x || a.y == b.y, lineWidth > 0, lineWidth * max(abs(matrix.xx), abs(matrix.yy)) < Self.reach,
            let pixel = Self.opaquePixel(color)
        else { return false }
        guard let (ax, ay) = fixedDevicePoint(a), let (bx, by) = fixedDevicePoint(b) else { return false }
        // Cairo's half widths: the scale times half the width, each rounded to fixed point.
        if a.y == b.y {
            let half = Self.fixed(abs(matrix.yy) * lineWidth / 2)
            fill(x: min(ax, bx)..<max(ax, bx), y: (ay - half)..<(ay + half), pixel: pixel)
        } else {
            let half = Self.fixed(abs(matrix.xx) * lineWidth / 2)
            fill(x: (ax - half)..<(ax + half), y: min(ay, by)..<max(ay, by), pixel: pixel)
        }
        return true
    }

    /// A point (user space) in device pixels, in 24.8 fixed point as Cairo stores a path's
    /// points: `cairo_matrix_transform_point` with the context's matrix, then with the surface's
    /// device transform (a translation here), then rounded; nil beyond `reach` (or not a number).
    func fixedDevicePoint(_ p: Point) -> (x: Int32, y: Int32)? {
        let x = (matrix.xx * p.x + matrix.xy * p.y) + matrix.x0 + deviceOffset.x
        let y = (matrix.yx * p.x + matrix.yy * p.y) + matrix.y0 + deviceOffset.y
        guard abs(x) < Self.reach, abs(y) < Self.reach else { return nil }
        return (Self.fixed(x), Self.fixed(y))
    }

    /// `_cairo_fixed_from_double`: 24.8 fixed point, rounded to nearest (ties to even) by adding
    /// 1.5 × 2^44 and keeping the low 32 bits of the sum.
    static func fixed(_ value: Double) -> Int32 {
        Int32(truncatingIfNeeded: (value + 26_388_279_066_624.0).bitPattern)
    }

    /// The premultiplied ARGB32 word Cairo paints for an opaque `color` (each channel to 16
    /// bits rounded, then its high byte); nil when the color is not opaque or out of range.
    static func opaquePixel(_ color: Color) -> UInt32? {
        color.alpha == 1 ? premultipliedPixel(color) : nil
    }

    /// The premultiplied ARGB32 word of `color` as Cairo makes it: each channel times alpha to
    /// 16 bits rounded, then its high byte; nil for components out of 0...1.
    static func premultipliedPixel(_ color: Color) -> UInt32? {
        let alpha = color.alpha
        // Cairo clamps components to 0...1 first; such colors are left to it.
        func inRange(_ value: Double) -> Bool { value >= 0 && value <= 1 }
        guard inRange(color.red), inRange(color.green), inRange(color.blue), inRange(alpha) else { return nil }
        func byte(_ channel: Double) -> UInt32 { UInt32(UInt16(channel * alpha * 65535 + 0.5) >> 8) }
        return UInt32(UInt16(alpha * 65535 + 0.5) >> 8) << 24 | byte(color.red) << 16 | byte(color.green) << 8
            | byte(color.blue)
    }

    /// Fills the box `x` × `y` (device pixels in 24.8 fixed point) with the opaque `pixel`: each
    /// pixel's covered area, cut to 8 bits, is how much of `pixel` it takes.
    private func fill(x: Range<Int32>, y: Range<Int32>, pixel: UInt32) {
        guard !x.isEmpty, !y.isEmpty else { return }
        let (firstRow, lastRow) = (
            max(Int(y.lowerBound >> 8), bounds.minY), min(Int((y.upperBound - 1) >> 8), bounds.maxY - 1)
        )
        let (firstColumn, lastColumn) = (
            max(Int(x.lowerBound >> 8), bounds.minX), min(Int((x.upperBound - 1) >> 8), bounds.maxX - 1)
        )
        guard firstRow <= lastRow, firstColumn <= lastColumn else { return }
        cairo_surface_flush(surface)
        defer { cairo_surface_mark_dirty(surface) }
        // Only the first and last rows and columns can be partly covered.
        let firstCovered = Self.covered(firstColumn, of: x), lastCovered = Self.covered(lastColumn, of: x)
        let inside = lastColumn - firstColumn - 1
        func paintRow(_ row: Int) {
            let rowCovered = Self.covered(row, of: y), line = words + row * rowWords
            Blend(pixel, Self.coverage(firstCovered, rowCovered)).paint(line + firstColumn, count: 1)
            guard inside >= 0 else { return }
            Blend(pixel, Self.coverage(256, rowCovered)).paint(line + firstColumn + 1, count: inside)
            Blend(pixel, Self.coverage(lastCovered, rowCovered)).paint(line + lastColumn, count: 1)
        }
        paintRow(firstRow)
        if lastRow > firstRow { paintRow(lastRow) }
        // The rows between are whole: down each edge column (a vertical line is two columns of
        // hundreds of rows), then across the inside of each row.
        let middle = lastRow - firstRow - 1
        guard middle > 0 else { return }
        let top = words + (firstRow + 1) * rowWords
        Blend(pixel, Self.coverage(firstCovered, 256)).paint(top + firstColumn, count: middle, stride: rowWords)
        if inside >= 0 {
            Blend(pixel, Self.coverage(lastCovered, 256)).paint(top + lastColumn, count: middle, stride: rowWords)
            if inside > 0 {
                for row in 0..<middle {
                    (top + row * rowWords + firstColumn + 1).update(repeating: pixel, count: inside)
                }
            }
        }
    }

    /// A pixel's coverage from the parts of its column and row covered (1/256 each): the area
    /// in 1/65,536 of a pixel, to 0...256, then 256 to 255 (Cairo's cut).
    @inline(__always) private static func coverage(_ columnCovered: Int, _ rowCovered: Int) -> UInt32 {
        let area = UInt32(truncatingIfNeeded: columnCovered &* rowCovered) >> 8
        return area &- area >> 8
    }

    /// How much of pixel `index` the span covers, in 1/256 of a pixel.
    @inline(__always) private static func covered(_ index: Int, of span: Range<Int32>) -> Int {
        let start = index == Int(span.lowerBound >> 8) ? Int(span.lowerBound & 255) : 0
        let end = index == Int(span.upperBound >> 8) ? Int(span.upperBound & 255) : 256
        return end - start
    }
}
