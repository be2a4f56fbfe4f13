#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file being written in a folder, invisible until it is linked into place: with Linux's
/// `O_TMPFILE` it has no name at all, so a run killed while writing (SIGKILL included) leaves
/// nothing behind. Where the file system lacks `O_TMPFILE`, it is a named file
/// `.NAME.alpreview-PID.tmp` that `StaleTemporaryFiles` removes on a later run. A named file
/// (unnamed ones are named just before they replace their target) is removed by
/// `InterruptCleanup` when SIGINT or SIGTERM stops the run.
final class UnnamedTemporaryFile {
    private var descriptor: Int32
    private let folder: String
    private let target: String
    /// The name it was created under when `O_TMPFILE` is unavailable.
    private var namedPath: String?

    /// Linux's `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`); Swift's Glibc module does not export it.
    private static var openTemporaryFlag: Int32? {
        #if os(Linux) && (arch(x86_64) || arch(i386))
            return 0o20_200_000
        #elseif os(Linux) && arch(arm64)
            return 0o20_040_000
        #else
            return nil
        #endif
    }

    /// Creates the file in `folder`, to become `target` (a path in that folder) on `link`.
    init(in folder: String, for target: String) throws {
        self.folder = folder
        self.target = target
        // An unnamed file is named through /proc/self/fd: without /proc (a chroot, some
        // sandboxes) it never could be, so the named fallback is used from the start.
        if let flag = Self.openTemporaryFlag, access("/proc/self/fd", F_OK) == 0 {
            descriptor = open(folder, flag | O_WRONLY | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return }
            // EOPNOTSUPP/EISDIR: the file system has no unnamed files; fall back to a name.
            if errno != EOPNOTSUPP && errno != EISDIR && errno != EINVAL {
                throw OutputFile.WriteError(description: "cannot write \(target): \(SystemError.message())")
            }
        }
        // Named and registered in one step: an interruption removes it (`InterruptCleanup`).
        let (named, opened) = InterruptCleanup.whileRunning { () -> (String, Int32) in
            var named = StaleTemporaryFiles.temporaryName(for: target, processID: getpid())
            var opened = open(named, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            for _ in 0..<8 where opened < 0 && errno == EEXIST {
                named = StaleTemporaryFiles.temporaryName(for: target, processID: getpid())
                opened = open(named, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            }
            if opened >= 0 { InterruptCleanup.registerFile(named) }
            return (named, opened)
        }
        descriptor = opened
        guard descriptor >= 0 else {
            throw OutputFile.WriteError(description: "cannot write \(target): \(SystemError.message())")
        }
        namedPath = named
    }

    deinit { discard() }

    /// Writes all the bytes (a short write is retried; a failure throws, e.g. a full disk).
    func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { buffer in
            try SystemWrite.all(buffer, to: descriptor) { "cannot write \(target): \($0)" }
        }
    }

    /// Gives the file its temporary name beside the target (a named file has one already):
    /// the step that can fail for reasons of the folder, done for every file of a batch before
    /// any of them replaces its target.
    func name() throws {
        guard namedPath == nil else { return }
        let temporary = StaleTemporaryFiles.temporaryName(for: target, processID: getpid())
        try InterruptCleanup.whileRunning {
            guard linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0 else {
                throw OutputFile.WriteError(description: "cannot write \(target): \(SystemError.message())")
            }
            InterruptCleanup.registerFile(temporary)
        }
        namedPath = temporary
    }

    /// Closes the descriptor of a named file (a batch of thousands keeps no file open).
    func closeDescriptor() {
        if descriptor >= 0 { close(descriptor); descriptor = -1 }
    }

    /// Replaces the target with the named file (a rename, atomic).
    func replaceTarget() throws {
        try name()
        defer { discard() }
        guard let temporary = namedPath else { return }
        try InterruptCleanup.whileRunning {
            guard rename(temporary, target) == 0 else {
                throw OutputFile.WriteError(description: "cannot write \(target): \(SystemError.message())")
            }
            InterruptCleanup.unregisterFile(temporary)
        }
        namedPath = nil
    }

    /// Closes the file; a named one that was not linked is removed.
    func discard() {
        if descriptor >= 0 { close(descriptor); descriptor = -1 }
        if let namedPath {
            InterruptCleanup.whileRunning {
                unlink(namedPath)
                InterruptCleanup.unregisterFile(namedPath)
            }
            self.namedPath = nil
        }
    }
}
