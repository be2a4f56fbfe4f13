#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a run removes when SIGINT, SIGTERM or SIGHUP stops it: the named temporary files of
/// outputs not yet in place and the folders built aside (`StagedFolder`). The signal only wakes
/// a thread of this type's own (a signal handler may do almost nothing); that thread removes
/// them, then ends the process by the same signal, as it would have ended without the clean-up.
/// While it runs, no new temporary name is given (the writer that asks waits for the end), so
/// nothing appears after the clean-up. SIGKILL cannot be caught: what it leaves is removed by
/// a later run (`StaleTemporaryFiles`).
public enum InterruptCleanup {
    nonisolated(unsafe) private static var mutex = pthread_mutex_t()
    nonisolated(unsafe) private static var temporaryFiles: Set<String> = []
    nonisolated(unsafe) private static var stagedFolders: Set<String> = []
    nonisolated(unsafe) private static var stopping = false
    nonisolated(unsafe) private static var installed = false
    /// The pipe the signal handler writes the signal's number into.
    nonisolated(unsafe) private static var wakeUp: (read: Int32, write: Int32) = (-1, -1)

    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Catches the signals (once per process; later calls do nothing).
    public static func install() {
        let first = locked { () -> Bool in
            guard !installed else { return false }
            installed = true
            return true
        }
        guard first else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        wakeUp = (ends[0], ends[1])
        var thread = pthread_t()
        guard pthread_create(&thread, nil, { _ in InterruptCleanup.waitForSignal() }, nil) == 0 else { return }
        pthread_detach(thread)
        for number in signals {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = { number in
                    var byte = UInt8(truncatingIfNeeded: number)
                    _ = write(InterruptCleanup.wakeUp.write, &byte, 1)
                }
            #else
                action.__sigaction_u.__sa_handler = { number in
                    var byte = UInt8(truncatingIfNeeded: number)
                    _ = write(InterruptCleanup.wakeUp.write, &byte, 1)
                }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
        // A process started from a thread that blocks them (a dispatch worker's, as a test
        // runner's) inherits them blocked: it would run on, deaf to SIGINT and SIGTERM.
        var caught = sigset_t()
        sigemptyset(&caught)
        for number in signals { sigaddset(&caught, number) }
        pthread_sigmask(SIG_UNBLOCK, &caught, nil)
    }

    /// Runs `body` while no clean-up runs; after an interruption it never returns (the process
    /// is ending). Creating, naming and renaming temporary files and staged folders go through here.
    static func whileRunning<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        if stopping {
            pthread_mutex_unlock(&mutex)
            while true { pause() }
        }
        return try body()
    }

    /// Called with the lock held (`whileRunning`).
    static func registerFile(_ path: String) { temporaryFiles.insert(path) }
    static func unregisterFile(_ path: String) { temporaryFiles.remove(path) }
    static func registerFolder(_ path: String) { stagedFolders.insert(path) }
    static func unregisterFolder(_ path: String) { stagedFolders.remove(path) }

    private static func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return body()
    }

    private static func waitForSignal() -> UnsafeMutableRawPointer? {
        var byte: UInt8 = 0
        while read(wakeUp.read, &byte, 1) != 1 {}
        let number = Int32(byte)
        locked {
            stopping = true
            for path in temporaryFiles { unlink(path) }
            for folder in stagedFolders { FolderRemoval.removeAll(folder) }
        }
        // Ended by the signal itself, as without the clean-up (a shell sees 130 for SIGINT).
        signal(number, SIG_DFL)
        kill(getpid(), number)
        return nil
    }
}
