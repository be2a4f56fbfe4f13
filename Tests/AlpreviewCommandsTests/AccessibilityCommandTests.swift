import Foundation
import TestSupport
import Testing

@testable import AlpreviewCommands

/// `check --a11y`: findings at the view's line, the reading order, `--strict` and `--json`.
@Suite struct AccessibilityCommandTests {
    static let scene = """
        devices: [iPhone 8]
        views:
          Title: {type: label, text: Profile}
          Close: {type: button, title: Close, textColor: "#000000"}
        constraints:
          - Title.Leading = Superview.LeadingMargin
          - Title.Top = Safe Area.Top + 20
          - Close.Trailing = Superview.TrailingMargin
          - Close.Top = Safe Area.Top + 20
          - Close.Height = 44
          - Close.Width = 44

        """

    @Test func findingsAndTheReadingOrderArePrinted() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.scene, to: "profile.yaml")
        let result = CommandRun.run(["check", "--a11y", file])
        #expect(result.status == 0)
        #expect(
            result.output == """
                \(file):4:3: iPhone 8 · portrait · ltr: contrast: Close is 1:1 against its background, below 4.5:1 for body text (#000000 on #000000) (xS, 375 pt wide, dark)
                \(file): iPhone 8 · portrait · ltr: reading order: 1 Title, 2 Close

                """)
    }

    @Test func strictExitsOneOnAFinding() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.scene, to: "profile.yaml")
        #expect(CommandRun.run(["check", "--a11y", "--strict", file]).status == 1)
        #expect(CommandRun.run(["check", "--strict", file]).status == 0)
    }

    @Test func theJSONReportHasTheFindings() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.scene, to: "profile.yaml")
        let result = CommandRun.run(["check", "--a11y", "--json", file])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let scene = (json?["scenes"] as? [[String: Any]])?.first
        let audit = (scene?["accessibility"] as? [[String: Any]])?.first
        #expect(audit?["readingOrder"] as? [String] == ["Title", "Close"])
        let finding = (audit?["findings"] as? [[String: Any]])?.first
        #expect(finding?["rule"] as? String == "contrast")
        #expect(finding?["line"] as? Double == 4)
        #expect(finding?["appearance"] as? String == "dark")
        #expect(finding?["threshold"] as? Double == 4.5)
    }
}
