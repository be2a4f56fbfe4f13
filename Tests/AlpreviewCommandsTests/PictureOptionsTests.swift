import Foundation
import RasterImage
import TestSupport
import Testing

/// `--crop`, `--highlight` and `--caption` of `render`, and the same options of a docs block with
/// `picture:`, `width:` and `alt:`: sizes of the pictures written, and the exact errors for names
/// the scene does not have.
@Suite struct PictureOptionsTests {
    /// The box at (0, 0, 100, 50) of an iPhone 8 and 16 points around it, within the screen.
    static let scene = "devices: [iPhone 8]\norientations: [portrait]\n" + boxScene

    static func size(_ path: String) throws -> (Int, Int) {
        let image = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        return (image.width, image.height)
    }

    @Test func renderCropsToTheNamedViews() throws {
        let folder = TestFolder()
        try folder.write(Self.scene, to: "box.yaml")
        let run = CommandRun.run([
            "render", folder.path + "/box.yaml", "--clean", "--scale", "2", "--crop", "box", "-o",
            folder.path + "/box.png",
        ])
        #expect(run.status == 0, "\(run.error)")
        #expect(try Self.size(folder.path + "/box.png") == (232, 132))
    }

    @Test func anUnknownViewIsRefusedWithTheNearestName() throws {
        let folder = TestFolder()
        try folder.write(Self.scene, to: "box.yaml")
        let crop = CommandRun.run(["render", folder.path + "/box.yaml", "--crop", "Bxo", "-o", folder.path + "/a.png"])
        #expect(crop.status == 2)
        #expect(
            crop.error == "alpreview: error: \(folder.path)/box.yaml: --crop: no view 'Bxo' (did you mean 'Box'?)\n")
        let highlight = CommandRun.run([
            "render", folder.path + "/box.yaml", "--highlight", "Box,Nothing Like It", "-o", folder.path + "/a.png",
        ])
        #expect(highlight.status == 2)
        #expect(
            highlight.error
                == "alpreview: error: \(folder.path)/box.yaml: --highlight: no view or constraint 'Nothing Like It'; "
                + "its views and constraints: Box, c1, c2, c3, c4\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/a.png"))
        let empty = CommandRun.run([
            "render", folder.path + "/box.yaml", "--crop", "Box,", "-o", folder.path + "/a.png",
        ])
        #expect(empty.status == 2)
        #expect(
            empty.error.hasPrefix(
                "alpreview: error: The value 'Box,' is invalid for '--crop <view,…>': a name in the list is empty"))
    }

    @Test func aDocsBlockCropsHighlightsAndWritesItsPictureWhereItSays() throws {
        let folder = TestFolder()
        try folder.write(Self.scene, to: "box.yaml")
        try folder.write(
            """
            # Guide
            ```alpreview
            file: box.yaml
            crop: [Box]
            highlight: c3
            annotations: constraints
            scale: 1
            picture: images/box.png
            width: 66
            alt: The box's width
            ```
            """, to: "guide.md")
        let run = CommandRun.run(["docs", folder.path + "/guide.md", "-o", folder.path + "/out/guide.md"])
        #expect(run.status == 0, "\(run.error)")
        #expect(
            try String(contentsOfFile: folder.path + "/out/guide.md", encoding: .utf8)
                == "# Guide\n<img src=\"images/box.png\" width=\"66\" alt=\"The box&apos;s width\">")
        // Annotated, the crop reaches 16 points into the margin left of and above the screen.
        #expect(try Self.size(folder.path + "/out/images/box.png") == (132, 82))
        let check = CommandRun.run(["docs", folder.path + "/guide.md", "-o", folder.path + "/out/guide.md", "--check"])
        #expect(check.status == 0 && check.output == "ok\n")
    }

    @Test func aDocsBlocksUnknownNameIsAPlacedError() throws {
        let folder = TestFolder()
        try folder.write(Self.scene, to: "box.yaml")
        try folder.write("```alpreview\nfile: box.yaml\ncrop: Boks\n```\n", to: "guide.md")
        let run = CommandRun.run(["docs", folder.path + "/guide.md", "-o", folder.path + "/out/guide.md"])
        #expect(run.status == 2)
        #expect(
            run.error == """
                \(folder.path)/guide.md:3:7: error: crop: no view 'Boks' (did you mean 'Box'?)
                    crop: Boks
                          ^

                """)
    }

    @Test func aCaptionIsDrawnUnderThePicture() throws {
        let folder = TestFolder()
        try folder.write(Self.scene, to: "box.yaml")
        let common = ["render", folder.path + "/box.yaml", "--clean", "--scale", "1"]
        #expect(CommandRun.run(common + ["-o", folder.path + "/plain.png"]).status == 0)
        #expect(CommandRun.run(common + ["--caption", "A box", "-o", folder.path + "/captioned.png"]).status == 0)
        #expect(try Self.size(folder.path + "/plain.png") == (375, 667))
        #expect(try Self.size(folder.path + "/captioned.png") == (375, 667 + 24))
    }
}
