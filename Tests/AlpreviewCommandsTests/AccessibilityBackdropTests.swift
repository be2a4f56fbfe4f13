import Foundation
import RasterImage
import TestSupport
import Testing

@testable import AlpreviewCommands

/// Contrast where the scene's colours do not say what is behind a text: over an image, and over
/// a view under part of it; the pixels under the glyphs are sampled from the rendered screen.
@Suite struct AccessibilityBackdropTests {
    /// A 200 × 100 pixel image of one colour (ARGB).
    static func image(_ argb: UInt32, in folder: TestFolder, named name: String) throws {
        let bitmap = Bitmap(width: 200, height: 100, pixels: Array(repeating: argb, count: 200 * 100))
        try Data(PNGEncoder.encode(bitmap)).write(to: URL(fileURLWithPath: folder.path + "/" + name))
    }

    static let captionOverPhoto = """
        devices: [iPhone 8]
        views:
          Photo:
            type: imageView
            image: grey.png
            subviews:
              Caption: {type: label, text: Over the photo, textColor: "#FFFFFF"}
        constraints:
          - Photo.Leading = Superview.Leading
          - Photo.Top = Superview.Top
          - Caption.Leading = Photo.Leading + 20
          - Caption.Top = Photo.Top + 40

        """

    @Test func aLabelOverAnImageIsMeasuredAgainstItsPixels() throws {
        let folder = TestFolder()
        try Self.image(0xFF77_7777, in: folder, named: "grey.png")
        let file = try folder.write(Self.captionOverPhoto, to: "photo.yaml")
        let result = CommandRun.run(["check", "--a11y", file])
        #expect(result.status == 0)
        #expect(
            result.output == """
                \(file):7:7: iPhone 8 · portrait · ltr: contrast: Caption is 4.47:1 against its background, below 4.5:1 for body text (#FFFFFF on #777777, the worst of the pixels behind it) (xS, 375 pt wide, light)
                \(file): iPhone 8 · portrait · ltr: reading order: 1 Caption

                """)
        let json = CommandRun.run(["check", "--a11y", "--json", file])
        let document = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let scene = (document?["scenes"] as? [[String: Any]])?.first
        let finding = ((scene?["accessibility"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]])?.first
        let measured = try #require(finding?["measured"] as? Double)
        #expect(abs(measured - 4.4784) < 0.01)
    }

    @Test func aDarkerImagePasses() throws {
        let folder = TestFolder()
        try Self.image(0xFF76_7676, in: folder, named: "grey.png")
        let file = try folder.write(Self.captionOverPhoto, to: "photo.yaml")
        #expect(
            CommandRun.run(["check", "--a11y", file]).output
                == "\(file): iPhone 8 · portrait · ltr: reading order: 1 Caption\nok\n")
    }

    static func banner(width: Int) -> String {
        """
        devices: [iPhone 8]
        views:
          Panel: {background: "#FFFFFF"}
          Banner: {background: "#444444"}
          Note: {type: label, text: Quiet please, textColor: "#000000"}
        constraints:
          - Panel.Leading = Superview.Leading
          - Panel.Trailing = Superview.Trailing
          - Panel.Top = Superview.Top
          - Panel.Bottom = Superview.Bottom
          - Note.Leading = Superview.Leading + 20
          - Note.Width = 200
          - Note.Top = Safe Area.Top + 20
          - Banner.Leading = Superview.Leading
          - Banner.Width = \(width)
          - Banner.Top = Note.Top - 4
          - Banner.Bottom = Note.Bottom + 4

        """
    }

    @Test func aViewUnderPartOfTheTextCounts() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.banner(width: 40), to: "banner.yaml")
        #expect(
            CommandRun.run(["check", "--a11y", file]).output == """
                \(file):5:3: iPhone 8 · portrait · ltr: contrast: Note is 2.15:1 against its background, below 4.5:1 for body text (#000000 on #444444, the worst of the pixels behind it) (xS, 375 pt wide, light)
                \(file): iPhone 8 · portrait · ltr: reading order: 1 Note

                """)
    }

    /// Under the label's frame but past the end of its text: no glyph is over it.
    @Test func aViewUnderNoGlyphDoesNot() throws {
        let folder = TestFolder()
        let file = try folder.write(
            Self.banner(width: 100).replacingOccurrences(
                of: "Banner.Leading = Superview.Leading", with: "Banner.Leading = Superview.Leading + 200"),
            to: "banner.yaml")
        #expect(
            CommandRun.run(["check", "--a11y", file]).output
                == "\(file): iPhone 8 · portrait · ltr: reading order: 1 Note\nok\n")
    }
}
