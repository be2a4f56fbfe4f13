import Foundation
import LayoutEngine
import Readers
import SceneFormat
import SceneModel
import StoryboardFixtures
import Testing
import TextMetrics

/// Where Interface Builder's canvas puts a table's rows, by the Xcode that saved the file and the
/// table's style (docs/interface-builder.md, Tables and collections): frames to 0.01 pt.
@Suite struct TableRowRuleTests {
    /// A table filling a 414-point root, with `sections` (each `<tableViewSection>`'s body).
    static func table(
        style: String, tools: String = "22155", width: Int = 414, cellAttributes: String = "", content: String = "",
        sections: [String]
    ) -> String {
        let device =
            width == 414
            ? #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#
            : #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#
        var cell = 0
        let body = sections.map { attributes in
            cell += 1
            return """
                <tableViewSection \(attributes) id="S\(cell)a-aa-aaa">
                    <cells>
                        <tableViewCell contentMode="scaleToFill" \(cellAttributes) id="CE\(cell)-aa-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <tableViewCellContentView key="contentView" contentMode="center" id="CV\(cell)-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                \(content.replacingOccurrences(of: "CELL", with: "\(cell)"))
                            </tableViewCellContentView>
                        </tableViewCell>
                    </cells>
                </tableViewSection>
                """
        }.joined(separator: "\n")
        let xml = StoryboardFixture.storyboard(
            tools: tools, device: device,
            root: """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="\(style)" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" translatesAutoresizingMaskIntoConstraints="NO" id="TAB-aa-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="600"/>
                    <sections>
                \(body)
                    </sections>
                </tableView>
                """,
            constraints: "")
        return xml.replacingOccurrences(of: #"width="375" height="667""#, with: #"width="\#(width)" height="800""#)
    }

    static func cellFrame(_ xml: String, _ number: Int) throws -> [Double] {
        SceneMappingTests.frame(try SceneMappingTests.layout(xml), "CE\(number)-aa-aaa")
    }

    @Test func xcode13ShowsEveryPlainHeader50High() throws {
        let xml = Self.table(style: "plain", sections: [""])
        #expect(try Self.cellFrame(xml, 1) == [0, 50, 414, 44])
        let before = Self.table(style: "plain", tools: "14313", sections: [""])
        #expect(try Self.cellFrame(before, 1) == [0, 0, 414, 44])
    }

    @Test func xcode13EndsEveryPlainSectionWithItsFooter() throws {
        let xml = Self.table(style: "plain", sections: ["", ""])
        // 50 + 44, the first section's footer (18), the second's header (50).
        #expect(try Self.cellFrame(xml, 2) == [0, 162, 414, 44])
        let before = Self.table(style: "plain", tools: "14313", sections: ["", ""])
        #expect(try Self.cellFrame(before, 2) == [0, 44, 414, 44])
    }

    @Test func aGroupedTableEndsEverySectionWithItsFooter() throws {
        let xml = Self.table(style: "grouped", sections: ["", ""])
        #expect(try Self.cellFrame(xml, 1) == [0, 18, 414, 44])
        // 18 + 44, the first section's footer (18), the second's header (18).
        #expect(try Self.cellFrame(xml, 2) == [0, 98, 414, 44])
    }

    @Test func aGroupedTablesTitledHeadersAreTheirTitlesHeight() throws {
        let xml = Self.table(style: "grouped", sections: [#"headerTitle="Account""#, #"headerTitle="About""#])
        #expect(try Self.cellFrame(xml, 1) == [0, 55.5, 414, 44])
        // 55.5 + 44, the footer (18), the second titled header (38).
        #expect(try Self.cellFrame(xml, 2) == [0, 155.5, 414, 44])
    }

    @Test func anInsetGroupedTableInsetsItsRowsByTheSystemMargins() throws {
        let wide = Self.table(style: "insetGrouped", sections: [""])
        #expect(try Self.cellFrame(wide, 1) == [20, 18, 374, 44])
        #expect(SceneMappingTests.frame(try SceneMappingTests.layout(wide), "CV1-aa-aaa") == [0, 0, 374, 44])
        let narrow = Self.table(style: "insetGrouped", width: 375, sections: [""])
        #expect(try Self.cellFrame(narrow, 1) == [16, 18, 343, 44])
    }
}

extension TableRowRuleTests {
    /// A table view controller inside a navigation controller, saved by Xcode 7 (build 8121).
    static let xcode7NavigationTable = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="8121" systemVersion="14F27" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="NAV-aa-aaa">
            <scenes>
                <scene sceneID="SC1-aa-aaa">
                    <objects>
                        <tableViewController id="TVC-aa-aaa" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" id="TAB-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" id="CE1-aa-aaa">
                                        <rect key="frame" x="0.0" y="86" width="600" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="CE1-aa-aaa" id="CV1-aa-aaa">
                                            <rect key="frame" x="0.0" y="0.0" width="600" height="43.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                            <navigationItem key="navigationItem" title="Items" id="NIT-aa-aaa"/>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="SC2-aa-aaa">
                    <objects>
                        <navigationController id="NAV-aa-aaa" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="BAR-aa-aaa">
                                <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="TVC-aa-aaa" kind="relationship" relationship="rootViewController" id="SEG-aa-aaa"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Xcode 7 stored the rows of a controller's root table below the status and navigation
    /// bars (UIKit's automatic content inset): 20 + 44, then the 22-point prototypes header.
    @Test func xcode7StoredARootTablesRowsBelowTheBars() throws {
        let scene = try SceneInput.read(Data(Self.xcode7NavigationTable.utf8), file: "Main.storyboard")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
        #expect(SceneMappingTests.frame(layout, "CE1-aa-aaa") == [0, 86, 600, 44])
    }
}

extension TableRowRuleTests {
    static func contentFrame(_ xml: String, _ number: Int = 1) throws -> [Double] {
        SceneMappingTests.frame(try SceneMappingTests.layout(xml), "CV\(number)-aa-aaa")
    }

    /// Before Xcode 13 a grouped table's untitled first section starts 35 down whatever header
    /// height the table sets (UIKit's grouped top padding); later sections take the table's.
    @Test func anOldGroupedTablesUntitledFirstSectionStarts35Down() throws {
        let xml = Self.table(style: "grouped", tools: "14313", width: 375, sections: ["", ""])
        #expect(try Self.cellFrame(xml, 1) == [0, 35, 375, 44])
        // 35 + 44, the footer (18), the second header (18).
        #expect(try Self.cellFrame(xml, 2) == [0, 115, 375, 44])
    }

    /// The accessory narrows the content view: a fixed width before Xcode 13 (a disclosure
    /// indicator 34 from Xcode 9.1), from Xcode 14 the cell's trailing margin and the accessory.
    @Test func anAccessoryNarrowsTheContentViewByTheXcodeThatSavedTheFile() throws {
        let disclosure = #"accessoryType="disclosureIndicator""#
        let modern = Self.table(style: "plain", cellAttributes: disclosure, sections: [""])
        #expect(try Self.contentFrame(modern) == [0, 0, 383.5, 44])
        let narrow = Self.table(style: "plain", width: 375, cellAttributes: disclosure, sections: [""])
        #expect(try Self.contentFrame(narrow) == [0, 0, 348.5, 44])
        let checkmark = Self.table(style: "plain", cellAttributes: #"accessoryType="checkmark""#, sections: [""])
        #expect(try Self.contentFrame(checkmark) == [0, 0, 370, 44])
        // Xcode 10: 34 narrower, and the separator's pixel at the bottom.
        let xcode10 = Self.table(style: "plain", tools: "14313", width: 375, cellAttributes: disclosure, sections: [""])
        #expect(try Self.contentFrame(xcode10) == [0, 0, 341, 43.5])
        // An inset grouped row of a 414-point table keeps the table's 20-point margins.
        let inset = Self.table(style: "insetGrouped", cellAttributes: disclosure, sections: [""])
        #expect(try Self.contentFrame(inset) == [0, 0, 343.5, 44])
    }

    /// Xcode 7 stored every navigation controller's bar at y = 0: the status bar is still shown,
    /// the rows below both bars. A table whose separators are hidden keeps its cells' full height;
    /// otherwise Xcode 7's canvas takes a whole point.
    @Test func xcode7ShowsTheStatusBarWhateverTheBarsStoredFrame() throws {
        let xml = Self.xcode7NavigationTable.replacingOccurrences(
            of: #"<rect key="frame" x="0.0" y="20" width="320" height="44"/>"#,
            with: #"<rect key="frame" x="0.0" y="0.0" width="320" height="44"/>"#)
        let scene = try SceneInput.read(Data(xml.utf8), file: "Main.storyboard")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
        #expect(SceneMappingTests.frame(layout, "CE1-aa-aaa") == [0, 86, 600, 44])
        #expect(SceneMappingTests.frame(layout, "CV1-aa-aaa") == [0, 0, 600, 43])
        let hidden = xml.replacingOccurrences(of: #"separatorStyle="default""#, with: #"separatorStyle="none""#)
        let plain = try SceneInput.read(Data(hidden.utf8), file: "Main.storyboard")
        let solved = try LayoutSolver(measurer: PangoTextMeasurer()).solve(plain, in: plain.configurations[0])
        #expect(SceneMappingTests.frame(solved, "CV1-aa-aaa") == [0, 0, 600, 44])
    }

    /// A table stored below an opaque simulated navigation bar (y = 64) has nothing to inset:
    /// its rows start at the header.
    @Test func xcode7TablesBelowAnOpaqueBarAreNotInset() throws {
        let opaque = Self.xcode7NavigationTable.replacingOccurrences(
            of: #"<navigationItem key="navigationItem" title="Items" id="NIT-aa-aaa"/>"#,
            with: """
                <navigationItem key="navigationItem" title="Items" id="NIT-aa-aaa"/>
                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                """
        ).replacingOccurrences(
            of: #"<rect key="frame" x="0.0" y="0.0" width="600" height="600"/>"#,
            with: #"<rect key="frame" x="0.0" y="64" width="600" height="536"/>"#)
        let scene = try SceneInput.read(Data(opaque.utf8), file: "Main.storyboard")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
        #expect(SceneMappingTests.frame(layout, "CE1-aa-aaa") == [0, 22, 600, 44])
    }
}

extension TableRowRuleTests {
    /// Beside an accessory a content view's trailing margin is UIKit's 8-point spacing to it: a
    /// view pinned to the margin ends 8 before the narrowed content view's edge.
    @Test func aContentViewKeeps8PointsBesideTheAccessory() throws {
        let content = """
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="VWCELL-aa-aaa">
                    <rect key="frame" x="20" y="12" width="100" height="20"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="VWCELL-aa-aaa" firstAttribute="leading" secondItem="CVCELL-aa-aaa" secondAttribute="leadingMargin" id="C1CELL-aa-aaa"/>
                <constraint firstAttribute="trailingMargin" secondItem="VWCELL-aa-aaa" secondAttribute="trailing" id="C2CELL-aa-aaa"/>
                <constraint firstItem="VWCELL-aa-aaa" firstAttribute="top" secondItem="CVCELL-aa-aaa" secondAttribute="top" constant="12" id="C3CELL-aa-aaa"/>
                <constraint firstItem="VWCELL-aa-aaa" firstAttribute="height" constant="20" id="C4CELL-aa-aaa"/>
            </constraints>
            """
        let plain = Self.table(style: "plain", content: content, sections: [""])
        #expect(SceneMappingTests.frame(try SceneMappingTests.layout(plain), "VW1-aa-aaa") == [20, 12, 374, 20])
        let disclosure = Self.table(
            style: "plain", cellAttributes: #"accessoryType="disclosureIndicator""#, content: content, sections: [""])
        // 414 less 30.5 for the indicator: 383.5, and 8 from its edge.
        #expect(SceneMappingTests.frame(try SceneMappingTests.layout(disclosure), "VW1-aa-aaa") == [20, 12, 355.5, 20])
    }
}

extension TableRowRuleTests {
    /// A controller pushed by one with a simulated navigation bar (no container of its own) is
    /// shown under that bar: Xcode 7 stores its root table's rows below the status and
    /// navigation bars; under an opaque bar (`translucent="NO"`) from the table's top.
    @Test func aPushedControllerInfersTheSimulatedTopBar() throws {
        func pushed(translucent: String) throws -> [Double] {
            let navigation = Self.xcode7NavigationTable
            let start = navigation.range(of: #"<scene sceneID="SC2-aa-aaa">"#)!.lowerBound
            let end = navigation.range(of: "</scenes>")!.lowerBound
            let xml = navigation.replacingCharacters(
                in: start..<end,
                with: """
                    <scene sceneID="SC2-aa-aaa">
                        <objects>
                            <viewController id="SRC-aa-aaa" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="SRV-aa-aaa">
                                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                </view>
                                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" \(translucent) prompted="NO"/>
                                <connections>
                                    <segue destination="TVC-aa-aaa" kind="show" id="PSH-aa-aaa"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>

                    """
            ).replacingOccurrences(
                of: #"initialViewController="NAV-aa-aaa""#, with: #"initialViewController="SRC-aa-aaa""#)
            let scene = try SceneInput.read(Data(xml.utf8), file: "Main.storyboard")
            let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
            return SceneMappingTests.frame(layout, "CE1-aa-aaa")
        }
        #expect(try pushed(translucent: "") == [0, 86, 600, 44])
        #expect(try pushed(translucent: #"translucent="NO""#) == [0, 22, 600, 44])
    }
}

extension TableRowRuleTests {
    /// Before Xcode 9.0's release (the iOS 11 SDK) a cell's content view has UIView's 8-point
    /// margins all round, in Xcode 9's prerelease builds too; from Xcode 9.0 11 above and below
    /// and 16 on the sides of a 375-point cell.
    @Test func beforeXcode9AContentViewsMarginsAre8AllRound() throws {
        let content = """
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="VWCELL-aa-aaa">
                    <rect key="frame" x="8" y="8" width="359" height="27.5"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="VWCELL-aa-aaa" firstAttribute="leading" secondItem="CVCELL-aa-aaa" secondAttribute="leadingMargin" id="C1CELL-aa-aaa"/>
                <constraint firstAttribute="trailingMargin" secondItem="VWCELL-aa-aaa" secondAttribute="trailing" id="C2CELL-aa-aaa"/>
                <constraint firstItem="VWCELL-aa-aaa" firstAttribute="top" secondItem="CVCELL-aa-aaa" secondAttribute="topMargin" id="C3CELL-aa-aaa"/>
                <constraint firstAttribute="bottomMargin" secondItem="VWCELL-aa-aaa" secondAttribute="bottom" id="C4CELL-aa-aaa"/>
            </constraints>
            """
        let xcode8 = Self.table(style: "plain", tools: "12120", width: 375, content: content, sections: [""])
        // The content view is 43.5 high: the separator's pixel is below it.
        #expect(SceneMappingTests.frame(try SceneMappingTests.layout(xcode8), "VW1-aa-aaa") == [8, 8, 359, 27.5])
        let prerelease = Self.table(style: "plain", tools: "13189.4", width: 375, content: content, sections: [""])
        #expect(SceneMappingTests.frame(try SceneMappingTests.layout(prerelease), "VW1-aa-aaa") == [8, 8, 359, 27.5])
        let xcode9 = Self.table(style: "plain", tools: "13196", width: 375, content: content, sections: [""])
        #expect(SceneMappingTests.frame(try SceneMappingTests.layout(xcode9), "VW1-aa-aaa") == [16, 11, 343, 21.5])
        // Xcode 26 (iOS 26's cells): 15 above and below, 20 on the sides of a 375-point cell too.
        let xcode26 = Self.table(style: "plain", tools: "24127", width: 375, content: content, sections: [""])
        #expect(SceneMappingTests.frame(try SceneMappingTests.layout(xcode26), "VW1-aa-aaa") == [20, 15, 335, 14])
    }
}

extension TableRowRuleTests {
    /// A root collection view of Xcode 7 stores its items below the bars too: 20 + 44, the
    /// 50-point header, the 8-point section inset.
    @Test func xcode7StoredARootCollectionViewsItemsBelowTheBars() throws {
        let collection = Self.xcode7NavigationTable.replacingOccurrences(
            of: "tableViewController id=\"TVC-aa-aaa\"", with: "collectionViewController id=\"TVC-aa-aaa\""
        ).replacingOccurrences(of: "</tableViewController>", with: "</collectionViewController>")
        let start = collection.range(of: "<tableView key=\"view\"")!.lowerBound
        let end = collection.range(of: "</tableView>")!.upperBound
        let xml = collection.replacingCharacters(
            in: start..<end,
            with: """
                <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="COL-aa-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="25" minimumInteritemSpacing="25" id="FLO-aa-aaa">
                        <size key="itemSize" width="220" height="270"/>
                        <size key="headerReferenceSize" width="320" height="50"/>
                        <size key="footerReferenceSize" width="0.0" height="0.0"/>
                        <inset key="sectionInset" minX="25" minY="8" maxX="25" maxY="8"/>
                    </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Cell" id="CE1-aa-aaa">
                            <rect key="frame" x="25" y="122" width="220" height="270"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </collectionViewCell>
                    </cells>
                </collectionView>
                """)
        let scene = try SceneInput.read(Data(xml.utf8), file: "Main.storyboard")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
        #expect(SceneMappingTests.frame(layout, "CE1-aa-aaa") == [25, 122, 220, 270])
    }
}
