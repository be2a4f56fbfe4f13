import StoryboardFixtures
import Testing

/// A controller's root that the file marks `misplaced="YES"` keeps a stale frame: it is no
/// freeform size. Xcode lays it out on the device's screen, below an opaque navigation bar.
@Suite struct MisplacedRootTests {
    static func storyboard(
        rootAttributes: String, barAttributes: String = #"translucent="NO""#, controllerContent: String = ""
    ) -> String {
        StoryboardFixture.storyboard(
            tools: "22505", device: #"<device id="retina4_7" orientation="portrait"/>"#,
            initialController: "NAV-aa-aaa", rootAttributes: rootAttributes,
            rootFrame: #"x="0.0" y="0.0" width="375" height="597""#,
            root: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa" userLabel="Box">
                    <rect key="frame" x="0.0" y="503" width="375" height="100"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="SAF-aa-aaa" firstAttribute="bottom" secondItem="BOX-aa-aaa" secondAttribute="bottom" id="C01-aa-aaa"/>
                <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="SAF-aa-aaa" secondAttribute="leading" id="C02-aa-aaa"/>
                <constraint firstItem="SAF-aa-aaa" firstAttribute="trailing" secondItem="BOX-aa-aaa" secondAttribute="trailing" id="C03-aa-aaa"/>
                <constraint firstItem="BOX-aa-aaa" firstAttribute="height" constant="100" id="C04-aa-aaa"/>
                """,
            controllerContent: #"<navigationItem key="navigationItem" title="Items" id="NIT-aa-aaa"/>"#
                + controllerContent,
            extraScene: StoryboardFixture.navigationControllerScene(root: "VC1-aa-aaa", barAttributes: barAttributes))
    }

    static func boxFrame(_ xml: String) throws -> [Double] {
        try FixtureLayout.frame(of: "BOX-aa-aaa", inScene: "SC1-aa-aaa", of: xml)
    }

    @Test func aMisplacedRootIsTheScreenBelowItsOpaqueBar() throws {
        // 667 − 64 = 603 high, whatever height (597) the file kept.
        #expect(try Self.boxFrame(Self.storyboard(rootAttributes: #"misplaced="YES""#)) == [0, 503, 375, 100])
    }

    @Test func aRootNotMarkedKeepsItsStoredSize() throws {
        #expect(try Self.boxFrame(Self.storyboard(rootAttributes: "")) == [0, 497, 375, 100])
    }

    /// Below a translucent bar it does not extend under (`edgesForExtendedLayout` without the
    /// top edge), as below an opaque one; extended, the root is the whole screen (667).
    @Test func aMisplacedRootNotExtendedIsTheScreenBelowATranslucentBar() throws {
        let none = #"<extendedEdge key="edgesForExtendedLayout"/>"#
        let below = Self.storyboard(rootAttributes: #"misplaced="YES""#, barAttributes: "", controllerContent: none)
        #expect(try Self.boxFrame(below) == [0, 503, 375, 100])
        let under = Self.storyboard(rootAttributes: #"misplaced="YES""#, barAttributes: "")
        #expect(try Self.boxFrame(under) == [0, 567, 375, 100])
    }
}
