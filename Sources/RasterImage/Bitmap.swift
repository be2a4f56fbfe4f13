/// A raster image in memory: Cairo's ARGB32 layout (one native-endian 32-bit word per pixel,
/// alpha in the high byte, colors premultiplied by alpha), rows packed without padding.
/// The renderer draws into it, the PNG codec reads and writes it, the golden tests compare it.
public struct Bitmap: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt32]

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "pixel count must be width × height")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public init(width: Int, height: Int, fill: UInt32 = 0) {
        self.init(width: width, height: height, pixels: [UInt32](repeating: fill, count: width * height))
    }

    public subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Straight (not premultiplied) 8-bit red, green, blue and alpha of a pixel word.
    @inline(__always)
    public static func rgba(_ word: UInt32) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let a = word >> 24
        var r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
        if a != 255 && a != 0 {
            r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a
        }
        return (UInt8(min(r, 255)), UInt8(min(g, 255)), UInt8(min(b, 255)), UInt8(a))
    }

    /// The pixel word of an opaque color.
    @inline(__always)
    public static func opaque(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt32 {
        0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }
}
