import Foundation
import LayoutEngine
import Readers
import SceneFormat
import SceneModel
import TextMetrics

/// Pieces of hand-written storyboards the tests share, and their layout.
enum StoryboardFixtures {
    /// A navigation controller scene holding `root` (a controller id) by a relationship segue;
    /// `barAttributes` go on its navigation bar (`translucent="NO"`), `barFrame` is the bar's
    /// stored frame.
    static func navigationControllerScene(
        root: String, barAttributes: String = "", barFrame: String = #"x="0.0" y="20" width="375" height="44""#
    ) -> String {
        """
                <scene sceneID="SCN-aa-nav">
                    <objects>
                        <navigationController id="NAV-aa-aaa" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" \(barAttributes) id="BAR-aa-aaa">
                                <rect key="frame" \(barFrame)/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="REL-aa-aaa"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        """
    }

    /// The frame (0.01 pt) of view `id` in the scene `sceneID` of a storyboard's text, read as
    /// the command line reads a file.
    static func frame(of id: String, inScene sceneID: String, of xml: String) throws -> [Double] {
        let path = NSTemporaryDirectory() + "fixture-\(UUID().uuidString).storyboard"
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let scenes = try SceneInput.readAll(path: path).map(\.scene)
        guard let scene = scenes.first(where: { $0.origin?.sceneID == sceneID }) else {
            throw FixtureError(description: "no scene \(sceneID)")
        }
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
        return SceneMappingTests.frame(layout, id)
    }

    struct FixtureError: Error, CustomStringConvertible { var description: String }
}
