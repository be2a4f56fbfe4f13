import Foundation
import Testing
@testable import AlpreviewCommands
import AlpreviewKit
import LayoutEngine
import SceneFormat

/// `alpreview convert`: a scene written as YAML reads back to the same layout report, byte for byte.
@Suite struct ConvertCommandTests {
    static let samples = DocumentedCommandTests.root + "/Samples"

    static var sampleFiles: [String] {
        let manager = FileManager.default
        return [samples, samples + "/problems"].flatMap { folder in
            ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".yaml") }.map {
                folder + "/" + $0
            }
        }.sorted()
    }

    static func report(_ scene: Scene) throws -> String {
        LayoutReport.json(title: scene.title, layouts: try Pipeline.layouts(scene)).serialized()
    }

    /// Written next to the sample (so that its images are found as they were), read back and
    /// laid out: the report is the sample's.
    @Test(arguments: sampleFiles)
    func convertedSampleGivesTheSameReport(_ path: String) throws {
        let scene = try Pipeline.readScene(path)
        let yaml = SceneWriter.yaml(scene, imageFolder: (path as NSString).deletingLastPathComponent)
        let back = try SceneInput.read(Data(yaml.utf8), file: path)
        #expect(try Self.report(back) == Self.report(scene), "\(path)")
    }

    @Test func writesTheFileOrStandardOutput() throws {
        let folder = TestFolder()
        let scene = try folder.write(boxScene, to: "box.yaml")
        let result = CommandRun.run(["convert", scene, "-o", folder.path + "/out.yaml"])
        #expect(result.status == 0)
        let written = try String(contentsOfFile: folder.path + "/out.yaml", encoding: .utf8)
        #expect(
            written == """
                title: box
                devices: [iPhone 8]
                views:
                  Box: {background: blue}
                constraints:
                  - Box.Leading = Superview.Leading
                  - Box.Top = Superview.Top
                  - Box.Width = 100
                  - Box.Height = 50

                """)
        let standard = CommandRun.run(["convert", scene, "-o", "-"])
        #expect(standard.status == 0 && standard.output == written)
        // A folder gets the scene under its title.
        try FileManager.default.createDirectory(atPath: folder.path + "/converted", withIntermediateDirectories: true)
        #expect(CommandRun.run(["convert", scene, "-o", folder.path + "/converted"]).status == 0)
        #expect(folder.listing("converted") == ["box.yaml"])
    }

    @Test func badInputIsALocatedErrorAndWritesNothing() throws {
        let folder = TestFolder()
        let scene = try folder.write("views: {Box: {type: lable}}\n", to: "bad.yaml")
        let result = CommandRun.run(["convert", scene, "-o", folder.path + "/out.yaml"])
        #expect(result.status == 2)
        #expect(result.error.contains("\(scene):1:21: error: invalid value 'lable'"), "\(result.error)")
        #expect(folder.listing() == ["bad.yaml"])
    }

    @Test func sceneIsPickedByTitle() throws {
        let folder = TestFolder()
        let scene = try folder.write("title: Log In\n" + boxScene, to: "login.yaml")
        #expect(CommandRun.run(["convert", scene, "--scene", "log in", "-o", folder.path + "/a.yaml"]).status == 0)
        let missing = CommandRun.run(["convert", scene, "--scene", "Settings", "-o", folder.path + "/b.yaml"])
        #expect(missing.status == 2)
        #expect(missing.error.contains("alpreview: error: no scene 'Settings' in \(scene); its scenes: Log In\n"))
        #expect(folder.listing() == ["a.yaml", "login.yaml"])
    }

    @Test func severalScenesGoToAFolderNamedByTitle() throws {
        let scenes = [Scene(title: "Log In"), Scene(title: "log in"), Scene(title: "…")]
        #expect(SceneSelection.fileNames(scenes) == ["Log-In", "log-in-2", "scene"])
        #expect(try SceneSelection.select(scenes, matching: "LogIn", in: "Main.storyboard").count == 2)
        #expect(
            throws: SceneSelection.Failure(
                description: "no scene 'About' in Main.storyboard; its scenes: Log In, log in, …")
        ) {
            try SceneSelection.select(scenes, matching: "About", in: "Main.storyboard")
        }
    }
}
