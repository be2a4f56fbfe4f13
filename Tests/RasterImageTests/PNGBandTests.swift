import CZlib
import Testing

@testable import RasterImage

/// Large images are compressed in bands of rows on all cores (`ChunkedDeflate`): the pieces
/// must join into one valid zlib stream that decodes to the same pixels, the same bytes every run.
@Suite struct PNGBandTests {
    /// 700 × 1000 opaque pixels: 2,101 bytes a row, 2.1 MB, so eight bands of 125 rows.
    static func opaqueImage() -> Bitmap {
        var image = Bitmap(width: 700, height: 1000)
        for y in 0..<image.height {
            for x in 0..<image.width {
                // Flat runs and noise, as a screen has: both of deflate's paths across the bands.
                let noise = UInt8(truncatingIfNeeded: (x &* 7919) ^ (y &* 104_729))
                image[x, y] = y % 100 < 50 ? Bitmap.opaque(240, 240, 245) : Bitmap.opaque(noise, UInt8(y % 256), 9)
            }
        }
        return image
    }

    @Test func opaqueBandsDecodeToTheSamePixels() throws {
        let image = Self.opaqueImage()
        #expect(PNGEncoder.rowsPerBand(rowBytes: 1 + 700 * 3, height: 1000, level: 1) == 125)
        let png = PNGEncoder.encode(image)
        #expect(png[25] == 2)
        #expect(try PNGDecoder.decode(png) == image)
        #expect(PNGEncoder.encode(image) == png)
        // The archival level keeps one stream: it decodes the same, and is smaller.
        let archival = PNGEncoder.encode(image, level: 9)
        #expect(try PNGDecoder.decode(archival) == image)
        #expect(archival.count < png.count)
    }

