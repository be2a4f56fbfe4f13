import Foundation
import StoryboardFixtures
import Testing

/// Controls laid out with the metrics of the SDK of the Xcode that saved the document
/// (docs/uikit-rules.md, Control metrics by SDK), on small hand-written files: frames to 0.01 pt.
@Suite struct ControlMetricTests {
    /// A 375 × 667 XIB saved by the Xcode of `tools`, holding `control` (id `CTL-aa-aaa`) and,
    /// 20 points below it, a 10-point-high box (id `BOX-aa-aaa`), with `constraints` on the control.
    static func xib(tools: String, control: String, constraints: String) -> String {
        StoryboardFixture.xib(
            tools: tools,
            subviews: control + """

                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="10"/>
                </view>
                """,
            constraints: constraints + """

                <constraint firstItem="BOX-aa-aaa" firstAttribute="top" secondItem="CTL-aa-aaa" secondAttribute="bottom" constant="20" id="K01-aa-aaa"/>
                <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="ROT-aa-aaa" secondAttribute="leading" id="K02-aa-aaa"/>
                <constraint firstAttribute="trailing" secondItem="BOX-aa-aaa" secondAttribute="trailing" id="K03-aa-aaa"/>
                <constraint firstItem="BOX-aa-aaa" firstAttribute="height" constant="10" id="K04-aa-aaa"/>
                """)
    }

    /// The control's top 100 points down, its sides on the root's sides 20 points in.
    static let spanning = """
        <constraint firstItem="CTL-aa-aaa" firstAttribute="top" secondItem="ROT-aa-aaa" secondAttribute="top" constant="100" id="K05-aa-aaa"/>
        <constraint firstItem="CTL-aa-aaa" firstAttribute="leading" secondItem="ROT-aa-aaa" secondAttribute="leading" constant="20" id="K06-aa-aaa"/>
        <constraint firstAttribute="trailing" secondItem="CTL-aa-aaa" secondAttribute="trailing" constant="20" id="K07-aa-aaa"/>
        """

    /// The control's top 100 points down, its trailing side 20 points in from the root's.
    static let trailing = """
        <constraint firstItem="CTL-aa-aaa" firstAttribute="top" secondItem="ROT-aa-aaa" secondAttribute="top" constant="100" id="K05-aa-aaa"/>
        <constraint firstAttribute="trailing" secondItem="CTL-aa-aaa" secondAttribute="trailing" constant="20" id="K07-aa-aaa"/>
        """

    /// The control's top 100 points down, centered across the root.
    static let centered = """
        <constraint firstItem="CTL-aa-aaa" firstAttribute="top" secondItem="ROT-aa-aaa" secondAttribute="top" constant="100" id="K05-aa-aaa"/>
        <constraint firstItem="CTL-aa-aaa" firstAttribute="centerX" secondItem="ROT-aa-aaa" secondAttribute="centerX" id="K06-aa-aaa"/>
        """

    static func frames(tools: String, control: String, constraints: String) throws -> (control: [Double], box: [Double])
    {
        let xml = xib(tools: tools, control: control, constraints: constraints)
        return (
            try XcodeFrameRuleTests.frame(of: "CTL-aa-aaa", in: xml, file: "Control.xib"),
            try XcodeFrameRuleTests.frame(of: "BOX-aa-aaa", in: xml, file: "Control.xib")
        )
    }

    static func control(_ tools: String, _ control: String, _ constraints: String) throws -> [Double] {
        try frames(tools: tools, control: control, constraints: constraints).control
    }

    static let slider = """
        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="CTL-aa-aaa">
            <rect key="frame" x="0.0" y="0.0" width="100" height="31"/>
        </slider>
        """

    /// Before the Liquid Glass SDK, a slider pinned 20 in is stored 2 points further out on
    /// each side (x 18, 339 wide on 375) and 1 point below its alignment rectangle (31 high, the
    /// view below 20 points under y + 30); toolsVersion 24000 and later keep it at 20, 31 high.
    @Test func aSlidersFrameReachesPastItsAlignmentRectangleBeforeLiquidGlass() throws {
        let old = try Self.frames(tools: "14490", control: Self.slider, constraints: Self.spanning)
        #expect(old.control == [18, 100, 339, 31])
        #expect(old.box == [0, 150, 375, 10])
        let new = try Self.frames(tools: "24765", control: Self.slider, constraints: Self.spanning)
        #expect(new.control == [20, 100, 335, 31])
        #expect(new.box == [0, 151, 375, 10])
    }

    static let `switch` = """
        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="CTL-aa-aaa">
            <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
        </switch>
        """

    /// A switch is 51 × 31 up to toolsVersion 23999 and 63 × 28 from 24000, its frame 2 points
    /// past the trailing edge its constraints place in both.
    @Test func aSwitchIs63By28FromToolsVersion24000() throws {
        #expect(try Self.control("23504", Self.switch, Self.trailing) == [306, 100, 51, 31])
        #expect(try Self.control("24127", Self.switch, Self.trailing) == [294, 100, 63, 28])
    }

    static func progressView(style: String = "") -> String {
        """
        <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" \(style) progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="CTL-aa-aaa">
            <rect key="frame" x="0.0" y="0.0" width="100" height="2"/>
        </progressView>
        """
    }

