import CCairo
import Parallel

/// How much of each pixel Cairo covers when it fills or strokes a small path (a badge's rounded
/// box, a leader's dot and line, a control's track and knob), kept by the path's exact shape and
/// its place within a pixel: a screen's badges repeat a few sizes on a few sub-pixel phases (the
/// 100-view bench: 105 badges, 35 shapes; 77 dots, 17), and Cairo's polygon rasterizer costs about
/// 50,000 instructions per badge where blending a kept mask costs a tenth. The key is the path in
/// 24.8 fixed point (Cairo's own coordinates) moved by whole pixels, and the mask is what Cairo
/// computes for it (filled on an 8-bit surface), so a mask found here is exactly the one a fresh
/// fill gives: the pixels never depend on what was drawn before. Shared by every renderer and
/// thread.
final class CoverageMasks: Sendable {
    /// How a path is stroked: its width and the transform's linear part (what Cairo's stroker
    /// reads besides the path; the translation does not change the shape).
    struct Pen: Hashable {
        var width: Double
        var xx: Double, yx: Double, xy: Double, yy: Double
    }

    /// A path's elements (`cairo_path_data_type_t`) and their points (fixed point, x then y,
    /// relative to the corner of its box), and the pen when it is stroked rather than filled.
    struct Key: Hashable {
        var kinds: [UInt8]
        var points: [Int32]
        var pen: Pen?
        /// The points folded into one word (FNV-1a), so that a lookup hashes one word, not
        /// seventy; equality still compares everything.
        private var digest: UInt64

        init(kinds: [UInt8], points: [Int32], pen: Pen? = nil) {
            (self.kinds, self.points, self.pen) = (kinds, points, pen)
            digest = points.reduce(14_695_981_039_346_656_037) {
                ($0 ^ UInt64(UInt32(bitPattern: $1))) &* 1_099_511_628_211
            }
        }

        static func == (a: Key, b: Key) -> Bool {
            a.digest == b.digest && a.points == b.points && a.kinds == b.kinds && a.pen == b.pen
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(digest)
            hasher.combine(pen?.width)
        }
    }

    /// The coverage of each pixel of the path's box (`width` × `height` from the box's corner),
    /// each row's covered columns (a slanted line covers a sliver of its box), and each row's
    /// run of wholly covered columns inside them (a filled box's or dot's inside, written as
    /// one run of the color; empty when the row has none, or more than one).
    struct Mask {
        var width: Int, height: Int
        var coverage: [UInt8]
        var rows: [Range<Int>]
        var solid: [Range<Int>]

        init(width: Int, height: Int, coverage: [UInt8]) {
            (self.width, self.height, self.coverage) = (width, height, coverage)
            rows = (0..<height).map { row in
                let line = coverage[row * width..<(row + 1) * width]
                guard let first = line.firstIndex(where: { $0 != 0 }), let last = line.lastIndex(where: { $0 != 0 })
                else { return 0..<0 }
                return (first - row * width)..<(last - row * width + 1)
            }
            solid = (0..<height).map { row in
                let line = coverage[row * width..<(row + 1) * width]
                guard let first = line.firstIndex(of: 255), let last = line.lastIndex(of: 255),
                    line[first...last].allSatisfy({ $0 == 255 })
                else { return 0..<0 }
                return (first - row * width)..<(last - row * width + 1)
            }
        }
    }

    static let shared = CoverageMasks()
    /// Past this many bytes of masks the cache starts again: a long live session stays bounded.
    static let maximumBytes = 16 << 20
    /// Paths larger than this (in pixels, either way) are left to Cairo: the cache is for marks.
    static let maximumSide = 256

    /// The masks made so far, and their bytes.
    private let store = Locked((masks: [Key: Mask](), bytes: 0))

    /// The mask of `key`, made by `make` the first time.
    func mask(_ key: Key, make: () -> Mask) -> Mask {
        if let known = store.withLock({ $0.masks[key] }) { return known }
        let mask = make()
        let size = mask.coverage.count + key.points.count * 4 + key.kinds.count + 64
        store.withLock { store in
            if store.bytes + size > Self.maximumBytes { store = ([:], 0) }
            store.masks[key] = mask
            store.bytes += size
        }
        return mask
    }

    /// The coverage Cairo gives the path `key` on a fresh 8-bit surface of `width` × `height`:
    /// the same path, moved by whole pixels (its points are exact in the doubles Cairo reads).
    static func render(_ key: Key, width: Int, height: Int) -> Mask {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        var next = 0
        func point() -> (Double, Double) {
            defer { next += 2 }
            return (Double(key.points[next]) / 256, Double(key.points[next + 1]) / 256)
        }
        for kind in key.kinds {
            switch cairo_path_data_type_t(rawValue: UInt32(kind)) {
            case CAIRO_PATH_MOVE_TO:
                let (x, y) = point()
                cairo_move_to(cr, x, y)
            case CAIRO_PATH_LINE_TO:
                let (x, y) = point()
                cairo_line_to(cr, x, y)
            case CAIRO_PATH_CURVE_TO:
                let ((x1, y1), (x2, y2), (x3, y3)) = (point(), point(), point())
                cairo_curve_to(cr, x1, y1, x2, y2, x3, y3)
            default:
                cairo_close_path(cr)
            }
        }
        if let pen = key.pen {
            // The path is in device space already: the pen's transform widens the line only.
            var matrix = cairo_matrix_t(xx: pen.xx, yx: pen.yx, xy: pen.xy, yy: pen.yy, x0: 0, y0: 0)
            cairo_set_matrix(cr, &matrix)
            cairo_set_line_width(cr, pen.width)
            cairo_stroke(cr)
        } else {
            cairo_fill(cr)
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var coverage = [UInt8](repeating: 0, count: width * height)
        for row in 0..<height {
            for column in 0..<width { coverage[row * width + column] = data[row * stride + column] }
        }
        cairo_surface_destroy(surface)
        return Mask(width: width, height: height, coverage: coverage)
    }
}
