import Foundation

/// A value shared between threads, read and changed only under its lock: the one lock box the
/// project uses for shared state.
public final class Locked<Value>: @unchecked Sendable {
    // Unchecked: every access to `value` goes through `lock`.
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, under the lock; what it returns is returned.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// A copy of the value.
    public var current: Value { withLock { $0 } }
}
