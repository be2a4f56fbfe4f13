import Foundation
import IBXML
import InterfaceBuilder
import LayoutEngine
import SceneModel
import StoredFrames
import StoryboardFixtures
import Testing
import TextMetrics

/// Scenes whose own stored frames break their own constraints are left out of the corpus totals.
@Suite struct StoredFrameConsistencyTests {
    static func comparison(boxWidth: String, otherHeight: String = "100") throws -> StoredFrameComparison {
        let xml = StoryboardFixture.storyboard(
            root: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa" userLabel="Box">
                    <rect key="frame" x="20" y="40" width="\(boxWidth)" height="100"/>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="OTH-aa-aaa" userLabel="Other">
                    <rect key="frame" x="20" y="160" width="100" height="\(otherHeight)"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" constant="20" id="C01-aa-aaa"/>
                <constraint firstItem="BOX-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="40" id="C02-aa-aaa"/>
                <constraint firstItem="BOX-aa-aaa" firstAttribute="width" constant="100" id="C03-aa-aaa"/>
                <constraint firstItem="BOX-aa-aaa" firstAttribute="height" constant="100" id="C04-aa-aaa"/>
                <constraint firstItem="OTH-aa-aaa" firstAttribute="leading" secondItem="BOX-aa-aaa" secondAttribute="leading" id="C05-aa-aaa"/>
                <constraint firstItem="OTH-aa-aaa" firstAttribute="top" secondItem="BOX-aa-aaa" secondAttribute="bottom" constant="20" id="C06-aa-aaa"/>
                <constraint firstItem="OTH-aa-aaa" firstAttribute="width" secondItem="BOX-aa-aaa" secondAttribute="width" id="C07-aa-aaa"/>
                <constraint firstItem="OTH-aa-aaa" firstAttribute="height" secondItem="BOX-aa-aaa" secondAttribute="height" id="C08-aa-aaa"/>
                """)
        let bytes = Array(xml.utf8)
        let document = try InterfaceBuilderDecoder.decode(bytes: bytes, file: "Main.storyboard")
        return try StoredFrameComparison(
            document: document, solver: LayoutSolver(measurer: PangoTextMeasurer()))
    }

    @Test func aStoredWidthThatBreaksItsWidthConstraintMakesTheSceneInconsistent() throws {
        let comparison = try Self.comparison(boxWidth: "120")
        #expect(comparison.inconsistent.map(\.scene) == ["SC1-aa-aaa"])
        #expect(comparison.inconsistent.first?.violation == "Box.width = 100: expected 100, stored 120")
        #expect(comparison.compared == 0)
    }

    @Test func framesThatKeepTheirConstraintsAreCompared() throws {
        let comparison = try Self.comparison(boxWidth: "100")
        #expect(comparison.inconsistent.isEmpty)
        #expect(comparison.compared == 2)
        #expect(comparison.withinHalf == 2)
    }

    @Test func anEqualHeightPairRoundedAPixelEachWayIsStillConsistent() throws {
        // Each side rounds on its own (0.5 pt each); a 1.5 pt gap is a stale frame.
        #expect(try Self.comparison(boxWidth: "100", otherHeight: "101").inconsistent.isEmpty)
        #expect(
            try Self.comparison(boxWidth: "100", otherHeight: "101.5").inconsistent.first?.violation
                == "Other.height = Box.height: expected 100, stored 101.5")
    }

    /// A switch's frame reaches 2 points past the alignment rectangle its constraints place
    /// (docs/uikit-rules.md): a switch 20 from the trailing edge is stored at x = 375 − 20 − 51 + 2.
    static func switchComparison(x: String) throws -> StoredFrameComparison {
        let xml = StoryboardFixture.storyboard(
            root: """
                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="SWI-aa-aaa" userLabel="Toggle">
                    <rect key="frame" x="\(x)" y="40" width="51" height="31"/>
                </switch>
                """,
            constraints: """
                <constraint firstAttribute="trailing" secondItem="SWI-aa-aaa" secondAttribute="trailing" constant="20" id="C01-aa-aaa"/>
                <constraint firstItem="SWI-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="40" id="C02-aa-aaa"/>
                """)
        let document = try InterfaceBuilderDecoder.decode(bytes: Array(xml.utf8), file: "Main.storyboard")
        return try StoredFrameComparison(document: document, solver: LayoutSolver(measurer: PangoTextMeasurer()))
    }

    @Test func aSwitchIsCheckedByItsAlignmentRectangle() throws {
        let placed = try Self.switchComparison(x: "306")
        #expect(placed.inconsistent.isEmpty)
        #expect(placed.compared == 1)
        #expect(placed.withinHalf == 1)
        // Its frame flush with the trailing inset is 2 points short of where UIKit puts it.
        let flush = try Self.switchComparison(x: "304")
        #expect(
            flush.inconsistent.map(\.violation) == ["view.trailing = Toggle.trailing + 20: expected 373, stored 375"])
    }
}
