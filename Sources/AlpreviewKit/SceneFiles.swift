import FileInput
import Foundation
import Readers
import SceneFormat

/// The scenes named on a command line: files as given (`-` is standard input), folders searched
/// for the files a scene reader claims (`SceneReaders`: `.yaml`, `.yml`), sorted, each with its
/// name: the path inside the folder without the extension (`problems/conflict`), or the file's
/// base name. A file found in a folder must lie inside it: a symbolic link leading out of the
/// folder is listed, but refused unread (`SceneInput.readAll(path:allowedFolders:insideFolder:)`).
public enum SceneFiles {
    public struct Entry: Equatable, Sendable {
        public var path: String
        public var name: String
        /// Whether it was found in a folder rather than named.
        public var foundInFolder: Bool
        /// The real path of the folder it was found in, which it must not lead out of.
        public var folder: String?
        /// A Swift file's module: the other Swift files given with it (and the folder each was
        /// found in), read with it.
        public var module: [Entry] = []

        public init(path: String, name: String, foundInFolder: Bool, folder: String? = nil) {
            self.path = path; self.name = name; self.foundInFolder = foundInFolder; self.folder = folder
        }
    }

    public struct Failure: Error, CustomStringConvertible, Equatable {
        public var description: String
    }

    public static func expand(_ paths: [String]) throws(Failure) -> [Entry] {
        var found: [Entry] = []
        for path in paths {
            if path == "-" {
                found.append(Entry(path: "-", name: "stdin", foundInFolder: false))
                continue
            }
            guard InputFile.kind(of: path) == .folder else {
                // A missing or unreadable file is reported by the reader, with its location.
                let url = URL(fileURLWithPath: path)
                found.append(
                    Entry(path: path, name: url.deletingPathExtension().lastPathComponent, foundInFolder: false))
                continue
            }
            let files = sceneFiles(inFolder: path)
            guard !files.isEmpty else {
                throw Failure(description: "no \(SceneReaders.fileDescription) scene files in the folder \(path)")
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let folder = FolderBoundary.realPath(path)
            for file in files {
                found.append(
                    Entry(
                        path: base + "/" + file, name: String(file[..<file.lastIndex(of: ".")!]), foundInFolder: true,
                        folder: folder))
            }
        }
        // The Swift files given together are one module, as the compiler builds them.
        let swift = found.filter { $0.path.hasSuffix(".swift") }
        if swift.count > 1 {
            for index in found.indices where found[index].path.hasSuffix(".swift") {
                found[index].module = swift.filter { $0.path != found[index].path }
            }
        }
        return found
    }

    /// Paths relative to `folder`, sorted; hidden files and folders are skipped. A symbolic link
    /// leading out of the folder is listed whether what it leads to exists or not (reading it is
    /// refused); one leading inside counts as what it leads to. Folders behind links are not walked.
    static func sceneFiles(inFolder folder: String) -> [String] {
        // A folder given as a symbolic link is followed (links inside it are not).
        guard let root = FolderBoundary.realPath(folder),
            let enumerator = FileManager.default.enumerator(atPath: root)
        else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let last = (relative as NSString).lastPathComponent
            if last.hasPrefix(".") { enumerator.skipDescendants(); continue }
            guard SceneReaders.claims(last) else { continue }
            let path = root + "/" + relative
            guard let target = FolderBoundary.resolve(path, inside: root) else {
                files.append(relative)
                continue
            }
            if target.exists && InputFile.kind(of: target.path) == .regular { files.append(relative) }
        }
        return files.sorted()
    }

    /// The real path of the folder among `arguments` that `path` was found in by `expand`, if any
    /// (`watch` reads the files it lists again, by path, whenever they change).
    public static func folder(containing path: String, among arguments: [String]) -> String? {
        for argument in arguments where InputFile.kind(of: argument) == .folder {
            let base = argument.hasSuffix("/") ? String(argument.dropLast()) : argument
            // As bytes: `café` and `cafe` + U+0301 are two folders.
            if Array(path.utf8).starts(with: Array((base + "/").utf8)) { return FolderBoundary.realPath(argument) }
        }
        return nil
    }

    /// Refuses two scenes with one name: their outputs (or goldens) would overwrite each other.
    public static func checkNamesAreDistinct(_ entries: [Entry], what: String) throws(Failure) {
        var seen: [String: String] = [:]
        for entry in entries {
            if let first = seen[entry.name], first != entry.path {
                throw Failure(
                    description: "\(first) and \(entry.path) would both write the \(what) '\(entry.name)'; "
                        + "rename one, or run them separately")
            }
            seen[entry.name] = entry.path
        }
    }
}
