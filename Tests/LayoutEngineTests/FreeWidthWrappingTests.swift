import LayoutEngine
import SceneFormat
import SceneModel
import Testing
import TextMetrics

/// A multi-line label whose width nothing but its text sets shows its text on one line, as UIKit
/// does, in every San Francisco size: with positive tracking (below 12 points, and from 20)
/// Pango's fitting test counts the last letter's spacing, which the text's width leaves out, so a
/// label laid out at that width lost its last word to a second line (Pango, pinned fonts).
@Suite struct FreeWidthWrappingTests {
    static let measurer = PangoTextMeasurer()

    static func frames(_ scene: String) throws -> [String: [Double]] {
        let scene = try SceneParser.parse("devices: [iPhone 8]\n" + scene, file: "test.yaml")
        let layout = try LayoutSolver(measurer: measurer).solve(scene, in: scene.configurations[0])
        return Dictionary(
            uniqueKeysWithValues: layout.views.map {
                ($0.spec.name, [$0.rootFrame.x, $0.rootFrame.y, $0.rootFrame.width, $0.rootFrame.height])
            })
    }

    @Test func aLargeTitleOnAsManyLinesAsItNeedsKeepsOneLine() throws {
        let frames = try Self.frames(
            """
            views:
              First: {type: label, text: Hello world again, font: system 34}
              Second: {type: label, text: Hello world again, font: system 34, lines: 0}
            constraints:
              - First.Leading = Superview.Leading + 10
              - First.Top = Superview.Top + 100
              - Second.Leading = Superview.Leading + 10
              - Second.Top = First.Bottom
            """)
        // One line each: 41 high. Pango's fit needs the last letter's spacing: one pixel more.
        #expect(frames["First"] == [10, 100, 255.5, 41])
        #expect(frames["Second"] == [10, 141, 256, 41])
    }

    @Test func aSmallSubtitleSqueezedVerticallyStaysOnOneLine() throws {
        // IQKeyboardManager's settings cells: a title that gives way (249) over a 10-point
        // subtitle that resists (751), in a row 31 high: each on its one line, 19 and 12.
        let frames = try Self.frames(
            """
            views:
              Row:
                subviews:
                  Title: {type: label, text: Toolbar Tint Color, font: system 15 bold, lines: 0, hugging: {h: 249, v: 249}, compressionResistance: {h: 249, v: 249}}
                  Subtitle: {type: label, text: Set keyboard toolbar tintColor, font: system 10, lines: 0, hugging: {h: 251, v: 251}, compressionResistance: {h: 751, v: 751}}
            constraints:
              - Row.Leading = Superview.Leading + 10
              - Row.Trailing = Superview.Trailing - 10
              - Row.Top = Superview.Top + 100
              - Row.Height = 31
              - Title.Leading = Row.Leading
              - Title.Top = Row.Top
              - Subtitle.Top = Title.Bottom
              - Subtitle.Leading = Row.Leading
              - Row.Bottom = Subtitle.Bottom
            """)
        #expect(frames["Title"] == [10, 100, 131.5, 19])
        #expect(frames["Subtitle"] == [10, 119, 146.5, 12])
    }
}
