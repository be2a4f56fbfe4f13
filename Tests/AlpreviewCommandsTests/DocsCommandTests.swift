import AlpreviewKit
import FileInput
import Foundation
import RasterImage
import TestSupport
import Testing
@testable import AlpreviewCommands

/// `alpreview docs`: a guide's `alpreview` blocks drawn and replaced by image links, the rest
/// copied byte for byte; errors placed in the guide with nothing written; `--check`; DocC.
@Suite struct DocsCommandTests {
    static let inlineBlock = [
        "title: Inline Box", "devices: [iPhone SE (1st generation)]", "orientations: [portrait]",
        "views: {Box: {background: blue}}",
        "constraints: [Box.Leading = Superview.Leading, Box.Top = Superview.Top, Box.Width = 100, Box.Height = 50]",
    ]
    static let fileBlock = ["file: scene.yaml", "device: iPhone 8", "orientation: portrait"]
    static let optionsBlock = [
        "file: scene.yaml", "device: [iPhone 8]", "orientation: landscape", "annotations: none", "scale: 1",
        "alt: The box [bare]",
    ]

    static func fence(_ lines: [String]) -> String { "```alpreview\n" + lines.joined(separator: "\n") + "\n```\n" }

    static let guide =
        "# Guide\r\n\nText with `code`.\n\n" + fence(inlineBlock) + "\nBetween.\n\n" + fence(fileBlock)
        + "  ```swift\n  let x = 1\n  ```\n" + fence(optionsBlock) + "The end, without a final newline."

    static func folder() throws -> TestFolder {
        let folder = TestFolder()
        try folder.write(Self.guide, to: "guide.md")
        try folder.write(
            "devices: [iPhone 8]\norientations: [portrait, landscape]\n"
                + boxScene.replacingOccurrences(
                    of: "views: {Box: {background: blue}}", with: "views: {Box: {background: red}}"),
            to: "scene.yaml")
        return folder
    }

    static let names = [
        PictureName.name(showing: "Inline Box", block: inlineBlock),
        PictureName.name(showing: "scene", block: fileBlock),
        PictureName.name(showing: "scene", block: optionsBlock),
    ]

    @Test func replacesEachBlockByItsPicture() throws {
        let folder = try Self.folder()
        let run = CommandRun.run(["docs", folder.path + "/guide.md", "-o", folder.path + "/out/guide.md"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error == "")
        let names = Self.names
        #expect(names[0].hasPrefix("inline-box-") && names[1].hasPrefix("scene-") && names[1] != names[2])
        let written = try String(contentsOfFile: folder.path + "/out/guide.md", encoding: .utf8)
        #expect(
            written
                == "# Guide\r\n\nText with `code`.\n\n![Inline Box](\(names[0]).png)\n\nBetween.\n\n"
                + "![scene](\(names[1]).png)\n  ```swift\n  let x = 1\n  ```\n"
                + "![The box \\[bare\\]](\(names[2]).png)\nThe end, without a final newline.")
        #expect(folder.listing("out") == ["guide.md"] + names.map { $0 + ".png" }.sorted())
        // Options as the command line's: iPhone 8 landscape, bare, at one pixel per point.
        let bare = try PNGDecoder.decode(
            Array(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/out/\(names[2]).png"))))
        #expect(bare.width == 667 && bare.height == 375)
        let annotated = try PNGDecoder.decode(
            Array(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/out/\(names[1]).png"))))
        #expect(annotated.width > 750)
    }

    @Test func aSecondRunGivesTheSameNamesAndBytes() throws {
        let folder = try Self.folder()
        #expect(CommandRun.run(["docs", folder.path + "/guide.md", "-o", folder.path + "/a/guide.md"]).status == 0)
        #expect(CommandRun.run(["docs", folder.path + "/guide.md", "-o", folder.path + "/b/guide.md"]).status == 0)
        #expect(folder.listing("a") == folder.listing("b"))
        for name in folder.listing("a") {
            #expect(
                FileManager.default.contents(atPath: folder.path + "/a/" + name)
                    == FileManager.default.contents(atPath: folder.path + "/b/" + name), "\(name)")
        }
    }

    @Test func checkSaysWhatIsStaleOrMissingAndWritesNothing() throws {
        let folder = try Self.folder()
        let arguments = ["docs", folder.path + "/guide.md", "-o", folder.path + "/out/guide.md"]
        let missing = CommandRun.run(arguments + ["--check"])
        #expect(missing.status == 1)
        #expect(missing.output.split(separator: "\n").first == "missing: \(folder.path)/out/guide.md")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
        #expect(CommandRun.run(arguments).status == 0)
        let current = CommandRun.run(arguments + ["--check"])
        #expect(current.status == 0)
        #expect(current.output == "ok\n")
        // A changed scene file makes its pictures stale; an old picture is no longer referenced.
        let scene = try String(contentsOfFile: folder.path + "/scene.yaml", encoding: .utf8)
        try folder.write(scene.replacingOccurrences(of: "Box.Width = 100", with: "Box.Width = 120"), to: "scene.yaml")
        try folder.write("", to: "out/old-0123abcd.png")
        let before = folder.listing("out").map { FileManager.default.contents(atPath: folder.path + "/out/" + $0) }
        let stale = CommandRun.run(arguments + ["--check"])
        #expect(stale.status == 1)
        #expect(
            stale.output
                == "stale: \(folder.path)/out/\(Self.names[1]).png\nstale: \(folder.path)/out/\(Self.names[2]).png\n"
                + "unreferenced: \(folder.path)/out/old-0123abcd.png\n")
        #expect(
            folder.listing("out").map { FileManager.default.contents(atPath: folder.path + "/out/" + $0) } == before)
        // Writing again warns about the old picture; --prune removes it.
        let again = CommandRun.run(arguments)
        #expect(again.status == 0)
        #expect(
            again.error
                == "alpreview: warning: \(folder.path)/out/old-0123abcd.png is no longer referenced (--prune removes it)\n"
        )
        let pruned = CommandRun.run(arguments + ["--prune"])
        #expect(pruned.status == 0)
        #expect(pruned.output == "removed \(folder.path)/out/old-0123abcd.png\n")
        #expect(CommandRun.run(arguments + ["--check"]).status == 0)
    }

