import Foundation
import LayoutEngine
import SceneFormat
import SceneModel
import SceneReading
import Testing

/// The view kinds' descriptors are the one source of the keys per type: the docs' table is
/// rendered from them, and the parser's "does not apply" errors name the types they list.
@Suite struct ViewKindTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// docs/scene-format.md holds the table the descriptors render, verbatim: a kind, key or
    /// default changed in the engine without the doc fails here (paste `ViewKindTable.markdown`).
    @Test func theDocsTableOfKeysIsTheDescriptors() throws {
        let doc = try String(
            contentsOfFile: Self.root.appendingPathComponent("docs/scene-format.md").path, encoding: .utf8)
        let table = ViewKindTable.markdown
        #expect(doc.contains(table), "docs/scene-format.md lacks the table of keys per view type:\n\(table)")
    }

    @Test func theTableHasARowPerKindButThePlainView() {
        let rows = ViewKindTable.markdown.split(separator: "\n").dropFirst(2)
        #expect(rows.count == ViewKinds.all.count - 1)
        #expect(
            rows.first
                == "| `label` | `text` (\"\"), `font` (system 17, UILabel's), `lines` (1; 0 = any), `alignment` (natural), `textColor` (`label`) | the text's |"
        )
        #expect(rows.contains("| `guide` | — (a `UILayoutGuide`: no drawing, no intrinsic size) | none |"))
    }

    /// Keys no kind lists are common to every view; the others belong to the kinds that list them.
    @Test func ownersComeFromTheKinds() {
        #expect(ViewKinds.owners[.text] == [.label, .textField, .textView, .searchBar])
        #expect(ViewKinds.owners[.alignment] == [.label, .textField, .textView, .stack])
        #expect(ViewKinds.owners[.image] == [.imageView, .button])
        #expect(ViewKinds.owners[.style] == [.activityIndicator, .datePicker, .searchBar, .table])
        #expect(ViewKinds.owners[.mode] == [.datePicker] && ViewKinds.owners[.date] == [.datePicker])
        #expect(ViewKinds.owners[.sections] == [.table] && ViewKinds.owners[.separators] == [.table])
        #expect(ViewKinds.owners[.pages] == [.pageControl])
        for common: ViewKey in [
            .type, .id, .background, .tint, .border, .cornerRadius, .frame, .hidden, .alpha, .subviews, .accessory,
        ] {
            #expect(ViewKinds.owners[common] == nil, "\(common) is common")
        }
    }

    /// A kind's `style` values are its own: a switch has none, an activity indicator and a search
    /// bar two each.
    @Test func stylesAreTheKindsOwn() {
        do {
            _ = try SceneParser.parse(
                "views: {S: {type: switch, style: large}, A: {type: activityIndicator, style: huge}, "
                    + "F: {type: searchBar, style: large}}\n", file: "s.yaml")
            Issue.record("expected errors")
        } catch let errors as SceneErrors {
            #expect(
                errors.errors.map(\.message) == [
                    "'style' does not apply to a switch (only to activityIndicator, datePicker, searchBar, table)",
                    "invalid value 'huge' (expected medium, large)",
                    "invalid value 'large' (expected prominent, minimal)",
                ])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func typesAreMadeOnlyFromDeclaredNames() {
        #expect(ViewType(rawValue: "label") == .label)
        #expect(ViewType(rawValue: "Label") == nil)
        #expect(ViewType(rawValue: "picker") == nil)
        #expect(ViewType.allCases.first == .view)
    }
}
