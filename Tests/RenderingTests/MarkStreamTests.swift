import Foundation
import LayoutEngine
import Testing

@testable import Rendering
import SceneModel

/// The stripes read the marks in order, all of them, and a stripe that caught up sleeps until
/// `MarkStream.readTogether` new marks (or the end) rather than waking at every few.
@Suite struct MarkStreamTests {
    func marks(_ range: Range<Int>) -> [AnnotationMark] {
        range.map { AnnotationMark(.band(Rect(x: Double($0), y: 0, width: 1, height: 1)), role: .margin) }
    }

    /// Polls `condition` until it holds or 10 seconds pass (a reader that never waits fails the
    /// test instead of hanging it).
    func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while !condition() {
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return true
    }

    @Test func aWaitingReaderWakesForABatchOrTheEnd() throws {
        let stream = MarkStream()
        let read = ReadCounts()
        let reader = Thread {
            var count = 0
            while case let new = stream.marks(after: count), !new.isEmpty {
                read.append(new.count, first: new[0])
                count += new.count
            }
            read.finish()
        }
        reader.start()
        // 8 at a time, as the placer publishes: the reader sleeps through the first 24 and
        // wakes for 32; then it waits for 32 more, and the end hands it the last 5.
        try #require(eventually { stream.waitedFor != nil })
        #expect(stream.waitedFor == MarkStream.readTogether)
        for start in stride(from: 0, to: 24, by: 8) { stream.publish(marks(start..<start + 8)) }
        #expect(stream.waitedFor == 32)
        stream.publish(marks(24..<32))
        try #require(eventually { stream.waitedFor == 64 })
        stream.publish(marks(32..<37))
        stream.finish()
        let (counts, firsts) = read.wait()
        #expect(counts == [32, 5])
        #expect(firsts == [marks(0..<1)[0], marks(32..<33)[0]])
    }

    final class ReadCounts: @unchecked Sendable {
        private let condition = NSCondition()
        private var counts: [Int] = [], firsts: [AnnotationMark] = [], done = false

        func append(_ count: Int, first: AnnotationMark) {
            condition.lock()
            counts.append(count)
            firsts.append(first)
            condition.unlock()
        }

        func finish() {
            condition.lock()
            done = true
            condition.broadcast()
            condition.unlock()
        }

        func wait() -> ([Int], [AnnotationMark]) {
            condition.lock()
            defer { condition.unlock() }
            while !done { condition.wait() }
            return (counts, firsts)
        }
    }
}