    /// A progress view is 2 high (the bar style 2.5) before Xcode 12, 4 from Xcode 12 on.
    @Test func aProgressViewIsTwoHighBeforeXcode12() throws {
        #expect(try Self.control("14490", Self.progressView(), Self.spanning) == [20, 100, 335, 2])
        let bar = Self.progressView(style: #"progressViewStyle="bar""#)
        #expect(try Self.control("13771", bar, Self.spanning) == [20, 100, 335, 2.5])
        #expect(try Self.control("17156", Self.progressView(), Self.spanning) == [20, 100, 335, 4])
    }

    static let segmentedControl = """
        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="CTL-aa-aaa">
            <rect key="frame" x="0.0" y="0.0" width="100" height="29"/>
            <segments>
                <segment title="Photo"/>
                <segment title="Movie"/>
            </segments>
        </segmentedControl>
        """

    /// Xcode 7–10: "Photo | Movie" is 103 × 29 (AVCam's "Capture Mode"), two 51-point segments
    /// and a divider, and the view below it is 20 points under its alignment rectangle, 28 high.
    /// From Xcode 11 it is 32 high, the titles in system 13 medium with 14 points each side.
    @Test func aSegmentedControlOfXcode10Is29HighWithOnePointDividers() throws {
        let old = try Self.frames(tools: "13189", control: Self.segmentedControl, constraints: Self.centered)
        #expect(old.control == [136, 100, 103, 29])
        #expect(old.box == [0, 148, 375, 10])
        let new = try Self.frames(tools: "15505", control: Self.segmentedControl, constraints: Self.centered)
        #expect(new.control == [122, 100, 131, 32])
        #expect(new.box == [0, 152, 375, 10])
    }

    static let pickerView = """
        <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="CTL-aa-aaa">
            <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
        </pickerView>
        """

    /// A picker view is 320 × 216 by itself.
    @Test func aPickerViewIs320By216() throws {
        #expect(try Self.control("14109", Self.pickerView, Self.centered) == [27.5, 100, 320, 216])
    }

    static func textField(border: String, text: String = "Description", size: Int = 14) -> String {
        """
        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \(border) text="\(text)" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="CTL-aa-aaa">
            <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
            <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
            <textInputTraits key="textInputTraits"/>
        </textField>
        """
    }

    /// A rounded-rect field in system 14 is 30 high up to Xcode 10 and 34 from Xcode 11; a
    /// borderless one is as high as its text's line (17 in system 14, 42 in system 35).
    @Test func aTextFieldsHeightFollowsItsBorderAndSDK() throws {
        let rounded = Self.textField(border: #"borderStyle="roundedRect""#)
        #expect(try Self.control("14490", rounded, Self.spanning) == [20, 100, 335, 30])
        #expect(try Self.control("15505", rounded, Self.spanning) == [20, 100, 335, 34])
        let borderless = Self.textField(border: "")
        #expect(try Self.control("12120", borderless, Self.spanning) == [20, 100, 335, 17])
        let large = Self.textField(border: "", size: 35)
        #expect(try Self.control("12120", large, Self.spanning) == [20, 100, 335, 42])
    }

    /// Up to Xcode 10 a rounded-rect field is 30 high whatever its font: system 17 and 12 too
    /// (their lines 20.5 and 14.5 at 2x), where sizing by the font gave 33.5 and 27.5.
    @Test func aRoundedFieldBeforeXcode11Is30HighWhateverItsFont() throws {
        let seventeen = Self.textField(border: #"borderStyle="roundedRect""#, size: 17)
        #expect(try Self.control("13122", seventeen, Self.spanning) == [20, 100, 335, 30])
        let twelve = Self.textField(border: #"borderStyle="roundedRect""#, size: 12)
        #expect(try Self.control("12120", twelve, Self.spanning) == [20, 100, 335, 30])
        #expect(try Self.control("15505", seventeen, Self.spanning) == [20, 100, 335, 34])
    }

    /// From toolsVersion 24000 (iOS 26) a borderless field is 1.5 points taller than its text's
    /// line: 22 in system 17, where Xcode 16 made it 20.5.
    @Test func aBorderlessFieldOfLiquidGlassIsTallerThanItsLine() throws {
        let borderless = Self.textField(border: "", size: 17)
        #expect(try Self.control("23504", borderless, Self.spanning) == [20, 100, 335, 20.5])
        #expect(try Self.control("24506", borderless, Self.spanning) == [20, 100, 335, 22])
    }
}

extension ControlMetricTests {
    /// A search bar is 44 high before Xcode 9 (iOS 11 made it 56).
    @Test func aSearchBarIs44HighBeforeXcode9() throws {
        let bar = """
            <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="CTL-aa-aaa">
                <rect key="frame" x="20" y="100" width="335" height="44"/>
            </searchBar>
            """
        let xcode8 = try Self.frames(tools: "12120", control: bar, constraints: Self.spanning)
        #expect(xcode8.control == [20, 100, 335, 44])
        let xcode9 = try Self.frames(tools: "13196", control: bar, constraints: Self.spanning)
        #expect(xcode9.control == [20, 100, 335, 56])
    }
}
