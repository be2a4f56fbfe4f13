import Testing
@testable import SceneFormat

/// A control character is located where libyaml finds it (lines broken as YAML breaks them:
/// LF, CR, CR LF), and nothing from the scene reaches the terminal raw: the quoted line and
/// the message show `\u{1B}`, and the caret still points at it.
@Suite struct ControlCharacterTests {
    static func report(_ bytes: [UInt8]) -> String { BadInputCorpusTests.report(bytes) }

    @Test func rawEscapeIsLocatedAndEscaped() {
        #expect(
            Self.report(Array("views:\n  Box: {background: re\u{1B}d}\n".utf8)) == """
                s.yaml:2:23: error: invalid YAML: control characters are not allowed (\\u{1B})
                      Box: {background: re\\u{1B}d}
                                          ^
                """)
    }

    /// Carriage returns end lines for YAML; a file with them is located on the right line.
    @Test func deleteAfterCarriageReturnLines() {
        #expect(
            Self.report(Array("title: \"café\"\nviews:\r  A: {}\r  B\u{7F}x: {}\r".utf8)) == """
                s.yaml:4:4: error: invalid YAML: control characters are not allowed (\\u{7F})
                      B\\u{7F}x: {}
                       ^
                """)
    }

    /// An escape written in a double-quoted scalar is a real ESC in the value: the message
    /// quoting the value escapes it again.
    @Test func escapeInAQuotedValueIsNotEchoed() {
        #expect(
            Self.report(Array("views:\r\n  Box: {background: \"re\\e[31md\"}\r\n".utf8)) == """
                s.yaml:2:21: error: unknown color 're\\u{1B}[31md'
                      Box: {background: "re\\e[31md"}
                                        ^
                """)
    }

    @Test func bidirectionalOverrideInAMessageIsEscaped() {
        #expect(
            Self.report(Array("views:\n  Box: {background: \"a\\u202Eb\"}\n".utf8)) == """
                s.yaml:2:21: error: unknown color 'a\\u{202E}b'
                      Box: {background: "a\\u202Eb"}
                                        ^
                """)
    }

    /// A tab stays a tab in the quoted line, so that the caret lines up under it.
    @Test func tabsStayTabs() {
        #expect(
            Self.report(Array("views:\n  Box: {}\n\tB: {}\n".utf8)) == """
                s.yaml:3:1: error: invalid YAML: found character that cannot start any token
                    \tB: {}
                    ^
                """)
    }
}
