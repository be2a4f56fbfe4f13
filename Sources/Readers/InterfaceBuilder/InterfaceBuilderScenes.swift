import IBXML
import Parallel
import SceneModel
import SceneReading

/// One screen of a storyboard or XIB as a `Scene`: a view controller's root view, or a XIB's
/// top-level view, with what Xcode stored about each view (to measure the layout against).
public struct MappedScene: Sendable {
    public var scene: Scene
    /// The storyboard scene's id (`tne-QT-ifu`), or the XIB top-level view's id.
    public var sceneID: String
    /// The controller's: storyboard identifier, title, custom class (for `--scene`).
    /// The view controller's id (`BYZ-38-t0r`), nil for a XIB view.
    public var controllerID: String?
    public var storyboardIdentifier: String?
    public var controllerTitle: String?
    public var customClass: String?
    /// Per view (by IB id): what the file says about it.
    public var views: [ViewID: StoredView]
    /// The Xcode build that saved the file (`toolsVersion`, or the plug-in version).
    public var buildNumber: Int
    /// The bars Interface Builder draws around the root rather than over it (opaque bars, bars
    /// along an edge the root does not extend under); nil when the root is the whole screen.
    public var barsOutsideRoot: Bars? = nil

    /// Whether `key` (an identifier, title, class, scene or view id) names this scene.
    public func matches(_ key: String) -> Bool {
        let key = normalizedName(key)
        return [sceneID, controllerID, storyboardIdentifier, controllerTitle, customClass, scene.title].compactMap {
            $0
        }
        .contains { normalizedName($0) == key }
    }
}

/// A view as the file stores it.
public struct StoredView: Sendable {
    public var elementName: String
    /// The custom class, else the UIKit class (`UILabel`).
    public var className: String
    /// Xcode's frame, in the superview's coordinates.
    public var frame: Rect?
    public var misplaced: Bool
    public var ambiguous: Bool
    /// A table or collection view cell, or a view inside one (laid out by the table).
    public var inCell: Bool
    /// Not installed in the size class of the file's own device (its frame is stale).
    public var uninstalled: Bool
}

/// IBDocument → Scenes: the mapping described in docs/interface-builder.md.
public enum InterfaceBuilderScenes {
    /// Every screen of the document, in file order. `assets` are the images' alignment insets
    /// from the project's asset catalogs (`AssetCatalog.near(storyboard:)`), `fonts` the font
    /// files the project carries (`ProjectFonts.near(sceneFile:wanted:)`).
    public static func map(_ document: IBDocument, assets: AssetCatalog = .empty, fonts: ProjectFonts = .empty)
        throws(SceneErrors) -> [MappedScene]
    {
        // Views are walked recursively, as deep as the document nests them.
        try LargeStack.run { () throws(SceneErrors) -> [MappedScene] in
            try mapScenes(document, assets: assets, fonts: fonts)
        }
    }

    static func mapScenes(_ document: IBDocument, assets: AssetCatalog, fonts: ProjectFonts) throws(SceneErrors)
        -> [MappedScene]
    {
        let index = DocumentIndex(document)
        var errors = index.cycleErrors(lines: document.sourceLines, file: document.file)
        var result: [MappedScene] = []
        var roots: [(view: IBView, controller: IBViewController?, sceneID: String, objects: Int)] = []
        for (number, scene) in document.scenes.enumerated() {
            if let controller = scene.controller, let view = controller.view {
                roots.append((view, controller, scene.sceneID.value, number))
            }
            // Views kept in the scene's dock: Interface Builder lays each out on the canvas at its
            // own size, as a XIB's top-level view.
            for view in scene.objects.views { roots.append((view, nil, view.id.value, number)) }
        }
        if document.kind == .xib || document.scenes.isEmpty, let objects = document.objects {
            for view in objects.views { roots.append((view, nil, view.id.value, document.scenes.count)) }
        }
        if errors.isEmpty {
            for root in roots {
                let mapper = SceneMapper(
                    document: document, index: index, root: root.view, controller: root.controller,
                    sceneID: root.sceneID, objectsIndex: root.objects, assets: assets, fonts: fonts)
                if let mapped = mapper.map() { result.append(mapped) }
                errors += mapper.errors
            }
        }
        if !errors.isEmpty { throw SceneErrors(errors: errors) }
        return result
    }
}
