import LayoutEngine
import SceneModel

/// One scene of a file named on the command line, and the name its outputs take.
public struct FileScene: Sendable {
    public var entry: SceneFiles.Entry
    public var scene: Scene
    public var name: String
    /// Whether the file has other scenes too (messages then name the scene).
    public var ofSeveral: Bool
    /// The storyboard's canvas, when every scene of a storyboard was read (no `--scene`).
    public var storyboard: StoryboardMap? = nil

    public init(
        entry: SceneFiles.Entry, scene: Scene, name: String, ofSeveral: Bool, storyboard: StoryboardMap? = nil
    ) {
        self.entry = entry
        self.scene = scene
        self.name = name
        self.ofSeveral = ofSeveral
        self.storyboard = storyboard
    }

    /// How messages name it: the path, and the scene when the file has several.
    public var label: String { ofSeveral ? "\(entry.path) [\(SceneSelection.shortName(scene))]" : entry.path }

    /// As an entry of the output-name checks.
    public var namedEntry: SceneFiles.Entry {
        SceneFiles.Entry(path: label, name: name, foundInFolder: entry.foundInFolder, folder: entry.folder)
    }
}
