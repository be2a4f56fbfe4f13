import LayoutEngine
import SceneModel
import SourceText

/// Picks scenes by what a user calls them (`--scene NAME`): a file may hold several (a
/// storyboard's view controllers), and commands take one or all of them. A scene matches by
/// its title, case and spaces ignored, as view names do.
public enum SceneSelection {
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// The scenes `query` names (all of them when it is nil), in the file's order.
    public static func select(_ scenes: [Scene], matching query: String?, in file: String) throws(Failure) -> [Scene] {
        guard let query else { return scenes }
        let found = scenes.filter { matches($0, query) }
        guard found.isEmpty else { return found }
        throw Failure(
            description: "no scene '\(terminalSafe(query, escapingTabs: true))' in \(file); its scenes: \(list(scenes))"
        )
    }

    /// Whether `query` names the scene: its title, or any name its provenance gives (a
    /// storyboard's scene or controller id, storyboard identifier, controller title or custom
    /// class; a log's `conflict 2` or `2`); case and spaces ignored.
    public static func matches(_ scene: Scene, _ query: String) -> Bool {
        ([scene.title] + (scene.provenance?.names ?? [])).contains {
            normalizedName($0) == normalizedName(query)
        }
    }

    /// `Login, Settings, About` (quoted where a name holds a comma), for messages.
    public static func list(_ scenes: [Scene]) -> String {
        scenes.map(shortName).map { terminalSafe($0.contains(",") ? "'\($0)'" : $0, escapingTabs: true) }
            .joined(separator: ", ")
    }

    /// What a scene is called in messages and file names: a storyboard scene's controller
    /// title, identifier, class or id; a conflict log's `conflict N`; a YAML scene's title.
    public static func shortName(_ scene: Scene) -> String {
        scene.provenance?.name ?? scene.title
    }

    /// A file name for each scene, from its title (`Log In` → `Log-In`), unique among them
    /// (`Log-In-2`); `scene` for a title without letters or digits.
    public static func fileNames(_ scenes: [Scene]) -> [String] {
        var taken = Set<String>()
        return scenes.map { scene in
            let slug = Pipeline.slug(shortName(scene))
            let base = slug.isEmpty ? "scene" : slug
            var name = base, number = 2
            while !taken.insert(name.lowercased()).inserted {
                name = "\(base)-\(number)"
                number += 1
            }
            return name
        }
    }
}
