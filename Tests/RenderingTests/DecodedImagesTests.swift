import Foundation
import RasterImage
import SceneModel
import TestSupport
import Testing

@testable import Rendering

/// An image view's file is decoded once per content: drawn again unchanged it is the kept
/// pixels, and rewritten on disk (a live preview's user editing it) it is the new file's.
@Suite struct DecodedImagesTests {
    private func drawnPixels(of path: String) -> [UInt32]? {
        var list = DisplayList()
        let frame = Rect(x: 0, y: 0, width: 2, height: 2)
        guard ImagePainter.append(path: path, size: Size(width: 2, height: 2), in: frame, mode: .scaleToFill, to: &list)
        else { return nil }
        for item in list.items { if case .image(let image) = item.paint { return image.pixels.pixels } }
        return nil
    }

    @Test func anImageRewrittenOnDiskIsDecodedAgain() throws {
        let folder = TestFolder()
        let path = folder.path + "/tile.png"
        let red = Bitmap(width: 2, height: 2, fill: 0xFFFF_0000)
        let blue = Bitmap(width: 2, height: 2, fill: 0xFF00_00FF)
        try Data(PNGEncoder.encode(red)).write(to: URL(fileURLWithPath: path))
        #expect(drawnPixels(of: path) == red.pixels)
        #expect(drawnPixels(of: path) == red.pixels)
        try Data(PNGEncoder.encode(blue)).write(to: URL(fileURLWithPath: path))
        #expect(drawnPixels(of: path) == blue.pixels)
    }

    @Test func keptPixelsAreAFreshDecodesOfTheSameBytes() throws {
        let cache = DecodedImages(maximumBytes: 1 << 20)
        let image = Bitmap(width: 3, height: 1, pixels: [0xFF10_2030, 0xFF40_5060, 0xFF70_8090])
        let bytes = PNGEncoder.encode(image)
        let first = try #require(cache.image(decoding: bytes))
        let again = try #require(cache.image(decoding: bytes))
        #expect(cache.decodedCount == 1)
        #expect(first.pixels == again.pixels)
        #expect(first.pixels == (try PNGDecoder.decode(bytes)))
        #expect(cache.image(decoding: Array("not a png".utf8)) == nil)
    }

    /// Past its bound (the files' bytes and their pixels) the cache starts again; a file larger
    /// than the bound is decoded each time, never kept.
    @Test func theCacheStartsAgainPastItsBound() throws {
        let small = PNGEncoder.encode(Bitmap(width: 10, height: 10, fill: 0xFF00_FF00))
        let other = PNGEncoder.encode(Bitmap(width: 10, height: 10, fill: 0xFF00_00FF))
        let cache = DecodedImages(maximumBytes: small.count + 400 + 100)
        _ = cache.image(decoding: small)
        _ = cache.image(decoding: small)
        #expect(cache.decodedCount == 1)
        _ = cache.image(decoding: other)
        _ = cache.image(decoding: small)
        #expect(cache.decodedCount == 3)
        let large = PNGEncoder.encode(Bitmap(width: 40, height: 40, fill: 0xFF00_00FF))
        _ = cache.image(decoding: large)
        _ = cache.image(decoding: large)
        #expect(cache.decodedCount == 5)
        _ = cache.image(decoding: small)
        #expect(cache.decodedCount == 5)
    }
}
