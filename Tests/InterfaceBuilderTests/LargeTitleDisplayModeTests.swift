import StoryboardFixtures
import Testing

/// A stack whose bar prefers large titles (`largeTitles="YES"`, or without the attribute a bar
/// stored taller than 60 points) shows large titles, except on a navigation item with
/// `largeTitleDisplayMode="never"`, which has the standard bar
/// (`UINavigationItem.LargeTitleDisplayMode.never`).
@Suite struct LargeTitleDisplayModeTests {
    static func boxTop(mode: String?, barAttributes: String = "", barHeight: Int = 96) throws -> Double {
        var xml = StoryboardFixture.rootBelowNavigationBar(
            barAttributes: barAttributes, rootFrame: #"x="0.0" y="0.0" width="375" height="667""#,
            barFrame: #"x="0.0" y="20" width="375" height="\#(barHeight)""#)
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

    /// The attribute decides over the stored frame: a stale 44-point frame of a bar that prefers
    /// large titles, and a 96-point one of a bar that no longer does.
    @Test func theBarsLargeTitlesAttributeDecides() throws {
        #expect(try Self.boxTop(mode: nil, barAttributes: #"largeTitles="YES""#, barHeight: 44) == 116)
        #expect(try Self.boxTop(mode: nil, barAttributes: #"largeTitles="NO""#, barHeight: 96) == 64)
    }
}
