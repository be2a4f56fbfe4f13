import SceneModel
import StoryboardFixtures
import Testing

/// Simulated Metrics' Status Bar set to None (`<nil key="simulatedStatusBarMetrics"/>`): before
/// Xcode 9 the canvas shows no status bar for that controller, the controllers a container so set
/// holds and the ones they push; from Xcode 9 the safe area keeps the device's status bar.
@Suite struct SimulatedStatusBarTests {
    static let box = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa">
            <rect key="frame" x="0.0" y="20" width="100" height="50"/>
        </view>
        """
    static let pinned = """
        <constraint firstItem="BOX-aa-aaa" firstAttribute="top" secondItem="SAF-aa-aaa" secondAttribute="top" constant="20" id="C01-aa-aaa"/>
        <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" id="C02-aa-aaa"/>
        <constraint firstItem="BOX-aa-aaa" firstAttribute="width" constant="100" id="C03-aa-aaa"/>
        <constraint firstItem="BOX-aa-aaa" firstAttribute="height" constant="50" id="C04-aa-aaa"/>
        """

    /// The single controller of `SceneMappingTests.storyboard`, saved by `tools`, with the status
    /// bar set to None.
    static func noStatusBar(tools: String) -> String {
        StoryboardFixture.storyboard(tools: tools, root: box, constraints: pinned).replacingOccurrences(
            of: "</view>\n                </viewController>",
            with: "</view>\n<nil key=\"simulatedStatusBarMetrics\"/>\n                </viewController>")
    }

    @Test func beforeXcode9NoneHidesTheStatusBar() throws {
        let xcode8 = Self.noStatusBar(tools: "12120")
        #expect(xcode8.contains("<nil key=\"simulatedStatusBarMetrics\"/>"))
        #expect(SceneMappingTests.frame(try SceneMappingTests.layout(xcode8), "BOX-aa-aaa") == [0, 20, 100, 50])
        let shown = StoryboardFixture.storyboard(tools: "12120", root: Self.box, constraints: Self.pinned)
        #expect(SceneMappingTests.frame(try SceneMappingTests.layout(shown), "BOX-aa-aaa") == [0, 40, 100, 50])
    }

    @Test func fromXcode9TheSafeAreaKeepsTheStatusBar() throws {
        let xcode9 = Self.noStatusBar(tools: "13189")
        #expect(SceneMappingTests.frame(try SceneMappingTests.layout(xcode9), "BOX-aa-aaa") == [0, 40, 100, 50])
    }

    /// A navigation controller set to None passes it on to its root: the navigation bar alone
    /// is above the root's safe area.
    @Test func aContainerSetToNonePassesItOn() throws {
        let navigation = StoryboardFixture.navigationControllerScene(root: "VC1-aa-aaa").replacingOccurrences(
            of: "<connections>", with: "<nil key=\"simulatedStatusBarMetrics\"/>\n<connections>")
        let xml = StoryboardFixture.storyboard(
            tools: "12120", root: Self.box, constraints: Self.pinned, extraScene: navigation)
        #expect(try FixtureLayout.frame(of: "BOX-aa-aaa", inScene: "SC1-aa-aaa", of: xml) == [0, 64, 100, 50])
    }
}

/// An iPad's navigation bar was 44 high until iOS 12 (Xcode 10) made it 50.
@Suite struct IPadNavigationBarTests {
    static func xml(tools: String) -> String {
        let root = StoryboardFixture.storyboard(
            tools: tools, device: #"<device id="ipad9_7" orientation="portrait"/>"#, root: SimulatedStatusBarTests.box,
            constraints: SimulatedStatusBarTests.pinned,
            extraScene: StoryboardFixture.navigationControllerScene(
                root: "VC1-aa-aaa", barFrame: #"x="0.0" y="20" width="768" height="44""#))
        return root.replacingOccurrences(of: #"width="375" height="667""#, with: #"width="768" height="1024""#)
    }

    @Test func beforeXcode10AnIPadsNavigationBarIs44High() throws {
        // 20 + 44 + 20.
        #expect(
            try FixtureLayout.frame(of: "BOX-aa-aaa", inScene: "SC1-aa-aaa", of: Self.xml(tools: "14113")) == [
                0, 84, 100, 50,
            ])
        #expect(
            try FixtureLayout.frame(of: "BOX-aa-aaa", inScene: "SC1-aa-aaa", of: Self.xml(tools: "14460")) == [
                0, 90, 100, 50,
            ])
    }
}
