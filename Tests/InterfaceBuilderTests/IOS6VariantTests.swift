import StoryboardFixtures
import Testing

/// An iOS 6 document (`variant="6xAndEarlier"`) lays its controllers' views out below the status
/// bar and every bar, as iOS 6 did: the root's top layout guide is at its top.
@Suite struct IOS6VariantTests {
    static func boxFrame(variant: String) throws -> [Double] {
        let xml = StoryboardFixture.storyboard(
            tools: "9532", device: "", initialController: "NAV-aa-aaa",
            rootFrame: #"x="0.0" y="64" width="320" height="504""#,
            root: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa" userLabel="Box">
                    <rect key="frame" x="20" y="8" width="280" height="100"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="BOX-aa-aaa" firstAttribute="top" secondItem="SAF-aa-aaa" secondAttribute="top" constant="8" id="C01-aa-aaa"/>
                <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" constant="20" id="C02-aa-aaa"/>
                <constraint firstItem="ROO-aa-aaa" firstAttribute="trailing" secondItem="BOX-aa-aaa" secondAttribute="trailing" constant="20" id="C03-aa-aaa"/>
                <constraint firstItem="BOX-aa-aaa" firstAttribute="height" constant="100" id="C04-aa-aaa"/>
                """,
            extraScene: StoryboardFixture.navigationControllerScene(
                root: "VC1-aa-aaa", barFrame: #"x="0.0" y="0.0" width="320" height="44""#)
        ).replacingOccurrences(of: #"useAutolayout="YES""#, with: "\(variant)useAutolayout=\"YES\"")
        return try FixtureLayout.frame(of: "BOX-aa-aaa", inScene: "SC1-aa-aaa", of: xml)
    }

    @Test func theRootStartsBelowTheBars() throws {
        #expect(try Self.boxFrame(variant: #"variant="6xAndEarlier" "#) == [20, 8, 280, 100])
    }

    @Test func laterDocumentsExtendTheRootUnderThem() throws {
        #expect(try Self.boxFrame(variant: "") == [20, 72, 280, 100])
    }
}
