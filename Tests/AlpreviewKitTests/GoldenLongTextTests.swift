import Foundation
import Testing
@testable import AlpreviewKit
@testable import GoldenImages

/// A golden report is anyone's file: megabytes of escapes are read in linear time, and every
/// message and diff line that quotes it shows at most a line's worth, control characters escaped.
@Suite struct GoldenLongTextTests {
    static func report(_ constraints: [(id: String, text: String)]) -> String {
        let items = constraints.map { #"{"id": "\#($0.id)", "text": "\#($0.text)"}"# }.joined(separator: ", ")
        return #"{"configurations": [{"views": {}, "constraints": [\#(items)]}]}"#
    }

    /// 500,000 escapes in one string (each appended by copying the string so far: hours).
    @Test func aStringOfEscapesIsReadInLinearTime() throws {
        let text = String(repeating: #"\n"#, count: 500_000)
        let value = try JSONParser.parse(#"{"text": "\#(text)\u00e9"}"#)
        let read = try #require(value["text"]?.stringValue)
        #expect(read.unicodeScalars.count == 500_001)
        #expect(read.hasSuffix("\n\u{E9}"))
    }

    @Test func theExplanationQuotesALinesWorthOfEachText() throws {
        let long = "A.Width = 1" + String(repeating: "0", count: 200_000)
        let golden = Self.report([("c1", long), ("c2", #"line\nbreak"#)])
        let actual = Self.report([("c1", "A.Width = 100")])
        let explanation = try #require(
            LayoutReportComparison.explain(golden: golden, actual: actual, imageMatches: true))
        #expect(
            explanation.summary
                == "cause: c1 A.Width = 1" + String(repeating: "0", count: 69) + "… → 100, removed c2 line\\u{A}break")
    }

    @Test func diffLinesAreCutToALine() {
        let long = String(repeating: "x", count: 100_000)
        #expect(
            LayoutReportDiff.lines(golden: "a\n\(long)\nz", actual: "a\ny\u{1B}\nz")
                == ["  a", "- " + String(repeating: "x", count: 80) + "…", "+ y\\u{1B}", "  z"])
    }

    /// The first difference is quoted from a little before the first character that differs.
    @Test func theFirstDifferenceQuotesAroundWhereTheLinesDiffer() {
        let run = String(repeating: "x", count: 10_000)
        let shown = String(repeating: "x", count: 20)
        #expect(
            GoldenStore.firstDifference(golden: "{\n  \"a\": \"\(run)1\"\n}", actual: "{\n  \"a\": \"\(run)2\"\n}")
                == "line 2: …\(shown)1\" → …\(shown)2\"")
    }

    /// Thousands of constraints renumbered in both reports are matched by text and head in
    /// linear time (each was looked up in the whole other list).
    @Test func manyConstraintsAreMatchedInLinearTime() throws {
        let count = 20_000
        let golden = Self.report((0..<count).map { ("c\($0 + 1)", "V\($0).Width = 10") })
        let actual = Self.report(
            [("c1", "New.Width = 5")] + (0..<count).map { ("c\($0 + 2)", "V\($0).Width = \($0 == 7 ? 20 : 10)") })
        let explanation = try #require(
            LayoutReportComparison.explain(golden: golden, actual: actual, imageMatches: true))
        #expect(explanation.summary == "cause: c9 V7.Width = 10 → 20, added c1 New.Width = 5")
    }
}
