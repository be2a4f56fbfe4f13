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
        let image = Bitmap(width: 3, height: 1, pixels: [0xFF10_2030, 0xFF40_5060, 0xFF70_8090])
        let bytes = PNGEncoder.encode(image)
        let first = try #require(DecodedImages.image(decoding: bytes))
        let again = try #require(DecodedImages.image(decoding: bytes))
        #expect(first.pixels == again.pixels)
        #expect(first.pixels == (try PNGDecoder.decode(bytes)))
        #expect(DecodedImages.image(decoding: Array("not a png".utf8)) == nil)
    }
}
