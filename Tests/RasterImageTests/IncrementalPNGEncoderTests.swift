import Foundation
import Testing

@testable import RasterImage

/// An image encoded while it is drawn, band by band as its rows become final, in any order and
/// on any threads, is the same file `PNGEncoder.encode` writes of the finished pixels.
@Suite struct IncrementalPNGEncoderTests {
    /// Encodes `image` as if drawn: rows not yet final hold a scribble until they are written
    /// and declared final, in `order`'s ranges; returns the PNG and the bands compressed before `finish`.
    static func drawAndEncode(_ image: Bitmap, order: [Range<Int>], threads: Int = 1) -> ([UInt8], [Int]) {
        var canvas = [UInt32](repeating: 0xFF12_3456, count: image.pixels.count)
        return canvas.withUnsafeMutableBufferPointer { memory in
            let encoder = IncrementalPNGEncoder(
                pixels: UnsafeBufferPointer(memory), width: image.width, height: image.height)
            let base = UncheckedPointer(memory.baseAddress!)
            let next = Counter()
            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                while let i = next.take(below: order.count) {
                    let rows = order[i]
                    for y in rows {
                        for x in 0..<image.width { base.value[y * image.width + x] = image[x, y] }
                    }
                    encoder.rowsFinished(rows)
                    encoder.compressReadyBands()
                }
            }
            let early = encoder.compressedBands
            // The rest of the drawing, then the end.
            let written = Set(order.flatMap { $0 })
            for y in 0..<image.height where !written.contains(y) {
                for x in 0..<image.width { memory[y * image.width + x] = image[x, y] }
            }
            return (encoder.finish(), early)
        }
    }

    @Test func bandsCompressedAsTheirRowsAreFinalMakeTheSameFile() throws {
        let image = PNGBandTests.opaqueImage()
        let reference = PNGEncoder.encode(image)
        // Eight bands of 125 rows. Top down: each band as soon as its rows are written.
        let topDown = Self.drawAndEncode(image, order: stride(from: 0, to: 1000, by: 100).map { $0..<$0 + 100 })
        expectSameFile(topDown.0, reference, "top down")
        #expect(topDown.1 == Array(0..<8))
        // Bottom up: a band waits for the last row of the band above (its matches may copy it).
        let bottomUp = Self.drawAndEncode(image, order: [875..<1000, 750..<875, 500..<750])
        expectSameFile(bottomUp.0, reference, "bottom up")
        #expect(bottomUp.1 == [5, 6, 7])
        // Seams that are not the bands': rows 0..<374 leave band 2 (250..<375) waiting for its
        // last row, and band 3 for the row above it; band 4 (500..<625) waits for row 499.
        let seams = Self.drawAndEncode(image, order: [0..<374, 500..<1000])
        expectSameFile(seams.0, reference, "seams")
        #expect(seams.1 == [0, 1, 5, 6, 7])
        // Nothing final before `finish`: all of it then.
        let none = Self.drawAndEncode(image, order: [])
        expectSameFile(none.0, reference, "nothing final")
        #expect(none.1 == [])
    }

    @Test func threadsTakingBandsInAnyOrderMakeTheSameFile() {
        let image = PNGBandTests.opaqueImage()
        let reference = PNGEncoder.encode(image)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let cuts = ([0, 1000] + (0..<12).map { _ in Int.random(in: 1..<1000, using: &generator) }).sorted()
            let order = zip(cuts, cuts.dropFirst()).map { $0..<$1 }.shuffled(using: &generator)
            let (png, early) = Self.drawAndEncode(image, order: order, threads: 4)
            expectSameFile(png, reference, "\(order)")
            #expect(early == Array(0..<8))
        }
    }

    /// A translucent pixel: the whole image RGBA, as `PNGEncoder.encode` writes it.
    @Test func aTranslucentPixelMakesTheRGBAFile() throws {
        var image = PNGBandTests.opaqueImage()
        image[10, 300] = 0x8040_2010
        let (png, early) = Self.drawAndEncode(image, order: [0..<1000])
        let expected = PNGEncoder.encode(image)
        expectSameFile(png, expected, "")
        #expect(png[25] == 6)
        #expect(early == Array(0..<8))
        #expect(try PNGDecoder.decode(png) == image)
    }
}

/// Expects two files to be the same bytes (a failed `==` of two arrays of 1.7 MB would have
/// the test print and diff them byte by byte).
private func expectSameFile(
    _ a: [UInt8], _ b: [UInt8], _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation
) {
    let equal = a == b
    #expect(equal, comment, sourceLocation: sourceLocation)
}

/// The next index, for threads that take them in turn.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    func take(below count: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}

/// Each thread writes rows of its own.
private struct UncheckedPointer: @unchecked Sendable {
    let value: UnsafeMutablePointer<UInt32>
    init(_ value: UnsafeMutablePointer<UInt32>) { self.value = value }
}
