import FileInput
import Foundation
import SceneModel

/// The font files an app's project carries beside a scene file: an app bundles its fonts
/// (`UIAppFonts`) as `.ttf` and `.otf` files, or `.ttc` collections of several, in its target's
/// folder, where its storyboards are too. Found by their PostScript names (`OpenTypeNames`), so
/// that text a storyboard sets in them is measured and drawn with them (`FontSpec.file`) rather
/// than assumed in the system font.
/// Only what a scene names is looked for; nothing is read through a symbolic link leading out
/// of the folder searched, nor any file that is not named `.ttf`, `.otf` or `.ttc`.
public struct ProjectFonts: Sendable, Equatable {
    /// Each font found, by its PostScript name: its file and what it says it is.
    struct Entry: Sendable, Equatable {
        var path: String
        var names: OpenTypeNames
    }
    private var entries: [String: Entry] = [:]

    /// How many of the fonts looked for were found.
    public var count: Int { entries.count }

    public init() {}
    public static let empty = ProjectFonts()

    /// Folders and files looked at in each folder searched, how deep below it, and the largest font read.
    static let maximumEntries = 20_000
    static let maximumDepth = 5
    static let maximumFontBytes = 32 << 20

    /// The font `name` names, if the project carries it, as a font of `size` points: the file of
    /// that PostScript name, else the face of that family in `weight` and slant (a scene
    /// written as `family: DejaVu Serif, weight: bold`).
    public func font(named name: String, weight: FontSpec.Weight, italic: Bool, size: Double) -> FontSpec? {
        let entry =
            entries[name]
            ?? entries.values.sorted { $0.path < $1.path }.first {
                $0.names.family == name && $0.names.weight == weight && $0.names.italic == italic
            }
        guard let entry else { return nil }
        return FontSpec(
            size: size, weight: entry.names.weight, family: entry.names.family, italic: entry.names.italic,
            file: entry.path, lineMetrics: entry.names.lineMetrics)
    }

    /// The font a storyboard names (`<fontDescription name>`), in the weight and slant its
    /// name says (`FontFaces`), if the project carries it.
    public func font(named name: String, size: Double) -> FontSpec? {
        let named = FontSpec(size: size, family: name)
        return font(named: name, weight: FontFaces.weight(of: named), italic: FontFaces.isItalic(named), size: size)
    }

    /// The fonts named in `wanted` (PostScript or family names) found in the folder of `sceneFile` and,
    /// when that is a localization folder (`Base.lproj`), in its parent (the target's folder), then
    /// in the folders the user allows (`--allow-path`: fonts kept elsewhere in the project), and in
    /// their subfolders; the first file found for a name, in that order and sorted, is kept.
    public static func near(sceneFile: String, wanted: Set<String>, allowedFolders: [String] = []) -> ProjectFonts {
        var found = ProjectFonts()
        guard !wanted.isEmpty else { return found }
        var folders: [String] = []
        if sceneFile != "<stdin>" {
            let folder = (sceneFile as NSString).deletingLastPathComponent
            folders = [folder.isEmpty ? "." : folder]
            if (folder as NSString).lastPathComponent.hasSuffix(".lproj") {
                let parent = (folder as NSString).deletingLastPathComponent
                folders = [parent.isEmpty ? "." : parent]
            }
        }
        var searched: Set<String> = []
        for folder in folders + allowedFolders {
            guard let root = FolderBoundary.realPath(folder), searched.insert(root).inserted else { continue }
            // Each folder its own budget: a large scene folder does not keep the allowed ones unsearched.
            var budget = maximumEntries
            found.search(root, inside: root, depth: 0, wanted: wanted, budget: &budget)
        }
        return found
    }

    /// Whether every name wanted is a PostScript name found (a family may have more faces).
    func hasAll(_ wanted: Set<String>) -> Bool { wanted.allSatisfy { entries[$0] != nil } }

    mutating func search(_ folder: String, inside root: String, depth: Int, wanted: Set<String>, budget: inout Int) {
        guard depth <= Self.maximumDepth, budget > 0, !hasAll(wanted) else { return }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") {
            budget -= 1
            guard budget > 0, !hasAll(wanted) else { return }
            let path = folder + "/" + name
            guard let target = FolderBoundary.resolve(path, inside: root), target.exists else { continue }
            let lowered = name.lowercased()
            if [".ttf", ".otf", ".ttc"].contains(where: lowered.hasSuffix) {
                guard InputFile.kind(of: target.path) == .regular,
                    let bytes = try? InputFile.read(target.path, limit: Self.maximumFontBytes, followingLinks: false)
                else { continue }
                for font in OpenTypeNames.readAll(bytes)
                where (wanted.contains(font.postScriptName) || wanted.contains(font.family))
                    && entries[font.postScriptName] == nil
                {
                    entries[font.postScriptName] = Entry(path: target.path, names: font)
                }
            } else if InputFile.kind(of: target.path) == .folder, !lowered.hasSuffix(".xcassets") {
                search(target.path, inside: root, depth: depth + 1, wanted: wanted, budget: &budget)
            }
        }
    }
}

extension Scene {
    /// A scene's named fonts settled as its reader leaves them: those alpreview does not carry,
    /// found among the project's font files beside `sceneFile` (or in `allowedFolders`) by
    /// PostScript name, draw with them (`ProjectFonts`); each view whose font is still not
    /// available is an assumption, and each such font a warning (`FontFaces`).
    public mutating func resolveFonts(sceneFile: String, allowedFolders: [String] = []) {
        var wanted: Set<String> = []
        for (view, _) in allViews {
            if let font = view.font, case .unavailable(let name) = FontFaces.face(of: font) { wanted.insert(name) }
        }
        let fonts = ProjectFonts.near(sceneFile: sceneFile, wanted: wanted, allowedFolders: allowedFolders)
        if fonts.count > 0 {
            updateViews { view in
                guard let font = view.font, let name = font.family,
                    var found = fonts.font(named: name, weight: font.weight, italic: font.italic, size: font.size)
                else { return }
                (found.textStyle, found.paragraph) = (font.textStyle, font.paragraph)
                view.font = found
            }
        }
        assumeUnavailableFonts()
        warnings += unavailableFontWarnings(file: sceneFile)
    }
}
