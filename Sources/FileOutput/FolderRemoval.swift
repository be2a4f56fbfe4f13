#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Removing a folder tree this run built, never following a symbolic link (a link is removed as
/// the link it is, whatever it points to).
enum FolderRemoval {
    /// Removes `folder` and everything in it; best effort (what cannot be removed stays).
    static func removeAll(_ folder: String) {
        _ = remove(folder, keeping: { _ in false })
    }

    /// Removes from `folder` every file but those `keeps` says (by path relative to `folder`),
    /// then every folder left empty, `folder` included; returns the files kept.
    static func remove(_ folder: String, keeping keeps: (String) -> Bool) -> [String] {
        var kept: [String] = []
        func visit(_ relative: String) {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            for entry in FolderEntries.list(path) {
                let child = relative.isEmpty ? entry : relative + "/" + entry
                var info = stat()
                guard lstat(folder + "/" + child, &info) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR {
                    visit(child)
                } else if keeps(child) {
                    kept.append(child)
                } else {
                    unlink(folder + "/" + child)
                }
            }
            rmdir(path)
        }
        visit("")
        return kept
    }
}

/// The names in a folder, `.` and `..` left out (none when it cannot be read).
enum FolderEntries {
    static func list(_ folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
