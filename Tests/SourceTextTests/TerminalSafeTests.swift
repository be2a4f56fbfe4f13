import SourceText
import Testing

/// Text from an input never drives the terminal: controls and bidirectional overrides are
/// written escaped; tabs stay unless asked.
@Suite struct TerminalSafeTests {
    @Test func controlsAndOverridesAreEscaped() {
        #expect(terminalSafe("a\u{1B}[31mb\u{7F}\u{202E}c") == "a\\u{1B}[31mb\\u{7F}\\u{202E}c")
        #expect(terminalSafe("café 日本") == "café 日本")
    }

    @Test func tabsStayUnlessAsked() {
        #expect(terminalSafe("a\tb") == "a\tb")
        #expect(terminalSafe("a\tb", escapingTabs: true) == "a\\u{9}b")
    }
}
