import StoryboardFixtures
import Testing

/// Xcode 11 (from its betas) to 14 simulate a home-button phone without a status bar; Xcode 15 and later show
/// the 20-point status bar again.
@Suite struct HomeButtonStatusBarTests {
    /// A lone controller on an iPhone 8 with a box on its safe area's top.
    static func boxFrame(toolsVersion: String) throws -> [Double] {
        let xml = StoryboardFixture.document(
            tools: toolsVersion, device: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#,
            scenes: [StoryboardFixture.boxScene(1)])
        return try FixtureLayout.frame(of: "BX1-aa-aaa", inScene: "SC1-aa-aaa", of: xml)
    }

    @Test func xcode10ShowsTheStatusBar() throws {
        #expect(try Self.boxFrame(toolsVersion: "14490.70") == [0, 20, 375, 100])
    }

    @Test func xcode11BetasHideIt() throws {
        #expect(try Self.boxFrame(toolsVersion: "14750") == [0, 0, 375, 100])
        #expect(try Self.boxFrame(toolsVersion: "14810.12") == [0, 0, 375, 100])
    }

    @Test func xcode11To14HideIt() throws {
        #expect(try Self.boxFrame(toolsVersion: "15505") == [0, 0, 375, 100])
        #expect(try Self.boxFrame(toolsVersion: "21225") == [0, 0, 375, 100])
    }

    @Test func xcode15AndLaterShowItAgain() throws {
        #expect(try Self.boxFrame(toolsVersion: "22155") == [0, 20, 375, 100])
        #expect(try Self.boxFrame(toolsVersion: "24127") == [0, 20, 375, 100])
    }
}
