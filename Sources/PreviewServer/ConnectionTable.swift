import Foundation
import Parallel

#if canImport(Glibc)
    import Glibc
#endif

/// The server's open connections, what each is doing and since when. It is the one place that
/// ends a connection from outside (past its deadline, or to make room): it shuts the socket down,
/// and the connection's own task, waiting on it, wakes and closes it. A connection leaves the
/// table before its socket is closed, so a socket shut down here is never a reused descriptor.
final class ConnectionTable: Sendable {
    enum Phase {
        /// Waiting for a request's head (on a new or a kept-alive connection): `headTimeout`.
        case awaitingHead
        /// Its answer is being made (bounded by `ServerLimits.drawings`, not by time).
        case drawing
        /// Its answer is being written: `writeTimeout`.
        case writing
        /// The event stream: open as long as the page is.
        case streaming
        /// A refusal was sent; what the client still sends is read and dropped: `drainTime`.
        case draining
    }

    private struct Entry {
        var socket: Int32
        var phase: Phase
        var since: ContinuousClock.Instant
        var timedOut = false
    }

    private struct Entries {
        var byID: [Int: Entry] = [:]
        var nextID = 0
    }

    private let entries = Locked(Entries())
    let limit: Int

    init(limit: Int = ServerLimits.connections) { self.limit = limit }

    var count: Int { entries.withLock { $0.byID.count } }

    /// Adds a connection, waiting for its first head. When the table is full, the connection
    /// that has waited longest for a head is closed to make room, or else the oldest event
    /// stream (a page's EventSource opens it again); with neither the newcomer is refused (nil):
    /// every connection is then drawing or writing, which the gate and `writeTimeout` bound.
    func admit(_ socket: Int32, now: ContinuousClock.Instant = .now) -> Int? {
        entries.withLock { entries in
            if entries.byID.count >= limit && !Self.closeLongestIdle(&entries) { return nil }
            entries.nextID += 1
            entries.byID[entries.nextID] = Entry(socket: socket, phase: .awaitingHead, since: now)
            return entries.nextID
        }
    }

    /// A new phase, with its own deadline from `now` (a timed-out head's 408 has one to be written in).
    func enter(_ id: Int, _ phase: Phase, now: ContinuousClock.Instant = .now) {
        entries.withLock { entries in
            entries.byID[id]?.phase = phase
            entries.byID[id]?.since = now
            entries.byID[id]?.timedOut = false
        }
    }

    func remove(_ id: Int) { entries.withLock { $0.byID[id] = nil } }

    /// True when the connection was ended for its deadline (a head that came too slowly gets a 408).
    func timedOut(_ id: Int) -> Bool { entries.withLock { $0.byID[id]?.timedOut ?? false } }

    /// Closes the connection that has waited longest for a head, or else the oldest event stream
    /// (no file descriptor is left to accept with); false when there is neither.
    @discardableResult
    func makeRoom() -> Bool { entries.withLock { Self.closeLongestIdle(&$0) } }

    /// Ends every connection past its phase's deadline. A head that is late has its reading
    /// side shut only: its connection can still say 408.
    func expire(now: ContinuousClock.Instant = .now) {
        entries.withLock { entries in
            for (id, entry) in entries.byID where !entry.timedOut {
                guard let deadline = Self.deadline(entry.phase), now - entry.since > deadline else { continue }
                entries.byID[id]?.timedOut = true
                _ = shutdown(entry.socket, Int32(entry.phase == .awaitingHead ? SHUT_RD : SHUT_RDWR))
            }
        }
    }

    static func deadline(_ phase: Phase) -> Duration? {
        switch phase {
        case .awaitingHead: ServerLimits.headTimeout
        case .writing: ServerLimits.writeTimeout
        case .draining: ServerLimits.drainTime
        case .drawing, .streaming: nil
        }
    }

    /// (Inside `entries.withLock`.)
    private static func closeLongestIdle(_ entries: inout Entries) -> Bool {
        let open = entries.byID.filter { !$0.value.timedOut }
        let waiting = open.filter { $0.value.phase == .awaitingHead }
        let idle = waiting.isEmpty ? open.filter { $0.value.phase == .streaming } : waiting
        guard let (id, entry) = idle.min(by: { ($0.value.since, $0.key) < ($1.value.since, $1.key) }) else {
            return false
        }
        entries.byID[id]?.timedOut = true
        entries.byID[id]?.phase = .draining
        _ = shutdown(entry.socket, Int32(SHUT_RDWR))
        return true
    }
}
