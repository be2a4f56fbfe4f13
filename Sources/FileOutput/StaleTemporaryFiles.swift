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

    /// `dir/.NAME.alpreview-PID.tmp` for `dir/NAME`.
    static func temporaryName(for target: String, processID: Int32) -> String {
        let (folder, name) = PathParts.split(target)
        return folder + "/." + name + marker + "\(processID).tmp"
    }

    /// Removes the temporary files of `target` left by processes that no longer run.
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
                  let pid = Int32(entryName.dropFirst(prefix.count).dropLast(4)) else { continue }
            if pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH { unlink(folder + "/" + entryName) }
        }
    }
}

/// A path's folder and last component (`out.png` is in `.`).
enum PathParts {
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }
}
