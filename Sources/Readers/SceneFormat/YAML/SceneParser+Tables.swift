import SceneModel
import SourceText
import Yams

/// A table's `sections` and `separators`, and a row's `accessory`: what is drawn around the
/// rows (docs/scene-format.md, Tables).
extension SceneParser {
    /// `sections: [{rows: 2, header: General, footer: "…"}, …]`, over the table's rows in order.
    mutating func parseSections(_ node: Node) -> [TableSection] {
        guard case .sequence = node else {
            fail("sections must be a list, e.g. [{rows: 2, header: General}]", node); return []
        }
        var sections: [TableSection] = []
        for item in parseList(node) {
            guard case .mapping(let mapping) = item else {
                fail("a section must be {rows: N, header: TITLE, footer: TITLE}", item); continue
            }
            for (key, _) in mapping where !["rows", "header", "footer"].contains(key.string ?? "") {
                fail(
                    "unknown section key '\(shownValue(key.string ?? ""))' (expected rows, header, footer)"
                        + Suggestion.didYouMean(key.string ?? "", ["rows", "header", "footer"]), key)
            }
            guard let rowsNode = mapping.value(forKey: "rows") else {
                fail("a section needs its number of rows: {rows: N}", item); continue
            }
            guard let rows = number(rowsNode, "rows") else { continue }
            guard rows >= 0, rows == rows.rounded() else {
                fail("rows must be a whole number >= 0", rowsNode); continue
            }
            sections.append(
                TableSection(
                    rows: Int(rows), header: mapping.value(forKey: "header")?.string,
                    footer: mapping.value(forKey: "footer")?.string))
        }
        return sections
    }
}