    /// Straight RGBA across bands: opaque, clear and translucent words whose premultiplied
    /// values survive the round trip (alpha 128 and 255 of even channels, alpha 0 of black).
    @Test func translucentBandsDecodeToTheSamePixels() throws {
        var image = Bitmap(width: 600, height: 700)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let v = UInt32((x + y) % 64) * 2
                image[x, y] = [0xFF00_0000 | v << 16 | v, 0, 0x8000_0000 | v << 8 | 0x40][(x / 7 + y) % 3]
            }
        }
        let png = PNGEncoder.encode(image)
        #expect(png[25] == 6)
        #expect(try PNGDecoder.decode(png) == image)
    }

    /// Bands from the image's size alone: 1 MB each on a 3x screen, eight on a 1x screen, 64 KB
    /// at least on a small image, one for the archival levels.
    @Test func bandsAreCutBySize() {
        // 3x: 1 + 1,170 × 3 bytes a row, 2,532 rows (8.9 MB): 298 rows of 3,511 bytes make 1 MB.
        #expect(PNGEncoder.rowsPerBand(rowBytes: 3511, height: 2532, level: 1) == 298)
        // 1x: 1,387 bytes a row, 1,000 rows (1.39 MB): an eighth is 173,375 bytes, 125 rows.
        #expect(PNGEncoder.rowsPerBand(rowBytes: 1387, height: 1000, level: 1) == 125)
        // 100 rows of 1,387 bytes: 47 rows make 64 KB (three bands, not eight of 12 rows).
        #expect(PNGEncoder.rowsPerBand(rowBytes: 1387, height: 100, level: 1) == 47)
        #expect(PNGEncoder.rowsPerBand(rowBytes: 100_000, height: 3, level: 1) == 1)
        #expect(PNGEncoder.rowsPerBand(rowBytes: 1387, height: 1000, level: 9) == 1000)
        #expect(PNGEncoder.rowsPerBand(rowBytes: 1, height: 0, level: 9) == 1)
    }

    /// Each chunk's CRC-32 is zlib's over its type and data: IDAT's is combined from the bands'.
    @Test func chunkChecksumsAreZlibs() {
        for (image, level) in [
            (Self.opaqueImage(), Int32(1)), (Self.opaqueImage(), 9), (Bitmap(width: 0, height: 0), 1),
        ] {
            let png = PNGEncoder.encode(image, level: level)
            var offset = 8
            var types: [String] = []
            while offset + 12 <= png.count {
                let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
                let typed = Array(png[offset + 4..<offset + 8 + length])
                let stored = png[offset + 8 + length..<offset + 12 + length].reduce(0) { $0 << 8 | UInt($1) }
                #expect(UInt(crc32(0, typed, uInt(typed.count))) == stored)
                types.append(String(decoding: typed.prefix(4), as: UTF8.self))
                offset += 12 + length
            }
            #expect(offset == png.count)
            #expect(types == ["IHDR", "IDAT", "IEND"])
        }
    }

    /// Each band checks its own pixels at level 1: one translucent pixel in the last band makes
    /// the whole image RGBA, the same bytes as when the image is known not to be opaque.
    @Test func oneTranslucentPixelMakesTheImageRGBA() throws {
        var image = Self.opaqueImage()
        image[699, 999] = 0x8040_2010
        let png = PNGEncoder.encode(image)
        #expect(png[25] == 6)
        #expect(try PNGDecoder.decode(png) == image)
        let rgba = PNGEncoder.imageData(image, opaque: false, level: 1)
        #expect(Array(png[41..<41 + rgba.count]) == rgba)
    }

    /// Translucent pixels that a band reads only as repeats (of the row above, from the band
    /// above, or of the pixel to the left) still make the image RGBA: the band whose literal
    /// they repeat answers for them. Drawn while encoded, the same bytes.
    @Test func translucentRepeatsMakeTheImageRGBA() throws {
        let translucent: UInt32 = 0x8040_2010
        var seam = Self.opaqueImage()
        // The band above's last row, and every row of the band below (125 rows each), alike.
        for y in 124..<250 { for x in 0..<700 { seam[x, y] = translucent } }
        var run = Self.opaqueImage()
        for x in 300..<700 { run[x, 600] = translucent }
        var corner = Self.opaqueImage()
        corner[0, 0] = translucent
        for image in [seam, run, corner] {
            let png = PNGEncoder.encode(image)
            #expect(png[25] == 6)
            #expect(try PNGDecoder.decode(png) == image)
            let drawn = image.pixels.withUnsafeBufferPointer { pixels in
                let encoder = IncrementalPNGEncoder(pixels: pixels, width: 700, height: 1000)
                encoder.rowsFinished(0..<1000)
                encoder.compressReadyBands()
                return encoder.finish()
            }
            #expect(drawn == png)
        }
        #expect(PNGEncoder.encode(Self.opaqueImage())[25] == 2)
    }

    /// The scanlines of each band are the per-pixel conversion (`Bitmap.rgba`) of its rows.
    @Test func scanlinesMatchThePerPixelConversion() {
        let words: [UInt32] = [0xFF10_2030, 0x8040_2010, 0, 0x0100_0001, 0xFEFE_0000, 0xFF00_00FF]
        let image = Bitmap(width: 3, height: 2, pixels: words)
        let rgba = PixelRows.scanlines(image, rows: 1..<2, opaque: false)
        let expected = words[3...].flatMap { word -> [UInt8] in
            let (r, g, b, a) = Bitmap.rgba(word)
            return [r, g, b, a]
        }
        #expect(rgba == [0] + expected)
        #expect(
            PixelRows.scanlines(image, rows: 0..<2, opaque: true) == [
                0, 0x10, 0x20, 0x30, 0x40, 0x20, 0x10, 0, 0, 0, 0, 0, 0, 1, 0xFE, 0, 0, 0, 0, 0xFF,
            ])
        #expect(!PixelRows.allOpaque(words) && PixelRows.allOpaque([0xFF00_0000, 0xFFFF_FFFF]))
    }

    /// One band is exactly what zlib's `compress2` writes (small images keep their bytes).
    @Test func oneBandIsZlibsOwnStream() {
        let data = (0..<5000).map { UInt8(truncatingIfNeeded: $0 * $0 / 7) }
        for level: Int32 in [1, 6, 9] {
            let ours = ChunkedDeflate.stream(of: [ChunkedDeflate.piece(data, level: level, last: true)], level: level)
            var bound = compressBound(uLong(data.count))
            var theirs = [UInt8](repeating: 0, count: Int(bound))
            #expect(compress2(&theirs, &bound, data, uLong(data.count), level) == Z_OK)
            #expect(ours == Array(theirs.prefix(Int(bound))))
        }
    }
}
