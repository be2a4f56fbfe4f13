import Testing
@testable import SceneFormat

/// The nesting limit holds whatever the syntax nests with, and only counts real nesting: the
/// YAML composer recurses once per level (Yams segfaults near 4,700), so the depth is counted on
/// libyaml's event stream before anything is composed.
@Suite struct NestingLimitTests {
    static func firstLine(_ text: String) -> String {
        String(BadInputCorpusTests.report(Array(text.utf8)).split(separator: "\n").first ?? "")
    }

    static let tooDeep = "error: nested more than 64 levels deep; a scene does not nest this deep"

    static let cases: [(name: String, text: String, location: String)] = [
        // Flow brackets: the root mapping is level 1, so the 64th bracket is the 65th level.
        ("flow", "a: " + String(repeating: "[", count: 5000), "s.yaml:1:67: "),
        // Block sequence entries on one line have no indentation to count.
        ("block-sequence-one-line", String(repeating: "- ", count: 5000) + "x", "s.yaml:1:129: "),
        // A quote inside a plain scalar does not start a quoted scalar.
        ("quote-in-plain-scalar", "[a'b, " + String(repeating: "[", count: 5000), "s.yaml:1:70: "),
        ("explicit-keys", String(repeating: "? ", count: 5000) + "x", "s.yaml:1:129: "),
        ("sequences-and-explicit-keys", String(repeating: "- ? ", count: 3000) + "x", "s.yaml:1:129: "),
        ("tabs", "a:\t" + String(repeating: "[\t", count: 5000), "s.yaml:1:130: "),
        // 40 block levels, then flow: the 25th bracket is the 65th level.
        (
            "flow-inside-block",
            (0..<40).map { String(repeating: "  ", count: $0) + "k\($0):" }.joined(separator: "\n")
                + " " + String(repeating: "[", count: 100), "s.yaml:40:108: "
        ),
    ]

    @Test(arguments: cases.map(\.name))
    func refusedBeforeComposing(_ name: String) {
        let entry = Self.cases.first { $0.name == name }!
        #expect(Self.firstLine(entry.text) == entry.location + Self.tooDeep)
    }

    @Test func sixtyFourLevelsAreAllowed() {
        let text = "a: " + String(repeating: "[", count: 63) + String(repeating: "]", count: 63)
        #expect(Self.firstLine(text) == "s.yaml:1:1: error: unknown key 'a'")
    }

    /// Brackets that are text, not structure: in quoted, plain, multi-line and block scalars
    /// and in comments, hundreds of them, in a valid scene.
    @Test func bracketsInTextAreNotNesting() {
        let many = String(repeating: "[{", count: 300)
        let text = """
            # \(many)
            views:
              A: {type: label, text: "\(many)"}
              B: {type: label, text: '\(many)'}
              C:
                type: label
                text: |
                  \(many)
              D:
                type: label
                text: >
                  \(many)
              E: {type: label, text: "\(many)
                \(many)"}
              F:
                type: label
                text: a\(many)   # \(many)
              G: {type: label, text: "\t\(many)"}
            """
        #expect(BadInputCorpusTests.report(Array(text.utf8)) == "(no error)")
    }
}
