import Foundation
import InterfaceBuilder
import SceneModel
import StoryboardFixtures
import Testing

/// From Xcode 11 a navigation controller's stored bar says whether Xcode showed a status bar
/// above it (y = 20) or none (y = 0: a sheet's), and its screen on the canvas follows it, not the
/// first laid-out scene of the file (which may be embedded, with no status bar of its own).
@Suite struct ContainerStatusBarTests {
    static func navigation(barFrame: String, tools: String) throws -> Scene {
        let xml = StoryboardFixture.document(
            tools: tools, initialController: "NAV-aa-aaa",
            scenes: [
                // The file's first scene, on its own with the phone's status bar, then the
                // navigation controller's root.
                StoryboardFixture.boxScene(1), StoryboardFixture.boxScene(2),
                StoryboardFixture.navigationControllerScene(root: "VC2-aa-aaa", barFrame: barFrame),
            ])
        let map = try FixtureLayout.storyboardMap(of: xml)
        let entry = try #require(map.scenes.first { $0.sceneID == "SCN-aa-nav" })
        guard case .container(let scene) = entry.content else { throw ContainerError() }
        return scene
    }

    struct ContainerError: Error {}

    @Test func aBarAtTheTopOfTheScreenHasNoStatusBarAboveIt() throws {
        let sheet = try Self.navigation(barFrame: #"x="0.0" y="0.0" width="375" height="56""#, tools: "22155")
        #expect(!sheet.bars.statusBar)
        let pushed = try Self.navigation(barFrame: #"x="0.0" y="20" width="375" height="44""#, tools: "22155")
        #expect(pushed.bars.statusBar)
    }

    /// Before Xcode 11 the bar was stored at y = 0 whatever Xcode showed: the file's status bar.
    @Test func anOlderXcodesBarSaysNothing() throws {
        let old = try Self.navigation(barFrame: #"x="0.0" y="0.0" width="375" height="44""#, tools: "14460")
        #expect(old.bars.statusBar)
    }
}
