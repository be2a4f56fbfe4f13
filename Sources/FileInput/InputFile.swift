#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads what alpreview is given (scenes, images, goldens) with a size limit, and only from
/// regular files: a folder is reported as one, and a FIFO or a device (which could block
/// forever or never end, like `/dev/zero`) is refused before a byte is read.
public enum InputFile {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case missing
        case folder
        case notRegular
        case unreadable(String)
        /// More bytes than the limit (in bytes).
        case tooLarge(limit: Int)

        public var description: String {
            switch self {
            case .missing: return "no such file"
            case .folder: return "is a folder, not a file"
            case .notRegular: return "not a regular file"
            case .unreadable(let reason): return "cannot read the file (\(reason))"
            case .tooLarge(let limit): return "larger than \(ByteCount.text(limit))"
            }
        }
    }

    public enum Kind: Equatable { case regular, folder, other, missing }

    /// What is at `path`, following symbolic links.
    public static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    /// The whole file, at most `limit` bytes.
    /// `followingLinks: false` refuses a symbolic link as the last component (goldens: a link
    /// in a golden folder must not make `test` read and print a file from elsewhere).
    public static func read(_ path: String, limit: Int, followingLinks: Bool = true) throws(Failure) -> [UInt8] {
        try read(path, limit: limit, prefixOnly: false, followingLinks: followingLinks)
    }

    /// The first `count` bytes (fewer when the file is shorter): a header.
    public static func readPrefix(_ path: String, count: Int) throws(Failure) -> [UInt8] {
        try read(path, limit: count, prefixOnly: true)
    }

    /// The descriptor read as standard input: 0, but for the command-line tests, which give each
    /// run its own input without replacing the test process's descriptor 0.
    nonisolated(unsafe) public static var standardInputDescriptor: Int32 = STDIN_FILENO

    /// Standard input, at most `limit` bytes (`alpreview - </dev/zero` stops at the limit).
    public static func readStandardInput(limit: Int) throws(Failure) -> [UInt8] {
        try readAll(from: standardInputDescriptor, limit: limit, prefixOnly: false)
    }

    static func read(_ path: String, limit: Int, prefixOnly: Bool, followingLinks: Bool = true) throws(Failure)
        -> [UInt8]
    {
        guard !path.isEmpty else { throw .missing }
        // Only a regular file is opened: a device may act when opened (a watchdog, a tape).
        var info = stat()
        if (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 { try requireRegular(info.st_mode) }
        // O_NONBLOCK: opening a FIFO swapped in meanwhile must not wait for a writer; it is
        // refused just below. O_NOFOLLOW when links are not followed.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: throw .missing
            case ELOOP: throw .notRegular
            case EISDIR: throw .folder
            default: throw .unreadable(String(cString: strerror(errno)))
            }
        }
        defer { close(descriptor) }
        // Again on what was opened: the path may have changed since.
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        try requireRegular(info.st_mode)
        if !prefixOnly && Int(info.st_size) > limit { throw .tooLarge(limit: limit) }
        return try readAll(from: descriptor, limit: limit, prefixOnly: prefixOnly)
    }

    static func requireRegular(_ mode: mode_t) throws(Failure) {
        switch mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw .folder
        default: throw .notRegular
        }
    }

    static func readAll(from descriptor: Int32, limit: Int, prefixOnly: Bool) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let wanted = prefixOnly ? min(chunk.count, limit - bytes.count) : chunk.count
            if wanted == 0 { break }
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    // Standard input set non-blocking by someone else: wait for it.
                    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&poller, 1, -1)
                    continue
                }
                throw .unreadable(String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if !prefixOnly && bytes.count > limit { throw .tooLarge(limit: limit) }
        }
        return bytes
    }
}

/// `4 MB`, `64 KB`, `100 bytes`.
public enum ByteCount {
    public static func text(_ bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KB" }
        return "\(bytes) bytes"
    }
}

/// `read(2)` (inside `InputFile`, the name `read` is its own static function).
@inline(__always)
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// `67,108,864`: counts in messages, grouped by thousands as people read them.
public enum GroupedNumber {
    public static func text(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (i, digit) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }
}
