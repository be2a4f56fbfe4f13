import Foundation
import LayoutEngine

/// What an Xcode asset catalog (`Assets.xcassets`) says about the images a storyboard names,
/// beyond the point sizes the storyboard's own `<resources>` store: each image set's alignment
/// insets (`"alignment-insets"` in its `Contents.json`). UIImageView's alignment rectangle is its
/// frame less the image's `alignmentRectInsets`, and constraints place that rectangle: an image
/// with a 30-point shadow on the right and bottom, centered, sits 15 points right and down of
/// where its frame alone would (https://developer.apple.com/documentation/uikit/uiimage/alignmentrectinsets).
public struct AssetCatalog: Sendable, Equatable {
    /// Alignment insets by image set name (the name a storyboard's `image="…"` uses).
    public var alignmentInsets: [String: Insets] = [:]

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
    public static func near(storyboard file: String) -> AssetCatalog {
        let folder = (file as NSString).deletingLastPathComponent
        var folders = [folder.isEmpty ? "." : folder]
        if (folder as NSString).lastPathComponent.hasSuffix(".lproj") {
            let parent = (folder as NSString).deletingLastPathComponent
            folders.append(parent.isEmpty ? "." : parent)
        }
        var catalog = AssetCatalog()
        let manager = FileManager.default
        for folder in folders {
            let entries = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
            for entry in entries.sorted().prefix(maximumEntries) where entry.hasSuffix(".xcassets") {
                catalog.add(folder: folder + "/" + entry, depth: 0)
            }
        }
        return catalog
    }

    /// Image sets under a catalog folder (groups are folders too), first found kept.
    mutating func add(folder: String, depth: Int) {
        guard depth <= Self.maximumDepth, alignmentInsets.count < Self.maximumEntries else { return }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for entry in entries.sorted().prefix(Self.maximumEntries) {
            let path = folder + "/" + entry
            // A real folder, not a symbolic link to one (which could lead out of the project).
            guard
                (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
                    == .typeDirectory
            else { continue }
            if entry.hasSuffix(".imageset") {
                let name = String(entry.dropLast(".imageset".count))
                guard alignmentInsets[name] == nil, let data = Self.contents(of: path + "/Contents.json"),
                    let insets = Self.alignmentInsets(contentsJSON: data)
                else { continue }
                alignmentInsets[name] = insets
            } else if !entry.contains(".") || entry.hasSuffix(".xcassets") {
                add(folder: path, depth: depth + 1)
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
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for entry in entries.sorted() where entry.hasSuffix(".imageset__Contents.json") {
            let parts = entry.components(separatedBy: "__")
            guard let catalogIndex = parts.firstIndex(where: { $0.hasSuffix(".xcassets") }),
                storyboard.hasPrefix(parts[..<catalogIndex].joined(separator: "__") + "__"),
                let imageSet = parts.dropLast().last, let data = contents(of: folder + "/" + entry),
                let insets = alignmentInsets(contentsJSON: data)
            else { continue }
            let name = String(imageSet.dropLast(".imageset".count))
            if catalog.alignmentInsets[name] == nil { catalog.alignmentInsets[name] = insets }
        }
        return catalog
    }

    /// A regular file's bytes, if it is small enough to be a `Contents.json`.
    static func contents(of path: String) -> Data? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let size = attributes[.size] as? Int, size <= maximumContentsBytes
        else { return nil }
        return FileManager.default.contents(atPath: path)
    }
}
