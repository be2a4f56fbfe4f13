import Foundation
import InterfaceBuilder
import LayoutEngine
import Readers
import SceneFormat
import SceneModel
import StoryboardFixtures
import Testing
import TextMetrics

/// Rules read off Xcode's stored frames, on small hand-written files: frames to 0.01 pt.
@Suite struct XcodeFrameRuleTests {
    /// A XIB whose one top-level object is a table cell 320 × 84, its stack pinned to the
    /// content view's margins, saved by the Xcode of `tools`.
    static func cellXIB(tools: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" rowHeight="84" id="CEL-aa-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="84"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="CEL-aa-aaa" id="CON-aa-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="84"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa">
                                <rect key="frame" x="16" y="11" width="288" height="62"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="trailingMargin" secondItem="BOX-aa-aaa" secondAttribute="trailing" id="C01-aa-aaa"/>
                            <constraint firstItem="BOX-aa-aaa" firstAttribute="top" secondItem="CON-aa-aaa" secondAttribute="topMargin" id="C02-aa-aaa"/>
                            <constraint firstAttribute="bottomMargin" secondItem="BOX-aa-aaa" secondAttribute="bottom" id="C03-aa-aaa"/>
                            <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="CON-aa-aaa" secondAttribute="leadingMargin" id="C04-aa-aaa"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    static func frame(of id: String, in xml: String, file: String) throws -> [Double] {
        let scene = try SceneInput.read(Data(xml.utf8), file: file)
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
        let frame = try #require(layout.view(id: ViewID(id))).frame
        return [frame.x, frame.y, frame.width, frame.height].map { ($0 * 100).rounded() / 100 }
    }

    /// The same cell: Xcode 9.3 stored it 16 from the content view's sides, Xcode 11.2 15.
    @Test func aCellOutsideATableHasFifteenPointSideMarginsInXcode11() throws {
        #expect(
            try Self.frame(of: "BOX-aa-aaa", in: Self.cellXIB(tools: "15505"), file: "Cell.xib") == [15, 11, 290, 62])
        #expect(
            try Self.frame(of: "BOX-aa-aaa", in: Self.cellXIB(tools: "14113"), file: "Cell.xib") == [16, 11, 288, 61.5])
        #expect(
            try Self.frame(of: "BOX-aa-aaa", in: Self.cellXIB(tools: "22155"), file: "Cell.xib") == [16, 11, 288, 62])
    }

    /// Headline, Body and Footnote in a vertical stack spaced by baselines at the standard
    /// spacing, on a 2x iPhone at Large: the baselines are the lower font's leading plus 2 apart
    /// (24, then 20), as an Xcode 14 storyboard stores them (there the footnote is at 47.5 and the
    /// stack 63.5 high, half a point less: the stack sits at another height on the screen).
    @Test func aStackSpacedByBaselinesUsesTheLowerFontsLeading() throws {
        let scene = try SceneParser.parse(
            """
            devices: [iPhone 11]
            orientations: [portrait]
            views:
              Stack:
                type: stack
                axis: vertical
                spacing: standard
                baselineRelative: true
                arranged:
                  Headline: {type: label, text: Headline, font: headline, lines: 0}
                  Body: {type: label, text: Body, font: body, lines: 0}
                  Footnote: {type: label, text: Footnote, font: footnote, lines: 0}
            constraints:
              - Stack.Top = Superview.Top + 100
              - Stack.Leading = Superview.Leading + 20
              - Stack.Width = 374
            """, file: "stack.yaml")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
        let frames = ["Headline", "Body", "Footnote", "Stack"].map { name in
            layout.view(named: name).map { [$0.frame.y, $0.frame.height] } ?? []
        }
        #expect(frames == [[0, 20.5], [24, 20.5], [48, 16], [100, 64]])
    }
}

/// The safe area Interface Builder's canvas gives a notched iPhone, by the Xcode that saved the
/// file (docs/interface-builder.md, Version-dependent behaviour).
@Suite struct CanvasSafeAreaTests {
    static func topOfAViewOnTheSafeArea(device: String, tools: String) throws -> Double {
        let xml = StoryboardFixture.storyboard(
            tools: tools, device: #"<device id="\#(device)" orientation="portrait" appearance="light"/>"#,
            root: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa">
                    <rect key="frame" x="0.0" y="50" width="100" height="50"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="C01-aa-aaa"/>
                        <constraint firstAttribute="height" constant="50" id="C02-aa-aaa"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="SAF-aa-aaa" secondAttribute="leading" id="C03-aa-aaa"/>
                <constraint firstItem="BOX-aa-aaa" firstAttribute="top" secondItem="SAF-aa-aaa" secondAttribute="top" id="C04-aa-aaa"/>
                """
        ).replacingOccurrences(of: #"width="375" height="667""#, with: #"width="375" height="812""#)
        return SceneMappingTests.frame(try SceneMappingTests.layout(xml), "BOX-aa-aaa")[1]
    }

    /// The bottom of a 50-point view pinned to the safe area's bottom on the iPhone XR (896 high).
    static func bottomOfAViewOnTheSafeArea(tools: String) throws -> Double {
        let xml = StoryboardFixture.storyboard(
            tools: tools, device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
            root: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa">
                    <rect key="frame" x="0.0" y="700" width="100" height="50"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="C01-aa-aaa"/>
                        <constraint firstAttribute="height" constant="50" id="C02-aa-aaa"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="SAF-aa-aaa" secondAttribute="leading" id="C03-aa-aaa"/>
                <constraint firstItem="SAF-aa-aaa" firstAttribute="bottom" secondItem="BOX-aa-aaa" secondAttribute="bottom" id="C04-aa-aaa"/>
                """
        ).replacingOccurrences(of: #"width="375" height="667""#, with: #"width="414" height="896""#)
        let frame = SceneMappingTests.frame(try SceneMappingTests.layout(xml), "BOX-aa-aaa")
        return frame[1] + frame[3]
    }

    @Test func xcode26CountsANotchedPhonesStatusBarAndHomeIndicatorTwice() throws {
        #expect(try Self.topOfAViewOnTheSafeArea(device: "retina6_1", tools: "24127") == 96)
        #expect(try Self.topOfAViewOnTheSafeArea(device: "retina6_1", tools: "23504") == 48)
        #expect(try Self.bottomOfAViewOnTheSafeArea(tools: "24127") == 896 - 68)
        #expect(try Self.bottomOfAViewOnTheSafeArea(tools: "23504") == 896 - 34)
    }

    @Test func xcode26KeepsAHomeButtonPhonesStatusBar() throws {
        #expect(try Self.topOfAViewOnTheSafeArea(device: "retina4_7", tools: "24127") == 20)
    }

    /// Xcode 14.0 (build 21225, kharrison's AdaptScroll stores its navigation bar at y = 47)
    /// draws the iPhone X with a 47-point top, the later builds with 50, Xcode 13 with 44.
    @Test func xcode14DrawsTheIPhoneXWithA50PointTop() throws {
        #expect(try Self.topOfAViewOnTheSafeArea(device: "retina5_9", tools: "22505") == 50)
        #expect(try Self.topOfAViewOnTheSafeArea(device: "retina5_9", tools: "22155") == 50)
        #expect(try Self.topOfAViewOnTheSafeArea(device: "retina5_9", tools: "21225") == 47)
        #expect(try Self.topOfAViewOnTheSafeArea(device: "retina5_9", tools: "19529") == 44)
    }
}
