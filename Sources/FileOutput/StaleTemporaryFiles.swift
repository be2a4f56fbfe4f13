#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names of temporary files beside an output, and their removal once the run that made
/// them is gone (killed between naming a file and renaming it, or on a file system without
/// unnamed files).
enum StaleTemporaryFiles {
    static let marker = ".alpreview-"

    /// `dir/.NAME.alpreview-PID-RANDOM.tmp` for `dir/NAME`: the process that made it (for the
    /// clean-up of dead ones) and a random part, so that a process id used again (PID 1 in
    /// every container) never meets a file left by an earlier run.
    static func temporaryName(for target: String, processID: Int32) -> String {
        let (folder, name) = PathParts.split(target)
        let random = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        return folder + "/." + name + marker + "\(processID)-\(random).tmp"
    }

    /// Removes the temporary files and folders of `target` left by processes that no longer run.
    static func remove(besides target: String) {
        let (folder, name) = PathParts.split(target)
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let prefix = "." + name + marker
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard entryName.hasPrefix(prefix), entryName.hasSuffix(".tmp"),
                let pid = Int32(entryName.dropFirst(prefix.count).dropLast(4).split(separator: "-").first ?? "")
            else { continue }
            guard pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH else { continue }
            // A folder is one built aside (`StagedFolder`), removed whole; links are not followed.
            var info = stat()
            guard lstat(folder + "/" + entryName, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                FolderRemoval.removeAll(folder + "/" + entryName)
            } else {
                unlink(folder + "/" + entryName)
            }
        }
    }
}

/// A path's folder and last component (`out.png` is in `.`).
enum PathParts {
    /// Split at the byte `/` (a `/` followed by a combining mark is one Swift character).
    static func split(_ path: String) -> (folder: String, name: String) {
        let bytes = Array(path.utf8)
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return (".", path) }
        let folder = String(decoding: bytes[..<slash], as: UTF8.self)
        return (folder.isEmpty ? "/" : folder, String(decoding: bytes[(slash + 1)...], as: UTF8.self))
    }
}
