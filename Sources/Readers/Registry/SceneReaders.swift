import ConflictLog
import InterfaceBuilder
import SceneFormat
import SceneReading
import SwiftSource

/// The scene formats alpreview reads. Adding one is one line here (and the reader's file):
/// commands, `test`, folder expansion, the help and the Swift API all ask this list.
public enum SceneReaders {
    /// In order of precedence; the first reads what no reader claims or recognizes.
    public static let all: [any SceneReader] = [
        YAMLSceneReader(),
        InterfaceBuilderSceneReader(),
        ConflictLogSceneReader(),
        SwiftSourceSceneReader(),
    ]

    /// The extensions folders expand to (`yaml`, `yml`, …).
    public static var fileExtensions: [String] { all.flatMap(\.fileExtensions) }

    /// How messages and the help name scene files: `.yaml`, or `.yaml or .storyboard/.xib`.
    public static var fileDescription: String {
        let names = all.map(\.fileDescription).filter { !$0.isEmpty }
        return names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// Whether a file name has an extension some reader claims.
    public static func claims(_ path: String) -> Bool { claimant(of: path) != nil }

    /// The reader for an input: the one claiming its extension, else the first that recognizes
    /// its first bytes, else the first reader.
    public static func reader(forPath path: String, prefix: [UInt8]) -> any SceneReader {
        claimant(of: path) ?? all.first { $0.recognizes(prefix) } ?? all[0]
    }

    static func claimant(of path: String) -> (any SceneReader)? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        // As written: `X.YAML` is not claimed, as folders have always expanded.
        let ext = String(name[name.index(after: dot)...])
        return all.first { $0.fileExtensions.contains(ext) }
    }
}
