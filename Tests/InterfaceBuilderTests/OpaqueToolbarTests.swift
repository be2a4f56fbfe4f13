import StoryboardFixtures
import Testing

/// A root ends above an opaque simulated toolbar (`translucent="NO"`), as above an opaque tab
/// bar: its safe area has no bottom inset for the bar.
@Suite struct OpaqueToolbarTests {
    static func storyboard(toolbarAttributes: String) -> String {
        StoryboardFixture.storyboard(
            tools: "14460", device: #"<device id="retina4_7" orientation="portrait"/>"#,
            root: StoryboardFixture.bottomBox.subview,
            constraints: StoryboardFixture.bottomBox.constraints,
            controllerContent: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics" \#(toolbarAttributes)/>"#)
    }

    static func boxFrame(_ xml: String) throws -> [Double] {
        try FixtureLayout.frame(of: "BOX-aa-aaa", inScene: "SC1-aa-aaa", of: xml)
    }

    @Test func anOpaqueToolbarLeavesNoBottomInset() throws {
        #expect(try Self.boxFrame(Self.storyboard(toolbarAttributes: #"translucent="NO""#)) == [0, 567, 375, 100])
    }

    @Test func aTranslucentToolbarInsetsTheSafeArea() throws {
        #expect(try Self.boxFrame(Self.storyboard(toolbarAttributes: "")) == [0, 523, 375, 100])
    }
}

/// The home indicator is below an opaque toolbar, not over a root that ends above the bar.
@Suite struct OpaqueToolbarOnNotchedPhoneTests {
    @Test func aboveAnOpaqueToolbarOnAnIPhoneXRTheSafeAreaEndsAtTheRootsBottom() throws {
        let xml = StoryboardFixture.storyboard(
            tools: "22155", device: #"<device id="retina6_1" orientation="portrait"/>"#,
            rootFrame: #"x="0.0" y="0.0" width="414" height="813""#,
            root: StoryboardFixture.bottomBox.subview, constraints: StoryboardFixture.bottomBox.constraints,
            controllerContent: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>"#)
        #expect(try OpaqueToolbarTests.boxFrame(xml) == [0, 713, 414, 100])
    }
}
