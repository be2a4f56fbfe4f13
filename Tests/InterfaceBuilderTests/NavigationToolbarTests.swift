import StoryboardFixtures
import Testing

/// A navigation controller with `toolbarHidden="NO"` shows its toolbar under the controllers of
/// its stack: their safe area (bottom layout guide) ends above it, 44 high on a phone and on an
/// iPad before iOS 12 (Xcode 7's Any/Any canvas).
@Suite struct NavigationToolbarTests {
    /// A box pinned to the root's bottom safe area, in a navigation controller whose attributes
    /// and toolbar are given.
    static func boxFrame(
        tools: String, device: String, rootFrame: String, toolbarHidden: String, toolbarAttributes: String = ""
    ) throws -> [Double] {
        let navigation = """
                    <scene sceneID="SCN-aa-nav">
                        <objects>
                            <navigationController toolbarHidden="\(toolbarHidden)" id="NAV-aa-aaa" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="BAR-aa-aaa">
                                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <toolbar key="toolbar" opaque="NO" contentMode="scaleToFill" \(toolbarAttributes) id="TLB-aa-aaa">
                                    <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </toolbar>
                                <connections>
                                    <segue destination="VC1-aa-aaa" kind="relationship" relationship="rootViewController" id="REL-aa-aaa"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
            """
        let xml = StoryboardFixture.storyboard(
            tools: tools, device: device, initialController: "NAV-aa-aaa", rootFrame: rootFrame,
            root: StoryboardFixture.bottomBox.subview,
            constraints: StoryboardFixture.bottomBox.constraints,
            extraScene: navigation)
        return try FixtureLayout.frame(of: "BOX-aa-aaa", inScene: "SC1-aa-aaa", of: xml)
    }

    static let phone = #"<device id="retina4_7" orientation="portrait"/>"#
    static let phoneRoot = #"x="0.0" y="0.0" width="375" height="667""#

    @Test func aShownToolbarInsetsTheSafeArea() throws {
        let frame = try Self.boxFrame(
            tools: "14460", device: Self.phone, rootFrame: Self.phoneRoot, toolbarHidden: "NO")
        #expect(frame == [0, 523, 375, 100])
    }

    @Test func aHiddenToolbarDoesNot() throws {
        let frame = try Self.boxFrame(
            tools: "14460", device: Self.phone, rootFrame: Self.phoneRoot, toolbarHidden: "YES")
        #expect(frame == [0, 567, 375, 100])
    }

    @Test func anOpaqueShownToolbarIsBelowTheRoot() throws {
        let frame = try Self.boxFrame(
            tools: "14460", device: Self.phone, rootFrame: #"x="0.0" y="0.0" width="375" height="623""#,
            toolbarHidden: "NO", toolbarAttributes: #"translucent="NO""#)
        #expect(frame == [0, 523, 375, 100])
    }

    @Test func anXcode7CanvasToolbarIs44High() throws {
        let frame = try Self.boxFrame(
            tools: "9532", device: "", rootFrame: #"x="0.0" y="0.0" width="600" height="600""#, toolbarHidden: "NO")
        #expect(frame == [0, 456, 600, 100])
    }
}
