import StoryboardFixtures
import Testing

/// A controller's simulated navigation bar (`<simulatedNavigationBarMetrics
/// key="simulatedTopBarMetrics">`) is on its pushed controllers too, even when the navigation
/// controller is in another storyboard; an opaque one (`translucent="NO"`) is above the root
/// view, as a container's opaque bar is.
@Suite struct SimulatedBarTests {
    /// The first controller simulates a navigation bar (`barAttributes` on it) and pushes the
    /// second from a bar button item; each has a box under its top layout guide, and a root
    /// `rootHeight` high.
    static func box(_ number: Int, barAttributes: String, rootHeight: Int) throws -> [Double] {
        let simulatedBar = """
            <navigationItem key="navigationItem" title="First" id="NIT-aa-aaa">
                <barButtonItem key="rightBarButtonItem" title="Next" id="BBI-aa-aaa">
                    <connections>
                        <segue destination="VC2-aa-aaa" kind="show" id="PSH-aa-aaa"/>
                    </connections>
                </barButtonItem>
            </navigationItem>
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" \(barAttributes) prompted="NO"/>
            """
        let rootFrame = #"x="0.0" y="0.0" width="375" height="\#(rootHeight)""#
        let xml = StoryboardFixture.document(
            tools: "14113", safeAreas: false,
            scenes: [
                StoryboardFixture.boxScene(
                    1, guide: .layoutGuides, rootFrame: rootFrame, controllerContent: simulatedBar),
                StoryboardFixture.boxScene(2, guide: .layoutGuides, rootFrame: rootFrame),
            ])
        return try FixtureLayout.frame(of: "BX\(number)-aa-aaa", inScene: "SC\(number)-aa-aaa", of: xml)
    }

    @Test func aSimulatedTranslucentBarIsUnderTheTopLayoutGuide() throws {
        #expect(try Self.box(1, barAttributes: "", rootHeight: 667) == [0, 64, 375, 100])
    }

    @Test func aControllerPushedFromABarButtonHasThePushersBar() throws {
        #expect(try Self.box(2, barAttributes: "", rootHeight: 667) == [0, 64, 375, 100])
    }

    @Test func underASimulatedOpaqueBarTheTopLayoutGuideIsAtTheRootsTop() throws {
        #expect(try Self.box(1, barAttributes: #"translucent="NO""#, rootHeight: 603) == [0, 0, 375, 100])
    }

    @Test func aControllerPushedByOneWithAnOpaqueBarIsBelowItToo() throws {
        #expect(try Self.box(2, barAttributes: #"translucent="NO""#, rootHeight: 603) == [0, 0, 375, 100])
    }
}
