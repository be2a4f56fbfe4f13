import Testing
@testable import SceneFormat

/// Aliases cost one line in the file and a whole subtree in the scene: the expanded tree is
/// bounded in depth and size before the parser walks it, and a file with thousands of problems
/// prints fifty of them and a count.
@Suite struct AliasLimitTests {
    static func report(_ text: String) -> String { BadInputCorpusTests.report(Array(text.utf8)) }

    /// 600 views each nesting the previous one through an alias: 1,200 levels once expanded.
    @Test func aliasesNestingViewsAreRefusedWhereTheAliasIsWritten() {
        let chain = (1...600).map { "  - &p\($0) {subviews: {c: *p\($0 - 1)}}" }.joined(separator: "\n")
        let text = "p0: &p0 {}\nchain:\n" + chain + "\nviews: {Top: *p600}\n"
        #expect(
            Self.report(text) == """
                s.yaml:33:21: error: nested more than 64 levels deep through aliases; a scene does not nest this deep
                      - &p31 {subviews: {c: *p30}}
                                        ^
                """)
    }

    /// Aliases of aliases, four times each level: 4^9 views from a dozen lines.
    @Test func aliasesExpandingToMillionsOfNodesAreRefused() {
        var lines = ["x:", "  a0: &a0 {x: {}, y: {}}"]
        for i in 1...9 {
            lines.append("  a\(i): &a\(i) {subviews: {p: *a\(i - 1), q: *a\(i - 1), r: *a\(i - 1), s: *a\(i - 1)}}")
        }
        #expect(
            Self.report(lines.joined(separator: "\n") + "\nviews: {V: *a9}\n") == """
                s.yaml:10:22: error: the scene expands to more than 200,000 YAML nodes through aliases; a scene is a few hundred
                      a8: &a8 {subviews: {p: *a7, q: *a7, r: *a7, s: *a7}}
                                         ^
                """)
    }

    /// Each level declares four names and four copies of the level below: 4,548 declarations
    /// of 28 names, so 4,520 duplicates; fifty are shown and 4,470 counted.
    @Test func duplicateNamesThroughAliasesAreCapped() {
        var lines = ["views:", "  A0: &a0 {subviews: {x: {}, y: {}}}"]
        for i in 1...5 {
            lines.append(
                "  A\(i): &a\(i) {subviews: {p\(i): *a\(i - 1), q\(i): *a\(i - 1), r\(i): *a\(i - 1), s\(i): *a\(i - 1)}}"
            )
        }
        let report = Self.report(lines.joined(separator: "\n") + "\n")
        let lines2 = report.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines2.count == 50 * 3 + 1)
        #expect(lines2.first == "s.yaml:2:23: error: duplicate view name 'x' (names ignore case and spaces)")
        #expect(lines2.last == "… and 4,470 more errors")
    }

    @Test func fiftyErrorsArePrintedInFull() {
        let views = (1...50).map { "  V\($0): {background: nope}" }.joined(separator: "\n")
        let report = Self.report("views:\n" + views + "\n")
        #expect(report.split(separator: "\n").count == 150)
        #expect(!report.contains("more error"))
        let one = Self.report("views:\n" + views + "\n  W: {alpha: 2}\n")
        #expect(one.hasSuffix("\n… and 1 more error"))
    }

    /// A list of 300,000 items is too large on its own: the message does not blame aliases.
    @Test func aLongListWithoutAliasesIsNotBlamedOnThem() {
        let text = "views: {}\nitems: [" + Array(repeating: "1", count: 300_000).joined(separator: ",") + "]\n"
        let report = Self.report(text)
        #expect(report.hasPrefix("s.yaml:"))
        #expect(report.contains("error: the scene has more than 200,000 YAML nodes; a scene is a few hundred\n"))
        #expect(!report.contains("aliases"))
    }
}
