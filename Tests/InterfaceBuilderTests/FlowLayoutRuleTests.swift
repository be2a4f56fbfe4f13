import Foundation
import LayoutEngine
import SceneModel
import StoryboardFixtures
import Testing

/// Where Interface Builder's canvas puts a collection view's cells: UICollectionViewFlowLayout's
/// lines (docs/interface-builder.md, Tables and collections), frames to 0.01 pt.
@Suite struct FlowLayoutRuleTests {
    /// A 375-wide collection view filling the root, with cells of the given widths (80 high).
    static func collection(cellWidths: [Int], direction: String = "vertical", inset: Int = 0) -> String {
        let cells = cellWidths.enumerated().map { index, width in
            """
            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="CE\(index + 1)-aa-aaa">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="80"/>
                <autoresizingMask key="autoresizingMask"/>
                <size key="customSize" width="\(width)" height="80"/>
            </collectionViewCell>
            """
        }.joined(separator: "\n")
        return StoryboardFixture.storyboard(
            tools: "22155", device: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#,
            root: """
                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="COL-aa-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="\(direction)" minimumLineSpacing="10" minimumInteritemSpacing="10" id="FLO-aa-aaa">
                        <size key="itemSize" width="50" height="50"/>
                        <size key="headerReferenceSize" width="0.0" height="0.0"/>
                        <size key="footerReferenceSize" width="0.0" height="0.0"/>
                        <inset key="sectionInset" minX="\(inset)" minY="\(inset)" maxX="\(inset)" maxY="\(inset)"/>
                    </collectionViewFlowLayout>
                    <cells>
                \(cells)
                    </cells>
                </collectionView>
                """,
            constraints: "")
    }

    static func cellFrame(_ xml: String, _ number: Int) throws -> [Double] {
        SceneMappingTests.frame(try SceneMappingTests.layout(xml), "CE\(number)-aa-aaa")
    }

    @Test func aCellAloneOnAFullLineIsCentred() throws {
        // 300 + 10 + 300 > 375: the line is full with one cell.
        let xml = Self.collection(cellWidths: [300])
        #expect(try Self.cellFrame(xml, 1) == [37.5, 0, 300, 80])
    }

    @Test func aLastLineWithRoomLeftStartsAtTheInset() throws {
        let xml = Self.collection(cellWidths: [80, 80], inset: 10)
        #expect(try Self.cellFrame(xml, 1) == [10, 10, 80, 80])
        #expect(try Self.cellFrame(xml, 2) == [100, 10, 80, 80])
    }

    @Test func aFullLineSpreadsItsCellsToBothInsets() throws {
        // 170 + 10 + 170 fit in 375, a third does not: the line is justified, the gap 35.
        let xml = Self.collection(cellWidths: [170, 170, 170])
        #expect(try Self.cellFrame(xml, 1) == [0, 0, 170, 80])
        #expect(try Self.cellFrame(xml, 2) == [205, 0, 170, 80])
        // The third starts the next line, alone with room for another: at the inset.
        #expect(try Self.cellFrame(xml, 3) == [0, 90, 170, 80])
    }

    @Test func aHorizontalFlowFillsColumnsDownTheCollection() throws {
        let xml = Self.collection(cellWidths: [100, 100], direction: "horizontal")
        #expect(try Self.cellFrame(xml, 1) == [0, 0, 100, 80])
        #expect(try Self.cellFrame(xml, 2) == [0, 90, 100, 80])
    }
}
