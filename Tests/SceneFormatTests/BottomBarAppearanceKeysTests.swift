@testable import SceneFormat
import SceneModel
import SceneReading
import Testing

/// A tab bar's and a toolbar's colours in a scene file, beside their tabs and items: read,
/// refused with located errors, and written back by `convert`.
@Suite struct BottomBarAppearanceKeysTests {
    static let yaml = """
        bars: [statusBar, {tabBar: {tabs: [Inbox, Sent], style: black, tint: yellow}}, {toolbar: {background: "#336699"}}]
        views:
          Box: {frame: [0, 120, 100, 100]}
        """

    @Test func theColoursAndTheTabsAreRead() throws {
        let bars = try SceneParser.parse(Self.yaml, file: "t.yaml").bars
        #expect(bars.tabTitles == ["Inbox", "Sent"])
        #expect(bars.tabBarAppearance == BarAppearance(isDark: true, tint: Color.named["yellow"]))
        #expect(bars.toolbarAppearance == BarAppearance(background: Color(hex: 0x336699)))
        #expect(bars.toolbarItems == nil)
    }

    @Test func theListFormsKeepTheSystemLook() throws {
        let bars = try SceneParser.parse("bars: [{tabBar: [Inbox]}, {toolbar: [Edit]}]\n", file: "t.yaml").bars
        #expect(bars.tabBarAppearance.isSystem && bars.toolbarAppearance.isSystem)
        #expect(bars.tabTitles == ["Inbox"])
    }

    @Test func theColoursAreWrittenAndReadBack() throws {
        let scene = try SceneParser.parse(Self.yaml, file: "t.yaml")
        let yaml = SceneWriter.yaml(scene)
        #expect(yaml.contains("{tabBar: {tabs: [Inbox, Sent], style: black, tint: yellow}}"), "\(yaml)")
        #expect(yaml.contains(##"{toolbar: {background: "#336699"}}"##), "\(yaml)")
        #expect(try SceneParser.parse(yaml, file: "back.yaml").bars == scene.bars)
    }

    @Test func anUnknownKeyIsALocatedError() throws {
        do {
            _ = try SceneParser.parse("bars: [{tabBar: {tabs: [A], items: [B]}}]\n", file: "t.yaml")
            Issue.record("expected an error")
        } catch let errors as SceneErrors {
            #expect(
                errors.errors.map(\.message) == ["unknown tab bar key 'items' (expected tabs, background, tint, style)"]
            )
            #expect(errors.errors.map { "\($0.location.line):\($0.location.column)" } == ["1:29"])
        }
    }
}
