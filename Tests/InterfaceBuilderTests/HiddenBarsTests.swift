import InterfaceBuilder
import SceneModel
import StoryboardFixtures
import Testing

/// Bars a navigation stack hides: a navigation controller with `navigationBarHidden="YES"` shows
/// no navigation bar on any controller of its stack (UINavigationController's
/// `isNavigationBarHidden`), and a controller with `hidesBottomBarWhenPushed="YES"` pushed onto a
/// stack inside a tab bar controller shows no tab bar (UIViewController's `hidesBottomBarWhenPushed`).
@Suite struct HiddenBarsTests {
    static func navigationScene(attributes: String, root: String) -> String {
        StoryboardFixture.navigationControllerScene(root: root, attributes: attributes)
    }

    static func boxTop(navigationAttributes: String) throws -> Double {
        let xml = StoryboardFixture.document(
            tools: "14460", initialController: "NAV-aa-aaa",
            scenes: [
                StoryboardFixture.boxScene(1), navigationScene(attributes: navigationAttributes, root: "VC1-aa-aaa"),
            ])
        return try FixtureLayout.frame(of: "BX1-aa-aaa", inScene: "SC1-aa-aaa", of: xml)[1]
    }

    @Test func aHiddenNavigationBarLeavesTheStatusBarOnly() throws {
        #expect(try Self.boxTop(navigationAttributes: "") == 64)
        #expect(try Self.boxTop(navigationAttributes: #"navigationBarHidden="YES""#) == 20)
    }

    @Test func theCanvasDrawsTheNavigationControllerWithoutItsHiddenBar() throws {
        let xml = StoryboardFixture.document(
            tools: "14460", initialController: "NAV-aa-aaa",
            scenes: [
                StoryboardFixture.boxScene(1),
                Self.navigationScene(attributes: #"navigationBarHidden="YES""#, root: "VC1-aa-aaa"),
            ])
        let map = try FixtureLayout.storyboardMap(of: xml)
        guard case .container(let screen) = try #require(map.scenes.first { $0.sceneID == "SCN-aa-nav" }).content else {
            Issue.record("the navigation controller is not a container")
            return
        }
        #expect(!screen.bars.navigationBar && !screen.bars.largeTitle)
    }

    /// Scene 2 pushed from scene 1, the root of a navigation controller inside a tab bar
    /// controller; its box pinned to the safe area's bottom.
    static func pushedBoxBottom(hides: Bool) throws -> Double {
        let pushed = StoryboardFixture.controllerScene(
            2, subviews: StoryboardFixture.bottomBox.subview.replacingOccurrences(of: "BOX-aa-aaa", with: "BX2-aa-aaa"),
            constraints: StoryboardFixture.bottomBox.constraints
                .replacingOccurrences(of: "BOX-aa-aaa", with: "BX2-aa-aaa")
                .replacingOccurrences(of: "ROO-aa-aaa", with: "RO2-aa-aaa")
                .replacingOccurrences(of: "SAF-aa-aaa", with: "SA2-aa-aaa"),
            controllerAttributes: hides ? #"hidesBottomBarWhenPushed="YES""# : "")
        let push = #"<connections><segue destination="VC2-aa-aaa" kind="show" id="PSH-aa-aaa"/></connections>"#
        let tabs = StoryboardFixture.tabBarControllerScene(children: ["NAV-aa-aaa"])
        let xml = StoryboardFixture.document(
            tools: "14460", initialController: "TAB-aa-aaa",
            scenes: [
                StoryboardFixture.boxScene(1, controllerContent: push), pushed,
                navigationScene(attributes: "", root: "VC1-aa-aaa"), tabs,
            ])
        let frame = try FixtureLayout.frame(of: "BX2-aa-aaa", inScene: "SC2-aa-aaa", of: xml)
        return frame[1] + frame[3]
    }

    @Test func aControllerThatHidesTheBottomBarWhenPushedHasNoTabBar() throws {
        #expect(try Self.pushedBoxBottom(hides: false) == 667 - 49)
        #expect(try Self.pushedBoxBottom(hides: true) == 667)
    }
}
