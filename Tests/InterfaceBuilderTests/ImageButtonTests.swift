import StoryboardFixtures
import Testing

/// A button with an image and no title is as large as its image (the size the document's
/// `<resources>` record), with no padding and no 30-point minimum; with a title too, the two
/// side by side, as high as the taller. A background image counts where it is the larger: a
/// button with nothing else is its size.
@Suite struct ImageButtonTests {
    static func buttonFrame(state: String, type: String? = "system") throws -> [Double] {
        let xml = StoryboardFixture.storyboard(
            root: """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(type.map { "buttonType=\"\($0)\" " } ?? "")lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="BTN-aa-aaa">
                    <rect key="frame" x="87.5" y="100" width="200" height="100"/>
                    \(state)
                </button>
                """,
            constraints: """
                <constraint firstItem="BTN-aa-aaa" firstAttribute="centerX" secondItem="ROO-aa-aaa" secondAttribute="centerX" id="C01-aa-aaa"/>
                <constraint firstItem="BTN-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="100" id="C02-aa-aaa"/>
                """
        ).replacingOccurrences(of: "    </scenes>", with: "    </scenes>\n" + Self.resources)
        return SceneMappingTests.frame(try SceneMappingTests.layout(xml), "BTN-aa-aaa")
    }

    static let resources = """
            <resources>
                <image name="us" width="200" height="100"/>
                <image name="star" width="24" height="24"/>
                <image name="badge" width="23" height="23"/>
                <image name="template" width="11" height="9"/>
            </resources>
        """

    @Test func anImageOnlyButtonIsItsImagesSize() throws {
        #expect(try Self.buttonFrame(state: #"<state key="normal" image="us"/>"#) == [87.5, 100, 200, 100])
    }

    @Test func contentInsetsAddToTheImage() throws {
        let state = """
            <state key="normal" image="us"/>
            <inset key="contentEdgeInsets" minX="5" minY="10" maxX="5" maxY="10"/>
            """
        #expect(try Self.buttonFrame(state: state) == [82.5, 100, 210, 120])
    }

    /// A 24-point image beside a system 15 "Button" (an 18-point line): 70 × 24, the image's width
    /// and the title's rounded up to whole points, where the title alone is 30 high.
    @Test func anImageAndATitleSitSideBySideAsHighAsTheTaller() throws {
        let state = #"<state key="normal" title="Button" image="star"/>"#
        #expect(try Self.buttonFrame(state: state) == [152.5, 100, 70, 24])
    }

    /// A custom button with only a background image is the image's size: 23 × 23, not the 30 × 34
    /// of an empty custom button.
    @Test func aBackgroundOnlyButtonIsItsBackgroundImagesSize() throws {
        let frame = try Self.buttonFrame(state: #"<state key="normal" backgroundImage="badge"/>"#, type: nil)
        #expect(frame == [176, 100, 23, 23])
    }

    /// With a title the content is the larger here: system 15 "Button" is 46 × 30 over an 11 × 9
    /// background, as without it.
    @Test func aTitleLargerThanItsBackgroundKeepsTheTitlesSize() throws {
        let frame = try Self.buttonFrame(state: #"<state key="normal" title="Button" backgroundImage="template"/>"#)
        #expect(frame == [164.5, 100, 46, 30])
    }
}
