import SceneModel
import Testing

@testable import Rendering

/// A layer cleared in tiles as the marks' boxes reach them: every pixel of every box is clear
/// or painted, paint in a tile already cleared stays, and tiles no box reached are untouched.
@Suite struct LayerClearingTests {
    @Test func boxesAreClearedOnceAndPaintStays() {
        let (width, height) = (100, 40)
        let poison: UInt32 = 0xFFFF_00FF
        let memory = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
        defer { memory.deallocate() }
        memory.initialize(repeating: poison, count: width * height)
        var clearing = LayerClearing(words: memory, width: width, height: height)
        func paint(_ box: Rect, _ value: UInt32) {
            for y in Int(box.minY)..<Int(box.maxY) {
                for x in Int(box.minX)..<Int(box.maxX) { memory[y * width + x] = value }
            }
        }
        // A small box clears its whole tile (32 × 8 pixels), and only it.
        let first = Rect(x: 5, y: 3, width: 2, height: 2)
        let clearedFirst = clearing.clear(first)
        #expect(clearedFirst)
        #expect((0..<8).allSatisfy { y in (0..<32).allSatisfy { memory[y * width + $0] == 0 } })
        #expect(memory[32] == poison && memory[8 * width] == poison)
        paint(first, 1)
        // A box over the painted one and beyond, to the layer's right edge and bottom.
        let second = Rect(x: 4, y: 2, width: 96, height: 38)
        let clearedSecond = clearing.clear(second)
        #expect(clearedSecond)
        #expect(memory[3 * width + 5] == 1)
        paint(Rect(x: 60, y: 20, width: 10, height: 5), 2)
        // Nothing left to clear: the paint stays.
        let clearedAgain = clearing.clear(Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(!clearedAgain)
        #expect(memory[3 * width + 5] == 1 && memory[22 * width + 65] == 2)
        let counts = (0..<(width * height)).reduce(into: [UInt32: Int]()) { $0[memory[$1], default: 0] += 1 }
        #expect(counts == [0: 4000 - 4 - 50, 1: 4, 2: 50])
        // Boxes outside the layer clear nothing.
        let outside = [Rect(x: 100, y: 0, width: 10, height: 10), Rect(x: 0, y: -10, width: 10, height: 10)]
        #expect(outside.map { clearing.clear($0) } == [false, false])
    }
}
