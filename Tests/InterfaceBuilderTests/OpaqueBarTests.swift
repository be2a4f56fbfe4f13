import StoryboardFixtures
import Testing

/// UIKit extends a controller's view under translucent bars only: under an opaque navigation
/// bar (`translucent="NO"`) the root starts below the bar and its safe area has no top inset.
@Suite struct OpaqueBarTests {
    /// A controller in a navigation controller whose bar has `barAttributes`, its root stored below the bar.
    static func boxFrame(barAttributes: String, edges: String = "") throws -> [Double] {
        let xml = StoryboardFixture.rootBelowNavigationBar(barAttributes: barAttributes, edges: edges)
        return try FixtureLayout.frame(of: "BX1-aa-aaa", inScene: "SC1-aa-aaa", of: xml)
    }

    @Test func underAnOpaqueBarTheRootsSafeAreaStartsAtItsTop() throws {
        #expect(try Self.boxFrame(barAttributes: #"translucent="NO""#) == [0, 0, 375, 100])
    }

    @Test func underATranslucentBarTheSafeAreaIsBelowTheBars() throws {
        #expect(try Self.boxFrame(barAttributes: "") == [0, 64, 375, 100])
    }

    /// `edgesForExtendedLayout` (Extend Edges in Interface Builder) without the top edge: the
    /// root stops at the top bars, translucent ones too, as Apple's VideoLooper stores its Looper
    /// root (y = 64, 603 high under a translucent bar); with the top edge it extends under them.
    @Test func aRootThatDoesNotExtendItsTopEdgeStartsBelowTheBars() throws {
        let none = #"<extendedEdge key="edgesForExtendedLayout"/>"#
        #expect(try Self.boxFrame(barAttributes: "", edges: none) == [0, 0, 375, 100])
        let bottomOnly = #"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#
        #expect(try Self.boxFrame(barAttributes: "", edges: bottomOnly) == [0, 0, 375, 100])
        let top = #"<extendedEdge key="edgesForExtendedLayout" top="YES"/>"#
        #expect(try Self.boxFrame(barAttributes: "", edges: top) == [0, 64, 375, 100])
    }
}

/// On a phone with a sensor housing the top inset is not the status bar's, yet a root below an
/// opaque bar has the housing above it too: its safe area starts at its top all the same.
/// Firebase's database sample (Xcode 26, iPhone 15 Pro, opaque bar stored at y = 118) stores a
/// field pinned 16 below the top layout guide at y = 16.
@Suite struct OpaqueBarOnNotchedPhoneTests {
    @Test func belowAnOpaqueBarOnAnIPhoneXRTheSafeAreaStartsAtTheRootsTop() throws {
        let xml = StoryboardFixture.rootBelowNavigationBar(
            barAttributes: #"translucent="NO""#, tools: "22155",
            device: #"<device id="retina6_1" orientation="portrait"/>"#,
            rootFrame: #"x="0.0" y="92" width="414" height="804""#,
            barFrame: #"x="0.0" y="48" width="414" height="44""#)
        #expect(try FixtureLayout.frame(of: "BX1-aa-aaa", inScene: "SC1-aa-aaa", of: xml) == [0, 0, 414, 100])
    }

    @Test func belowAnOpaqueBarInXcode26TheSafeAreaStartsAtTheRootsTop() throws {
        let xml = StoryboardFixture.rootBelowNavigationBar(
            barAttributes: #"translucent="NO""#, tools: "24127",
            device: #"<device id="retina6_12" orientation="portrait"/>"#,
            rootFrame: #"x="0.0" y="172" width="393" height="680""#,
            barFrame: #"x="0.0" y="118" width="393" height="54""#)
        #expect(try FixtureLayout.frame(of: "BX1-aa-aaa", inScene: "SC1-aa-aaa", of: xml) == [0, 0, 393, 100])
    }

    @Test func underATranslucentBarOnAnIPhoneXRTheSafeAreaIsBelowTheHousingAndTheBar() throws {
        let xml = StoryboardFixture.rootBelowNavigationBar(
            barAttributes: "", tools: "22155", device: #"<device id="retina6_1" orientation="portrait"/>"#,
            rootFrame: #"x="0.0" y="0.0" width="414" height="896""#,
            barFrame: #"x="0.0" y="48" width="414" height="44""#)
        #expect(try FixtureLayout.frame(of: "BX1-aa-aaa", inScene: "SC1-aa-aaa", of: xml) == [0, 92, 414, 100])
    }

    /// iOS 26's navigation bar is 54 high on a phone: Xcode 26 stores it so (NetNewsWire's and
    /// Firebase's bars at y = 96 and 118, 54 high; a large title bar 106).
    @Test func underATranslucentBarInXcode26TheBarIs54High() throws {
        let xml = StoryboardFixture.rootBelowNavigationBar(
            barAttributes: "", tools: "24506", device: #"<device id="retina6_1" orientation="portrait"/>"#,
            rootFrame: #"x="0.0" y="0.0" width="414" height="896""#,
            barFrame: #"x="0.0" y="96" width="414" height="54""#)
        #expect(try FixtureLayout.frame(of: "BX1-aa-aaa", inScene: "SC1-aa-aaa", of: xml) == [0, 150, 414, 100])
    }
}
