import SceneModel
import Testing

/// The one diagnostic type: how errors and warnings read, wherever they come from.
@Suite struct DiagnosticTests {
    let place = SourceLocation(file: "Main.storyboard", line: 12, column: 5, sourceLine: "    <label id=\"x\"/>")

    @Test func anErrorIsLocatedWithItsLineAndACaret() {
        let error = Diagnostic("unknown attribute 'colour'", at: place)
        #expect(
            error.description
                == "Main.storyboard:12:5: error: unknown attribute 'colour'\n        <label id=\"x\"/>\n        ^")
        #expect(error.severity == .error)
    }

    @Test func aProblemWithTheWholeFileHasNoLineOrCaret() {
        let error = Diagnostic("file is empty", at: SourceLocation(file: "a.yaml", line: 0, column: 0))
        #expect(error.description == "a.yaml: error: file is empty")
    }

    @Test func withoutAPlaceOnlyTheMessageIsShownEscaped() {
        #expect(Diagnostic("bad \u{1B}[31m name").description == "bad \\u{1B}[31m name")
    }

    @Test func notesAndAFixFollowOnTheirOwnLines() {
        let error = Diagnostic(
            "no view named 'Titel'", at: SourceLocation(file: "a.yaml", line: 0, column: 0),
            notes: [.init("views are matched by name", at: SourceLocation(file: "a.yaml", line: 3, column: 7))],
            fixIt: .init(replacement: "Title", explanation: "did you mean"))
        #expect(
            error.description
                == "a.yaml: error: no view named 'Titel'\na.yaml:3:7: note: views are matched by name\n"
                + "fix: did you mean: Title")
    }

    @Test func aWarningIsPrintedAfterItsPlace() {
        let warning = Diagnostic.warning("not understood, ignored: <glass> (2×)", at: place)
        #expect(warning.severity == .warning)
        #expect(warning.placed == "Main.storyboard:12:5: not understood, ignored: <glass> (2×)")
        #expect(warning.located(as: "warning").hasPrefix("Main.storyboard:12:5: warning: not understood"))
        let whole = Diagnostic.warning("custom font 'Avenir'", at: SourceLocation(file: "M.xib", line: 0, column: 0))
        #expect(whole.placed == "M.xib: custom font 'Avenir'")
    }

    @Test func equalityIgnoresTheQuotedLine() {
        var other = place
        other.sourceLine = ""
        #expect(Diagnostic("x", at: place) == Diagnostic("x", at: other))
        #expect(Diagnostic("x", at: place) != Diagnostic.warning("x", at: place))
    }
}
