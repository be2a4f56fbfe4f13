import InterfaceBuilder
import LayoutEngine
import SceneModel
import StoredFrames
import StoryboardFixtures
import Testing
import TextMetrics

/// A table's cells follow each other: a cell stored above the end of the one before it, or below
/// it in the same section, has a frame Xcode did not lay out, and its scene is left out of the
/// comparison with its reason.
@Suite struct StaleCellFramesTests {
    static func comparison(secondCellY: String) throws -> StoredFrameComparison {
        func cell(_ id: String, y: String) -> String {
            """
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="\(id)" id="\(id)">
                <rect key="frame" x="0.0" y="\(y)" width="375" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="\(id)" id="V\(id.dropFirst())">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                </tableViewCellContentView>
            </tableViewCell>
            """
        }
        let xml = StoryboardFixture.storyboard(
            root: """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="TBL-aa-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <prototypes>
                \(cell("CL1-aa-aaa", y: "28"))
                \(cell("CL2-aa-aaa", y: secondCellY))
                    </prototypes>
                </tableView>
                """,
            constraints: """
                <constraint firstItem="TBL-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" id="C01-aa-aaa"/>
                <constraint firstItem="TBL-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" id="C02-aa-aaa"/>
                <constraint firstItem="TBL-aa-aaa" firstAttribute="trailing" secondItem="ROO-aa-aaa" secondAttribute="trailing" id="C03-aa-aaa"/>
                <constraint firstItem="TBL-aa-aaa" firstAttribute="bottom" secondItem="ROO-aa-aaa" secondAttribute="bottom" id="C04-aa-aaa"/>
                """)
        let document = try InterfaceBuilderDecoder.decode(bytes: Array(xml.utf8), file: "Main.storyboard")
        return try StoredFrameComparison(document: document, solver: LayoutSolver(measurer: PangoTextMeasurer()))
    }

    @Test func aCellStoredAboveTheEndOfThePreviousOneLeavesItsSceneOut() throws {
        let comparison = try Self.comparison(secondCellY: "50")
        #expect(comparison.compared == 0)
        #expect(
            comparison.inconsistent.first?.violation
                == "stale cell frames: CL2-aa-aaa is stored at y = 50, above the end of CL1-aa-aaa (72)")
    }

    /// Rows of a section touch: a gap between two of them is a row removed in a text editor.
    @Test func aGapBetweenTwoCellsOfASectionLeavesItsSceneOut() throws {
        let comparison = try Self.comparison(secondCellY: "160")
        #expect(comparison.compared == 0)
        #expect(
            comparison.inconsistent.first?.violation
                == "stale cell frames: CL2-aa-aaa is stored at y = 160, below the end of CL1-aa-aaa (72) in the same section"
        )
    }

    @Test func cellsThatFollowEachOtherAreCompared() throws {
        let comparison = try Self.comparison(secondCellY: "72")
        #expect(comparison.inconsistent.isEmpty)
        #expect(comparison.compared > 0)
    }
}
