import InterfaceBuilder
import LayoutEngine
import SceneModel
import StoredFrames
import StoryboardFixtures
import Testing
import TextMetrics

/// A view stored at exactly 1000 × 1000 is one Xcode never laid out: its scene is left out of the
/// comparison with its own reason, as a scene whose frames break its constraints is.
@Suite struct NotLaidOutSceneTests {
    static func comparison(boxSize: String) throws -> StoredFrameComparison {
        let xml = StoryboardFixture.storyboard(
            root: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa" customClass="DesignableView" userLabel="Box">
                    <rect key="frame" x="0.0" y="0.0" \(boxSize)/>
                </view>
                """,
            constraints: """
                <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" id="C01-aa-aaa"/>
                <constraint firstItem="BOX-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" id="C02-aa-aaa"/>
                """)
        let document = try InterfaceBuilderDecoder.decode(bytes: Array(xml.utf8), file: "Main.storyboard")
        return try StoredFrameComparison(document: document, solver: LayoutSolver(measurer: PangoTextMeasurer()))
    }

    @Test func aViewStoredAtAThousandPointsSquareLeavesItsSceneOut() throws {
        let comparison = try Self.comparison(boxSize: #"width="1000" height="1000""#)
        #expect(comparison.compared == 0)
        #expect(
            comparison.inconsistent.first?.violation == "never laid out by Xcode: BOX-aa-aaa is stored at 1000 × 1000")
    }

    @Test func anyOtherSizeIsCompared() throws {
        let comparison = try Self.comparison(boxSize: #"width="1000" height="999""#)
        #expect(comparison.inconsistent.isEmpty)
        #expect(comparison.compared == 1)
    }

    /// A vertical stack of two plain views stored `arrangedHeight` high each, 20 apart.
    static func stackComparison(arrangedHeight: String, axis: String = #"axis="vertical""#) throws
        -> StoredFrameComparison
    {
        let stackHeight = 2 * (Double(arrangedHeight) ?? 0) + 20
        let xml = StoryboardFixture.storyboard(
            root: """
                <stackView opaque="NO" contentMode="scaleToFill" \(axis) spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="STK-aa-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="335" height="\(stackHeight)"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="AR1-aa-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="335" height="\(arrangedHeight)"/>
                        </view>
                        <view contentMode="scaleToFill" id="AR2-aa-aaa">
                            <rect key="frame" x="0.0" y="\((Double(arrangedHeight) ?? 0) + 20)" width="335" height="\(arrangedHeight)"/>
                        </view>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="STK-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" id="C01-aa-aaa"/>
                <constraint firstItem="STK-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" id="C02-aa-aaa"/>
                """)
        let document = try InterfaceBuilderDecoder.decode(bytes: Array(xml.utf8), file: "Main.storyboard")
        return try StoredFrameComparison(document: document, solver: LayoutSolver(measurer: PangoTextMeasurer()))
    }

    @Test func anArrangedSubviewStoredAThousandPointsAlongItsStackLeavesItsSceneOut() throws {
        let comparison = try Self.stackComparison(arrangedHeight: "1000")
        #expect(comparison.compared == 0)
        #expect(
            comparison.inconsistent.first?.violation
                == "never laid out by Xcode: AR1-aa-aaa is stored 1000 high in a stack view")
    }

    @Test func anArrangedSubviewOfAnotherLengthIsCompared() throws {
        let comparison = try Self.stackComparison(arrangedHeight: "999")
        #expect(comparison.inconsistent.isEmpty)
        #expect(comparison.compared == 3)
    }

    @Test func aThousandAcrossTheStacksAxisIsCompared() throws {
        // A horizontal stack: its arranged subviews' height is across its axis.
        let comparison = try Self.stackComparison(arrangedHeight: "1000", axis: "")
        #expect(comparison.inconsistent.first?.violation.hasPrefix("never laid out") != true)
    }
}
