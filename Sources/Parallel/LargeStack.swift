import Foundation

/// Runs work that recurses as deep as its input nests (a storyboard's views, up to the XML
/// reader's 256 levels) on a thread of its own with a large stack, and waits for it: the
/// threads work may run on (a test runner's, a dispatch queue's) have stacks of 512 KB, which a
/// debug build's frames overflow at about a hundred views deep. Only the pages used are ever
/// committed.
public enum LargeStack {
    public static let size = 64 << 20

    public static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        try withoutActuallyEscaping(body) { escaping throws(E) -> T in
            let handoff = Handoff(body: escaping)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                handoff.run()
                done.signal()
            }
            thread.stackSize = size
            thread.start()
            done.wait()
            return try handoff.result!.get()
        }
    }

    /// The work and its result, handed to the thread and back; the caller waits in between, so
    /// only one thread touches it at a time.
    private final class Handoff<T, E: Error>: @unchecked Sendable {
        // Unchecked: the caller waits while the thread runs, so one thread touches it at a time.
        var body: (() throws(E) -> T)?
        var result: Result<T, E>?

        init(body: @escaping () throws(E) -> T) { self.body = body }

        /// Runs the work and lets go of it before the caller resumes: the work must not outlive
        /// the call that lent it (`withoutActuallyEscaping` checks).
        func run() {
            guard let body else { return }
            result = Result { () throws(E) -> T in try body() }
            self.body = nil
        }
    }
}
