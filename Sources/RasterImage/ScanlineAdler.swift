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
    /// The last scanline's own sums, from a and b of 0: the c of its pixels, and what they add
    /// to b besides 3·a each. A scanline equal to it adds the same (`addRepeatedRow`).
    private var lastRow: (width: Int, c: UInt64, b: UInt64)?

    /// The checksum so far.
    var value: UInt32 { UInt32((b % 65521) << 16 | (a % 65521)) }

    /// Most blocks summed in vector lanes before they are folded into (a, b): the lanes of
    /// the running sums stay below 2^32 (512 blocks of 8 pixels of at most 765 each).
    static let blocksPerSegment = 512

    /// A scanline of no pixels: its filter byte.
    mutating func addEmptyRow() {
        b = (b &+ a) % 65521
        lastRow = nil
    }

    /// Adds a scanline equal to the last one added, of `width` pixels: from that one's sums,
    /// without reading a pixel (an interface's flat rows repeat the row above whole). False,
    /// having added nothing, when the last row added is not one of `width` pixels.
    mutating func addRepeatedRow(width: Int) -> Bool {
        guard let last = lastRow, last.width == width else { return false }
        add(width: width, c: last.c, b: last.b)
        return true
    }

    /// The filter byte and a scanline of `width` pixels whose own sums are `c` and `own`.
    private mutating func add(width: Int, c: UInt64, b own: UInt64) {
        b &+= a  // the filter byte
        b &+= 3 &* UInt64(width) &* a &+ own
        a &+= c
        a %= 65521
        b %= 65521
        lastRow = (width, c, own)
    }

    /// Adds one scanline: its filter byte (0) and `width` pixels from `row`.
    mutating func addRow(_ row: UnsafePointer<UInt32>, width: Int) {
        addRow(row, width: width, runs: UnsafeBufferPointer(start: nil, count: 0))
    }

    /// Adds one scanline whose pixels `runs` names repeat: pairs of a start and a count, in
    /// order, each run's pixels all the word at its start. A run adds in one step what its
    /// pixels add one by one (`addRepeated`): the flat areas of an interface, which the
    /// tokenizer has measured already, are most of an image's pixels.
    mutating func addRow(_ row: UnsafePointer<UInt32>, width: Int, runs: UnsafeBufferPointer<Int>) {
        // The row's own sums first (pixel k adds 3·a to b, a the running sum before the row,
        // besides what it adds from a of 0: 3·width·a in all), kept for a row that repeats it.
        var own = ScanlineAdler()
        (own.a, own.b) = (0, 0)
        var x = 0, i = 0
        while i &+ 1 < runs.count {
            let (start, count) = (runs[i], runs[i &+ 1])
            own.addPixels(row + x, count: start &- x)
            own.addRepeated(row[start], count: count)
            x = start &+ count
            i &+= 2
        }
        own.addPixels(row + x, count: width &- x)
        add(width: width, c: own.a, b: own.b)
    }

    /// `count` pixels from `pixels`, eight at a time, then one by one.
    @inline(__always)
    private mutating func addPixels(_ pixels: UnsafePointer<UInt32>, count: Int) {
        var x = 0
        while count &- x >= 8 {
            let blocks = min((count &- x) / 8, Self.blocksPerSegment)
            addBlocks(pixels + x, count: blocks)
            x &+= blocks &* 8
        }
        while x < count {
            let word = pixels[x]
            let (r, g, blue) = (UInt64(word >> 16 & 0xFF), UInt64(word >> 8 & 0xFF), UInt64(word & 0xFF))
            b &+= 3 &* a &+ 3 &* r &+ 2 &* g &+ blue
            a &+= r &+ g &+ blue
            x &+= 1
        }
    }

    /// `count` pixels of one word: pixel k (0…count − 1) adds 3·(a + k·c) + t to b, and c to a
    /// (c = r + g + b, t = 3r + 2g + b): together 3·count·a + count·t + 3c·count·(count − 1)/2.
    @inline(__always)
    private mutating func addRepeated(_ word: UInt32, count: Int) {
        let (r, g, blue) = (UInt64(word >> 16 & 0xFF), UInt64(word >> 8 & 0xFF), UInt64(word & 0xFF))
        let (c, t, n) = (r &+ g &+ blue, 3 &* r &+ 2 &* g &+ blue, UInt64(count))
        b &+= 3 &* n &* a &+ n &* t &+ 3 &* c &* (n &* (n &- 1) / 2)
        a &+= n &* c
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
