import Foundation
import InterfaceBuilder
import Readers
import SceneModel
import StoryboardFixtures
import Testing

/// A document's global tint (`<color key="tintColor">` in `<document>`, Interface Builder's
/// File inspector) is the tint of every scene's root, which its views inherit, unless the root
/// sets its own; the containers' screens take it too.
@Suite struct GlobalTintTests {
    static let yellow =
        #"<color key="tintColor" red="1" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#

    static func scenes(rootAttributes: String = "", rootContent: String = "") throws -> [Scene] {
        var xml = StoryboardFixture.rootBelowNavigationBar(barAttributes: "")
        xml = xml.replacingOccurrences(of: "    </scenes>", with: "    </scenes>\n    " + yellow)
        if !rootContent.isEmpty {
            xml = xml.replacingOccurrences(
                of: #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#,
                with: #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#
                    + rootContent)
        }
        let path = NSTemporaryDirectory() + "tint-\(UUID().uuidString).storyboard"
        try xml.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try SceneInput.readAll(path: path).map(\.scene)
    }

    @Test func theGlobalTintIsTheRootsTint() throws {
        let scene = try #require(try Self.scenes().first)
        #expect(scene.root.tint == Color(red: 1, green: 1, blue: 0, alpha: 1))
        #expect(!scene.warnings.contains { $0.message.contains("<color> in <document>") })
    }

    @Test func aRootsOwnTintWins() throws {
        let own =
            #"<color key="tintColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        let scene = try #require(try Self.scenes(rootContent: own).first)
        #expect(scene.root.tint == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    }

    @Test func theNavigationControllersScreenTakesTheGlobalTint() throws {
        var xml = StoryboardFixture.rootBelowNavigationBar(barAttributes: "")
        xml = xml.replacingOccurrences(of: "    </scenes>", with: "    </scenes>\n    " + Self.yellow)
        let map = try FixtureLayout.storyboardMap(of: xml)
        guard case .container(let screen) = try #require(map.scenes.first { $0.sceneID == "SCN-aa-nav" }).content else {
            Issue.record("the navigation controller is not a container")
            return
        }
        #expect(screen.root.tint == Color(red: 1, green: 1, blue: 0, alpha: 1))
    }
}
