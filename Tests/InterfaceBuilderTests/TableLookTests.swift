import Foundation
import InterfaceBuilder
import LayoutEngine
import Readers
import SceneFormat
import SceneModel
import StoryboardFixtures
import Testing
import TextMetrics

/// What a storyboard's table draws around its rows, read from the attributes Interface Builder
/// stores: the style, the separators, the sections' titles (uppercased in a grouped table before
/// iOS 15), the prototypes' "Prototype Cells" header and each cell's accessory.
@Suite struct TableLookTests {
    static func spec(_ scene: Scene, _ id: String) -> ViewSpec? {
        func find(_ view: ViewSpec) -> ViewSpec? {
            view.id == ViewID(id) ? view : view.subviews.lazy.compactMap(find).first
        }
        return find(scene.root)
    }

    static func table(_ xml: String) throws -> ViewSpec {
        let scene = try #require(try DockViewTests.scenes(xml).first)
        return try #require(spec(scene, "TAB-aa-aaa"))
    }

    @Test func anInsetGroupedStaticTable() throws {
        let xml = TableRowRuleTests.table(
            style: "insetGrouped", cellAttributes: #"accessoryType="disclosureIndicator""#,
            sections: [#"headerTitle="General" footerTitle="Shown below""#, ""]
        )
        .replacingOccurrences(of: #"style="insetGrouped""#, with: #"style="insetGrouped" separatorStyle="none""#)
        let table = try Self.table(xml)
        #expect(table.type == .table && table.style == .insetGrouped && table.separators == false)
        #expect(
            table.sections == [TableSection(rows: 1, header: "General", footer: "Shown below"), TableSection(rows: 1)])
        #expect(table.subviews.map(\.accessory) == [.disclosureIndicator, .disclosureIndicator])
    }

    @Test func groupedHeadersAreUppercasedBeforeIOS15() throws {
        let sections = [#"headerTitle="General" footerTitle="Shown below""#]
        let xcode12 = try Self.table(TableRowRuleTests.table(style: "grouped", tools: "17701", sections: sections))
        #expect(xcode12.style == .grouped && xcode12.separators)
        #expect(xcode12.sections == [TableSection(rows: 1, header: "GENERAL", footer: "Shown below")])
        let xcode13 = try Self.table(TableRowRuleTests.table(style: "grouped", tools: "19162", sections: sections))
        #expect(xcode13.sections == [TableSection(rows: 1, header: "General", footer: "Shown below")])
        let plain = try Self.table(TableRowRuleTests.table(style: "plain", tools: "17701", sections: sections))
        #expect(plain.style == nil)
        #expect(plain.sections == [TableSection(rows: 1, header: "General", footer: "Shown below")])
    }

    @Test func prototypesAreOneSectionUnderInterfaceBuildersHeader() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/storyboards/table.storyboard").path
        let xml = try String(contentsOfFile: file, encoding: .utf8)
        let scene = try #require(try DockViewTests.scenes(xml).first)
        #expect(scene.root.type == .table && scene.root.style == nil)
        #expect(scene.root.sections == [TableSection(rows: 1, header: "Prototype Cells")])
    }

    /// A cell's iOS 14 list content configuration is what the row shows; an empty secondary text
    /// is none, and what else the element holds is reported, not drawn.
    @Test func aCellsListContentConfigurationIsItsTexts() throws {
        func table(_ configuration: String) throws -> (ViewSpec, IBDocument) {
            let xml = TableRowRuleTests.table(style: "plain", sections: [""])
                .replacingOccurrences(
                    of: "</tableViewCellContentView>", with: "</tableViewCellContentView>\n" + configuration)
            return (
                try Self.table(xml), try InterfaceBuilderDecoder.decode(bytes: Array(xml.utf8), file: "t.storyboard")
            )
        }
        let (plain, plainDocument) = try table(
            #"<listContentConfiguration key="contentConfiguration" text="Refresh" secondaryText=""/>"#)
        #expect(plain.subviews.map(\.listContent) == [ListContent(text: "Refresh")])
        #expect(plainDocument.notUnderstood.isEmpty)
        let (both, bothDocument) = try table(
            #"<listContentConfiguration key="contentConfiguration" text="Wi-Fi" secondaryText="Home" imageToTextPadding="4"/>"#
        )
        #expect(both.subviews.map(\.listContent) == [ListContent(text: "Wi-Fi", secondaryText: "Home")])
        #expect(bothDocument.notUnderstood.keys.map(\.description) == ["listContentConfiguration@imageToTextPadding"])
    }

    /// A collection view's list cell shows its configuration as a table's row does, and a
    /// configuration of a secondary text alone shows it under an empty text; neither is warned about.
    @Test func aCollectionCellsListContentConfigurationIsItsTexts() throws {
        let xml = StoryboardFixture.storyboard(
            root: """
                <collectionViewCell opaque="NO" contentMode="center" id="CEL-aa-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    <listContentConfiguration key="contentConfiguration" text="Wi-Fi"/>
                </collectionViewCell>
                <collectionViewCell opaque="NO" contentMode="center" id="CEM-aa-aaa">
                    <rect key="frame" x="0.0" y="60" width="100" height="50"/>
                    <listContentConfiguration key="contentConfiguration" secondaryText="Home"/>
                </collectionViewCell>
                """, constraints: "")
        let document = try InterfaceBuilderDecoder.decode(bytes: Array(xml.utf8), file: "t.storyboard")
        #expect(document.locatedWarnings.isEmpty && document.notUnderstood.isEmpty)
        let scene = try #require(try DockViewTests.scenes(xml).first)
        #expect(Self.spec(scene, "CEL-aa-aaa")?.listContent == ListContent(text: "Wi-Fi"))
        #expect(Self.spec(scene, "CEM-aa-aaa")?.listContent == ListContent(text: "", secondaryText: "Home"))
    }
}
