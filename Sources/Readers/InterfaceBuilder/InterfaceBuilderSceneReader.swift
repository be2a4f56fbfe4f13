import Foundation
import IBXML
import SceneModel
import SceneReading
import SourceText

/// Storyboards and XIBs (docs/interface-builder.md): the safe XML reader, the decoder, then the
/// mapping to scenes; one scene per view controller's root view or XIB top-level view.
/// It lives here, above `InterfaceBuilder`, because the reader protocol and the scene errors do.
public struct InterfaceBuilderSceneReader: SceneReader {
    public init() {}
    public var fileExtensions: [String] { ["storyboard", "xib"] }
    public var fileDescription: String { ".storyboard/.xib" }

    /// An XML document whose root element is Interface Builder's `<document type=…CocoaTouch…>`.
    public func recognizes(_ prefix: [UInt8]) -> Bool {
        let text = String(decoding: prefix, as: UTF8.self)
        return text.hasPrefix("<?xml") && text.contains("<document") || text.contains("com.apple.InterfaceBuilder3")
    }

    public func read(_ data: Data, file: String, imageAccess: ImageAccess) throws -> Scene {
        guard let first = try readScenes(data, file: file, imageAccess: imageAccess).first else {
            throw SceneErrors(errors: [
                Diagnostic(
                    "no view controller with a view and no top-level view: nothing to lay out",
                    at: SourceLocation(file: file, line: 0, column: 0))
            ])
        }
        return first.scene
    }

    public func readScenes(_ data: Data, file: String, imageAccess: ImageAccess) throws -> [NamedScene] {
        let bytes = [UInt8](data)
        do {
            let document = try InterfaceBuilderDecoder.decode(bytes: bytes, file: file)
            let assets = file == "<stdin>" ? AssetCatalog.empty : AssetCatalog.near(storyboard: file)
            let fonts = ProjectFonts.near(
                sceneFile: file, wanted: Set(Self.unavailableFontNames(document)), allowedFolders: imageAccess.allowed)
            let mappedScenes = try InterfaceBuilderScenes.map(document, assets: assets, fonts: fonts)
            guard !mappedScenes.isEmpty else { throw SceneErrors(errors: [Self.nothingToLayOut(document)]) }
            let warnings =
                Self.boundedValueWarnings(document)
                + Self.once(mappedScenes.flatMap(\.scene.warnings))
                + Self.warnings(document.notUnderstood, file: file)
                + Self.customFontWarnings(document, file: file, found: fonts)
                + assets.refusedLinks.map {
                    Diagnostic.warning(
                        "a symbolic link leading out of the storyboard's folder: not read",
                        at: SourceLocation(file: $0, line: 0, column: 0))
                }
            let storyboard = InterfaceBuilderScenes.storyboardMap(document, mapped: mappedScenes)
            return mappedScenes.map { mapped in
                var scene = mapped.scene
                scene.warnings = warnings
                // Its tab, as the canvas draws the scene, also when it is drawn alone.
                if scene.bars.tabBar, let entry = storyboard?.scenes.first(where: { $0.sceneID == mapped.sceneID }) {
                    scene.bars.tabTitles = entry.tabTitles
                    scene.bars.tabIcons = entry.tabIcons
                }
                return NamedScene(
                    scene: scene,
                    names: [
                        mapped.sceneID, mapped.controllerID, mapped.storyboardIdentifier, mapped.controllerTitle,
                        mapped.customClass, mapped.scene.title,
                    ].compactMap { $0 }, storyboard: storyboard)
            }
        } catch let errors as XMLReadErrors {
            throw SceneErrors(
                errors: errors.errors.map {
                    Diagnostic(
                        $0.message,
                        at: SourceLocation(file: $0.file, line: $0.position.line, column: $0.position.column),
                        sourceLine: $0.sourceLine)
                }, omitted: errors.omitted)
        }
    }

    /// The error for a document without a screen, located at its first view controller (which
    /// has no view), else at the document's root element.
    static func nothingToLayOut(_ document: IBDocument) -> Diagnostic {
        let controller = document.scenes.compactMap(\.controller).first
        let position = controller?.position ?? document.type.position
        return Diagnostic(
            "no view controller with a view and no top-level view: nothing to lay out",
            at: location(position, document.sourceLines, file: document.file))
    }

    /// The names of the fonts the file names that alpreview does not carry (`FontFaces`), as the
    /// file gives them (PostScript names), each once, in the file's order.
    static func unavailableFontNames(_ document: IBDocument) -> [String] {
        let systemTypes: Set<String> = ["system", "boldSystem", "italicSystem"]
        var seen: Set<String> = []
        return document.allViews.flatMap { [$0.content.font, $0.content.titleFont].compactMap { $0 } }.filter { font in
            font.style == nil && !(font.type.map { systemTypes.contains($0.value) } ?? false)
        }.compactMap { font -> String? in
            let name = font.name?.value ?? font.family?.value
            guard case .unavailable = FontFaces.face(of: FontSpec(size: 17, family: name)), let name,
                seen.insert(name).inserted
            else { return nil }
            return name
        }
    }

    /// One warning per font the file names that alpreview does not carry and the project's font
    /// files (`found`) lack: it is drawn with the system font at its size, in the weight its
    /// name says.
    static func customFontWarnings(_ document: IBDocument, file: String, found: ProjectFonts) -> [Diagnostic] {
        unavailableFontNames(document).filter { found.font(named: $0, size: 17) == nil }.sorted().map {
            FontFaces.unavailableFontWarning($0, file: file)
        }
    }

    /// `file:line:column: message` for each value past a YAML scene's bounds, which the nearest
    /// bound replaced, and each element skipped or renamed; the first 50, then how many more.
    static func boundedValueWarnings(_ document: IBDocument) -> [Diagnostic] {
        let shown = document.locatedWarnings.map {
            Diagnostic.warning(
                $0.message, at: SourceLocation(file: $0.file, line: $0.position.line, column: $0.position.column))
        }
        let more = document.omittedWarnings
        let count = Diagnostic.warning(
            "… and \(more) more warnings (values out of bounds, elements skipped or renamed)",
            at: SourceLocation(file: document.file, line: 0, column: 0))
        return shown + (more > 0 ? [count] : [])
    }

    /// Each warning once: what every scene says of the file (its device) is said once.
    static func once(_ warnings: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<String> = []
        return warnings.filter { seen.insert($0.description).inserted }
    }

    /// One warning per kind of element or attribute the decoder does not know; the rest is read.
    static func warnings(_ notUnderstood: [String: Int], file: String) -> [Diagnostic] {
        notUnderstood.sorted(by: { $0.key < $1.key }).map { kind, count in
            .warning("not understood, ignored: \(kind) (\(count)×)", at: SourceLocation(file: file, line: 0, column: 0))
        }
    }
}
