import LayoutEngine
@testable import SceneFormat
import SceneModel
import SceneReading
import Testing

/// A table's `style`, `sections` and `separators` and a row's `accessory` and `listContent`: read, refused where
/// they do not belong, and written back by `convert`.
@Suite struct TableKeysTests {
    static let yaml = """
        views:
          List:
            type: table
            style: insetGrouped
            separators: false
            sections: [{rows: 2, header: General, footer: "Shown below: the rows"}, {rows: 1}]
            subviews:
              A: {accessory: disclosureIndicator, listContent: {text: Wi-Fi, secondaryText: "Home: connected"}}
              B: {accessory: detailDisclosureButton, listContent: {text: Bluetooth}}
              C: {}
        """

    @Test func theKeysAreRead() throws {
        let scene = try SceneParser.parse(Self.yaml, file: "t.yaml")
        let list = try #require(scene.root.subviews.first)
        #expect(list.style == .insetGrouped)
        #expect(list.separators == false)
        #expect(
            list.sections == [
                TableSection(rows: 2, header: "General", footer: "Shown below: the rows"), TableSection(rows: 1),
            ])
        #expect(list.subviews.map(\.accessory) == [.disclosureIndicator, .detailDisclosureButton, nil])
        #expect(
            list.subviews.map(\.listContent) == [
                ListContent(text: "Wi-Fi", secondaryText: "Home: connected"), ListContent(text: "Bluetooth"), nil,
            ])
    }

    @Test func theKeysAreWrittenAndReadBack() throws {
        let scene = try SceneParser.parse(Self.yaml, file: "t.yaml")
        let yaml = SceneWriter.yaml(scene)
        #expect(yaml.contains(#"sections: [{rows: 2, header: General, footer: "Shown below: the rows"}, {rows: 1}]"#))
        #expect(yaml.contains("separators: false"))
        #expect(yaml.contains("accessory: detailDisclosureButton"))
        #expect(yaml.contains(#"listContent: {text: Wi-Fi, secondaryText: "Home: connected"}"#))
        let back = try SceneParser.parse(yaml, file: "t.yaml")
        #expect(withoutLocations(back).root == withoutLocations(scene).root)
    }

    @Test func badValuesAreLocatedErrors() {
        do {
            _ = try SceneParser.parse(
                """
                views:
                  L: {type: table, style: large, sections: [{rows: 1.5}, {header: X}, {rows: 1, title: Y}]}
                  V: {sections: [{rows: 1}], accessory: chevron}
                  W: {listContent: {secondaryText: X}}
                  X: {listContent: {text: [A], subtitle: B}}
                  Y: {listContent: Wi-Fi}
                """, file: "t.yaml")
            Issue.record("expected errors")
        } catch let errors as SceneErrors {
            #expect(
                errors.errors.map(\.message) == [
                    "invalid value 'large' (expected plain, grouped, insetGrouped)",
                    "rows must be a whole number >= 0",
                    "a section needs its number of rows: {rows: N}",
                    "unknown section key 'title' (expected rows, header, footer)",
                    "invalid value 'chevron' (expected disclosureIndicator, checkmark, detailButton, detailDisclosureButton)",
                    "'sections' does not apply to a view (only to table)",
                    "listContent needs its text: {text: TEXT}",
                    "unknown listContent key 'subtitle' (expected text, secondaryText)",
                    "text must be a string",
                    "listContent must be {text: TEXT, secondaryText: TEXT}",
                ])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
