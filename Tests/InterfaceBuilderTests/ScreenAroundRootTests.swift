import Foundation
import InterfaceBuilder
import SceneModel
import StoryboardFixtures
import Testing

/// A root below an opaque navigation bar, or along an edge it does not extend under, is shorter
/// than the screen: the canvas draws it inside the screen around it (`StoryboardMap.Entry.screen`),
/// the device's whole screen with the bars the root is not under, as Interface Builder shows it.
@Suite struct ScreenAroundRootTests {
    static func entry(barAttributes: String, edges: String = "") throws -> StoryboardMap.Entry {
        try #require(try map(barAttributes: barAttributes, edges: edges).scenes.first { $0.sceneID == "SC1-aa-aaa" })
    }

    static func map(barAttributes: String, edges: String = "") throws -> StoryboardMap {
        try FixtureLayout.storyboardMap(
            of: StoryboardFixture.rootBelowNavigationBar(barAttributes: barAttributes, edges: edges))
    }

    @Test func aRootBelowAnOpaqueBarIsDrawnInTheScreenWithItsBars() throws {
        let screen = try #require(try Self.entry(barAttributes: #"translucent="NO""#).screen)
        #expect(screen.devices.map(\.name) == ["iPhone 8"])
        #expect(screen.devices[0].portraitSize == Size(width: 375, height: 667))
        #expect(screen.bars.statusBar && screen.bars.navigationBar && !screen.bars.tabBar)
        #expect(screen.root.subviews.isEmpty)
    }

    @Test func aRootThatDoesNotExtendUnderATranslucentBarToo() throws {
        let edges = #"<extendedEdge key="edgesForExtendedLayout"/>"#
        let screen = try #require(try Self.entry(barAttributes: "", edges: edges).screen)
        #expect(screen.bars.statusBar && screen.bars.navigationBar)
    }

    @Test func aRootUnderItsBarsIsTheWholeScreen() throws {
        #expect(try Self.entry(barAttributes: "").screen == nil)
    }

    /// The navigation controller's screen is the device's whole screen with its status bar, though
    /// the only laid-out scene (whose device and bars a container's screen takes) is shorter and
    /// has its bars outside.
    @Test func aContainerBesideARootBelowBarsIsTheWholeScreen() throws {
        let map = try Self.map(barAttributes: #"translucent="NO""#)
        guard case .container(let navigation) = try #require(map.scenes.first { $0.sceneID == "SCN-aa-nav" }).content
        else {
            Issue.record("the navigation controller is not a container")
            return
        }
        #expect(navigation.devices.map(\.portraitSize) == [Size(width: 375, height: 667)])
        #expect(navigation.bars.statusBar && navigation.bars.navigationBar)
    }
}