    @Test func aBadBlockIsAnErrorInTheGuideAndNothingIsWritten() throws {
        let folder = try Self.folder()
        let guide =
            "# Guide\n\n" + Self.fence(Self.inlineBlock) + "\n" + Self.fence(["file: scene.yaml", "device: iPhone 99"])
        try folder.write(guide, to: "guide.md")
        let run = CommandRun.run(["docs", folder.path + "/guide.md", "-o", folder.path + "/out/guide.md"])
        #expect(run.status == 2)
        #expect(
            run.error == """
                \(folder.path)/guide.md:13:9: error: device: unknown device 'iPhone 99'; `alpreview devices` lists them
                    device: iPhone 99
                            ^

                """)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
    }

    @Test func errorsOfEveryKindArePlacedInTheGuide() throws {
        let folder = try Self.folder()
        let guide =
            Self.fence(["views:", "  Box: {background: bleu}", "constraints: []"])
            + Self.fence(["file: ../outside.yaml"]) + Self.fence(["file: nowhere.yaml"])
            + Self.fence(["file: scene.yaml", "zoom: 2"]) + "  ```alpreview\n  views: {}\n"
        try folder.write(guide, to: "guide.md")
        let run = CommandRun.run(["docs", folder.path + "/guide.md", "-o", folder.path + "/out.md"])
        #expect(run.status == 2)
        let located = run.error.split(separator: "\n").filter { $0.contains(": error: ") }.map {
            $0.replacingOccurrences(of: folder.path + "/", with: "")
        }
        #expect(
            located == [
                "guide.md:3:21: error: unknown color 'bleu' (did you mean 'blue'?)",
                "guide.md:7:7: error: file: '../outside.yaml' is outside the Markdown file's folder; blocks read only inside it",
                "guide.md:10:7: error: file: no such file 'nowhere.yaml'",
                "guide.md:14:1: error: unknown option 'zoom' in a block with file: (options: file, scene, device, orientation, size-category, rtl, annotations, scale, theme, caption, no-status-bar, crop, highlight, alt, picture, width)",
                "guide.md:16:3: error: the alpreview block is not closed (a line of ``` ends it)",
            ])
        #expect(folder.listing() == ["guide.md", "scene.yaml"])
    }

    @Test func aYAMLErrorInAnIndentedBlockIsPlacedInTheGuide() throws {
        let folder = try Self.folder()
        let guide = "# T\r\n\n- item\n\n  ```alpreview\n  views:\n    Box: {background: [\n  constraints: []\n  ```\n"
        try folder.write(guide, to: "bad.md")
        let run = CommandRun.run(["docs", folder.path + "/bad.md", "-o", folder.path + "/out/bad.md"])
        #expect(run.status == 2)
        #expect(
            run.error == """
                \(folder.path)/bad.md:8:18: error: invalid YAML at the end of the file: did not find expected ',' or ']'
                      constraints: []
                                     ^

                """)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
    }

    @Test func doccGetsLightAndDarkPicturesAtItsScale() throws {
        let folder = try Self.folder()
        try folder.write(Self.fence(Self.optionsBlock.filter { !$0.hasPrefix("scale") }), to: "guide.md")
        let run = CommandRun.run(["docs", folder.path + "/guide.md", "--docc", folder.path + "/Guide.docc"])
        #expect(run.status == 0, "\(run.error)")
        let name = PictureName.name(showing: "scene", block: Self.optionsBlock.filter { !$0.hasPrefix("scale") })
        #expect(folder.listing("Guide.docc") == ["Resources", "guide.md"])
        #expect(folder.listing("Guide.docc/Resources") == [name + "@2x.png", name + "~dark@2x.png"])
        #expect(
            try String(contentsOfFile: folder.path + "/Guide.docc/guide.md", encoding: .utf8)
                == "![The box \\[bare\\]](\(name))\n")
        func picture(_ file: String) throws -> Bitmap {
            try PNGDecoder.decode(
                Array(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/Guide.docc/Resources/" + file))))
        }
        let light = try picture(name + "@2x.png"), dark = try picture(name + "~dark@2x.png")
        #expect(light.width == 1334 && light.height == 750 && dark.width == 1334 && dark.height == 750)
        // The screen's background is white in light and black in dark; the box's own red stays.
        #expect(Bitmap.rgba(light[600, 600]) == (r: 255, g: 255, b: 255, a: 255))
        #expect(Bitmap.rgba(dark[600, 600]) == (r: 0, g: 0, b: 0, a: 255))
        #expect(Bitmap.rgba(light[150, 80]) == Bitmap.rgba(dark[150, 80]))
        #expect(Bitmap.rgba(dark[150, 80]).r == 255 && Bitmap.rgba(dark[150, 80]).g == 0)
        let three = CommandRun.run([
            "docs", folder.path + "/guide.md", "--docc", folder.path + "/Three.docc", "--scale", "3",
        ])
        #expect(three.status == 0)
        #expect(folder.listing("Three.docc/Resources") == [name + "@3x.png", name + "~dark@3x.png"])
        let check = CommandRun.run([
            "docs", folder.path + "/guide.md", "--docc", folder.path + "/Three.docc", "--scale", "3", "--check",
        ])
        #expect(check.output == "ok\n")
    }

    @Test func aFolderOfGuidesGivesAFolder() throws {
        let folder = try Self.folder()
        try folder.write(Self.fence(Self.inlineBlock), to: "part/two.md")
        let run = CommandRun.run(["docs", folder.path, "-o", folder.path + "/site"])
        #expect(run.status == 0, "\(run.error)")
        #expect(folder.listing("site") == (["guide.md", "part"] + Self.names.map { $0 + ".png" }).sorted())
        #expect(folder.listing("site/part") == [Self.names[0] + ".png", "two.md"])
        // Run again, the output inside the input folder is not read as guides.
        #expect(CommandRun.run(["docs", folder.path, "-o", folder.path + "/site"]).status == 0)
        #expect(folder.listing("site").contains("site") == false)
        #expect(CommandRun.run(["docs", folder.path, "-o", folder.path + "/site", "--check"]).output == "ok\n")
    }

    /// A storyboard of several scenes named without `scene:` is drawn whole, as `render` draws it
    /// into one file; `scene:` still picks one of its scenes.
    @Test func aStoryboardOfSeveralScenesIsItsCanvas() throws {
        let folder = try Self.folder()
        let storyboard = StoryboardCanvasCommandTests.sample
        try FileManager.default.copyItem(atPath: storyboard, toPath: folder.path + "/segues.storyboard")
        let guide =
            Self.fence(["file: segues.storyboard", "picture: canvas.png", "width: 600", "alt: The canvas"])
            + Self.fence(["file: segues.storyboard", "scene: Settings", "picture: settings.png"])
        try folder.write(guide, to: "guide.md")
        let run = CommandRun.run(["docs", folder.path + "/guide.md", "-o", folder.path + "/out/guide.md"])
        #expect(run.status == 0, "\(run.error)")
        let written = try String(contentsOfFile: folder.path + "/out/guide.md", encoding: .utf8)
        #expect(
            written
                == "<img src=\"canvas.png\" width=\"600\" alt=\"The canvas\">\n"
                + "![segues.storyboard · Settings (set-SC-001)](settings.png)\n")
        let render = CommandRun.run([storyboard, "-o", folder.path + "/render.png"])
        #expect(render.status == 0, "\(render.error)")
        #expect(
            FileManager.default.contents(atPath: folder.path + "/out/canvas.png")
                == FileManager.default.contents(atPath: folder.path + "/render.png"))
        let canvas = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/out/canvas.png"))
        let size = try #require(PNGHeader.size(of: [UInt8](canvas)))
        #expect(size.width == 2010 && size.height == 1732)
    }

    @Test func aCanvasRefusesTheOptionsOfOneScenesPicture() throws {
        let folder = try Self.folder()
        try FileManager.default.copyItem(
            atPath: StoryboardCanvasCommandTests.sample, toPath: folder.path + "/segues.storyboard")
        let guide =
            Self.fence(["file: segues.storyboard", "crop: Title"])
            + Self.fence(["file: segues.storyboard", "orientation: both"])
        try folder.write(guide, to: "guide.md")
        let run = CommandRun.run(["docs", folder.path + "/guide.md", "-o", folder.path + "/out/guide.md"])
        #expect(run.status == 2)
        let located = run.error.split(separator: "\n").filter { $0.contains(": error: ") }.map {
            $0.replacingOccurrences(of: folder.path + "/", with: "")
        }
        #expect(
            located == [
                "guide.md:3:7: error: crop: not for a storyboard's whole canvas; scene: picks one of its scenes",
                "guide.md:5:1: error: a storyboard's whole canvas is drawn in one configuration, not 2 "
                    + "(one device:, orientation:, size-category: and direction); or pick a scene with scene:",
            ])
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
    }
}
