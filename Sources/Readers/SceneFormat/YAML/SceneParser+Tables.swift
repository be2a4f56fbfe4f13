import SceneModel
import SourceText
import Yams

/// A table's `sections` and `separators`, and a row's `accessory` and `listContent`: what is
/// drawn around and in the rows (docs/scene-format.md, Tables).
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

    /// `listContent: {text: Wi-Fi, secondaryText: "Connected"}`: what a row's list content
    /// configuration shows.
    mutating func parseListContent(_ node: Node) -> ListContent? {
        let keys = ["text", "secondaryText"]
        guard case .mapping(let mapping) = node else {
            fail("listContent must be {text: TEXT, secondaryText: TEXT}", node); return nil
        }
        for (key, _) in mapping where !keys.contains(key.string ?? "") {
            fail(
                "unknown listContent key '\(shownValue(key.string ?? ""))' (expected text, secondaryText)"
                    + Suggestion.didYouMean(key.string ?? "", keys), key)
        }
        guard let textNode = mapping.value(forKey: "text") else {
            fail("listContent needs its text: {text: TEXT}", node); return nil
        }
        guard let text = textNode.string else { fail("text must be a string", textNode); return nil }
        var secondary: String?
        if let node = mapping.value(forKey: "secondaryText") {
            guard let string = node.string else { fail("secondaryText must be a string", node); return nil }
            secondary = string
        }
        return ListContent(text: text, secondaryText: secondary)
    }
}
