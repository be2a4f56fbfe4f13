import LayoutEngine
import Rendering
import SceneModel

/// The scenes of a whole-storyboard canvas, laid out: the storyboard's own scenes as the
/// pipeline laid them out, and its containers (navigation, tab bar controllers …, which have no
/// view of their own) laid out here the same way. Rendering then only places and draws them.
public enum StoryboardCanvasScenes {
    /// Every scene of `map` with its layout: `layouts` holds the file's scenes' (by scene id; a
    /// scene missing there is left out); `configure` applies the command line's configuration
    /// options to a container's screen, as they were applied to the file's scenes.
    public static func scenes(
        _ map: StoryboardMap, layouts: [String: SolvedLayout], configure: (inout Scene) throws -> Void
    ) throws -> [CanvasScene] {
        var result: [CanvasScene] = []
        for entry in map.scenes {
            switch entry.content {
            case .view:
                guard let layout = layouts[entry.sceneID] else { continue }
                let screen = try entry.screen.flatMap { try laidOut($0, configure: configure) }
                result.append(CanvasScene(entry: entry, layout: layout, screen: screen.flatMap { fitting(layout, $0) }))
            case .container(let scene):
                result.append(CanvasScene(entry: entry, layout: try laidOut(scene, configure: configure)))
            case .reference:
                result.append(CanvasScene(entry: entry, layout: nil))
            }
        }
        return result
    }

    /// `screen` when `layout`'s root fits exactly between its bars, or fills it (stored under its
    /// opaque bars, as with `extendedLayoutIncludesOpaqueBars`: the bars are drawn over it); nil
    /// for a root of another size (laid out at another device's, under a bar of another height).
    static func fitting(_ layout: SolvedLayout, _ screen: SolvedLayout) -> SolvedLayout? {
        let root = layout.rootFrame, whole = screen.rootFrame
        let around = CanvasScene.barsAround(in: screen)
        let between = whole.height - around.top - around.bottom
        guard abs(root.width - whole.width) < 0.5 else { return nil }
        return abs(root.height - between) < 0.5 || abs(root.height - whole.height) < 0.5 ? screen : nil
    }

    /// A screen the storyboard has no layout of (a container's, the screen around a root that
    /// does not fill it), laid out in its first configuration.
    static func laidOut(_ scene: Scene, configure: (inout Scene) throws -> Void) throws -> SolvedLayout? {
        var scene = scene
        try configure(&scene)
        guard let first = scene.configurations.first else { return nil }
        return try Pipeline.layouts(scene, configurations: [first]).first
    }
}
