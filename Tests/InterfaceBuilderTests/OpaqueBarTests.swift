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
