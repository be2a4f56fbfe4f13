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
        // Three bands of 499 rows, 499 rows and 2, each one fixed-code block.
        let rows = [0..<499, 499..<998, 998..<1000]
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
}
