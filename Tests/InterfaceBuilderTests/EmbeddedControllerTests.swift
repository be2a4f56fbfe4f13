import StoryboardFixtures
import Testing

/// A controller embedded in a container view (an `embed` segue) is laid out in the container,
/// not at the top of the screen: Interface Builder simulates it without a status bar, so its
/// top layout guide is at its top.
@Suite struct EmbeddedControllerTests {
    /// An iPad controller's container view leads by a segue of `segueKind` to the second
    /// controller (400 × 300), whose 40-point box is measured.
    static func boxFrame(segueKind: String) throws -> [Double] {
        let container = """
            <containerView opaque="NO" contentMode="scaleToFill" id="CON-aa-aaa">
                <rect key="frame" x="20" y="100" width="400" height="300"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <connections>
                    <segue destination="VC2-aa-aaa" kind="\(segueKind)" id="EMB-aa-aaa"/>
                </connections>
            </containerView>
            """
        let xml = StoryboardFixture.document(
            tools: "11762", device: #"<device id="ipad9_7" orientation="portrait"/>"#, safeAreas: false,
            scenes: [
                StoryboardFixture.controllerScene(
                    1, guide: .layoutGuides, rootFrame: #"x="0.0" y="0.0" width="768" height="1024""#,
                    subviews: container),
                StoryboardFixture.boxScene(
                    2, guide: .layoutGuides, rootFrame: #"x="0.0" y="0.0" width="400" height="300""#, height: 40),
            ])
        return try FixtureLayout.frame(of: "BX2-aa-aaa", inScene: "SC2-aa-aaa", of: xml)
    }

    @Test func anEmbeddedControllerHasNoStatusBar() throws {
        #expect(try Self.boxFrame(segueKind: "embed") == [0, 0, 400, 40])
    }

    @Test func aPresentedControllerKeepsTheStatusBar() throws {
        #expect(try Self.boxFrame(segueKind: "presentation") == [0, 20, 400, 40])
    }
}
