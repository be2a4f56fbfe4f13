import CZlib
import Testing

@testable import RasterImage

/// The fast path of opaque images (`RunDeflate`): a zlib stream that inflates to exactly the
/// scanlines zlib would have been given, whose Adler-32 zlib agrees with, the same bytes however
/// the bands are spread over cores.
@Suite struct RunDeflateTests {
    /// zlib's inflate of a whole zlib stream (nil when zlib refuses it).
    static func inflated(_ stream: [UInt8], expecting count: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: count + 1)
        var length = uLong(out.count)
        let status = uncompress(&out, &length, stream, uLong(stream.count))
        return status == Z_OK ? Array(out.prefix(Int(length))) : nil
    }

    /// Flat areas, rows that repeat the row above, noise, and a run longer than one match (86 pixels).
    static func screenLike(width: Int, height: Int) -> Bitmap {
        var image = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let noise = UInt8(truncatingIfNeeded: (x &* 7919) ^ (y &* 104_729))
                image[x, y] =
                    y % 40 < 20
                    ? Bitmap.opaque(250, 250, 252)
                    : x % 97 < 30 ? Bitmap.opaque(noise, 200, UInt8(y % 256)) : Bitmap.opaque(0, UInt8(x / 300), 255)
            }
        }
        return image
    }

    @Test func bandsInflateToTheScanlinesZlibWouldGet() throws {
        let image = Self.screenLike(width: 700, height: 1000)
        let scanlines = PixelRows.scanlines(image, rows: 0..<1000, opaque: true)
        let stream = PNGEncoder.imageData(image, opaque: true, level: 1)
        #expect(Self.inflated(stream, expecting: scanlines.count) == scanlines)
        // 2.1 MB of scanlines: eight bands of 125 rows (262,625 bytes), each one dynamic-code block.
        #expect(PNGEncoder.rowsPerBand(rowBytes: 2101, height: 1000, level: 1) == 125)
        let rows = stride(from: 0, to: 1000, by: 125).map { $0..<$0 + 125 }
        let pieces = rows.map { RunDeflate.piece(image, rows: $0, last: $0.upperBound == 1000) }
        #expect(ChunkedDeflate.stream(of: pieces, level: 1) == stream)
        for (piece, range) in zip(pieces, rows) {
            let bytes = PixelRows.scanlines(image, rows: range, opaque: true)
            #expect(piece.length == bytes.count)
            #expect(piece.adler == bytes.withUnsafeBufferPointer { adler32(1, $0.baseAddress, uInt($0.count)) })
        }
        #expect(try PNGDecoder.decode(PNGEncoder.encode(image)) == image)
    }

    /// Rows wider than deflate's 32 KB window cannot refer to the row above: left runs and literals only.
    @Test func rowsWiderThanTheWindow() throws {
        let image = Self.screenLike(width: 11_000, height: 3)
        let scanlines = PixelRows.scanlines(image, rows: 0..<3, opaque: true)
        #expect(
            Self.inflated(PNGEncoder.imageData(image, opaque: true, level: 1), expecting: scanlines.count) == scanlines)
        #expect(try PNGDecoder.decode(PNGEncoder.encode(image)) == image)
    }

    /// Empty and one-pixel images are still valid streams.
    @Test func tinyImages() throws {
        for (width, height) in [(1, 1), (3, 1), (1, 3), (0, 0)] {
            let image = Bitmap(width: width, height: height, fill: 0xFF12_3456)
            let scanlines = PixelRows.scanlines(image, rows: 0..<height, opaque: true)
            let stream = PNGEncoder.imageData(image, opaque: true, level: 1)
            #expect(Self.inflated(stream, expecting: scanlines.count) == scanlines, "\(width) × \(height)")
        }
        let pixel = Bitmap(width: 1, height: 1, fill: 0xFFAB_CDEF)
        #expect(try PNGDecoder.decode(PNGEncoder.encode(pixel)) == pixel)
    }

    /// The checksum from pixel words, eight at a time, is zlib's over the scanline bytes: widths
    /// with and without a remainder of eight, and rows longer than one segment of blocks.
    @Test func scanlineAdlerIsZlibs() {
        for width in [0, 1, 7, 8, 9, 23, 700, 4096 + 5, 9000] {
            let image = Self.screenLike(width: width, height: 3)
            var adler = ScanlineAdler()
            image.pixels.withUnsafeBufferPointer { pixels in
                for y in 0..<3 {
                    if let base = pixels.baseAddress {
                        adler.addRow(base + y * width, width: width)
                    } else {
                        adler.addEmptyRow()
                    }
                }
            }
            let bytes = PixelRows.scanlines(image, rows: 0..<3, opaque: true)
            let zlib = bytes.withUnsafeBufferPointer { adler32(1, $0.baseAddress, uInt($0.count)) }
            #expect(uLong(adler.value) == zlib, "width \(width)")
        }
        // Bright pixels everywhere: the largest sums the lanes hold.
        let white = Bitmap(width: 9000, height: 2, fill: 0xFFFF_FFFF)
        var adler = ScanlineAdler()
        white.pixels.withUnsafeBufferPointer {
            for y in 0..<2 { adler.addRow($0.baseAddress! + y * 9000, width: 9000) }
        }
        let bytes = PixelRows.scanlines(white, rows: 0..<2, opaque: true)
        #expect(uLong(adler.value) == bytes.withUnsafeBufferPointer { adler32(1, $0.baseAddress, uInt($0.count)) })
    }

    /// Runs of one word added at once (the tokenizer's long runs of the left pixel) and rows
    /// equal to the last one added from its sums give zlib's checksum too: runs of 3 pixels and
    /// more, found word by word, at the start, the middle and the end of rows of every remainder
    /// of eight, repeated rows between others, and white rows of 9,000 (the largest sums).
    @Test func scanlineAdlerWithRunsIsZlibs() {
        var images = [7, 8, 9, 23, 700, 4096 + 5].map { Self.screenLike(width: $0, height: 24) }
        images.append(Bitmap(width: 9000, height: 3, fill: 0xFFFF_FFFF))
        var runsAdded = 0, rowsRepeated = 0
        for image in images {
            var adler = ScanlineAdler()
            image.pixels.withUnsafeBufferPointer { pixels in
                for y in 0..<image.height {
                    let row = pixels.baseAddress! + y * image.width
                    // Every other row equal to the one above: from the last row's sums.
                    if y > 0, y % 2 == 1,
                        Array(UnsafeBufferPointer(start: row, count: image.width))
                            == Array(UnsafeBufferPointer(start: row - image.width, count: image.width))
                    {
                        let repeated = adler.addRepeatedRow(width: image.width)
                        #expect(repeated)
                        rowsRepeated += 1
                        continue
                    }
                    var runs: [Int] = []
                    var x = 0
                    while x < image.width {
                        var end = x + 1
                        while end < image.width && row[end] == row[x] { end += 1 }
                        if end - x >= 3 { runs += [x, end - x] }
                        x = end
                    }
                    runsAdded += runs.count / 2
                    runs.withUnsafeBufferPointer { adler.addRow(row, width: image.width, runs: $0) }
                }
            }
            let bytes = PixelRows.scanlines(image, rows: 0..<image.height, opaque: true)
            let zlib = bytes.withUnsafeBufferPointer { adler32(1, $0.baseAddress, uInt($0.count)) }
            #expect(uLong(adler.value) == zlib, "width \(image.width)")
        }
        #expect(runsAdded > 20, "\(runsAdded) runs")
        #expect(rowsRepeated > 20, "\(rowsRepeated) rows repeated")
        // A row of another width is not taken for the last one.
        var adler = ScanlineAdler()
        Bitmap(width: 8, height: 1, fill: 0xFF00_0000).pixels.withUnsafeBufferPointer {
            adler.addRow($0.baseAddress!, width: 8)
        }
        let otherWidth = adler.addRepeatedRow(width: 7)
        #expect(!otherWidth)
    }

    /// Runs measured two words at a time agree with a word-by-word count, wherever the first
    /// difference falls (the low or the high word of a pair, or the odd word at the end).
    @Test func pixelRunsMatchAWordByWordCount() {
        let a: [UInt32] = (0..<41).map { i in UInt32([0, 0, 0, 1, 0, 0, 2, 0, 0, 0, 0, 3][(i * 7) % 12]) }
        let b: [UInt32] = a.enumerated().map { i, word in i % 9 == 8 ? word &+ 1 : word }
        a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                for start in 0..<a.count {
                    for limit in 0...(a.count - start) {
                        let value = a[start]
                        let same = a[start..<start + limit].prefix { $0 == value }.count
                        #expect(PixelRuns.repeating(value, at: pa.baseAddress! + start, limit: limit) == same)
                        let common = zip(a[start..<start + limit], b[start..<start + limit]).prefix { $0 == $1 }.count
                        #expect(
                            PixelRuns.common(pa.baseAddress! + start, pb.baseAddress! + start, limit: limit) == common)
                    }
                }
            }
        }
    }

    /// Writes of up to 56 bits (a pixel's three literal codes at once) pack as bit-by-bit writes do.
    @Test func bitWriterPacksLongWrites() {
        let writes: [(UInt64, UInt32)] = (0..<200).map { i in
            let count = UInt32((i * 13) % 57)
            let bits = (UInt64(i) &* 0x9E37_79B9_7F4A_7C15) & ((1 << UInt64(count)) - 1)
            return (bits, count)
        }
        var expected: [Bool] = []
        for (bits, count) in writes { for i in 0..<UInt64(count) { expected.append(bits >> i & 1 == 1) } }
        while expected.count % 8 != 0 { expected.append(false) }
        let bytes = stride(from: 0, to: expected.count, by: 8).map { start in
            (0..<8).reduce(UInt8(0)) { $0 | (expected[start + $1] ? 1 << UInt8($1) : 0) }
        }
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count + 8)
        defer { buffer.deallocate() }
        var writer = BitWriter(buffer: buffer)
        for (bits, count) in writes { writer.write(bits, count) }
        writer.flushToByte()
        #expect(writer.byteCount == bytes.count)
        #expect(Array(UnsafeBufferPointer(start: buffer, count: writer.byteCount)) == bytes)
    }

    /// Literal pixels (one token each) and matches of every length, left and up, in one image:
    /// it inflates to the scanlines.
    @Test func everyMatchLengthAndLiteralPixels() {
        // Row 0: runs of 1...86 pixels and more, each a new color; row 1 repeats row 0 in
        // pieces shifted by a pixel (matches above, cut by literals); row 2 is row 1.
        var row0: [UInt32] = []
        for length in 1...90 {
            row0 += [UInt32](repeating: Bitmap.opaque(UInt8(length), 0, UInt8(255 - length)), count: length)
        }
        let width = row0.count
        let row1 = row0.enumerated().map { x, word in x % 97 == 0 ? Bitmap.opaque(1, 2, UInt8(x % 256)) : word }
        let image = Bitmap(width: width, height: 3, pixels: row0 + row1 + row1)
        let scanlines = PixelRows.scanlines(image, rows: 0..<3, opaque: true)
        #expect(
            Self.inflated(PNGEncoder.imageData(image, opaque: true, level: 1), expecting: scanlines.count) == scanlines)
    }

    /// Length and distance symbols from RFC 1951's tables: length 3 is symbol 257, 258 is 285,
    /// 100 is 279 with 4 extra bits (100 − 99 = 1); distance 3 is symbol 2, 4,159 symbol 24 with
    /// 11 extra bits (4,159 − 4,097 = 62), 32,768 symbol 29 with 13 (8,191).
    @Test func symbolsFollowTheTables() {
        #expect(DeflateBits.lengthParts[3] == (257, 0, 0))
        #expect(DeflateBits.lengthParts[258] == (285, 0, 0))
        #expect(DeflateBits.lengthParts[100] == (279, 1, 4))
        #expect(DeflateBits.lengthParts[227] == (284, 0, 5))
        #expect(DeflateBits.distanceParts(3) == (2, 0, 0))
        #expect(DeflateBits.distanceParts(4159) == (24, 62, 11))
        #expect(DeflateBits.distanceParts(32768) == (29, 8191, 13))
        #expect(DeflateBits.reversed(0b0000001, 7) == 0b1000000)
    }

    /// Code lengths within the limit, a complete prefix code (Kraft sum 1), canonical codes
    /// that no other code begins; one used symbol gets one bit.
    @Test func huffmanCodesAreCompleteAndLimited() {
        // Fibonacci counts make the deepest tree: 30 symbols would need 29 bits unlimited.
        var fibonacci = [1, 1]
        while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        for (counts, limit) in [(fibonacci, 7), (fibonacci, 15), ([5, 0, 3, 3, 0, 9, 1], 15)] {
            let codes = HuffmanCodes(counts: counts, limit: limit)
            #expect(codes.lengths.max()! <= limit)
            #expect(zip(counts, codes.lengths).allSatisfy { ($0 > 0) == ($1 > 0) })
            let kraft = codes.lengths.filter { $0 > 0 }.reduce(0.0) { $0 + 1 / Double(1 << Int($1)) }
            #expect(kraft == 1)
            let used = codes.codes.filter { $0.count > 0 }
            for a in used {
                for b in used where a.count < b.count || (a.count == b.count && a.bits != b.bits) {
                    // Reversed codes: a prefix of b is the low bits of b.
                    #expect(b.bits & (1 << a.count - 1) != a.bits || a.count == b.count)
                }
            }
        }
        #expect(HuffmanCodes(counts: [0, 0, 4, 0], limit: 15).lengths == [0, 0, 1, 0])
    }

    /// The leaves' sort by weight gives the order of whole keys (weight, then symbol) for few
    /// and many leaves, equal weights, weights of one to four bytes and bytes all keys share.
    @Test func leavesSortByWeightAsByWholeKeys() {
        var generator = SystemRandomNumberGenerator()
        for (count, maximum) in [(2, 3), (19, 50), (30, 1 << 20), (33, 1), (286, 9), (286, 1 << 12), (286, 1 << 31)] {
            for _ in 0..<20 {
                // In order of symbol, as `treeDepths` makes them; a shared high byte now and then.
                let base = Bool.random(using: &generator) ? 0x3_0000 : 0
                let keys = (0..<count).map { symbol in
                    UInt64(base + Int.random(in: 1...maximum, using: &generator)) << 16 | UInt64(symbol)
                }
                var sorted = keys
                sorted.withUnsafeMutableBufferPointer { HuffmanCodes.sortByWeight($0) }
                #expect(sorted == keys.sorted(), "\(count) keys up to \(maximum)")
            }
        }
    }
}
