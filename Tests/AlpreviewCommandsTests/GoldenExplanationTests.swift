import Foundation
import GoldenImages
import Testing
@testable import AlpreviewKit

/// A failing golden says which views moved, which edges by how much, and why, from the golden's
/// layout report and the new one.
@Suite struct GoldenExplanationTests {
    static let box = """
        title: Box
        devices: [iPhone 8]
        views:
          Title: {type: label, text: Hello}
          Box: {background: blue}
        constraints:
          - Title.Leading = Superview.LeadingMargin
          - Title.Top = Safe Area.Top + 8
          - Box.Leading = Superview.LeadingMargin
          - Box.Top = Title.Bottom + 8
          - Box.Width = 100
          - Box.Height = 50
        """

    /// Records `golden`, then checks `changed` against it: the one configuration's check.
    func check(golden: String, changed: String) throws -> GoldenCheck {
        let dir = NSTemporaryDirectory() + "alpreview-explain-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func tester(_ mode: RecordMode) -> GoldenTester {
            GoldenTester(
                store: GoldenStore(directory: dir, failuresDirectory: dir + "/failures", record: mode), scale: 1)
        }
        let recorded = try tester(.missing).checkExplained(
            try tester(.missing).prepare(try SceneParserBridge.parse(golden), name: "box"))
        #expect(recorded.map(\.result.outcome) == [.recorded("new golden")])
        let checks = try tester(.never).checkExplained(
            try tester(.never).prepare(try SceneParserBridge.parse(changed), name: "box"))
        #expect(checks.count == 1)
        return checks[0]
    }

    @Test func aChangedConstantNamesTheConstraintAndTheMovedEdges() throws {
        let check = try check(
            golden: Self.box,
            changed: Self.box.replacingOccurrences(
                of: "Title.Top = Safe Area.Top + 8", with: "Title.Top = Safe Area.Top + 16"))
        #expect(
            check.explanation?.summary
                == "moved: Title (top +8, bottom +8), Box (top +8, bottom +8); cause: c2 Title.Top = Safe Area.Top + 8 → + 16"
        )
        #expect(
            check.result.line.hasPrefix("FAIL   box.iPhone-8.portrait: moved: Title (top +8, bottom +8), Box (top +8"))
        #expect(check.location?.line == 8)
        #expect(check.location?.file == "inline.yaml")
        let title = try #require(check.explanation?.frameChanges.first)
        #expect(title.actual[1] - title.golden[1] == 8)
    }

    @Test func aChangedTextNamesTheIntrinsicSize() throws {
        let check = try check(
            golden: Self.box, changed: Self.box.replacingOccurrences(of: "text: Hello", with: "text: Hello there"))
        let explanation = try #require(check.explanation)
        #expect(explanation.frameChanges.map(\.view) == ["Title"])
        #expect(explanation.frameChanges[0].edges.map(\.edge) == ["right"])
        guard case .intrinsicSizeChanged(let view, let golden, let actual) = explanation.causes.first else {
            Issue.record("expected an intrinsic size change, got \(explanation.causes)")
            return
        }
        #expect(view == "Title")
        #expect(golden?[1] == actual?[1])
        #expect((actual?[0] ?? 0) > (golden?[0] ?? 0))
        #expect(explanation.causes.count == 1)
        #expect(check.location?.line == 4)
    }

    @Test func anAddedConstraintIsSaidAsAdded() throws {
        let changed = Self.box.replacingOccurrences(
            of: "  - Box.Width = 100\n", with: "  - Box.Width = 100\n  - Box.Trailing = Superview.TrailingMargin\n"
        ).replacingOccurrences(of: "  - Box.Leading = Superview.LeadingMargin\n", with: "")
        let check = try check(golden: Self.box, changed: changed)
        #expect(
            check.explanation?.summary
                == "moved: Box (left +243, right +243); cause: added c5 Box.Trailing = Superview.TrailingMargin, removed c3 Box.Leading = Superview.LeadingMargin"
        )
        #expect(check.location?.line == 11)
    }

    @Test func aChangedWidthKeepsTheOtherIDsAndSaysOnlyTheRightEdge() throws {
        let check = try check(
            golden: Self.box, changed: Self.box.replacingOccurrences(of: "Box.Width = 100", with: "Box.Width = 120"))
        #expect(check.explanation?.summary == "moved: Box (right +20); cause: c5 Box.Width = 100 → 120")
        #expect(check.explanation?.changedConstraintIDs == ["c5"])
    }

    @Test func aDifferentColorIsAPixelOnlyChange() throws {
        let check = try check(
            golden: Self.box, changed: Self.box.replacingOccurrences(of: "background: blue", with: "background: red"))
        #expect(check.explanation?.causes == [.pixelsOnly])
        #expect(check.result.line.contains("box.iPhone-8.portrait: pixel-only change (the layout is unchanged: "))
        #expect(check.location == nil)
    }

    @Test func aDeviceMetricIsNamed() throws {
        let check = try check(
            golden: Self.box,
            changed: Self.box.replacingOccurrences(
                of: "devices: [iPhone 8]", with: "devices: [iPhone 8]\nbars: [statusBar, navigationBar]"))
        #expect(
            check.explanation?.causes.first.map(\.description).map { $0.hasPrefix("device safeArea [20, 0, 0, 0] → ") }
                == true)
    }

    @Test func constraintTextChangesReadAsEdits() {
        #expect(ConstraintTextChange.changedPart(golden: "A.Top = B.Top + 8", actual: "A.Top = B.Top + 16") == "+ 16")
        #expect(ConstraintTextChange.changedPart(golden: "A.Width = 100", actual: "A.Width = 120") == "120")
        #expect(
            ConstraintTextChange.changedPart(
                golden: "A.Top = B.Top + 8 (Priority 750)", actual: "A.Top = B.Top + 8 (Priority 250)")
                == "(Priority 250)")
        #expect(ConstraintTextChange.changedPart(golden: "A.Top = B.Top", actual: "A.Top = C.Bottom") == "C.Bottom")
        #expect(ConstraintTextChange.head("A.Top >= B.Top + 8") == "A.Top >=")
        #expect(ConstraintTextChange.head("H:|-[a]-|") == nil)
    }

    @Test func theParserKeepsKeyOrderAndRefusesBadText() throws {
        let value = try JSONParser.parse(#"{"b": [1, 2.5, -3e2], "a": {"x": "é\n\u00e9\ud83d\ude00"}, "c": null}"#)
        #expect(value.objectPairs?.map(\.0) == ["b", "a", "c"])
        #expect(value["b"]?.numbers == [1, 2.5, -300])
        #expect(value["a"]?["x"]?.stringValue == "é\né😀")
        #expect(throws: JSONParser.Failure(offset: 9, reason: "expected a key")) {
            try JSONParser.parse(#"{"a": 1, }"#)
        }
        #expect(throws: JSONParser.Failure(offset: 3, reason: "text after the value")) { try JSONParser.parse("[] x") }
    }
}
