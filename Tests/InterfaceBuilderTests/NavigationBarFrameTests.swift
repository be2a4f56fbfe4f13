import StoryboardFixtures
import Testing

/// A navigation bar's stored frame records the status bar Xcode simulated only from Xcode 11:
/// earlier Xcodes stored the bar at y = 0 and still showed a status bar above it. A 1000 × 1000
/// bar is one Xcode never laid out: it records neither the status bar nor a large title.
@Suite struct NavigationBarFrameTests {
    /// A controller in a navigation controller whose bar is stored at `barFrame`, with a box
    /// under its top layout guide.
    static func boxFrame(toolsVersion: String, barFrame: String) throws -> [Double] {
        let xml = StoryboardFixture.document(
            tools: toolsVersion, safeAreas: false, initialController: "NAV-aa-aaa",
            scenes: [
                StoryboardFixture.boxScene(1, guide: .layoutGuides),
                StoryboardFixture.navigationControllerScene(root: "VC1-aa-aaa", barFrame: barFrame),
            ])
        return try FixtureLayout.frame(of: "BX1-aa-aaa", inScene: "SC1-aa-aaa", of: xml)
    }

    static let barAtTop = #"x="0.0" y="0.0" width="375" height="44""#

    @Test func anXcode8BarStoredAtTheTopStillHasTheStatusBarAboveIt() throws {
        #expect(try Self.boxFrame(toolsVersion: "11762", barFrame: Self.barAtTop) == [0, 64, 375, 100])
    }

    @Test func anXcode11BarStoredAtTheTopOfAHomeButtonPhoneHasNoStatusBar() throws {
        #expect(try Self.boxFrame(toolsVersion: "15505", barFrame: Self.barAtTop) == [0, 44, 375, 100])
    }

    @Test func anXcode11BarStoredBelowTheStatusBarKeepsIt() throws {
        let belowStatusBar = #"x="0.0" y="20" width="375" height="44""#
        #expect(try Self.boxFrame(toolsVersion: "15505", barFrame: belowStatusBar) == [0, 64, 375, 100])
    }

    @Test func aBarXcodeNeverLaidOutIsNoLargeTitle() throws {
        let placeholder = #"x="0.0" y="0.0" width="1000" height="1000""#
        #expect(try Self.boxFrame(toolsVersion: "12120", barFrame: placeholder) == [0, 64, 375, 100])
    }
}
