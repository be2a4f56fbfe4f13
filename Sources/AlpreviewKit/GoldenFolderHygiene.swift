#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import FileOutput
import LayoutEngine
import SceneModel

/// Keeping golden folders tidy: goldens that no configuration of their scene produces (a device
/// or orientation dropped from the scene) are listed as stale and deleted only when asked.
///
/// Only files alpreview's own naming could have written count: `SCENE.DEVICE.ORIENTATION[.SIZE][.rtl]`
/// `.png` or `.json`, regular files (never a symbolic link, never through one), at the folder
/// level the scene's name puts them, outside hidden folders. A golden folder that is also a
/// project's root keeps its `package.json`, `assets/icon.png` and `.vscode/settings.json`.
public enum GoldenFolderHygiene {
    /// A scene of the run, as its goldens are named.
    public struct SceneGoldens: Sendable {
        /// The scene's golden name (`problems/conflict`, `main.Login`).
        public var name: String
        /// Every golden name the scene has, one per configuration.
        public var produced: Set<String>
        /// The devices of those configurations.
        public var devices: [Device]

        public init(name: String, configurations: [Configuration]) {
            self.name = name
            produced = Set(configurations.map { Pipeline.fileName(scene: name, $0) })
            var seen: Set<String> = []
            devices = configurations.map(\.device).filter { seen.insert($0.name).inserted }
        }
    }

    /// A golden nothing produces: its name and the files of it found.
    public struct StaleGolden: Equatable, Sendable {
        public var name: String
        /// The `.png` and `.json` of it, relative to the golden folder.
        public var files: [String]
        /// The name of its scene.
        public var scene: String
        /// Whether its scene is one of the run's. Only those are pruned: a golden of a scene that
        /// did not run (renamed, or left out of this run) is listed at most.
        public var sceneRan: Bool
    }

    /// The stale goldens of `directory`, sorted by name. `listingOthers` also lists the goldens
    /// of scenes that did not run (a run over whole folders, where a missing scene was renamed
    /// or deleted).
    public static func staleGoldens(in directory: String, scenes: [SceneGoldens], listingOthers: Bool)
        -> [StaleGolden]
    {
        let ran = Set(scenes.map(\.name))
        let produced = scenes.reduce(into: Set<String>()) { $0.formUnion($1.produced) }
        let devices = Set((DeviceCatalog.all + scenes.flatMap(\.devices)).map { Pipeline.slug($0.name) })
        var found: [String: StaleGolden] = [:]
        for file in regularFiles(below: directory) {
            guard let name = goldenName(of: file), !produced.contains(name),
                let scene = sceneName(of: name, devices: devices)
            else { continue }
            let sceneRan = ran.contains(scene)
            guard sceneRan || listingOthers else { continue }
            found[name, default: StaleGolden(name: name, files: [], scene: scene, sceneRan: sceneRan)].files.append(
                file)
        }
        return found.values.map {
            var golden = $0; golden.files.sort(); return golden
        }.sorted { $0.name < $1.name }
    }

    /// Deletes the files of the stale goldens whose scene ran; returns the paths deleted. A file
    /// that became something else than a regular file since it was listed is left alone; one
    /// already gone (another shard pruned it) is skipped.
    public static func prune(_ stale: [StaleGolden], in directory: String) throws -> [String] {
        var deleted: [String] = []
        for golden in stale where golden.sceneRan {
            for file in golden.files {
                let path = directory + "/" + file
                var info = stat()
                guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                if unlink(path) != 0 && errno != ENOENT {
                    throw OutputFile.WriteError(
                        description: "cannot delete the stale golden \(path): \(String(cString: strerror(errno)))")
                }
                deleted.append(path)
            }
        }
        return deleted
    }

    /// `NAME` of `NAME.png` or `NAME.json`.
    static func goldenName(of file: String) -> String? {
        for suffix in [".png", ".json"] where file.hasSuffix(suffix) { return String(file.dropLast(suffix.count)) }
        return nil
    }

    /// The scene part of a name alpreview gives a golden (`Pipeline.fileName`), read from the
    /// end: an optional `rtl`, an optional size category other than L, an orientation and a
    /// device's slug; nil for any other name.
    static func sceneName(of name: String, devices: Set<String>) -> String? {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false)
        if parts.last == "rtl" { parts.removeLast() }
        if let last = parts.last, let category = SizeCategory(rawValue: String(last)), category != .L {
            parts.removeLast()
        }
        guard parts.count >= 3, Orientation(rawValue: String(parts.removeLast())) != nil,
            devices.contains(String(parts.removeLast()))
        else { return nil }
        let scene = parts.joined(separator: ".")
        return scene.isEmpty || scene.hasSuffix("/") ? nil : scene
    }

    /// The regular files below `directory`, relative to it: symbolic links are neither listed nor
    /// followed, hidden folders (where no scene's goldens go) are skipped.
    static func regularFiles(below directory: String) -> [String] {
        var files: [String] = []
        func visit(_ relative: String) {
            guard let folder = opendir(relative.isEmpty ? directory : directory + "/" + relative) else { return }
            defer { closedir(folder) }
            var subfolders: [String] = []
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name != ".", name != ".." else { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(directory + "/" + path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFREG: files.append(path)
                case S_IFDIR where !name.hasPrefix("."): subfolders.append(path)
                default: continue
                }
            }
            subfolders.forEach(visit)
        }
        visit("")
        return files
    }
}
