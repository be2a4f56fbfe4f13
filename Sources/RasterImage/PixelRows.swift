/// A PNG's raw scanlines (filter byte 0, None, then the pixels' bytes) made from Cairo's pixel
/// words, a band of rows at a time, so that bands are converted (and compressed) on all cores.
enum PixelRows {
    /// Whether every pixel is opaque: the AND of all words keeps alpha 0xFF only then (a loop
    /// without branches, which the compiler vectorizes).
    static func allOpaque(_ pixels: [UInt32]) -> Bool { allOpaque(pixels[...]) }

    static func allOpaque(_ pixels: ArraySlice<UInt32>) -> Bool { pixels.withUnsafeBufferPointer(allOpaque) }

    static func allOpaque(_ words: UnsafeBufferPointer<UInt32>) -> Bool {
        var all: UInt32 = 0xFFFF_FFFF
        for word in words { all &= word }
        return all >= 0xFF00_0000
    }

    /// The bytes of rows `rows` of `bitmap`: RGB when `opaque`, else straight (not premultiplied) RGBA.
    static func scanlines(_ bitmap: Bitmap, rows: Range<Int>, opaque: Bool) -> [UInt8] {
        let rowBytes = 1 + bitmap.width * (opaque ? 3 : 4)
        let count = rowBytes * rows.count
        // One byte of slack: an opaque row's last pixel is stored as a whole word (see `rgbRow`).
        var bytes = [UInt8](unsafeUninitializedCapacity: count + 1) { out, initialized in
            bitmap.pixels.withUnsafeBufferPointer { pixels in
                let base = UnsafeMutableRawPointer(out.baseAddress!)
                for (index, y) in rows.enumerated() {
                    let row = base + index * rowBytes
                    // The filter byte after the previous row: that row's last word spilled onto it.
                    row.storeBytes(of: 0, as: UInt8.self)
                    let source = UnsafeBufferPointer(rebasing: pixels[y * bitmap.width..<(y + 1) * bitmap.width])
                    if opaque { rgbRow(source, to: row + 1) } else { rgbaRow(source, to: row + 1) }
                }
            }
            initialized = count + 1
        }
        bytes.removeLast()
        return bytes
    }

    /// R, G, B of opaque words: each word byte-swapped (0xAARRGGBB → 0xBBGGRRAA), shifted to
    /// 0x00BBGGRR and stored whole, 3 bytes apart, so that its fourth byte is overwritten by
    /// the next pixel (one unaligned store per pixel instead of three byte stores and shifts).
    @inline(__always)
    static func rgbRow(_ words: UnsafeBufferPointer<UInt32>, to out: UnsafeMutableRawPointer) {
        var o = out
        for word in words {
            o.storeBytes(of: (word.byteSwapped >> 8).littleEndian, as: UInt32.self)
            o += 3
        }
    }

    /// Straight R, G, B, A: opaque and clear words need no division.
    @inline(__always)
    static func rgbaRow(_ words: UnsafeBufferPointer<UInt32>, to out: UnsafeMutableRawPointer) {
        var o = out
        for word in words {
            let alpha = word >> 24
            if alpha == 0xFF || alpha == 0 {
                o.storeBytes(of: ((word.byteSwapped >> 8) | alpha << 24).littleEndian, as: UInt32.self)
            } else {
                let (r, g, b, a) = Bitmap.rgba(word)
                let bytes = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
                o.storeBytes(of: bytes.littleEndian, as: UInt32.self)
            }
            o += 4
        }
    }
}
