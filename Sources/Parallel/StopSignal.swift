/// A flag that parallel work items check to stop early: raised once (by the first error),
/// read by every worker.
public final class StopSignal: Sendable {
    private let raised = Locked(false)

    public init() {}

    public var isRaised: Bool { raised.current }

    public func raise() { raised.withLock { $0 = true } }
}
