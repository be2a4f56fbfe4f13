import SceneModel
import StoryboardFixtures
import Testing

/// A button's title is drawn in its normal state's `titleColor`, not in the `titleShadowColor`
/// written beside it; a custom-type button without one has UIKit's white title, a system button
/// the tint (no colour of its own).
@Suite struct ButtonTitleColorTests {
    static func titleColor(type: String, colors: String) throws -> Color? {
        let xml = StoryboardFixture.storyboard(
            root: """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(type) lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="BTN-aa-aaa">
                    <rect key="frame" x="20" y="40" width="46" height="30"/>
                    <state key="normal" title="Start">\(colors)</state>
                </button>
                """,
            constraints: """
                <constraint firstItem="BTN-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" constant="20" id="C01-aa-aaa"/>
                <constraint firstItem="BTN-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="40" id="C02-aa-aaa"/>
                """)
        return try SceneMappingTests.layout(xml).view(id: ViewID("BTN-aa-aaa"))?.spec.textColor
    }

    static let red = #"<color key="titleColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>"#
    static let shadow = #"<color key="titleShadowColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>"#

    @Test func theNormalStatesTitleColourNotItsShadowColour() throws {
        #expect(
            try Self.titleColor(type: #"buttonType="system""#, colors: Self.red + Self.shadow) == Color(hex: 0xFF0000))
    }

    @Test func aCustomButtonsTitleIsWhiteASystemButtonsTakesTheTint() throws {
        #expect(try Self.titleColor(type: "", colors: Self.shadow) == .white)
        #expect(try Self.titleColor(type: #"buttonType="system""#, colors: Self.shadow) == nil)
    }
}
