import AlpreviewKit
import Foundation
import LayoutEngine
import Rendering
import Testing

/// `RenderPlan`: which files `render` writes for which scenes and configurations, and the
/// arguments it refuses, decided before anything is laid out.
@Suite struct RenderPlanTests {
    /// Two devices × two orientations.
    static let text = """
        title: Box
        devices: [{name: Small Phone, size: [300, 500]}, {name: Big Phone, size: [400, 600]}]
        orientations: [portrait, landscape]
        views:
          V: {}
        constraints: [V.Leading = Superview.Leading, V.Top = Superview.Top, V.Width = 10, V.Height = 10]
        """

    static func file(_ name: String, inFolder: Bool = false, ofSeveral: Bool = false) throws -> FileScene {
        FileScene(
            entry: SceneFiles.Entry(path: "scenes/\(name).yaml", name: name, foundInFolder: inFolder),
            scene: try Pipeline.readScene(fromText: text), name: name, ofSeveral: ofSeveral)
    }

    static func plan(
        output: String?, json: String? = nil, format: OutputFormat? = nil, split: Bool = false, files: [FileScene]
    ) throws -> RenderPlan {
        try RenderPlan(
            output: output, json: json, format: format, split: split, entries: files.map(\.entry), files: files)
    }

    @Test func oneSceneIntoOneFileIsOneImageOfEveryConfiguration() throws {
        let box = try Self.file("box")
        let plan = try Self.plan(output: "out/box.svg", files: [box])
        #expect(plan.format == .svg && !plan.writesToFolder && plan.canvas == nil)
        let images = plan.images(of: box, configurations: box.scene.configurations)
        #expect(images.map(\.path) == ["out/box.svg"] && images.map(\.source) == ["scenes/box.yaml"])
        #expect(images.map(\.configurations) == [[0, 1, 2, 3]])
    }

    @Test func splitWritesOneFilePerConfigurationInTheFolder() throws {
        let box = try Self.file("box")
        let plan = try Self.plan(output: "out", split: true, files: [box])
        #expect(plan.format == .png && plan.writesToFolder)
        let images = plan.images(of: box, configurations: box.scene.configurations)
        #expect(
            images.map(\.path) == [
                "out/box.Small-Phone.portrait.png", "out/box.Small-Phone.landscape.png",
                "out/box.Big-Phone.portrait.png", "out/box.Big-Phone.landscape.png",
            ])
        #expect(images.map(\.configurations) == [[0], [1], [2], [3]])
        #expect(images[1].source == "scenes/box.yaml: Small Phone · landscape · compact-compact · L · ltr")
    }

    @Test func severalScenesGoIntoAFolderOneFileEach() throws {
        let a = try Self.file("a"), b = try Self.file("b")
        let plan = try Self.plan(output: "out", format: .pdf, files: [a, b])
        #expect(plan.writesToFolder)
        #expect(plan.images(of: b, configurations: b.scene.configurations).map(\.path) == ["out/b.pdf"])
    }

    @Test func withoutOutputNothingIsDrawn() throws {
        let box = try Self.file("box")
        let plan = try Self.plan(output: nil, json: "report.json", files: [box])
        #expect(plan.format == nil && plan.images(of: box, configurations: box.scene.configurations).isEmpty)
    }

    @Test(arguments: [
        (
            ["out/x.gif"], false,
            "cannot tell the format of 'out/x.gif': use .png, .svg or .pdf, or --format"
        ),
        (["-"], true, "-o - writes one file; --split and several scenes need a folder"),
    ])
    func argumentsThatCannotBeWrittenAreRefused(_ output: [String], _ split: Bool, _ message: String) throws {
        let box = try Self.file("box")
        #expect(throws: RenderPlan.Refusal.self) { try Self.plan(output: output[0], split: split, files: [box]) }
        do {
            _ = try Self.plan(output: output[0], split: split, files: [box])
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test func aReportOfSeveralFilesIsRefused() throws {
        let a = try Self.file("a"), b = try Self.file("b")
        do {
            _ = try Self.plan(output: "out", json: "r.json", files: [a, b])
            Issue.record("not refused")
        } catch {
            #expect("\(error)" == "--json takes a single scene file; give one file, or run once per file")
        }
    }

    @Test func aFileOfSeveralScenesIntoOneFileNamesThem() throws {
        let first = try Self.file("main.A", ofSeveral: true), second = try Self.file("main.B", ofSeveral: true)
        let entry = SceneFiles.Entry(path: "Main.storyboard", name: "Main", foundInFolder: false)
        let files = [first, second].map { FileScene(entry: entry, scene: $0.scene, name: $0.name, ofSeveral: true) }
        do {
            _ = try RenderPlan(output: "x.png", json: nil, format: nil, split: false, entries: [entry], files: files)
            Issue.record("not refused")
        } catch {
            #expect(
                "\(error)"
                    == "Main.storyboard has 2 scenes (Box, Box); pick one with --scene, or give -o a folder to write "
                    + "each as Main.SCENE.png")
        }
    }
}
