import Foundation

/// A flag that parallel work items check to stop early: raised once (by the first error),
/// read by every worker.
public final class StopSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    public init() {}

    public var isRaised: Bool {
        lock.lock()
        defer { lock.unlock() }
        return raised
    }

    public func raise() {
        lock.lock()
        raised = true
        lock.unlock()
    }
}
