import SourceText
import Testing

/// Values quoted in messages stay within a line.
@Suite struct ExcerptTests {
    @Test func aLongExcerptIsCutOnBothSides() {
        let text = String(repeating: "x", count: 100)
        #expect(LineExcerpt.of(text) == String(repeating: "x", count: 80) + "…")
        #expect(LineExcerpt.of(text, from: 10, limit: 5) == "…xxxxx…")
        #expect(LineExcerpt.of("a\u{1B}b") == "a\\u{1B}b")
    }

    @Test func aLongValueIsCutAtSixtyCharacters() {
        #expect(shownValue("short") == "short")
        let long = shownValue(String(repeating: "v", count: 61))
        #expect(long == String(repeating: "v", count: 59) + "…" && long.count == maximumShownCharacters)
    }
}
