import FileInput
import SceneModel

/// The bytes of a scene file, read the same way for every format: a regular file of at most
/// `maximumBytes`, or standard input for `-`, and never through a link out of the folder it was
/// found in. Problems with the file itself are errors for the whole file (line 0).
public enum SceneFile {
    /// Inputs above this size are refused before parsing (a scene is a few kilobytes).
    public static let maximumBytes = 4 << 20

    /// How errors name the input: the path, or `<stdin>`.
    public static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    /// The bytes of a scene file or of standard input; a problem with the file itself is an
    /// error for the whole file (line 0).
    /// `formats` names what a scene file is, for the message about a file that is not regular.
    public static func bytes(at path: String, insideFolder folder: String? = nil, formats: String) throws -> [UInt8] {
        var readPath = path
        if let folder, path != "-" {
            // The same answer whether what a link out of the folder leads to exists or not.
            guard let target = FolderBoundary.resolve(path, inside: folder) else {
                throw SceneErrors(errors: [
                    Diagnostic(leadsOutOfFolder, at: SourceLocation(file: displayName(path), line: 0, column: 0))
                ])
            }
            readPath = target.path
        }
        do {
            return path == "-"
                ? try InputFile.readStandardInput(limit: maximumBytes)
                : try InputFile.read(readPath, limit: maximumBytes, followingLinks: folder == nil)
        } catch {
            let reason: String
            switch error {
            case .tooLarge: reason = tooLarge
            case .folder:
                reason = "is a folder; name the scene files in it, or pass the folder to a command that takes folders"
            case .notRegular: reason = "not a regular file (a scene is a \(formats) file)"
            default: reason = error.description
            }
            throw SceneErrors(errors: [
                Diagnostic(reason, at: SourceLocation(file: displayName(path), line: 0, column: 0))
            ])
        }
    }

    /// Refuses input past `maximumBytes` (given as data rather than read from a file).
    public static func checkSize(_ count: Int, file: String) throws {
        guard count <= maximumBytes else {
            throw SceneErrors(errors: [Diagnostic(tooLarge, at: SourceLocation(file: file, line: 1, column: 1))])
        }
    }

    package static let leadsOutOfFolder =
        "a symbolic link leading out of the folder it was found in: not read (name the file itself to read it)"

    package static var tooLarge: String { "file is larger than \(maximumBytes >> 20) MB; a scene is a few kilobytes" }
}
