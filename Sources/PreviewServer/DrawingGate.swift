import Parallel

/// Counts the images and hover maps asked for at once, from the request to the answer's last
/// byte written: past `ServerLimits.drawings` a request is refused at once (503) instead of
/// queued, so that a client asking for many large images holds neither the page's turn at the
/// session for minutes nor the memory of all their answers.
final class DrawingGate: Sendable {
    private let count = Locked(0)
    let limit: Int

    init(limit: Int = ServerLimits.drawings) { self.limit = limit }

    /// True when there was room (then `leave` once the answer is written).
    func enter() -> Bool {
        count.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    func leave() { count.withLock { $0 -= 1 } }

    var inFlight: Int { count.current }
}
