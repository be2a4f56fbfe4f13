import Foundation
import InterfaceBuilder
import Readers
import SceneModel
import StoryboardFixtures
import Testing

/// A tab bar controller's tab bar and a navigation controller's toolbar as the storyboard colours
/// them, as a navigation bar is (`NavigationBarAppearanceTests`): on the scenes they hold and on
/// the tab bar controller's own screen.
@Suite struct BottomBarAppearanceTests {
    static let yellowTint = """
        <color key="tintColor" red="1" green="0.8" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        """
    static let yellow = Color(red: 1, green: 0.8, blue: 0, alpha: 1)

    static func scenes(_ xml: String) throws -> [Scene] {
        let path = NSTemporaryDirectory() + "bottom-bars-\(UUID().uuidString).storyboard"
        try xml.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try SceneInput.readAll(path: path).map(\.scene)
    }

    static func tabs(barAttributes: String, barContent: String) -> String {
        StoryboardFixture.document(
            initialController: "TAB-aa-aaa",
            scenes: [
                StoryboardFixture.boxScene(1),
                StoryboardFixture.tabBarControllerScene(
                    children: ["VC1-aa-aaa"], barAttributes: barAttributes, barContent: barContent),
            ])
    }

    @Test func aBlackTintedTabBarReachesTheScenesItHolds() throws {
        let scenes = try Self.scenes(Self.tabs(barAttributes: #"barStyle="black""#, barContent: Self.yellowTint))
        // The held scene (the controller's own screen: below).
        let tabbed = scenes.filter(\.bars.tabBar)
        #expect(tabbed.count == 1)
        for scene in tabbed {
            #expect(scene.bars.tabBarAppearance == BarAppearance(isDark: true, tint: Self.yellow))
            #expect(scene.bars.toolbarAppearance.isSystem)
            #expect(scene.bars.navigationBarAppearance.isSystem)
        }
    }

    @Test func theTabBarControllersOwnScreenHasTheColours() throws {
        let map = try FixtureLayout.storyboardMap(
            of: Self.tabs(
                barAttributes: "",
                barContent: """
                    <tabBarAppearance key="standardAppearance">
                        <color key="backgroundColor" red="0.2" green="0.2" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </tabBarAppearance>
                    """))
        guard case .container(let screen) = try #require(map.scenes.first { $0.sceneID == "STB-aa-aaa" }).content else {
            Issue.record("the tab bar controller is not a container")
            return
        }
        #expect(screen.bars.tabBarAppearance.background == Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 1))
    }

    @Test func aShownToolbarsColoursReachTheStack() throws {
        let xml = StoryboardFixture.document(
            initialController: "NAV-aa-aaa",
            scenes: [
                StoryboardFixture.boxScene(1, rootFrame: #"x="0.0" y="0.0" width="375" height="667""#),
                StoryboardFixture.navigationControllerScene(
                    root: "VC1-aa-aaa", attributes: #"toolbarHidden="NO""#,
                    toolbar: """
                        <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" barStyle="blackTranslucent" id="TLB-aa-aaa">
                            <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            \(Self.yellowTint)
                        </toolbar>
                        """),
            ])
        let held = try #require(try Self.scenes(xml).first { $0.bars.toolbar })
        #expect(held.bars.toolbarAppearance == BarAppearance(isDark: true, tint: Self.yellow))
    }
}
