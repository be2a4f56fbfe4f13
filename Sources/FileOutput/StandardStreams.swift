#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output and error written with checked `write(2)` calls: a full disk, a closed
/// stream or a reader gone away is an error the command reports (exit 2), never a trap (as
/// Foundation's `FileHandle.write` does) and never output silently lost (as a buffered
/// `print` is when its flush at exit fails).
public enum StandardStreams {
    nonisolated(unsafe) private static var closedStreams: Set<Int32> = []

    /// The descriptors written as standard output and error: 1 and 2, but for the command-line
    /// tests, which capture a run in files without replacing the test process's own descriptors
    /// (the test runner reports through them while a capture is on).
    nonisolated(unsafe) public static var outputDescriptor: Int32 = STDOUT_FILENO
    nonisolated(unsafe) public static var errorDescriptor: Int32 = STDERR_FILENO

    /// Called first thing: a broken pipe becomes the `EPIPE` error of a write instead of a
    /// silent kill, and a standard stream the process was started without is held by
    /// `/dev/null`, so that no file opened later takes its number (output meant for standard
    /// output must never land in an output file); writing to it is then an error.
    public static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for stream in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(stream, F_GETFD) < 0 && errno == EBADF {
            closedStreams.insert(stream)
            let placeholder = open("/dev/null", stream == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if placeholder >= 0 && placeholder != stream { dup2(placeholder, stream); close(placeholder) }
        }
    }

    public static func write(_ bytes: [UInt8]) throws {
        guard !bytes.isEmpty else { return }
        if closedStreams.contains(outputDescriptor) {
            throw OutputFile.WriteError(description: "cannot write standard output: it is closed")
        }
        try bytes.withUnsafeBytes { buffer in
            try SystemWrite.all(buffer, to: outputDescriptor) { "cannot write standard output: \($0)" }
        }
    }

    /// One line of text on standard output.
    public static func printLine(_ line: String) throws {
        try write(Array((line + "\n").utf8))
    }

    /// Best effort: there is nowhere left to report a failure to write an error.
    public static func printError(_ text: String) {
        writeError(text.hasSuffix("\n") ? text : text + "\n")
    }

    /// Text on standard error as it is, without a newline (a progress line rewritten in place).
    public static func writeError(_ text: String) {
        Array(text.utf8).withUnsafeBytes { buffer in
            try? SystemWrite.all(buffer, to: errorDescriptor) { $0 }
        }
    }
}
