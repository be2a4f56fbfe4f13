import Foundation
import SceneFormat
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
            try tester(.missing).prepare(try SceneParser.parse(golden, file: "inline.yaml"), name: "box"))
        #expect(recorded.map(\.result.outcome) == [.recorded("new golden")])
        let checks = try tester(.never).checkExplained(
            try tester(.never).prepare(try SceneParser.parse(changed, file: "inline.yaml"), name: "box"))
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

/// The comparison over hand-written reports: the causes a scene edit cannot easily produce.
@Suite struct LayoutReportComparisonTests {
    static func report(safeArea: String = "[20, 0, 0, 0]", views: String, constraints: String) -> String {
        """
        {"scene": "S", "configurations": [{"device": "iPhone 8", "size": [375, 667], "safeArea": \(safeArea),
          "views": {\(views)}, "constraints": [\(constraints)]}]}
        """
    }

    @Test func aDeviceMetricAndARemovedViewAreCauses() throws {
        let golden = Self.report(
            views: #""A": {"frame": [0, 20, 10, 10], "intrinsicSize": null}, "B": {"frame": [0, 0, 5, 5]}"#,
            constraints: #"{"id": "c1", "text": "A.Top = Safe Area.Top"}, {"id": "c2", "text": "B.Width = 5"}"#)
        let actual = Self.report(
            safeArea: "[44, 0, 34, 0]", views: #""A": {"frame": [0, 44, 10, 10], "intrinsicSize": null}"#,
            constraints: #"{"id": "c1", "text": "A.Top = Safe Area.Top"}"#)
        let explanation = try #require(
            LayoutReportComparison.explain(golden: golden, actual: actual, imageMatches: false))
        #expect(
            explanation.summary
                == "moved: A (top +24, bottom +24); cause: device safeArea [20, 0, 0, 0] → [44, 0, 34, 0], removed c2 B.Width = 5, view B removed"
        )
        #expect(explanation.json["causes"]?.arrayValue?.first?["kind"]?.stringValue == "deviceMetricChanged")
    }

    @Test func aPriorityChangeAndRenumberedConstraints() throws {
        let views = #""A": {"frame": [0, 0, 10, 10]}"#
        let golden = Self.report(
            views: views,
            constraints:
                #"{"id": "c1", "text": "A.Width = 10"}, {"id": "c2", "text": "A.Top = B.Top + 8 (Priority 750)"}"#)
        let actual = Self.report(
            views: views,
            constraints:
                #"{"id": "c1", "text": "A.Height = 10"}, {"id": "c2", "text": "A.Width = 10"}, {"id": "c3", "text": "A.Top = B.Top + 8 (Priority 250)"}"#
        )
        let explanation = try #require(
            LayoutReportComparison.explain(golden: golden, actual: actual, imageMatches: false))
        #expect(explanation.frameChanges.isEmpty)
        #expect(
            explanation.causes.map(\.description) == [
                "c3 A.Top = B.Top + 8 (Priority 750) → (Priority 250)", "added c1 A.Height = 10",
            ])
        #expect(
            explanation.summary == "cause: c3 A.Top = B.Top + 8 (Priority 750) → (Priority 250), added c1 A.Height = 10"
        )
    }

    @Test func aGoldenThatIsNotAReportGivesNoExplanation() {
        #expect(LayoutReportComparison.explain(golden: "not json", actual: "{}", imageMatches: false) == nil)
    }

    /// The HTML page needs nothing from the network: no URL, no external script or style.
    @Test func theReportPageIsSelfContained() throws {
        let document = GoldenResults.document(checks: [], stale: ["a.iPhone-8.portrait"], recordMode: "never")
        let page = HTMLReport.page(document)
        #expect(!page.contains("http:") && !page.contains("https:") && !page.contains("src=\"/"))
        #expect(!page.contains("<script src") && !page.contains("<link"))
        #expect(page.contains("<li>a.iPhone-8.portrait</li>"))
        #expect(ReportImages.url("images/a b#1%.png") == "images/a%20b%231%25.png")
    }
}
