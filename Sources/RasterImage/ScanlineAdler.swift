/// Adler-32 of PNG scanlines (a filter byte 0, then R, G, B of each pixel) computed straight
/// from Cairo's pixel words, eight pixels at a time: what zlib's `adler32` gives for the bytes
/// `PixelRows.scanlines` would write, without writing them.
///
/// Three bytes r, g, b added to the sums (a, b) make b += 3a + 3r + 2g + b and a += r + g + b.
/// Over a block of eight pixels with c = r + g + b and t = 3r + 2g + b, pixel j (0…7) adds
/// 3·(7 − j)·c + t to b beyond 24 times the block's starting a; the lanes of a vector keep
/// those sums, and the running a before each block, for a whole segment of the row.
struct ScanlineAdler {
    private var a: UInt64 = 1
    private var b: UInt64 = 0

    /// The checksum so far.
    var value: UInt32 { UInt32((b % 65521) << 16 | (a % 65521)) }

    /// Most blocks summed in vector lanes before they are folded into (a, b): the lanes of
    /// the running sums stay below 2^32 (512 blocks of 8 pixels of at most 765 each).
    static let blocksPerSegment = 512

    /// A scanline of no pixels: its filter byte.
    mutating func addEmptyRow() {
        b = (b &+ a) % 65521
    }

    /// Adds one scanline: its filter byte (0) and `width` pixels from `row`.
    mutating func addRow(_ row: UnsafePointer<UInt32>, width: Int) {
        b &+= a  // the filter byte
        var x = 0
        while width - x >= 8 {
            let blocks = min((width - x) / 8, Self.blocksPerSegment)
            addBlocks(row + x, count: blocks)
            x += blocks * 8
        }
        while x < width {
            let word = row[x]
            let (r, g, blue) = (UInt64(word >> 16 & 0xFF), UInt64(word >> 8 & 0xFF), UInt64(word & 0xFF))
            b &+= 3 &* a &+ 3 &* r &+ 2 &* g &+ blue
            a &+= r &+ g &+ blue
            x += 1
        }
        a %= 65521
        b %= 65521
    }

    /// `count` blocks of eight pixels from `pixels`.
    @inline(__always)
    private mutating func addBlocks(_ pixels: UnsafePointer<UInt32>, count: Int) {
        let weights = SIMD8<UInt32>(21, 18, 15, 12, 9, 6, 3, 0)
        let mask = SIMD8<UInt32>(repeating: 0xFF)
        // Per lane: the c added before the current block, the sum of those over the blocks, and
        // the sums of r and b. The weighted sums within blocks follow at the end: the weights are
        // the lane's own, so Σ(c·w + 3r + 2g + b) = w·Σc + 2Σc + Σr − Σb (no multiply a block).
        var before = SIMD8<UInt32>.zero, priorSums = SIMD8<UInt32>.zero
        var reds = SIMD8<UInt32>.zero, blues = SIMD8<UInt32>.zero
        let raw = UnsafeRawPointer(pixels)
        for block in 0..<count {
            let words = raw.loadUnaligned(fromByteOffset: block &* 32, as: SIMD8<UInt32>.self)
            let r = (words &>> 16) & mask, g = (words &>> 8) & mask, blue = words & mask
            priorSums &+= before
            before &+= r &+ g &+ blue
            reds &+= r
            blues &+= blue
        }
        let within = (weights &+ 2) &* before &+ reds &- blues
        let blocks = UInt64(count)
        let sumBefore = Self.sum(before), sumPrior = Self.sum(priorSums)
        // Each block starts from a plus the c of all blocks before it (in every lane).
        b &+= 24 &* blocks &* a &+ 24 &* sumPrior &+ Self.sum(within)
        a &+= sumBefore
    }

    /// The lanes' total, in 64 bits (eight lanes of up to 2^32 would wrap in 32).
    @inline(__always)
    private static func sum(_ lanes: SIMD8<UInt32>) -> UInt64 {
        var total: UInt64 = 0
        for i in 0..<8 { total &+= UInt64(lanes[i]) }
        return total
    }
}
