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
        self.allowed = allowedFolders.map { Self.realPath($0) ?? Self.lexicallyNormalized($0) }
    }

    /// The folders allowed besides the scene's own (`--allow-path`), where an app's fonts are
    /// looked for too (`ProjectFonts`).
    public var allowed: [String]

    /// Where relative image paths start: the scene's folder (the current one for standard input).
    public var base: String

    /// Longer paths are refused before any lookup (a path of a million components cost hours).
    package static let maximumPathBytes = Int(PATH_MAX)

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
        guard let followed = FolderBoundary.follow(path.hasPrefix("/") ? path : base + "/" + path),
            isAllowed(followed.path)
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

    func isAllowed(_ path: String) -> Bool {
        folders.contains { FolderBoundary.isInside(path, folder: $0) }
    }

    static func realPath(_ path: String) -> String? { FolderBoundary.realPath(path) }

    static func lexicallyNormalized(_ path: String) -> String { FolderBoundary.lexicallyNormalized(path) }
}
