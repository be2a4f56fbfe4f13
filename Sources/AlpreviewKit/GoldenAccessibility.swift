/// The accessibility section of a golden run's results (`test --a11y`): per scene, each
/// configuration's audit as `check --a11y --json` gives it, with its place in the scene
/// (`index`) and its findings' lines. Whether a finding fails the run (`strict`) is in the
/// section too, so that the JUnit file and a merged report say what the run said.
public enum GoldenAccessibility {
    /// One scene's audits.
    public struct SceneAudit: Sendable {
        public var scene: String
        public var title: String
        public var sceneFile: String
        /// Each configuration's object, with `index`, `findings`, `readingOrder` and `lines`.
        public var configurations: [JSON]

        public init(scene: String, title: String, sceneFile: String, configurations: [JSON]) {
            self.scene = scene
            self.title = title
            self.sceneFile = sceneFile
            self.configurations = configurations
        }
    }

    /// The section: scenes by name, each scene's configurations in the scene's order.
    public static func section(_ scenes: [SceneAudit], strict: Bool) -> JSON {
        let sorted = scenes.sorted { $0.scene < $1.scene }.map { audit in
            let configurations = audit.configurations.sorted {
                ($0["index"]?.numberValue ?? 0) < ($1["index"]?.numberValue ?? 0)
            }
            let count = configurations.reduce(0) { $0 + ($1["findings"]?.arrayValue?.count ?? 0) }
            return JSON.object([
                ("scene", .string(audit.scene)), ("title", .string(audit.title)),
                ("sceneFile", .string(audit.sceneFile)), ("findingCount", .number(Double(count))),
                ("configurations", .array(configurations)),
            ])
        }
        let total = sorted.reduce(0) { $0 + ($1["findingCount"]?.numberValue ?? 0) }
        return .object([("strict", .bool(strict)), ("findingCount", .number(total)), ("scenes", .array(sorted))])
    }

    /// Shards' sections as one: a scene's configurations are gathered from every shard (each
    /// audits those whose first configuration it runs); strict when a shard was.
    static func merge(_ sections: [JSON]) -> JSON? {
        guard !sections.isEmpty else { return nil }
        var scenes: [String: SceneAudit] = [:]
        for section in sections {
            for scene in section["scenes"]?.arrayValue ?? [] {
                let name = scene["scene"]?.stringValue ?? ""
                var audit =
                    scenes[name]
                    ?? SceneAudit(
                        scene: name, title: scene["title"]?.stringValue ?? "",
                        sceneFile: scene["sceneFile"]?.stringValue ?? "", configurations: [])
                audit.configurations += scene["configurations"]?.arrayValue ?? []
                scenes[name] = audit
            }
        }
        return section(Array(scenes.values), strict: sections.contains { $0["strict"]?.boolValue == true })
    }

    /// The scenes of a document's section with their findings' lines (none when the run did not
    /// audit).
    public static func findingLines(_ document: JSON) -> [(scene: String, lines: [String])] {
        (document["accessibility"]?["scenes"]?.arrayValue ?? []).map { scene in
            let lines = (scene["configurations"]?.arrayValue ?? []).flatMap {
                ($0["lines"]?.arrayValue ?? []).compactMap(\.stringValue)
            }
            return (scene["scene"]?.stringValue ?? "", lines)
        }
    }

    /// How many findings the run's audit made (nil: it did not audit).
    public static func findingCount(_ document: JSON) -> Int? {
        document["accessibility"]?["findingCount"]?.numberValue.map { Int($0) }
    }

    public static func isStrict(_ document: JSON) -> Bool {
        document["accessibility"]?["strict"]?.boolValue == true
    }
}
