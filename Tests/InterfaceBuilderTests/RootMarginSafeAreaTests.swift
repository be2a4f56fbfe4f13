import StoryboardFixtures
import Testing

/// A controller's root measures its margins inside the safe area from iOS 11 on
/// (`insetsLayoutMarginsFromSafeArea`); before, and where the root turns it off, from its edges.
@Suite struct RootMarginSafeAreaTests {
    /// An iPhone 8 controller with a box from its root's top margin to 100 above its bottom margin.
    static func boxFrame(toolsVersion: String, rootAttributes: String = "") throws -> [Double] {
        let box = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BX1-aa-aaa">
                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
            </view>
            """
        let constraints = """
            <constraint firstItem="BX1-aa-aaa" firstAttribute="top" secondItem="RO1-aa-aaa" secondAttribute="topMargin" id="C11-aa-aaa"/>
            <constraint firstItem="BX1-aa-aaa" firstAttribute="leading" secondItem="RO1-aa-aaa" secondAttribute="leading" id="C21-aa-aaa"/>
            <constraint firstItem="BX1-aa-aaa" firstAttribute="trailing" secondItem="RO1-aa-aaa" secondAttribute="trailing" id="C31-aa-aaa"/>
            <constraint firstItem="RO1-aa-aaa" firstAttribute="bottomMargin" secondItem="BX1-aa-aaa" secondAttribute="bottom" constant="100" id="C41-aa-aaa"/>
            """
        let scene = StoryboardFixture.controllerScene(1, subviews: box, constraints: constraints)
            .replacingOccurrences(of: #"id="RO1-aa-aaa">"#, with: #"\#(rootAttributes) id="RO1-aa-aaa">"#)
        let xml = StoryboardFixture.document(
            tools: toolsVersion, device: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#,
            scenes: [scene])
        return try FixtureLayout.frame(of: "BX1-aa-aaa", inScene: "SC1-aa-aaa", of: xml)
    }

    @Test func xcode8MeasuresTheMarginsFromTheRootsEdges() throws {
        #expect(try Self.boxFrame(toolsVersion: "11762") == [0, 0, 375, 567])
    }

    @Test func xcode9AndLaterMeasureThemInsideTheSafeArea() throws {
        #expect(try Self.boxFrame(toolsVersion: "13196") == [0, 20, 375, 547])
        #expect(try Self.boxFrame(toolsVersion: "22155") == [0, 20, 375, 547])
    }

    @Test func aRootThatTurnsItOffMeasuresThemFromItsEdges() throws {
        let off = #"insetsLayoutMarginsFromSafeArea="NO""#
        #expect(try Self.boxFrame(toolsVersion: "22155", rootAttributes: off) == [0, 0, 375, 567])
    }
}
