#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import FileInput

/// Which image files a scene may name: those inside the scene's folder, and inside the folders
/// the user allows (`--allow-path DIR`). A scene from someone else must not make alpreview read
/// `/etc/shadow` or `../../secrets.png`, nor tell whether such a file exists: a path that leaves
/// the allowed folders gets the same answer whether it exists or not.
public struct ImageAccess: Sendable, Equatable {
    /// Real paths (symbolic links resolved) of the folders images may come from: the scene's
    /// own, and those allowed.
    public var folders: [String]

    /// The scene's folder (the current folder for standard input) and the allowed folders.
    /// A scene from standard input has no folder of its own: its images need `--allow-path`
    /// (the current folder could be `/`). Relative paths are then read from the current folder.
    public init(sceneFile: String, allowedFolders: [String] = []) {
        let base: String
        var folders = allowedFolders
        if sceneFile == "<stdin>" || sceneFile == "-" {
            base = "."
        } else {
            let bytes = Array(sceneFile.utf8)
            if let slash = bytes.lastIndex(of: UInt8(ascii: "/")) {
                base = slash == 0 ? "/" : String(decoding: bytes[..<slash], as: UTF8.self)
            } else {
                base = "."
            }
            folders.insert(base, at: 0)
        }
        self.base = Self.realPath(base) ?? Self.lexicallyNormalized(base)
        self.folders = folders.map { Self.realPath($0) ?? Self.lexicallyNormalized($0) }
    }

    /// Where relative image paths start: the scene's folder (the current one for standard input).
    public var base: String

    /// Longer paths are refused before any lookup (a path of a million components cost hours).
    static let maximumPathBytes = Int(PATH_MAX)

    public enum Refusal: Error, Equatable {
        case empty
        case tooLong
        case outside
        case missing
        case folder
        case notRegular
    }

    /// The real path of the image `path` names (relative to the scene's folder), if allowed.
    public func resolve(_ path: String) throws(Refusal) -> String {
        guard !path.isEmpty else { throw .empty }
        guard path.utf8.count < Self.maximumPathBytes else { throw .tooLong }
        guard !path.utf8.contains(0) else { throw .missing }
        let candidate = Self.lexicallyNormalized(path.hasPrefix("/") ? path : base + "/" + path)
        guard isAllowed(candidate) else { throw .outside }
        // Links are followed hop by hop, so that one leading outside (through any number of
        // hops, to a file that exists or not) is judged by where it leads: the answer must not
        // tell whether something outside exists.
        // The path as written, not its lexical folding: `link/..` goes up from where the link led.
        guard let followed = Self.follow(path.hasPrefix("/") ? path : base + "/" + path), isAllowed(followed.path)
        else {
            throw .outside
        }
        guard followed.exists else { throw .missing }
        let real = followed.path
        switch InputFile.kind(of: real) {
        case .regular: return real
        case .folder: throw .folder
        case .missing: throw .missing
        case .other: throw .notRegular
        }
    }

    /// Compared as bytes, as the file system compares names: Swift's `==` and `hasPrefix` treat
    /// `café` and `cafe` + U+0301 as equal, and those are two folders on Linux.
    func isAllowed(_ path: String) -> Bool {
        let bytes = Array(path.utf8)
        return folders.contains { folder in
            let prefix = Array(folder.utf8)
            return prefix == [UInt8(ascii: "/")] || bytes == prefix
                || (bytes.count > prefix.count && bytes.starts(with: prefix)
                    && bytes[prefix.count] == UInt8(ascii: "/"))
        }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Where `path` (absolute) leads, its links followed one hop at a time as the kernel does
    /// (`..` after a link goes up from where the link led), and whether it exists; nil past 40
    /// links (a loop). Where a component is missing, the rest is joined lexically.
    static func follow(_ path: String) -> (path: String, exists: Bool)? {
        var pending = components(of: path)
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
    static func lexicallyNormalized(_ path: String) -> String {
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
