#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where an output may go: a regular file (or nothing yet) in an existing folder. A device,
/// a folder, a pipe or a socket is never replaced by a file (`--json ./null` must not turn a
/// device node into a file when run as root).
enum OutputDestination {
    static func check(_ path: String, createsFolders: Bool) throws {
        guard !path.isEmpty else {
            throw OutputFile.WriteError(description: "cannot write '': the output path is empty")
        }
        let (folder, name) = PathParts.split(path)
        // The temporary name beside it (`.NAME.alpreview-PID.tmp`) must fit the file system's 255 bytes too.
        let longest = 255 - ".alpreview-4294967295.tmp".utf8.count - 1
        guard name.utf8.count <= longest else {
            throw OutputFile.WriteError(
                description: "cannot write \(path): the file name is longer than \(longest) bytes")
        }
        var info = stat()
        if stat(folder, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw OutputFile.WriteError(description: "cannot write \(path): \(folder) is not a folder")
            }
            guard access(folder, W_OK) == 0 else {
                throw OutputFile.WriteError(description: "cannot write \(path): \(SystemError.message())")
            }
        } else if !createsFolders {
            throw OutputFile.WriteError(description: "cannot write \(path): no such folder \(folder)")
        }
        if stat(path, &info) == 0 {
            let kind = info.st_mode & S_IFMT
            if kind == S_IFDIR { throw OutputFile.WriteError(description: "cannot write \(path): it is a folder") }
            if kind != S_IFREG { throw OutputFile.WriteError(description: "cannot write \(path): not a regular file") }
        } else if lstat(path, &info) == 0 {
            throw OutputFile.WriteError(description: "cannot write \(path): a symbolic link to nothing")
        }
    }

    /// Creates the folders above `path` (mode 0777 less the umask, as `mkdir -p`).
    static func createFolder(above path: String) throws {
        let folder = PathParts.split(path).folder
        var built = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            built += "/" + component
            if mkdir(built, 0o777) != 0 && errno != EEXIST {
                throw OutputFile.WriteError(description: "cannot create the folder \(built): \(SystemError.message())")
            }
        }
    }

    /// The path as the file system will resolve it: absolute, `.` and `..` folded, the folder's
    /// symbolic links followed (two names for one file are one output).
    static func canonical(_ path: String) -> String {
        let (folder, name) = PathParts.split(path)
        if let resolved = realpath(folder, nil) {
            defer { free(resolved) }
            return String(cString: resolved) + "/" + name
        }
        var current = [CChar](repeating: 0, count: Int(PATH_MAX))
        let base = path.hasPrefix("/") ? "" : (getcwd(&current, current.count).map { String(cString: $0) } ?? ".")
        var parts: [Substring] = []
        for component in (base + "/" + path).split(separator: "/") {
            if component == "." { continue }
            if component == ".." { _ = parts.popLast(); continue }
            parts.append(component)
        }
        return "/" + parts.joined(separator: "/")
    }
}
