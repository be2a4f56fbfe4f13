import FlyingSocks
import Foundation

/// A Server-Sent Events body: `data: GENERATION` for each value of the session's stream, as the
/// bytes of an endless chunked response. It ends when the stream does (the server stops); when
/// the client goes away, the failed write drops it, and the session forgets the listener.
struct EventStream: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8
    let generations: AsyncStream<Int>

    func makeAsyncIterator() -> Iterator { Iterator(base: generations.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var base: AsyncStream<Int>.Iterator

        mutating func next() async throws -> UInt8? { fatalError("read with nextBuffer(suggested:)") }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            guard let generation = await base.next() else { return nil }
            return Array("data: \(generation)\n\n".utf8)
        }
    }
}
