import InterfaceBuilder
import SceneModel
import StoryboardFixtures
import Testing

/// A tab bar controller pushed onto a navigation stack shows, on the canvas, the stack's bar with
/// its own navigation item (title and items), as Interface Builder infers the bar from the push.
@Suite struct PushedTabBarControllerTests {
    static let tabBarScene = StoryboardFixture.tabBarControllerScene(
        children: [],
        navigationItem: """
            <navigationItem key="navigationItem" title="Messages" id="TNI-aa-aaa">
                <barButtonItem key="rightBarButtonItem" systemItem="add" id="TAD-aa-aaa"/>
            </navigationItem>
            """)

    static func container(pushed: Bool) throws -> Scene {
        let push = #"<connections><segue destination="TAB-aa-aaa" kind="show" id="PSH-aa-aaa"/></connections>"#
        let xml = StoryboardFixture.document(
            tools: "14460", initialController: "NAV-aa-aaa",
            scenes: [
                StoryboardFixture.boxScene(
                    1,
                    controllerContent: #"<navigationItem key="navigationItem" title="Items" id="NIT-aa-aaa"/>"#
                        + (pushed ? push : "")),
                StoryboardFixture.navigationControllerScene(root: "VC1-aa-aaa"),
                tabBarScene,
            ])
        let map = try FixtureLayout.storyboardMap(of: xml)
        guard case .container(let scene) = try #require(map.scenes.first { $0.sceneID == "STB-aa-aaa" }).content else {
            throw FixtureLayout.FixtureError(description: "the tab bar controller is not a container")
        }
        return scene
    }

    @Test func aPushedTabBarControllerShowsTheStacksBar() throws {
        let bars = try Self.container(pushed: true).bars
        #expect(bars.tabBar && bars.navigationBar)
        #expect(bars.navigationTitle == "Messages")
        #expect(bars.trailingItems == [BarItem(.system("add"))])
    }

    @Test func aTabBarControllerOffAStackShowsItsTabBarOnly() throws {
        let bars = try Self.container(pushed: false).bars
        #expect(bars.tabBar && !bars.navigationBar && bars.navigationTitle == nil)
    }
}
