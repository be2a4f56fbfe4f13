import LayoutEngine
import SceneFormat
import SceneModel
import TestSupport
import Testing

/// What the engine refuses even from bounded input: stack priorities stay valid for any number
/// of arranged views, and a solution that is no screen (infinite, or beyond a billion points)
/// is a located error, never numbers printed as `inf` in a report.
@Suite struct LayoutLimitTests {
    let iPhone8 = Configuration(device: DeviceCatalog.device(named: "iPhone 8")!)

    func solve(_ yaml: String) throws -> SolvedLayout {
        try LayoutSolver(measurer: FakeMeasurer()).solve(try SceneParser.parse(yaml, file: "s.yaml"), in: iPhone8)
    }

    /// UIKit's 999 − i would reach 0 at the 1,000th view ("invalid priority 0.0").
    @Test func fillProportionallyOfAThousandViews() throws {
        let arranged = (0..<1000).map { "      V\($0): {intrinsicSize: [1, 10]}" }.joined(separator: "\n")
        let layout = try solve(
            """
            views:
              S:
                type: stack
                distribution: fillProportionally
                spacing: 0
                arranged:
            \(arranged)
            constraints:
              - S.Leading = Superview.Leading
              - S.Top = Superview.Top
              - S.Width = 1000
            """)
        #expect(layout.view(named: "V0")?.frame.array == [0, 0, 1, 10])
        #expect(layout.view(named: "V999")?.frame.array == [999, 0, 1, 10])
        let priorities = layout.constraints.filter { $0.id.hasPrefix("S.UISV-fill-proportionally.") }.map(
            \.spec.priority)
        #expect(priorities.count == 1000)
        #expect(priorities.first == 999 && priorities[997] == 2 && priorities[998] == 1 && priorities.last == 1)
    }

    /// An equal-centering stack past its bound is refused before the solver starts, at the
    /// stack's line: its solve would grow with the cube of the views.
    @Test func anEqualCenteringStackOfTooManyViewsIsRefused() throws {
        let arranged = (0..<251).map { "      V\($0): {intrinsicSize: [1, 10]}" }.joined(separator: "\n")
        #expect {
            try solve(
                """
                views:
                  S:
                    type: stack
                    distribution: equalCentering
                    arranged:
                \(arranged)
                constraints:
                  - S.Leading = Superview.Leading
                  - S.Top = Superview.Top
                """)
        } throws: { error in
            guard let error = error as? Diagnostic else { return false }
            return error.message
                == "'S' is an equalCentering stack of 251 arranged views; at most 250 (its equal center distances "
                + "make the solver's work grow with the cube of the views)" && error.location.line == 2
        }
    }

    /// Tabs are counted over every text of the scene (a label's, a button's title, a segmented
    /// control's segments): the one that passes the bound is named.
    @Test func textsHoldingTooManyTabsAreRefused() throws {
        let tabs = { (count: Int) in String(repeating: "a\\t", count: count) }
        let yaml = { (first: Int, second: Int) in
            """
            views:
              Title: {type: label, text: "\(tabs(first))"}
              Choice: {type: segmentedControl, segments: ["\(tabs(second))", "b"]}
            constraints:
              - Title.Leading = Superview.Leading
              - Title.Top = Superview.Top
              - Choice.Leading = Superview.Leading
              - Choice.Top = Title.Bottom
            """
        }
        _ = try solve(yaml(500, 500))
        #expect {
            try solve(yaml(500, 501))
        } throws: { error in
            guard let error = error as? Diagnostic else { return false }
            return error.message
                == "the scene's texts hold more than 1,000 tabs ('Choice' brings them to 1,001); a screen's texts "
                + "hold a few" && error.location.line == 3
        }
    }

    /// Optional constraints are counted per anchor they name, on either side; required ones are
    /// not counted. The one that passes the bound is located.
    @Test func tooManyOptionalConstraintsOnOneAnchorAreRefused() throws {
        let widths = { (count: Int) in
            (0..<count).map { "  - V0.Width = \(10 + $0 % 300) @\(1 + $0 % 998)" }.joined(separator: "\n")
        }
        let yaml = { (count: Int) in
            """
            views:
              V0: {}
              V1: {}
            constraints:
              - V0.Leading = Superview.Leading
              - V0.Top = Superview.Top
              - V1.Width = V0.Width @500
            \(widths(count))
            """
        }
        #expect {
            try solve(yaml(2_000))
        } throws: { error in
            guard let error = error as? Diagnostic else { return false }
            return error.message
                == "more than 2,000 optional constraints name V0.Width; at most 2,000 per anchor (each competes with "
                + "all the others in the solver)" && error.location.line == 2007
        }
    }

    /// Multipliers within bounds still compound: 100 × 1000³ is 1e11 points.
    @Test func aSolutionBeyondABillionPointsIsALocatedError() {
        let yaml = """
            views:
              V0: {}
              V1: {}
              V2: {}
              V3: {}
            constraints:
              - V0.Width = 100
              - V1.Width = 1000 x V0.Width
              - V2.Width = 1000 x V1.Width
              - V3.Width = 1000 x V2.Width
            """
        #expect(throws: Diagnostic.self) { try solve(yaml) }
        do { _ = try solve(yaml) } catch {
            #expect(
                "\(error)" == """
                    s.yaml:5:3: error: the layout of 'V3' is out of range on iPhone 8 portrait: its width solves to 100000000000.0 (a frame must be finite and within ±1,000,000,000 points); check the multipliers and constants that size it
                          V3: {}
                          ^
                    """)
        }
    }

    /// A scene built in code skips the parser: the engine checks what the solver cannot take.
    @Test func invalidConstraintsBuiltInCodeAreRefused() {
        var scene = Scene(title: "code")
        scene.root.subviews = [ViewSpec(name: "A")]
        let at = SourceLocation(file: "code.swift", line: 3, column: 7)
        scene.constraints = [
            ConstraintSpec(
                first: Anchor(.view("A"), .width), relation: .equal, second: nil,
                constant: .points(10), priority: 0, text: "A.Width = 10 @0", location: at)
        ]
        #expect(throws: Diagnostic("the priority of 'A.Width = 10 @0' must be from 1 to 1000, not 0.0", at: at)) {
            try LayoutSolver(measurer: FakeMeasurer()).solve(scene, in: iPhone8)
        }
        scene.constraints = [
            ConstraintSpec(
                first: Anchor(.view("A"), .leading), relation: .equal,
                second: Anchor(.superview, .trailing), multiplier: 0, text: "A.Leading = 0 x Superview.Trailing",
                location: at)
        ]
        #expect(
            throws: Diagnostic(
                "a multiplier of 0 makes a location attribute (leading) equal a constant in 'A.Leading = 0 x Superview.Trailing'",
                at: at)
        ) {
            try LayoutSolver(measurer: FakeMeasurer()).solve(scene, in: iPhone8)
        }
    }
}
