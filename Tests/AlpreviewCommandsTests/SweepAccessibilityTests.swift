import Foundation
import TestSupport
import Testing

@testable import AlpreviewCommands

/// `sweep --a11y`: each accessibility finding at the first width that shows it.
@Suite struct SweepAccessibilityTests {
    /// Save is a quarter of the screen wide from 20: its right edge passes Note's left edge (140)
    /// above 480 points (at 490 by 2.5); in dark, Note's white text is then partly over Save's
    /// white background.
    static let scene = """
        devices: [iPhone 8]
        views:
          Save: {type: button, title: Save, textColor: "#000000", background: "#FFFFFF"}
          Note: {type: label, text: Note}
        constraints:
          - Save.Leading = Superview.Leading + 20
          - Save.Width = 0.25 x Superview.Width
          - Save.Height = 30
          - Save.Top = Safe Area.Top + 20
          - Note.Leading = Superview.Leading + 140
          - Note.Top = Save.Top

        """

    @Test func eachFindingIsGivenAtItsFirstWidth() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.scene, to: "sweep.yaml")
        let run = CommandRun.run(["sweep", file, "--width", "320…600", "--step", "10", "--a11y"])
        #expect(run.status == 0)
        #expect(
            run.output == """
                sweep: iPhone 8 portrait ltr, width 320…600 step 10: 29 widths, 29 laid out
                problem width 490…600: Save and Note overlap (overlap; smallest width 490)
                accessibility from width 320: \(file):3:3: touch-target: Save is 80 × 30 pt, below 44 × 44 (L, 320 pt wide)
                accessibility from width 490: \(file):4:3: text-overlap: Note overlaps Save by 2.5 × 20.5 pt (L, 490 pt wide)
                accessibility from width 490: \(file):4:3: contrast: Note is 1:1 against its background, below 4.5:1 for body text (#FFFFFF on #FFFFFF, the worst of the pixels behind it) (L, 490 pt wide, dark)

                """)
        #expect(
            CommandRun.run(["sweep", file, "--width", "320…400", "--step", "10", "--a11y", "--strict"]).status == 1)
        #expect(CommandRun.run(["sweep", file, "--width", "320…400", "--step", "10", "--strict"]).status == 0)
    }

    /// White on systemRed: 3.54:1 light, 3.4:1 dark (UIKit's dark red is lighter).
    static let delete = """
        devices: [iPhone 8]
        views:
          Delete: {type: button, title: Delete, background: systemRed}
        constraints:
          - Delete.Leading = Superview.LeadingMargin
          - Delete.Top = Safe Area.Top + 20
          - Delete.Width = 0.25 x Superview.Width
          - Delete.Height = 44

        """

    @Test func aViewsFindingsUnderOneRuleAreSaidOnce() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.delete, to: "delete.yaml")
        let run = CommandRun.run(["sweep", file, "--width", "320…400", "--step", "40", "--a11y"])
        #expect(
            run.output == """
                delete: iPhone 8 portrait ltr, width 320…400 step 40: 3 widths, 3 laid out
                no problem at any width
                accessibility from width 320: \(file):3:3: contrast: Delete is 3.54:1 against its background, below 4.5:1 for body text (#FFFFFF on #FF3B30) (L, 320 pt wide, light) [2 times: measured 3.4:1 to 3.54:1, threshold 4.5:1, L, 320 pt wide, light and dark]

                """)
        let json = CommandRun.run(["sweep", file, "--width", "320…400", "--step", "40", "--a11y", "--json"])
        let document = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let findings = try #require(document?["accessibility"] as? [[String: Any]])
        #expect(findings.map { $0["appearance"] as? String } == ["light", "dark"])
    }

    @Test func theJSONHasTheFirstWidthOfEach() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.scene, to: "sweep.yaml")
        let run = CommandRun.run(["sweep", file, "--width", "320…600", "--step", "10", "--a11y", "--json"])
        let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let findings = try #require(json?["accessibility"] as? [[String: Any]])
        #expect(findings.map { $0["width"] as? Double } == [320, 490, 490])
        #expect(findings.map { $0["rule"] as? String } == ["touch-target", "text-overlap", "contrast"])
        #expect(findings[1]["measured"] as? Double == 2.5)
        #expect(findings[2]["appearance"] as? String == "dark")
        #expect(findings[0]["line"] as? Double == 3)
    }

    @Test func withoutTheFlagThereIsNoAccessibilityKey() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.scene, to: "sweep.yaml")
        let run = CommandRun.run(["sweep", file, "--width", "320…330", "--step", "10", "--json"])
        let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        #expect(json?["accessibility"] == nil)
    }
}
