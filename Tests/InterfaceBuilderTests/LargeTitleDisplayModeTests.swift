import StoryboardFixtures
import Testing

/// A stack whose bar is stored large (taller than 60 points) shows large titles, except on a
/// navigation item with `largeTitleDisplayMode="never"`, which has the standard bar
/// (`UINavigationItem.LargeTitleDisplayMode.never`).
@Suite struct LargeTitleDisplayModeTests {
    static func boxTop(mode: String?) throws -> Double {
        var xml = StoryboardFixture.rootBelowNavigationBar(
            barAttributes: "", rootFrame: #"x="0.0" y="0.0" width="375" height="667""#,
            barFrame: #"x="0.0" y="20" width="375" height="96""#)
        if let mode {
            xml = xml.replacingOccurrences(
                of: #"title="Items" id="NIT-aa-aaa""#,
                with: #"title="Items" largeTitleDisplayMode="\#(mode)" id="NIT-aa-aaa""#)
        }
        return try FixtureLayout.frame(of: "BX1-aa-aaa", inScene: "SC1-aa-aaa", of: xml)[1]
    }

    @Test func aLargeTitleStackShowsLargeTitles() throws {
        #expect(try Self.boxTop(mode: nil) == 116)
        #expect(try Self.boxTop(mode: "always") == 116)
    }

    @Test func anItemThatNeverShowsALargeTitleHasTheStandardBar() throws {
        #expect(try Self.boxTop(mode: "never") == 64)
    }
}
