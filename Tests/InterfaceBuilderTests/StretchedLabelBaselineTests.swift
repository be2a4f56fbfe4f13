import StoryboardFixtures
import Testing

/// A label's baselines are fixed offsets from its edges (its font's, at its intrinsic height):
/// the first from the top, the last from the bottom. A label whose top and last baseline are both
/// pinned is stretched by the difference, as Xcode stores it, rather than moving its centered text.
@Suite struct StretchedLabelBaselineTests {
    static func frames(secondTop: String) throws -> (title: [Double], count: [Double]) {
        let xml = StoryboardFixture.storyboard(
            root: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="TTL-aa-aaa">
                    <rect key="frame" x="20" y="100" width="36" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="highlightedColor"/>
                </label>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="0" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="CNT-aa-aaa">
                    <rect key="frame" x="200" y="98" width="10" height="22.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="highlightedColor"/>
                </label>
                """,
            constraints: """
                <constraint firstItem="TTL-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" constant="20" id="C01-aa-aaa"/>
                <constraint firstItem="TTL-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="100" id="C02-aa-aaa"/>
                <constraint firstItem="CNT-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" constant="200" id="C03-aa-aaa"/>
                <constraint firstItem="CNT-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="\(secondTop)" id="C04-aa-aaa"/>
                <constraint firstItem="CNT-aa-aaa" firstAttribute="baseline" secondItem="TTL-aa-aaa" secondAttribute="baseline" id="C05-aa-aaa"/>
                """)
        let layout = try SceneMappingTests.layout(xml)
        return (SceneMappingTests.frame(layout, "TTL-aa-aaa"), SceneMappingTests.frame(layout, "CNT-aa-aaa"))
    }

    /// Pinned 2 points higher than the title, the count grows 2 points down to share its last
    /// baseline: 22.5 high where its text is 20.5 (centered text would need 24.5).
    @Test func aLabelPinnedAboveItsBaselineNeighbourGrowsByTheDifference() throws {
        let (title, count) = try Self.frames(secondTop: "98")
        #expect(title == [20, 100, 33.5, 20.5])
        #expect(count == [200, 98, 11, 22.5])
    }

    /// Pinned level with the title, the count keeps its text's height.
    @Test func aLabelLevelWithItsNeighbourKeepsItsTextsHeight() throws {
        let (_, count) = try Self.frames(secondTop: "100")
        #expect(count == [200, 100, 11, 20.5])
    }
}
