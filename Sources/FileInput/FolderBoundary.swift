#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether a path stays inside a folder once its symbolic links are followed. Every file alpreview
/// opens because a folder walk found it or another file named it (scene files in a folder, asset
/// catalogs, images) must lie inside the folder it came from: a link out of it is refused unread,
/// with the same answer whether what it leads to exists or not. A link inside the folder that
/// leads inside it is followed as the file it names.
public enum FolderBoundary {
    /// Where `path` leads, if that is inside `folder` (a real path, `realPath`), and whether it
    /// exists; nil when it leads out of the folder or through a loop of links.
    /// Only where the path leads counts: a folder named through a link (`Samples -> /repo/Samples`)
    /// has the link's target as its real path, and its files lead inside it.
    public static func resolve(_ path: String, inside folder: String) -> (path: String, exists: Bool)? {
        guard let followed = follow(path), isInside(followed.path, folder: folder) else { return nil }
        return followed
    }

    /// Compared as bytes, as the file system compares names: Swift's `==` and `hasPrefix` treat
    /// `café` and `cafe` + U+0301 as equal, and those are two folders on Linux.
    public static func isInside(_ path: String, folder: String) -> Bool {
        let bytes = Array(path.utf8)
        let prefix = Array(folder.utf8)
        return prefix == [UInt8(ascii: "/")] || bytes == prefix
            || (bytes.count > prefix.count && bytes.starts(with: prefix) && bytes[prefix.count] == UInt8(ascii: "/"))
    }

    /// The path with every link resolved (`realpath(3)`); nil when something on it is missing.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Where `path` leads, its links followed one hop at a time as the kernel does (`..` after a
    /// link goes up from where the link led), and whether it exists; nil past 40 links (a loop).
    /// Where a component is missing, the rest is joined lexically: a link to nothing is judged
    /// by where it would lead.
    public static func follow(_ path: String) -> (path: String, exists: Bool)? {
        var pending = components(of: path.hasPrefix("/") ? path : lexicallyNormalized("."))
        if !path.hasPrefix("/") { pending += components(of: path) }
        var resolved: [String] = []
        var hops = 0
        while !pending.isEmpty {
            let component = pending.removeFirst()
            if component == "." { continue }
            if component == ".." { _ = resolved.popLast(); continue }
            let next = "/" + (resolved + [component]).joined(separator: "/")
            var info = stat()
            guard lstat(next, &info) == 0 else {
                return (lexicallyNormalized(next + "/" + pending.joined(separator: "/")), false)
            }
            if info.st_mode & S_IFMT == S_IFLNK {
                hops += 1
                guard hops <= 40, let target = linkTarget(next) else { return nil }
                if target.hasPrefix("/") { resolved = [] }
                pending = components(of: target) + pending
                continue
            }
            resolved.append(component)
        }
        return ("/" + resolved.joined(separator: "/"), true)
    }

    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A path's components, split at the byte `/` (a `/` followed by a combining mark is one
    /// Swift character, and would not split).
    static func components(of path: String) -> [String] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Absolute, with `.` and `..` folded away (`..` at the root stays at the root).
    public static func lexicallyNormalized(_ path: String) -> String {
        var base = ""
        if !path.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            base = getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? ""
        }
        var parts: [String] = []
        for component in components(of: base + "/" + path) {
            switch component {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(component)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
