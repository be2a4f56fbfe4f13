import Foundation
import RasterImage
import TestSupport
import Testing

/// `--no-status-bar` and a docs block's `no-status-bar: true`: the status bar's time and symbols
/// are not drawn, the rest of the screen is; a value other than true or false is a placed error.
@Suite struct StatusBarOptionTests {
    static let scene = "devices: [iPhone 8]\norientations: [portrait]\n" + boxScene

    /// Dark pixels where iPhone 8's clock is, centred on the 20-point bar (at one pixel per point).
    static func clockInk(_ path: String) throws -> Int {
        let image = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(image.width == 375 && image.height == 667)
        var dark = 0
        for y in 0..<20 {
            for x in 150..<225 where Bitmap.rgba(image[x, y]).r < 128 { dark += 1 }
        }
        return dark
    }

    @Test func renderLeavesOutTheClock() throws {
        let folder = TestFolder()
        try folder.write(Self.scene, to: "box.yaml")
        let common = ["render", folder.path + "/box.yaml", "--clean", "--scale", "1"]
        #expect(CommandRun.run(common + ["-o", folder.path + "/with.png"]).status == 0)
        #expect(CommandRun.run(common + ["-o", folder.path + "/without.png", "--no-status-bar"]).status == 0)
        #expect(try Self.clockInk(folder.path + "/with.png") > 20)
        #expect(try Self.clockInk(folder.path + "/without.png") == 0)
    }

    @Test func aDocsBlockTakesTheSameOption() throws {
        let folder = TestFolder()
        try folder.write(Self.scene, to: "box.yaml")
        try folder.write(
            "```alpreview\nfile: box.yaml\nannotations: none\nscale: 1\nno-status-bar: true\n```\n", to: "guide.md")
        let run = CommandRun.run(["docs", folder.path + "/guide.md", "-o", folder.path + "/out/guide.md"])
        #expect(run.status == 0, "\(run.error)")
        let picture = try #require(folder.listing("out").first { $0.hasSuffix(".png") })
        #expect(try Self.clockInk(folder.path + "/out/" + picture) == 0)
    }

    @Test func aValueOtherThanTrueOrFalseIsAPlacedError() throws {
        let folder = TestFolder()
        try folder.write(Self.scene, to: "box.yaml")
        try folder.write("```alpreview\nfile: box.yaml\nno-status-bar: yes\n```\n", to: "guide.md")
        let run = CommandRun.run(["docs", folder.path + "/guide.md", "-o", folder.path + "/out/guide.md"])
        #expect(run.status == 2)
        #expect(
            run.error == """
                \(folder.path)/guide.md:3:16: error: no-status-bar: 'yes' is not true or false
                    no-status-bar: yes
                                   ^

                """)
    }
}
