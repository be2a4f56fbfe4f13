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
    /// The box's frame in a root stored at `rootY` and `rootHeight` (as wide as the device's
    /// screen, `width`) below or under a navigation bar stored at `barY`, `barHeight`.
    static func boxFrame(
        opaque: Bool, tools: String, device: String, width: Int, rootY: Int, rootHeight: Int, barY: Int,
        barHeight: Int
    ) throws -> [Double] {
        let xml = StoryboardFixture.rootBelowNavigationBar(
            barAttributes: opaque ? #"translucent="NO""# : "", tools: tools,
            device: #"<device id="\#(device)" orientation="portrait"/>"#,
            rootFrame: #"x="0.0" y="\#(rootY)" width="\#(width)" height="\#(rootHeight)""#,
            barFrame: #"x="0.0" y="\#(barY)" width="\#(width)" height="\#(barHeight)""#)
        return try FixtureLayout.frame(of: "BX1-aa-aaa", inScene: "SC1-aa-aaa", of: xml)
    }

    @Test func belowAnOpaqueBarOnAnIPhoneXRTheSafeAreaStartsAtTheRootsTop() throws {
        let frame = try Self.boxFrame(
            opaque: true, tools: "22155", device: "retina6_1", width: 414, rootY: 92, rootHeight: 804, barY: 48,
            barHeight: 44)
        #expect(frame == [0, 0, 414, 100])
    }

    @Test func belowAnOpaqueBarInXcode26TheSafeAreaStartsAtTheRootsTop() throws {
        let frame = try Self.boxFrame(
            opaque: true, tools: "24127", device: "retina6_12", width: 393, rootY: 172, rootHeight: 680, barY: 118,
            barHeight: 54)
        #expect(frame == [0, 0, 393, 100])
    }

    @Test func underATranslucentBarOnAnIPhoneXRTheSafeAreaIsBelowTheHousingAndTheBar() throws {
        let frame = try Self.boxFrame(
            opaque: false, tools: "22155", device: "retina6_1", width: 414, rootY: 0, rootHeight: 896, barY: 48,
            barHeight: 44)
        #expect(frame == [0, 92, 414, 100])
    }

    /// iOS 26's navigation bar is 54 high on a phone: Xcode 26 stores it so (NetNewsWire's and
    /// Firebase's bars at y = 96 and 118, 54 high; a large title bar 106).
    @Test func underATranslucentBarInXcode26TheBarIs54High() throws {
        let frame = try Self.boxFrame(
            opaque: false, tools: "24506", device: "retina6_1", width: 414, rootY: 0, rootHeight: 896, barY: 96,
            barHeight: 54)
        #expect(frame == [0, 150, 414, 100])
    }
}
