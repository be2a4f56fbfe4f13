@testable import SceneFormat
import SceneModel
import SceneReading
import Testing

/// A navigation bar's colours in a scene file: read, refused with located errors, and written
/// back by `convert`.
@Suite struct NavigationBarAppearanceKeysTests {
    static let yaml = """
        bars: [{navigationBar: {title: Inbox, background: "#0099E5", style: black, tint: white, titleColor: yellow}}]
        views:
          Box: {frame: [0, 120, 100, 100]}
        """

    @Test func theColoursAreRead() throws {
        let appearance = try SceneParser.parse(Self.yaml, file: "t.yaml").bars.navigationBarAppearance
        #expect(appearance.background == Color(hex: 0x0099E5))
        #expect(appearance.isDark)
        #expect(appearance.tint == .white)
        #expect(appearance.title == Color.named["yellow"])
    }

    @Test func aBarWithoutColoursKeepsTheSystemLook() throws {
        #expect(try SceneParser.parse("bars: [navigationBar]\n", file: "t.yaml").bars.navigationBarAppearance.isSystem)
    }

    @Test func theColoursAreWrittenAndReadBack() throws {
        let scene = try SceneParser.parse(Self.yaml, file: "t.yaml")
        let yaml = SceneWriter.yaml(scene)
        #expect(
            yaml.contains(
                ##"{navigationBar: {title: Inbox, background: "#0099E5", style: black, tint: white, titleColor: yellow}}"##
            ))
        #expect(try SceneParser.parse(yaml, file: "back.yaml").bars == scene.bars)
    }

    @Test func badColoursAndStylesAreLocatedErrors() throws {
        do {
            _ = try SceneParser.parse(
                "bars: [{navigationBar: {background: bleu, style: dark}}]\n", file: "t.yaml")
            Issue.record("expected errors")
        } catch let errors as SceneErrors {
            #expect(errors.errors.count == 2)
            #expect(errors.errors.last?.message == "invalid value 'dark' (expected default, black)")
            #expect(errors.errors.map { "\($0.location.line):\($0.location.column)" } == ["1:37", "1:50"])
        }
    }
}
