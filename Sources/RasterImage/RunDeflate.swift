import CZlib

/// Deflate made for opaque interface images, straight from Cairo's pixel words: a pixel that
/// repeats the one to its left or the one above is a back-reference (distance 3 or one
/// scanline), any other pixel three literals. An interface is mostly flat color and straight
/// edges: on the 3x benchmark screen, 93 % of the pixels repeat a neighbour. zlib's level 1
/// hashes every position to find such matches and takes about 35 ms of CPU there; this takes a
/// few. Each band is one block with its own Huffman codes (`HuffmanCodes`), fitted to its
/// symbols: the anti-aliased text's literals take fewer than 8 bits (`RunDeflate.block`).
/// It writes unfiltered RGB scanlines, so a decoder sees an ordinary PNG.
enum RunDeflate {
    /// A pixel sent as three literals: its R, G, B (0x00RRGGBB, the top bit clear); or a match:
    /// `matchFlag`, its pixels (1...86) shifted by one, and 1 when it copies the row above (else
    /// the pixel to the left). A match of no pixels (`filterByte`) is the literal 0 that starts
    /// each scanline. One token a pixel, not one a byte: the block writes a pixel's three codes at once.
    typealias Token = UInt32
    static let matchFlag: Token = 1 << 31
    static let filterByte: Token = matchFlag

    /// The scanlines of `rows` (RGB, filter None) as one deflate block: the last band (`last`)
    /// ends the stream, the others end on a byte boundary (an empty stored block, as a sync
    /// flush), so that the pieces of all bands simply follow each other. Back-references may
    /// reach the row above the band: the decoder has it, whichever core wrote it.
    static func piece(_ bitmap: Bitmap, rows: Range<Int>, last: Bool) -> ChunkedDeflate.Piece {
        bitmap.pixels.withUnsafeBufferPointer { piece(pixels: $0, width: bitmap.width, rows: rows, last: last) }
    }

    /// The same from pixel memory (an image still drawn elsewhere: `IncrementalPNGEncoder`),
    /// which reads rows `rows` and the row above them only.
    static func piece(pixels: UnsafeBufferPointer<UInt32>, width: Int, rows: Range<Int>, last: Bool)
        -> ChunkedDeflate.Piece
    {
        piece(pixels: pixels, width: width, rows: rows, last: last, opaqueOnly: false)!
    }

    /// The same, or nil as soon as a pixel it writes as literals is not opaque. Every other
    /// pixel repeats one to its left or above: with the other bands' answers (the rows above
    /// a band are the band above's), whether the whole image is opaque, without a pass of its
    /// own over the pixels.
    static func opaquePiece(pixels: UnsafeBufferPointer<UInt32>, width: Int, rows: Range<Int>, last: Bool)
        -> ChunkedDeflate.Piece?
    {
        piece(pixels: pixels, width: width, rows: rows, last: last, opaqueOnly: true)
    }

    private static func piece(
        pixels: UnsafeBufferPointer<UInt32>, width: Int, rows: Range<Int>, last: Bool, opaqueOnly: Bool
    ) -> ChunkedDeflate.Piece? {
        let rowBytes = 1 + 3 * width
        // Deflate's window is 32 KB: wider rows than that have no match above.
        let upDistance = rowBytes <= 32768 ? rowBytes : nil
        var adler = ScanlineAdler()
        let counts = SymbolCounts()
        defer { counts.deallocate() }
        // At most a token a pixel and the filter byte: written without a capacity check.
        let tokens = UnsafeMutablePointer<Token>.allocate(capacity: rows.count * (width + 1))
        defer { tokens.deallocate() }
        // A row's long runs of the pixel to the left, for its checksum: a start and a count each.
        let runs = UnsafeMutablePointer<Int>.allocate(capacity: 2 * (width / adlerRunMinimum + 1))
        defer { runs.deallocate() }
        var count = 0
        // The AND of the literal pixels: alpha 0xFF while they are all opaque.
        var literals: UInt32 = 0xFFFF_FFFF
        for y in rows {
            tokens[count] = filterByte
            count += 1
            // No pixels (a width of 0): rows of a filter byte each.
            guard let base = pixels.baseAddress else {
                adler.addEmptyRow()
                continue
            }
            let row = base + y * width
            let above = y > 0 && upDistance != nil ? row - width : nil
            var runCount = 0, repeatsAbove = false
            count = tokenize(
                row, above: above, width: width, into: tokens, at: count, counts: counts, runs: runs,
                runCount: &runCount, repeatsAbove: &repeatsAbove, literals: &literals)
            if opaqueOnly && literals < 0xFF00_0000 { return nil }
            // The row's checksum while it is in the cache; a row equal to the last one summed
            // adds what it added.
            if !(repeatsAbove && y > rows.lowerBound && adler.addRepeatedRow(width: width)) {
                adler.addRow(row, width: width, runs: UnsafeBufferPointer(start: runs, count: runCount))
            }
        }
        counts.table[SymbolCounts.matchBase] = rows.count  // the filter bytes
        let deflated = block(
            UnsafeBufferPointer(start: tokens, count: count), counts: counts, upDistance: upDistance, last: last)
        return ChunkedDeflate.Piece(deflated: deflated, adler: uLong(adler.value), length: rows.count * rowBytes)
    }

