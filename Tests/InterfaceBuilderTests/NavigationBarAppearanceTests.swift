import Foundation
import InterfaceBuilder
import SceneModel
import Readers
import StoryboardFixtures
import Testing

/// A navigation controller's bar as the storyboard colours it: `barTintColor` (replaced by a
/// standard appearance's background), `barStyle="black"`, `tintColor` and the title attributes'
/// text colour, on the scenes of its stack and on its own screen.
@Suite struct NavigationBarAppearanceTests {
    static let tinted = """
        <color key="tintColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        <color key="barTintColor" red="0.0" green="0.6" blue="0.9" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        <textAttributes key="titleTextAttributes">
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <color key="textColor" red="1" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <offsetWrapper key="textShadowOffset" horizontal="0.0" vertical="0.0"/>
        </textAttributes>
        """

    static func scenes(barAttributes: String = "", barContent: String) throws -> [Scene] {
        let xml = StoryboardFixture.rootBelowNavigationBar(barAttributes: barAttributes, barContent: barContent)
        let path = NSTemporaryDirectory() + "appearance-\(UUID().uuidString).storyboard"
        try xml.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try SceneInput.readAll(path: path).map(\.scene)
    }

    @Test func theBarsColoursReachTheScenesOfItsStack() throws {
        let scene = try #require(try Self.scenes(barAttributes: #"barStyle="black""#, barContent: Self.tinted).first)
        #expect(
            scene.bars.navigationBarAppearance
                == BarAppearance(
                    background: Color(red: 0, green: 0.6, blue: 0.9, alpha: 1), isDark: true, tint: .white,
                    title: Color(red: 1, green: 1, blue: 0, alpha: 1)))
        // The title attributes are read, not reported as not understood.
        #expect(!scene.warnings.contains { $0.message.contains("textAttributes") })
    }

    @Test func aStandardAppearanceReplacesTheBarTint() throws {
        let content =
            Self.tinted + """

                <navigationBarAppearance key="standardAppearance">
                    <color key="backgroundColor" red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </navigationBarAppearance>
                <navigationBarAppearance key="scrollEdgeAppearance"/>
                """
        let scene = try #require(try Self.scenes(barContent: content).first)
        #expect(scene.bars.navigationBarAppearance.background == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(!scene.bars.navigationBarAppearance.isDark)
    }

    @Test func theNavigationControllersOwnScreenHasTheColours() throws {
        let map = try FixtureLayout.storyboardMap(
            of: StoryboardFixture.rootBelowNavigationBar(barAttributes: "", barContent: Self.tinted))
        guard case .container(let screen) = try #require(map.scenes.first { $0.sceneID == "SCN-aa-nav" }).content else {
            Issue.record("the navigation controller is not a container")
            return
        }
        #expect(screen.bars.navigationBarAppearance.background == Color(red: 0, green: 0.6, blue: 0.9, alpha: 1))
    }

    @Test func aPlainBarKeepsTheSystemLook() throws {
        let scene = try #require(try Self.scenes(barContent: "").first)
        #expect(scene.bars.navigationBarAppearance.isSystem)
    }
}
