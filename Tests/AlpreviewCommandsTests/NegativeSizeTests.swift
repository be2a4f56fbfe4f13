import TestSupport
import Testing
@testable import AlpreviewCommands

/// Numbers each within their bounds can still add up to a view narrower than nothing: said at
/// the view, on standard error, by check and render.
@Suite struct NegativeSizeTests {
    @Test func aStackOverlappingMoreThanItsViewsIsAWarning() throws {
        let folder = TestFolder()
        let scene = try folder.write(
            """
            views:
              S:
                type: stack
                customSpacing: {after A: -100000}
                arranged:
                  A: {intrinsicSize: [10, 10]}
                  B: {intrinsicSize: [9, 10]}
            constraints: [S.leading = superview.leading, S.top = superview.top]

            """, to: "s.yaml")
        let result = CommandRun.run(["check", scene])
        #expect(result.status == 0 && result.output == "ok\n")
        #expect(
            result.error
                == "alpreview: warning: \(scene):2:3: 'S' is laid out with a negative width (-99981 on iPhone 8 · "
                + "portrait · compact-regular · L · ltr), which no screen shows; check its constraints and its "
                + "stack's spacing\n")
    }
}
