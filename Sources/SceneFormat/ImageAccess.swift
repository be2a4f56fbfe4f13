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
    /// Real paths (symbolic links resolved) of the folders images may come from; the first is
    /// the scene's own.
    public var folders: [String]

    /// The scene's folder (the current folder for standard input) and the allowed folders.
    public init(sceneFile: String, allowedFolders: [String] = []) {
        let sceneFolder: String
        if sceneFile == "<stdin>" || sceneFile == "-" {
            sceneFolder = "."
        } else if let slash = sceneFile.lastIndex(of: "/") {
            sceneFolder = slash == sceneFile.startIndex ? "/" : String(sceneFile[..<slash])
        } else {
            sceneFolder = "."
        }
        folders = ([sceneFolder] + allowedFolders).map { Self.realPath($0) ?? Self.lexicallyNormalized($0) }
    }

    public enum Refusal: Error, Equatable {
        case empty
        case outside
        case missing
        case folder
        case notRegular
    }

    /// The real path of the image `path` names (relative to the scene's folder), if allowed.
    public func resolve(_ path: String) throws(Refusal) -> String {
        guard !path.isEmpty else { throw .empty }
        let candidate = Self.lexicallyNormalized(path.hasPrefix("/") ? path : folders[0] + "/" + path)
        guard isAllowed(candidate) else { throw .outside }
        guard let real = Self.realPath(candidate) else {
            // A link inside the folder may point outside, to nothing: answer for where it leads,
            // as for a link to a file that exists.
            if let ancestor = Self.deepestExistingAncestor(of: candidate), !isAllowed(ancestor) { throw .outside }
            if let target = Self.danglingLinkTarget(candidate), !isAllowed(target) { throw .outside }
            throw .missing
        }
        guard isAllowed(real) else { throw .outside }
        switch InputFile.kind(of: real) {
        case .regular: return real
        case .folder: throw .folder
        case .missing: throw .missing
        case .other: throw .notRegular
        }
    }

    func isAllowed(_ path: String) -> Bool {
        folders.contains { folder in folder == "/" || path == folder || path.hasPrefix(folder + "/") }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func deepestExistingAncestor(of path: String) -> String? {
        var components = path.split(separator: "/")
        while !components.isEmpty {
            components.removeLast()
            if let real = realPath("/" + components.joined(separator: "/")) { return real }
        }
        return nil
    }

    /// Where a symbolic link that leads nowhere points (lexically), or nil if `path` is not one.
    static func danglingLinkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let folder = path[..<(path.lastIndex(of: "/") ?? path.startIndex)]
        return lexicallyNormalized(target.hasPrefix("/") ? target : folder + "/" + target)
    }

    /// Absolute, with `.` and `..` folded away (`..` at the root stays at the root).
    static func lexicallyNormalized(_ path: String) -> String {
        var base = ""
        if !path.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            base = getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? ""
        }
        var parts: [Substring] = []
        for component in (base + "/" + path).split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(component)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
