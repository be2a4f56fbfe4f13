import StoryboardFixtures
import Testing

/// A label with attributed text (`usesAttributedText="YES"`) is measured by its fragments' text
/// in the first fragment's font, as the same label with plain text.
@Suite struct AttributedTextTests {
    static func labelFrame(_ label: String) throws -> [Double] {
        let xml = StoryboardFixture.storyboard(
            root: label,
            constraints: """
                <constraint firstItem="LBL-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" constant="20" id="C01-aa-aaa"/>
                <constraint firstItem="LBL-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="40" id="C02-aa-aaa"/>
                """)
        return SceneMappingTests.frame(try SceneMappingTests.layout(xml), "LBL-aa-aaa")
    }

    static let plain = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Share Feedback" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="LBL-aa-aaa">
            <rect key="frame" x="20" y="40" width="100" height="24"/>
            <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
        </label>
        """

    static let attributed = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" lineBreakMode="tailTruncation" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="LBL-aa-aaa">
            <rect key="frame" x="20" y="40" width="100" height="24"/>
            <attributedString key="attributedText">
                <fragment content="Share ">
                    <attributes>
                        <font key="NSFont" metaFont="systemBold" size="20"/>
                        <paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural" tighteningFactorForTruncation="0.0"/>
                    </attributes>
                </fragment>
                <fragment>
                    <string key="content">Feedback</string>
                    <attributes>
                        <font key="NSFont" metaFont="system" size="12"/>
                    </attributes>
                </fragment>
            </attributedString>
        </label>
        """

    static func paragraphLabel(_ text: String, size: Int, style: String) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" lineBreakMode="tailTruncation" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="LBL-aa-aaa">
            <rect key="frame" x="20" y="40" width="100" height="24"/>
            <attributedString key="attributedText">
                <fragment>
                    <string key="content">\(text)</string>
                    <attributes>
                        <font key="NSFont" metaFont="system" size="\(size)"/>
                        <paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural" \(style) tighteningFactorForTruncation="0.0"/>
                    </attributes>
                </fragment>
            </attributedString>
        </label>
        """
    }

    /// A paragraph style sets the lines' heights (2x canvas): `minimumLineHeight="22"` makes a
    /// system 17 line 22 high (20.5 without it); `lineHeightMultiple="1.35"` a system 16 line
    /// 19.09 × 1.35 = 25.77, 26 on the grid; `lineSpacing="3"` adds 3 between two system 15
    /// lines, not after the last: 2 × 17.9 + 3 = 38.8, 39 on the grid (36 without it).
    @Test func aParagraphStyleSetsTheLinesHeights() throws {
        let minimum = try Self.labelFrame(
            Self.paragraphLabel("Subheading", size: 17, style: #"minimumLineHeight="22""#))
        #expect(minimum[3] == 22)
        let multiple = try Self.labelFrame(Self.paragraphLabel("Label", size: 16, style: #"lineHeightMultiple="1.35""#))
        #expect(multiple[3] == 26)
        let spaced = try Self.labelFrame(
            Self.paragraphLabel("First line\nSecond line", size: 15, style: #"lineSpacing="3""#))
        #expect(spaced[3] == 39)
        let unspaced = try Self.labelFrame(Self.paragraphLabel("First line\nSecond line", size: 15, style: ""))
        #expect(unspaced[3] == 36)
    }

    @Test func anAttributedLabelIsMeasuredAsItsTextInTheFirstFragmentsFont() throws {
        let frame = try Self.labelFrame(Self.attributed)
        #expect(frame == (try Self.labelFrame(Self.plain)))
        #expect(frame[3] == 24)
        #expect(frame[2] > 100)
    }

    static func button(_ state: String, font: String = "") -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" hasAttributedTitle="YES" translatesAutoresizingMaskIntoConstraints="NO" id="LBL-aa-aaa">
            <rect key="frame" x="20" y="40" width="30" height="27"/>
            \(font)
            <state key="normal">\(state)</state>
        </button>
        """
    }

    /// A button's attributed title (DuckDuckGo's ActionMessageView writes one) replaces its
    /// plain title, in the attributed string's font: bold 15 "Edit" measures as the same button
    /// with `title="Edit"` in bold 15, not in a custom button's default system 18 (the line 18
    /// high plus 6 above and below: 30, where system 18's 22 gives 34).
    @Test func aButtonsAttributedTitleIsMeasuredInItsOwnFont() throws {
        let attributed = try Self.labelFrame(
            Self.button(
                """
                <attributedString key="attributedTitle">
                    <fragment content="Edit">
                        <attributes>
                            <font key="NSFont" size="15" metaFont="systemBold"/>
                        </attributes>
                    </fragment>
                </attributedString>
                """, font: #"<fontDescription key="fontDescription" type="system" pointSize="30"/>"#))
        let plain = try Self.labelFrame(
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" title="Edit" translatesAutoresizingMaskIntoConstraints="NO" id="LBL-aa-aaa">
                <rect key="frame" x="20" y="40" width="30" height="27"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
            </button>
            """)
        #expect(attributed == plain)
        #expect(attributed == [20, 40, 30, 30])
        let untitled = try Self.labelFrame(Self.button(""))
        #expect(untitled[3] == 34)
    }

    /// A fragment's font of size 0 is Core Text's default, 12 points, as a font description's:
    /// the label is as high as one at 12 points.
    @Test func aFragmentsFontOfSizeZeroIsTwelvePoints() throws {
        let zero = try Self.labelFrame(Self.paragraphLabel("Share", size: 0, style: ""))
        let twelve = try Self.labelFrame(Self.paragraphLabel("Share", size: 12, style: ""))
        #expect(zero == twelve)
        #expect(zero[3] == 14.5)
    }
}
