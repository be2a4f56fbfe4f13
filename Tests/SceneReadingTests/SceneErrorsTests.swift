import SceneModel
import SceneReading
import Testing

/// A file's errors are all reported, up to `SceneErrors.maximumReported`; the rest are counted
/// in one line, so that a small hostile file cannot print megabytes.
@Suite struct SceneErrorsTests {
    static func error(_ line: Int) -> Diagnostic {
        Diagnostic("bad", at: SourceLocation(file: "s.yaml", line: line, column: 1))
    }

    @Test func errorsArePrintedOnePerLine() {
        let errors = SceneErrors(errors: [Self.error(1), Self.error(2)])
        #expect(errors.description == "s.yaml:1:1: error: bad\ns.yaml:2:1: error: bad")
    }

    @Test func errorsPastTheCapAreCounted() {
        let errors = SceneErrors(errors: (1...52).map(Self.error), omitted: 1000)
        let lines = errors.description.split(separator: "\n")
        #expect(lines.count == SceneErrors.maximumReported + 1)
        #expect(lines.last == "… and 1,002 more errors")
        #expect(SceneErrors(errors: [Self.error(1)], omitted: 1).description.hasSuffix("\n… and 1 more error"))
    }
}
