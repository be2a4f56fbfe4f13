import InterfaceBuilder
import StoryboardFixtures
import Testing

/// `<fontDescription type="system" size="system"/>`, as older documents write it: the system font
/// at UIFont.systemFontSize, 14 points, so a one-line label is 17 high (16.71 rounded up to the
/// half point), not the 20.5 of a 17-point label.
@Suite struct NamedFontSizeTests {
    static func labelFrame(font: String) throws -> [Double] {
        let xml = StoryboardFixture.storyboard(
            root: """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Detail" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="LBL-aa-aaa">
                    <rect key="frame" x="20" y="100" width="335" height="17"/>
                    \(font)
                    <nil key="highlightedColor"/>
                </label>
                """,
            constraints: """
                <constraint firstItem="LBL-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" constant="20" id="C01-aa-aaa"/>
                <constraint firstItem="LBL-aa-aaa" firstAttribute="trailing" secondItem="ROO-aa-aaa" secondAttribute="trailing" constant="-20" id="C02-aa-aaa"/>
                <constraint firstItem="LBL-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="100" id="C03-aa-aaa"/>
                """)
        return SceneMappingTests.frame(try SceneMappingTests.layout(xml), "LBL-aa-aaa")
    }

    @Test func theSystemSizeIsFourteenPoints() throws {
        let frame = try Self.labelFrame(font: #"<fontDescription key="fontDescription" type="system" size="system"/>"#)
        #expect(frame == [20, 100, 335, 17])
    }

    @Test func aPointSizeWins() throws {
        let frame = try Self.labelFrame(
            font: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
        #expect(frame == [20, 100, 335, 20.5])
    }

    /// A size of 0 is Core Text's default, 12 points: a one-line label 14.5 high (14.32 rounded
    /// up), as DuckDuckGo's Debug storyboard stores a subtitle cell's "Title" (25 × 14.5), and
    /// read without the warning a size out of bounds gets.
    @Test func aZeroPointSizeIsTwelvePoints() throws {
        let frame = try Self.labelFrame(
            font: #"<fontDescription key="fontDescription" type="system" pointSize="0.0"/>"#)
        #expect(frame == [20, 100, 335, 14.5])
        let twelve = try Self.labelFrame(
            font: #"<fontDescription key="fontDescription" type="system" pointSize="12"/>"#)
        #expect(twelve == frame)
        let xml = StoryboardFixture.storyboard(
            root: """
                <label text="T" id="LBL-aa-aaa">
                    <rect key="frame" x="20" y="100" width="335" height="17"/>
                    <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                </label>
                """, constraints: "")
        let document = try InterfaceBuilderDecoder.decode(bytes: Array(xml.utf8), file: "t.storyboard")
        #expect(document.locatedWarnings.isEmpty)
    }
}
