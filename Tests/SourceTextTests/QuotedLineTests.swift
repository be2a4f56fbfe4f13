import SourceText
import Testing

/// The line under an error: indented by four spaces, the caret under the column, a long line
/// cut around it.
@Suite struct QuotedLineTests {
    @Test func theCaretIsUnderTheColumn() {
        #expect(QuotedLine.quote("Box.top = 20", column: 5) == "\n    Box.top = 20\n        ^")
        #expect(QuotedLine.quote("", column: 5) == "")
    }

    @Test func aTabStaysATabSoTheCaretLinesUp() {
        #expect(QuotedLine.quote("\tBox", column: 2) == "\n    \tBox\n    \t^")
    }

    @Test func aLongLineIsCutAroundTheCaret() {
        let line = String(repeating: "a", count: 100) + "X" + String(repeating: "b", count: 100)
        let quoted = QuotedLine.quote(line, column: 101)
        let expected =
            "\n    …" + String(repeating: "a", count: 60) + "X" + String(repeating: "b", count: 59) + "…"
            + "\n     " + String(repeating: " ", count: 60) + "^"
        #expect(quoted == expected)
    }

    @Test func xmlColumnsCountUnicodeScalars() {
        // "é" written as e + U+0301 is one character but two scalars.
        #expect(QuotedLine.quote("e\u{301}<x", column: 3, counting: .unicodeScalars) == "\n    e\u{301}<x\n      ^")
    }
}