    /// Runs of the pixel to the left at least this long are written to `tokenize`'s `runs`.
    static let adlerRunMinimum = 16

    /// Appends the tokens of a row's pixels at `start` and counts their symbols; returns the new
    /// token count. Each pixel that repeats its left or upper neighbour starts the longer of the
    /// two runs, any other is a literal. The runs of the left pixel taken, of `adlerRunMinimum`
    /// pixels or more, go to `runs` (their start and count, `runCount` words written);
    /// `repeatsAbove` tells a row equal to the row above; `literals` is ANDed with each pixel
    /// written as literals.
    @inline(__always)
    static func tokenize(
        _ row: UnsafePointer<UInt32>, above: UnsafePointer<UInt32>?, width: Int,
        into tokens: UnsafeMutablePointer<Token>, at start: Int, counts: SymbolCounts,
        runs: UnsafeMutablePointer<Int>, runCount: inout Int, repeatsAbove: inout Bool, literals: inout UInt32
    ) -> Int {
        var count = start
        var x = 0
        while x < width {
            let pixel = row[x]
            let repeatsLeft = x > 0 && pixel == row[x &- 1]
            guard repeatsLeft || (above.map { pixel == $0[x] } ?? false) else {
                // Neither neighbour (the common case in text): no run to measure.
                tokens[count] = pixel & 0xFF_FFFF
                literals &= pixel
                count &+= 1
                counts.addLiterals(pixel)
                x &+= 1
                continue
            }
            let left = repeatsLeft ? PixelRuns.repeating(pixel, at: row + x, limit: width &- x) : 0
            // A long run to the left is taken as is: scanning the row above too would
            // double the work on flat areas for the few pixels it might add.
            var up = 0
            if left < 32, let above {
                up = PixelRuns.common(row + x, above + x, limit: width &- x)
                if x == 0 && up == width { repeatsAbove = true }
            }
            let useLeft = left >= up
            var remaining = useLeft ? left : up
            if useLeft && left >= adlerRunMinimum {
                runs[runCount] = x
                runs[runCount &+ 1] = left
                runCount &+= 2
            }
            x &+= remaining
            // Matches of at most 258 bytes (86 pixels).
            while remaining > 0 {
                let take = min(remaining, 86)
                let match = Token(take) << 1 | (useLeft ? 0 : 1)
                tokens[count] = matchFlag | match
                count &+= 1
                counts.table[SymbolCounts.matchBase &+ Int(match)] &+= 1
                remaining &-= take
            }
        }
        return count
    }
}

/// Lengths of runs of equal pixel words, two words (one 64-bit load) at a time.
enum PixelRuns {
    /// How many of the `limit` words from `start` equal `value`.
    @inline(__always)
    static func repeating(_ value: UInt32, at start: UnsafePointer<UInt32>, limit: Int) -> Int {
        let pair = UInt64(value) | UInt64(value) << 32
        let raw = UnsafeRawPointer(start)
        var i = 0
        // Four words a compare while they all match (flat areas), then pairs to find where it ends.
        let four = SIMD4<UInt32>(repeating: value)
        while i &+ 4 <= limit && raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self) == four { i &+= 4 }
        while i &+ 2 <= limit {
            let difference = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i &* 4, as: UInt64.self)) ^ pair
            // Little-endian: the first word is the low half, so its difference shows first.
            if difference != 0 { return i &+ difference.trailingZeroBitCount >> 5 }
            i &+= 2
        }
        return i < limit && start[i] == value ? i &+ 1 : i
    }

    /// How many of the `limit` words from `a` equal the words from `b` at the same place.
    @inline(__always)
    static func common(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, limit: Int) -> Int {
        let (rawA, rawB) = (UnsafeRawPointer(a), UnsafeRawPointer(b))
        var i = 0
        while i &+ 4 <= limit
            && rawA.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
                == rawB.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
        {
            i &+= 4
        }
        while i &+ 2 <= limit {
            let difference =
                UInt64(littleEndian: rawA.loadUnaligned(fromByteOffset: i &* 4, as: UInt64.self))
                ^ UInt64(littleEndian: rawB.loadUnaligned(fromByteOffset: i &* 4, as: UInt64.self))
            if difference != 0 { return i &+ difference.trailingZeroBitCount >> 5 }
            i &+= 2
        }
        return i < limit && a[i] == b[i] ? i &+ 1 : i
    }
}
