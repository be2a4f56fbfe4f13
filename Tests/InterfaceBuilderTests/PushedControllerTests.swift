import StoryboardFixtures
import Testing

/// A controller pushed (a `show` segue, from the controller or one of its views) by one inside
/// a navigation controller is on that navigation stack: it has the navigation bar too.
@Suite struct PushedControllerTests {
    /// The navigation controller's root has a button whose segue of `segueKind` leads to the
    /// second controller, whose box is measured.
    static func boxFrame(segueKind: String) throws -> [Double] {
        let button = """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="BTN-aa-aaa">
                <rect key="frame" x="20" y="100" width="46" height="30"/>
                <state key="normal" title="Next"/>
                <connections>
                    <segue destination="VC2-aa-aaa" kind="\(segueKind)" id="PSH-aa-aaa"/>
                </connections>
            </button>
            """
        let xml = StoryboardFixture.document(
            tools: "14460", initialController: "NAV-aa-aaa",
            scenes: [
                StoryboardFixture.controllerScene(1, subviews: button), StoryboardFixture.boxScene(2),
                StoryboardFixture.navigationControllerScene(root: "VC1-aa-aaa"),
            ])
        return try FixtureLayout.frame(of: "BX2-aa-aaa", inScene: "SC2-aa-aaa", of: xml)
    }

    @Test func aControllerShownFromOneInANavigationControllerHasItsBar() throws {
        #expect(try Self.boxFrame(segueKind: "show") == [0, 64, 375, 100])
    }

    @Test func aControllerPresentedModallyHasNoNavigationBar() throws {
        #expect(try Self.boxFrame(segueKind: "presentation") == [0, 20, 375, 100])
    }
}
