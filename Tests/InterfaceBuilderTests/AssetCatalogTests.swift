import Foundation
import InterfaceBuilder
import LayoutEngine
import Readers
import SceneFormat
import SceneModel
import StoryboardFixtures
import Testing
import TextMetrics

/// Image alignment insets from an Xcode asset catalog next to the storyboard: the image view's
/// constraints place its frame less the insets.
@Suite struct AssetCatalogTests {
    static let shadowContents = """
        {
          "images" : [
            { "idiom" : "universal", "filename" : "Shadow.pdf",
              "alignment-insets" : { "top" : 0, "left" : 0, "bottom" : 30, "right" : 30 } }
          ],
          "info" : { "version" : 1, "author" : "xcode" }
        }
        """

    @Test func contentsJSONGivesTheAlignmentInsetsAndNothingForOtherJSON() {
        #expect(
            AssetCatalog.alignmentInsets(contentsJSON: Data(Self.shadowContents.utf8))
                == Insets(top: 0, left: 0, bottom: 30, right: 30))
        #expect(AssetCatalog.alignmentInsets(contentsJSON: Data(#"{"images":[{"idiom":"universal"}]}"#.utf8)) == nil)
        #expect(AssetCatalog.alignmentInsets(contentsJSON: Data("not json".utf8)) == nil)
        #expect(AssetCatalog.alignmentInsets(contentsJSON: Data(#"[1, 2]"#.utf8)) == nil)
    }

    /// An Xcode target: `Base.lproj/Main.storyboard` and `Assets.xcassets/Group/Shadow.imageset`.
    /// A 180 × 80 image with 30 points of shadow right and below, centered in a 375 × 667 root:
    /// its alignment rectangle (150 × 50) is centered, so the frame is at (112.5, 308.5) rounded to
    /// the 2x pixel grid, not at (97.5, 293.5) as without the catalog.
    @Test func aCenteredImageViewIsPlacedByItsAlignmentRectangle() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: project) }
        let imageSet = project.appendingPathComponent("Assets.xcassets/Group/Shadow.imageset")
        try FileManager.default.createDirectory(at: imageSet, withIntermediateDirectories: true)
        try Data(Self.shadowContents.utf8).write(to: imageSet.appendingPathComponent("Contents.json"))
        let lproj = project.appendingPathComponent("Base.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        let xml = StoryboardFixture.storyboard(
            root: """
                <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="Shadow" translatesAutoresizingMaskIntoConstraints="NO" id="IMG-aa-aaa">
                    <rect key="frame" x="112.5" y="308.5" width="180" height="80"/>
                </imageView>
                """,
            constraints: """
                <constraint firstItem="IMG-aa-aaa" firstAttribute="centerX" secondItem="ROO-aa-aaa" secondAttribute="centerX" id="C01-aa-aaa"/>
                <constraint firstItem="IMG-aa-aaa" firstAttribute="centerY" secondItem="ROO-aa-aaa" secondAttribute="centerY" id="C02-aa-aaa"/>
                """
        ).replacingOccurrences(
            of: "</scenes>",
            with: "</scenes>\n<resources><image name=\"Shadow\" width=\"180\" height=\"80\"/></resources>")
        let file = lproj.appendingPathComponent("Main.storyboard")
        try Data(xml.utf8).write(to: file)
        let solver = LayoutSolver(measurer: PangoTextMeasurer())

        let scene = try SceneInput.read(Data(xml.utf8), file: file.path)
        #expect(
            scene.allViews.first { $0.view.id == ViewID("IMG-aa-aaa") }?.view.alignmentInsets
                == Insets(top: 0, left: 0, bottom: 30, right: 30))
        let layout = try solver.solve(scene, in: scene.configurations[0])
        #expect(SceneMappingTests.frame(layout, "IMG-aa-aaa") == [112.5, 308.5, 180, 80])

        // From standard input there is no project folder: no catalog, the frame alone is centered.
        let plain = try SceneInput.read(Data(xml.utf8), file: "<stdin>")
        let plainLayout = try solver.solve(plain, in: plain.configurations[0])
        #expect(SceneMappingTests.frame(plainLayout, "IMG-aa-aaa") == [97.5, 293.5, 180, 80])
    }

    /// The YAML key keeps the insets, so `convert` writes what the storyboard's catalog said.
    @Test func theSceneFileKeyGivesTheSameFrame() throws {
        let yaml = """
            devices: [iPhone 8]
            views:
              Shadow: {type: imageView, image: {size: [180, 80]}, alignmentInsets: [0, 0, 30, 30]}
            constraints:
              - Shadow.centerX == superview.centerX
              - Shadow.centerY == superview.centerY
            """
        let scene = try SceneInput.read(Data(yaml.utf8), file: "scene.yaml")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
        let frame = layout.view(named: "Shadow")!.frame
        #expect([frame.x, frame.y, frame.width, frame.height] == [112.5, 308.5, 180, 80])
    }

    /// A catalog, a group or a `Contents.json` that is a symbolic link out of the storyboard's
    /// folder is not read, whether what it leads to exists or not (`Evil.xcassets -> /` is not
    /// walked); a link that stays inside the folder is followed.
    @Test func linksOutOfTheProjectAreNotRead() throws {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: top) }
        let outside = top + "/outside/Assets.xcassets/Shadow.imageset"
        let project = top + "/project"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            atPath: project + "/Own.xcassets/Group/Shade.imageset", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            atPath: project + "/Own.xcassets/Linked.imageset", withIntermediateDirectories: true)
        try Data(Self.shadowContents.utf8).write(to: URL(fileURLWithPath: outside + "/Contents.json"))
        try Data(Self.shadowContents.utf8).write(
            to: URL(fileURLWithPath: project + "/Own.xcassets/Group/Shade.imageset/Contents.json"))
        let links: [(String, String)] = [
            ("Assets.xcassets", top + "/outside/Assets.xcassets"), ("Evil.xcassets", "/"),
            ("Gone.xcassets", top + "/nowhere"), ("Own.xcassets/Out", top + "/outside/Assets.xcassets"),
            ("Own.xcassets/Linked.imageset/Contents.json", outside + "/Contents.json"),
            ("Own.xcassets/Inside", "Group"),
        ]
        for (link, target) in links { #expect(symlink(target, project + "/" + link) == 0) }
        let catalog = AssetCatalog.near(storyboard: project + "/Main.storyboard")
        #expect(catalog.alignmentInsets == ["Shade": Insets(top: 0, left: 0, bottom: 30, right: 30)])
        #expect(
            catalog.refusedLinks
                == [
                    "Assets.xcassets", "Evil.xcassets", "Gone.xcassets", "Own.xcassets/Linked.imageset/Contents.json",
                    "Own.xcassets/Out",
                ].map { project + "/" + $0 })
    }
}
