import Foundation
import LayoutEngine
import Readers
import SceneModel
import StoryboardFixtures
import Testing
import TextMetrics

/// Text in a font alpreview does not carry: Interface Builder measured it with the real font, so
/// a view that text alone sizes takes the frame it stored, an assumption; a misplaced view's
/// frame is stale and a wrapping label's height follows its width: those are measured in the
/// system font.
@Suite struct CustomFontFrameTests {
    static let constraints = """
        <constraint firstItem="TXT-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" constant="20" id="C01-aa-aaa"/>
        <constraint firstItem="TXT-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="100" id="C02-aa-aaa"/>
        """

    static func label(_ attributes: String = "") -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hello world" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="TXT-aa-aaa">
            <rect key="frame" x="20" y="100" width="80" height="23.5"/>
            <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="17"/>
            <nil key="textColor"/>
        </label>
        """
    }

    static func layout(_ view: String) throws -> (scene: Scene, layout: SolvedLayout) {
        let xml = StoryboardFixture.storyboard(root: view, constraints: constraints)
        let scene = try SceneInput.read(Data(xml.utf8), file: "<stdin>")
        return (scene, try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0]))
    }

    @Test func aOneLineLabelTakesTheStoredFrame() throws {
        let (scene, layout) = try Self.layout(Self.label())
        #expect(SceneMappingTests.frame(layout, "TXT-aa-aaa") == [20, 100, 80, 23.5])
        // Measured in the system font the text is wider, but whether it fits is not known.
        #expect(layout.view(id: ViewID("TXT-aa-aaa"))?.isTruncated == false)
        #expect(
            scene.assumptions.map(\.line) == [
                "assumed: UILabel TXT-aa-aaa width, height — font 'Avenir-Heavy' not available here: "
                    + "its size from the frame Interface Builder stored"
            ])
    }

    @Test func aMisplacedLabelIsMeasuredInTheSystemFont() throws {
        let (scene, layout) = try Self.layout(Self.label(#"misplaced="YES""#))
        let heavy = PangoTextMeasurer().measure(
            "Hello world", font: .system(17, .heavy), maxWidth: nil, lines: 1, scale: 2)
        #expect(SceneMappingTests.frame(layout, "TXT-aa-aaa") == [20, 100, heavy.width, heavy.height])
        #expect(
            scene.assumptions.map(\.line) == [
                "assumed: UILabel TXT-aa-aaa width, height — font 'Avenir-Heavy' not available here: "
                    + "measured as the system font, heavy 17"
            ])
    }

    @Test func aWrappingLabelIsMeasuredInTheSystemFont() throws {
        let (scene, _) = try Self.layout(Self.label(#"numberOfLines="0""#))
        #expect(scene.assumptions.first?.reason.hasSuffix("measured as the system font, heavy 17") == true)
    }

    @Test func aTitledButtonTakesTheStoredFrame() throws {
        let (_, layout) = try Self.layout(
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="TXT-aa-aaa">
                <rect key="frame" x="20" y="100" width="61" height="33"/>
                <fontDescription key="fontDescription" name="Montserrat-SemiBold" family="Montserrat" pointSize="15"/>
                <state key="normal" title="Continue"/>
            </button>
            """)
        #expect(SceneMappingTests.frame(layout, "TXT-aa-aaa") == [20, 100, 61, 33])
    }
}
