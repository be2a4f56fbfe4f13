import Foundation

/// One lock around every use of Pango, fontconfig and Cairo's font machinery, from any thread.
/// Debian 12's Cairo (1.16) creates and frees FreeType font faces without the locking later
/// versions added, and Pango shares fontconfig patterns between its per-thread font maps: text
/// measured or drawn on several threads at once can corrupt the heap (a crash in libcairo was
/// seen once in a parallel render, and a corrupted Swift object next to a fontconfig call). Shapes
/// and fills still draw in parallel; only text takes turns.
public enum TextDrawingLock {
    private static let lock = NSRecursiveLock()

    public static func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
