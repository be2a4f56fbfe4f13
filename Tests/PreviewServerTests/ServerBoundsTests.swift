import Foundation
import Testing

@testable import PreviewServer

#if canImport(Glibc)
    import Glibc
#endif

/// The server's bounded parts, alone: the image cache in bytes, the gate of drawings at once and
/// the table of connections that makes room by closing the one that waited longest for a head.
@Suite struct ServerBoundsTests {
    @Test func theImageCacheIsBoundedInBytes() {
        let cost = ImageCache.cost("a", [UInt8](repeating: 0, count: 100))
        #expect(cost == 165)
        var cache = ImageCache(byteLimit: 2 * cost + 10)
        cache["a"] = [UInt8](repeating: 1, count: 100)
        cache["b"] = [UInt8](repeating: 2, count: 100)
        #expect(cache.count == 2 && cache.byteCount == 330)
        cache["c"] = [UInt8](repeating: 3, count: 100)
        #expect(cache["a"] == nil && cache["b"]?.first == 2 && cache["c"]?.first == 3)
        #expect(cache.count == 2 && cache.byteCount == 330)
        // One larger than the whole limit is not kept, and takes nothing kept away.
        cache["d"] = [UInt8](repeating: 4, count: 400)
        #expect(cache["d"] == nil && cache.count == 2)
        // A large one pushes out as many as it must.
        cache["e"] = [UInt8](repeating: 5, count: 250)
        #expect(cache["b"] == nil && cache["c"] == nil && cache.count == 1 && cache.byteCount == 315)
        cache.removeAll()
        #expect(cache["e"] == nil && cache.byteCount == 0)
    }

    @Test func theGateHoldsAsManyDrawingsAsItsLimit() {
        let gate = DrawingGate(limit: 2)
        #expect(gate.enter() && gate.enter())
        #expect(!gate.enter())
        gate.leave()
        #expect(gate.enter() && gate.inFlight == 2)
    }

    /// A full table closes the connection that has waited longest for a head (its peer reads
    /// the end), or else the oldest event stream, and refuses a newcomer when every connection
    /// is drawing or writing.
    @Test func aFullTableMakesRoomOrRefuses() throws {
        var pairs: [[Int32]] = []
        for _ in 0..<3 {
            var fds: [Int32] = [0, 0]
            #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0)
            pairs.append(fds)
        }
        defer { pairs.flatMap { $0 }.forEach { close($0) } }
        let table = ConnectionTable(limit: 2)
        let start = ContinuousClock.now
        let first = try #require(table.admit(pairs[0][0], now: start))
        let second = try #require(table.admit(pairs[1][0], now: start + .seconds(1)))
        let third = try #require(table.admit(pairs[2][0], now: start + .seconds(2)))
        #expect(table.count == 3)
        #expect(table.timedOut(first) && !table.timedOut(second) && !table.timedOut(third))
        var byte: UInt8 = 0
        #expect(recv(pairs[0][1], &byte, 1, Int32(MSG_DONTWAIT)) == 0)
        #expect(recv(pairs[1][1], &byte, 1, Int32(MSG_DONTWAIT)) == -1)
        table.remove(first)
        table.enter(second, .streaming)
        table.enter(third, .writing)
        let fourth = try #require(table.admit(pairs[0][0]))
        #expect(table.timedOut(second) && recv(pairs[1][1], &byte, 1, Int32(MSG_DONTWAIT)) == 0)
        table.remove(second)
        table.enter(fourth, .drawing)
        #expect(table.admit(pairs[1][0]) == nil)
    }

    /// Past its phase's deadline a connection is shut: a late head's reading side only (its 408
    /// can still be written), a stuck write wholly.
    @Test func deadlinesShutConnections() throws {
        var head: [Int32] = [0, 0], write: [Int32] = [0, 0]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &head) == 0)
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &write) == 0)
        defer { (head + write).forEach { close($0) } }
        let table = ConnectionTable()
        let start = ContinuousClock.now
        let waiting = try #require(table.admit(head[0], now: start))
        let writing = try #require(table.admit(write[0], now: start))
        table.enter(writing, .writing, now: start)
        table.expire(now: start + .seconds(4))
        #expect(!table.timedOut(waiting) && !table.timedOut(writing))
        table.expire(now: start + .seconds(6))
        #expect(table.timedOut(waiting) && !table.timedOut(writing))
        #expect(send(head[0], "x", 1, Int32(MSG_NOSIGNAL)) == 1)
        table.expire(now: start + .seconds(31))
        #expect(table.timedOut(writing))
        #expect(send(write[0], "x", 1, Int32(MSG_NOSIGNAL)) == -1)
    }
}
