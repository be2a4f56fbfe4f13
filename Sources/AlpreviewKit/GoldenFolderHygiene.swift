import Foundation
import GoldenImages

/// Keeping golden folders tidy: goldens that no configuration produced (a scene renamed, a
/// device dropped) are listed as stale and deleted only when asked; the failure images of an
/// earlier run are removed when a run starts, so that the failures folder shows this run's.
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

    /// What a failure leaves in the failures folder (`GoldenStore`).
    public static let failureSuffixes = [".actual.png", ".reference.png", ".diff.png", ".actual.json"]

    /// Removes an earlier run's failure files from the failures folder: only files with those
    /// suffixes, so that a folder shared with other files (even `.`) loses nothing else.
    @discardableResult
    public static func clearFailures(in directory: String) throws -> Int {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return 0 }
        var removed = 0
        while let path = enumerator.nextObject() as? String {
            guard failureSuffixes.contains(where: { path.hasSuffix($0) }) else { continue }
            let full = "\(directory)/\(path)"
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue else {
                continue
            }
            try FileManager.default.removeItem(atPath: full)
            removed += 1
        }
        return removed
    }
}
