import Foundation
import InterfaceBuilder
import LayoutEngine
import Readers
import SceneFormat
import SceneModel
import StoryboardFixtures
import Testing
import TextMetrics

/// `<variation key="heightClass=compact" axis="horizontal" spacing="20"/>` on a stack view and a
/// `<fontDescription>` inside a label's variation: applied in the matching size class only, and
/// kept by `convert` (the YAML gives the same frames).
@Suite struct VariationOverrideTests {
    static let xml = StoryboardFixture.storyboard(
        root: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="STK-aa-aaa">
                <rect key="frame" x="16" y="100" width="60" height="90"/>
                <subviews>
                    <view contentMode="scaleToFill" id="AAA-aa-aaa"><rect key="frame" x="0" y="0" width="60" height="40"/>
                        <constraints><constraint firstAttribute="width" constant="60" id="C11-aa-aaa"/><constraint firstAttribute="height" constant="40" id="C12-aa-aaa"/></constraints>
                    </view>
                    <view contentMode="scaleToFill" id="BBB-aa-aaa"><rect key="frame" x="0" y="50" width="60" height="40"/>
                        <constraints><constraint firstAttribute="width" constant="60" id="C13-aa-aaa"/><constraint firstAttribute="height" constant="40" id="C16-aa-aaa"/></constraints>
                    </view>
                </subviews>
                <variation key="heightClass=compact" axis="horizontal" spacing="20"/>
                <variation key="heightClass=compact-widthClass=compact" alignment="top"/>
            </stackView>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="LAB-aa-aaa">
                <rect key="frame" x="16" y="300" width="20" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
                <nil key="highlightedColor"/>
                <variation key="heightClass=compact">
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="34"/>
                </variation>
            </label>
            """,
        constraints: """
            <constraint firstItem="STK-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" constant="16" id="C14-aa-aaa"/>
            <constraint firstItem="STK-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="100" id="C15-aa-aaa"/>
            <constraint firstItem="LAB-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" constant="16" id="C17-aa-aaa"/>
            <constraint firstItem="LAB-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="300" id="C18-aa-aaa"/>
            """)

    /// The frames in view order (the stack, its two views, the label): ids are not kept in YAML.
    static func frames(_ scene: Scene, _ orientation: Orientation) throws -> [[Double]] {
        var configuration = scene.configurations[0]
        configuration.orientation = orientation
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
        return layout.views.map { view in
            [view.frame.x, view.frame.y, view.frame.width, view.frame.height].map { ($0 * 100).rounded() / 100 }
        }
    }

    @Test func aStackAxisAndALabelFontChangeInCompactHeightOnly() throws {
        let scene = try SceneInput.read(Data(Self.xml.utf8), file: "Main.storyboard")
        let portrait = try Self.frames(scene, .portrait)
        #expect(portrait[0] == [16, 100, 60, 90])
        let landscape = try Self.frames(scene, .landscape)
        #expect(landscape[0] == [16, 100, 140, 40])
        #expect(landscape[2] == [80, 0, 60, 40])
        // 17-pt regular in regular height, 34-pt bold in compact height.
        #expect(portrait[3][3] == 20.5)
        #expect(landscape[3][3] == 41)
        let yaml = SceneWriter.yaml(scene)
        #expect(
            yaml.contains(
                """
                  any-compact:
                    views: {UIStackView STK-aa-aaa: {axis: horizontal, spacing: 20}, Hi: {font: system 34 bold}}
                  compact-compact:
                    views: {UIStackView STK-aa-aaa: {alignment: top}}
                """))
        let reread = try SceneInput.read(Data(yaml.utf8), file: "scene.yaml")
        #expect(try Self.frames(reread, .portrait) == portrait)
        #expect(try Self.frames(reread, .landscape) == landscape)
    }
}

/// `layoutMarginsFollowReadableWidth`: on a 1024-point iPad the root's margins guide narrows to 672.
@Suite struct ReadableMarginsTests {
    @Test func theRootMarginsFollowTheReadableWidthOnAnIPad() throws {
        let xml = StoryboardFixture.storyboard(
            device: #"<device id="ipad12_9" orientation="portrait" layout="fullscreen" appearance="light"/>"#,
            root: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa" userLabel="Box">
                    <rect key="frame" x="176" y="100" width="672" height="50"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leadingMargin" id="C03-aa-aaa"/>
                <constraint firstItem="BOX-aa-aaa" firstAttribute="trailing" secondItem="ROO-aa-aaa" secondAttribute="trailingMargin" id="C04-aa-aaa"/>
                <constraint firstItem="BOX-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="100" id="C05-aa-aaa"/>
                <constraint firstItem="BOX-aa-aaa" firstAttribute="height" constant="50" id="C06-aa-aaa"/>
                """
        ).replacingOccurrences(
            of: #"<view key="view" contentMode="scaleToFill" id="ROO-aa-aaa">"#,
            with: #"<view key="view" contentMode="scaleToFill" layoutMarginsFollowReadableWidth="YES" id="ROO-aa-aaa">"#
        )
        .replacingOccurrences(of: #"width="375" height="667""#, with: #"width="1024" height="1366""#)
        let scene = try SceneInput.read(Data(xml.utf8), file: "Main.storyboard")
        #expect(scene.configurations[0].size.width == 1024)
        let frames = try VariationOverrideTests.frames(scene, .portrait)
        #expect(frames[0] == [176, 100, 672, 50])
        let reread = try SceneInput.read(Data(SceneWriter.yaml(scene).utf8), file: "scene.yaml")
        #expect(SceneWriter.yaml(scene).contains("readableMargins: true"))
        #expect(try VariationOverrideTests.frames(reread, .portrait) == frames)
    }
}
