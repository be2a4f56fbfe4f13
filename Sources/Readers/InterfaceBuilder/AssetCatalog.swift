import FileInput
import Foundation
import SceneModel

/// What an Xcode asset catalog (`Assets.xcassets`) says about the images a storyboard names,
/// beyond the point sizes the storyboard's own `<resources>` store: each image set's alignment
/// insets (`"alignment-insets"` in its `Contents.json`). UIImageView's alignment rectangle is its
/// frame less the image's `alignmentRectInsets`, and constraints place that rectangle: an image
/// with a 30-point shadow on the right and bottom, centered, sits 15 points right and down of
/// where its frame alone would (https://developer.apple.com/documentation/uikit/uiimage/alignmentrectinsets).
public struct AssetCatalog: Sendable, Equatable {
    /// Alignment insets by image set name (the name a storyboard's `image="…"` uses).
    public var alignmentInsets: [String: Insets] = [:]
    /// Every image set found, by name: an image a storyboard names outside these is not in the
    /// project's catalogs, and its size is an assumption (`Assumption`).
    public var imageNames: Set<String> = []
    /// Catalogs, groups and `Contents.json` files not read: symbolic links leading out of the
    /// folder searched (paths as the storyboard's path names them).
    public var refusedLinks: [String] = []

    public init(alignmentInsets: [String: Insets] = [:]) { self.alignmentInsets = alignmentInsets }

    public static let empty = AssetCatalog()

    /// `Contents.json` files larger than this are not image sets (Xcode writes a few hundred bytes).
    static let maximumContentsBytes = 1 << 20
    /// Folders looked at below a catalog (groups nest image sets), and how deep.
    static let maximumEntries = 20_000
    static let maximumDepth = 8

    /// The alignment insets of one image set's `Contents.json`: the first image entry that has
    /// them (Xcode writes the same insets for every scale); nil when none has or the JSON is not
    /// an image set's.
    public static func alignmentInsets(contentsJSON data: Data) -> Insets? {
        guard data.count <= maximumContentsBytes,
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let images = root["images"] as? [[String: Any]]
        else { return nil }
        for image in images {
            guard let insets = image["alignment-insets"] as? [String: Any] else { continue }
            func side(_ key: String) -> Double {
                let value = (insets[key] as? NSNumber)?.doubleValue ?? 0
                return value.isFinite && abs(value) <= 10_000 ? value : 0
            }
            let result = Insets(top: side("top"), left: side("left"), bottom: side("bottom"), right: side("right"))
            if result != .zero { return result }
        }
        return nil
    }

    /// The catalogs next to a storyboard, as Xcode lays out a target: `*.xcassets` folders in the
    /// storyboard's folder and, when that is a localization folder (`Base.lproj`), in its parent
    /// (the target's folder). Only folders ending in `.imageset` and their `Contents.json` are
    /// read; image names never become paths, so a storyboard cannot make this read anything else.
    /// Nothing is read through a symbolic link leading out of the folder searched (a catalog, a
    /// group or a `Contents.json` that is one is listed in `refusedLinks`, whether what it leads
    /// to exists or not); a link that stays inside it is followed.
    public static func near(storyboard file: String) -> AssetCatalog {
        let folder = (file as NSString).deletingLastPathComponent
        var folders = [folder.isEmpty ? "." : folder]
        if (folder as NSString).lastPathComponent.hasSuffix(".lproj") {
            let parent = (folder as NSString).deletingLastPathComponent
            folders.append(parent.isEmpty ? "." : parent)
        }
        var catalog = AssetCatalog()
        for folder in folders {
            guard let root = FolderBoundary.realPath(folder) else { continue }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
            for entry in entries.sorted().prefix(maximumEntries) where entry.hasSuffix(".xcassets") {
                catalog.add(folder: root + "/" + entry, shown: folder + "/" + entry, depth: 0, inside: root)
            }
        }
        return catalog
    }

    /// Image sets under a catalog folder (groups are folders too), first found kept. `shown` is
    /// the folder as the storyboard's path names it, for `refusedLinks`.
    mutating func add(folder: String, shown: String, depth: Int, inside root: String) {
        guard depth <= Self.maximumDepth, imageNames.count < Self.maximumEntries else { return }
        guard let target = FolderBoundary.resolve(folder, inside: root) else {
            refusedLinks.append(shown)
            return
        }
        guard target.exists else { return }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? []
        for entry in entries.sorted().prefix(Self.maximumEntries) {
            let path = target.path + "/" + entry
            if entry.hasSuffix(".imageset") {
                let name = String(entry.dropLast(".imageset".count))
                imageNames.insert(name)
                guard alignmentInsets[name] == nil else { continue }
                switch Self.contents(of: path + "/Contents.json", inside: root) {
                case .outside: refusedLinks.append(shown + "/" + entry + "/Contents.json")
                case .read(let data):
                    if let insets = Self.alignmentInsets(contentsJSON: data) { alignmentInsets[name] = insets }
                case .none: continue
                }
            } else if !entry.contains(".") || entry.hasSuffix(".xcassets") {
                add(folder: path, shown: shown + "/" + entry, depth: depth + 1, inside: root)
            }
        }
    }

    /// The catalogs of a flattened corpus (`make corpus`): `Contents.json` files saved as
    /// `<project path with __ for />__NAME.xcassets__[group__]IMAGE.imageset__Contents.json` in one
    /// folder, those whose project path starts the storyboard's flattened name.
    /// `path` is the corpus file's; its catalogs are in the `_assets` folder beside it.
    public static func flattened(besideCorpusFile path: String) -> AssetCatalog {
        let folder = (path as NSString).deletingLastPathComponent + "/_assets"
        let storyboard = (path as NSString).lastPathComponent
        var catalog = AssetCatalog()
        guard let root = FolderBoundary.realPath(folder) else { return catalog }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        for entry in entries.sorted() where entry.hasSuffix(".imageset__Contents.json") {
            let parts = entry.components(separatedBy: "__")
            guard let catalogIndex = parts.firstIndex(where: { $0.hasSuffix(".xcassets") }),
                storyboard.hasPrefix(parts[..<catalogIndex].joined(separator: "__") + "__"),
                let imageSet = parts.dropLast().last
            else { continue }
            let name = String(imageSet.dropLast(".imageset".count))
            catalog.imageNames.insert(name)
            guard case .read(let data) = contents(of: root + "/" + entry, inside: root),
                let insets = alignmentInsets(contentsJSON: data)
            else { continue }
            if catalog.alignmentInsets[name] == nil { catalog.alignmentInsets[name] = insets }
        }
        return catalog
    }

    enum Contents {
        case read(Data)
        /// A symbolic link leading out of the folder searched: not read.
        case outside
        /// Missing, not a regular file, or too large for a `Contents.json`.
        case none
    }

    /// A regular file's bytes, if it lies inside `root` and is small enough to be a `Contents.json`.
    static func contents(of path: String, inside root: String) -> Contents {
        guard let target = FolderBoundary.resolve(path, inside: root) else { return .outside }
        guard target.exists,
            let bytes = try? InputFile.read(target.path, limit: maximumContentsBytes, followingLinks: false)
        else { return .none }
        return .read(Data(bytes))
    }
}
