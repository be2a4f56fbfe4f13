import Foundation
import GoldenImages

/// Keeping golden folders tidy: goldens that no configuration produced (a scene renamed, a
/// device dropped) are listed as stale and deleted only when asked.
public enum GoldenFolderHygiene {
    /// The golden names (`NAME.DEVICE.ORIENTATION`, relative paths) of the folder: every
    /// `.png` and `.json` but the settings file, once per name, sorted.
    public static func goldenNames(in directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var names: Set<String> = []
        while let path = enumerator.nextObject() as? String {
            guard path != GoldenSettings.fileName else { continue }
            for suffix in [".png", ".json"] where path.hasSuffix(suffix) {
                names.insert(String(path.dropLast(suffix.count)))
            }
        }
        return names.sorted()
    }

    /// The goldens of `directory` not among `produced`. When `scenes` is given (a run narrowed
    /// to some scenes or configurations), only the goldens of those scenes count: the others
    /// belong to scenes that did not run.
    public static func staleGoldens(in directory: String, produced: Set<String>, scenes: Set<String>?) -> [String] {
        goldenNames(in: directory).filter { name in
            guard !produced.contains(name) else { return false }
            guard let scenes else { return true }
            return scenes.contains { name.hasPrefix($0 + ".") }
        }
    }

    /// Deletes the stale goldens' image and report; returns the files deleted.
    public static func prune(_ stale: [String], in directory: String) throws -> [String] {
        var deleted: [String] = []
        for name in stale {
            for suffix in [".png", ".json"] {
                let path = "\(directory)/\(name)\(suffix)"
                if FileManager.default.fileExists(atPath: path) {
                    try FileManager.default.removeItem(atPath: path)
                    deleted.append(path)
                }
            }
        }
        return deleted
    }
}
