import AccessibilityAudit
import AlpreviewKit
import LayoutEngine
import SceneModel
import Testing

/// Scenes written inline, laid out and audited as `check --a11y` does.
enum AuditFixture {
    /// The findings' lines of `yaml` across every Dynamic Type size, light and dark (of one rule).
    static func lines(_ yaml: String, rule: AccessibilityFinding.Rule? = nil) throws -> [String] {
        try findings(yaml).filter { rule == nil || $0.rule == rule }.map(\.line)
    }

    static func findings(_ yaml: String) throws -> [AccessibilityFinding] {
        let scene = try Pipeline.readScene(fromText: yaml)
        let base = try #require(scene.configurations.first)
        let layouts = try Pipeline.layouts(
            scene,
            configurations: SizeCategory.allCases.map { category in
                var configuration = base
                configuration.sizeCategory = category
                return configuration
            })
        return AccessibilityAudit.findings(acrossSizes: layouts, root: scene.root)
    }

    /// The names of the elements VoiceOver visits, in order, in the scene's first configuration.
    static func readingOrder(_ yaml: String) throws -> [String] {
        let scene = try Pipeline.readScene(fromText: yaml)
        let layout = try #require(try Pipeline.layouts(scene).first)
        return ReadingOrder.elements(of: layout).map(\.spec.name)
    }

    /// The elements VoiceOver visits, in order, with their frames on the screen.
    static func readingOrderFrames(_ yaml: String) throws -> [(name: String, frame: Rect)] {
        let scene = try Pipeline.readScene(fromText: yaml)
        let layout = try #require(try Pipeline.layouts(scene).first)
        return ReadingOrder.elements(of: layout).map { ($0.spec.name, $0.rootFrame) }
    }
}
