import Testing
@testable import RasterImage

/// PNGs that lie about themselves are refused before libpng allocates what they claim.
@Suite struct HostilePNGTests {
    /// Found by FuzzPNG: 112 bytes whose chunk claims about 1.6 GB, which libpng allocated.
    static let chunkLongerThanTheFile: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x7B, 0x40, 0xE8,
        0xDD, 0x00, 0x00, 0x00, 0x04, 0x67, 0x41, 0x4D, 0x41, 0x00, 0x00, 0xB1, 0x8F, 0x0B, 0xFC, 0x61,
        0x05, 0x61, 0x63, 0x54, 0x4C, 0x74, 0x45, 0x58, 0x74, 0x43, 0x6F, 0x6D, 0x6D, 0x65, 0x6E, 0x74,
        0x00, 0x73, 0x65, 0x65, 0x64, 0xCB, 0x99, 0xB6, 0xE3, 0x00, 0x00, 0x00, 0x0F, 0x49, 0x44, 0x41,
        0x54, 0x78, 0x9C, 0x63, 0x60, 0xE7, 0xE0, 0xD4, 0xD1, 0xD5, 0x03, 0x00, 0x01, 0x89, 0x00, 0xA0,
        0xE6, 0x35, 0xDC, 0x94, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]

    @Test func aChunkLongerThanTheFileIsRefused() {
        do {
            _ = try PNGDecoder.decode(Self.chunkLongerThanTheFile)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "not a readable PNG (a chunk is longer than the file)")
        }
        #expect((try? PNGDecoder.surface(decoding: Self.chunkLongerThanTheFile)) == nil)
    }

    @Test func aWholePNGStillDecodes() throws {
        let png = PNGEncoder.encode(Bitmap(width: 3, height: 2, pixels: [UInt32](repeating: 0xFF00_FF00, count: 6)))
        let bitmap = try PNGDecoder.decode(png)
        #expect(bitmap.width == 3 && bitmap.height == 2 && bitmap.pixels[0] == 0xFF00_FF00)
        // Cut before IEND: refused.
        #expect(throws: PNGDecoder.Failure.self) { try PNGDecoder.decode(Array(png.dropLast(12))) }
    }

    /// A corrupt image (a flipped byte in its compressed data) is said to be one, not "out of memory".
    @Test func corruptImageDataIsSaidToBeCorrupt() {
        var png = PNGEncoder.encode(Bitmap(width: 3, height: 2, pixels: [UInt32](repeating: 0xFF00_FF00, count: 6)))
        let data = png.indices.first { png[$0..<$0 + 4] == [0x49, 0x44, 0x41, 0x54] }! + 6
        png[data] ^= 0xFF
        do {
            _ = try PNGDecoder.decode(png)
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "not a readable PNG (its image data is corrupt or truncated)")
        }
    }
}
