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
                result.append(CanvasScene(entry: entry, layout: layout))
            case .container(var scene):
                try configure(&scene)
                let configurations = scene.configurations
                guard let first = configurations.first else { continue }
                let layout = try Pipeline.layouts(scene, configurations: [first]).first
                result.append(CanvasScene(entry: entry, layout: layout))
            case .reference:
                result.append(CanvasScene(entry: entry, layout: nil))
            }
        }
        return result
    }
}
