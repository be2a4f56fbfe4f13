import StoryboardFixtures
import Testing

/// An empty label has no line: it is 0 × 0, and the text block it centers is empty too, so its
/// baselines sit on its top at its font's ascender. A label sharing its baseline stands level
/// with it, as Xcode stores Apple's TableSearch detail labels, rather than half a line higher.
@Suite struct EmptyLabelBaselineTests {
    @Test func aLabelOnAnEmptyLabelsBaselineStandsLevelWithIt() throws {
        let xml = StoryboardFixture.storyboard(
            root: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" text="Year:" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="YER-aa-aaa">
                    <rect key="frame" x="20" y="100" width="44" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="highlightedColor"/>
                </label>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="EMP-aa-aaa">
                    <rect key="frame" x="72" y="100" width="0.0" height="0.0"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="highlightedColor"/>
                </label>
                """,
            constraints: """
                <constraint firstItem="YER-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" constant="20" id="C01-aa-aaa"/>
                <constraint firstItem="EMP-aa-aaa" firstAttribute="leading" secondItem="YER-aa-aaa" secondAttribute="trailing" constant="8" id="C02-aa-aaa"/>
                <constraint firstItem="EMP-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="100" id="C03-aa-aaa"/>
                <constraint firstItem="YER-aa-aaa" firstAttribute="baseline" secondItem="EMP-aa-aaa" secondAttribute="baseline" id="C04-aa-aaa"/>
                """)
        let layout = try SceneMappingTests.layout(xml)
        #expect(SceneMappingTests.frame(layout, "EMP-aa-aaa") == [67, 100, 0, 0])
        #expect(SceneMappingTests.frame(layout, "YER-aa-aaa") == [20, 100, 39, 20.5])
    }
}
