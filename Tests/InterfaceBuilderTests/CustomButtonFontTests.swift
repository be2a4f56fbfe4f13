import StoryboardFixtures
import Testing

/// A custom-type button (no `buttonType`) without a font titles in UIButton's default, system
/// 18; Interface Builder's system-type buttons in system 15.
@Suite struct CustomButtonFontTests {
    static func buttonFrame(type: String) throws -> [Double] {
        let xml = StoryboardFixture.storyboard(
            root: """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(type) lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="BTN-aa-aaa">
                    <rect key="frame" x="20" y="100" width="132" height="34"/>
                    <state key="normal" title="  modify terrain  "/>
                </button>
                """,
            constraints: """
                <constraint firstItem="BTN-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" constant="20" id="C01-aa-aaa"/>
                <constraint firstItem="BTN-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="100" id="C02-aa-aaa"/>
                """)
        return SceneMappingTests.frame(try SceneMappingTests.layout(xml), "BTN-aa-aaa")
    }

    /// Apple's RenderingTerrain sample stores this custom button 132 × 34.
    @Test func aCustomButtonTitlesInSystem18() throws {
        #expect(try Self.buttonFrame(type: "") == [20, 100, 132, 34])
    }

    @Test func aSystemButtonTitlesInSystem15() throws {
        #expect(try Self.buttonFrame(type: #"buttonType="system""#) == [20, 100, 112, 30])
    }
}
