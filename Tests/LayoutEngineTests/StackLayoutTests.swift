import Testing
import LayoutEngine
import SceneFormat

/// UIStackView's layout through the constraints UIKit generates (uikit-facts §5), on an
/// iPhone 8 (375 × 667, 16-point margins, 20-point status bar).
@Suite struct StackLayoutTests {
    func solve(_ yaml: String) throws -> SolvedLayout {
        let scene = try SceneParser.parse(yaml, file: "stack.yaml")
        return try LayoutSolver(measurer: FakeMeasurer()).solve(scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
    }

    func frame(_ layout: SolvedLayout, _ name: String) -> [Double] { layout.view(named: name)?.frame.array ?? [] }

    /// A stack pinned to the margins at the top; `arranged` and options vary.
    func stack(_ options: String, _ arranged: String, height: Bool = false) -> String {
        """
        views:
          S:
            type: stack
        \(options.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            arranged:
        \(arranged.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
        constraints:
          - S.Leading = Superview.LeadingMargin
          - S.Trailing = Superview.TrailingMargin
          - S.Top = Safe Area.Top
        \(height ? "  - S.Height = 100" : "")
        """
    }

    @Test func fillEquallySharesTheRow() throws {
        let layout = try solve(stack("axis: horizontal\ndistribution: fillEqually\nspacing: 8",
                                     "A: {intrinsicSize: [40, 30]}\nB: {intrinsicSize: [90, 30]}"))
        #expect(frame(layout, "A") == [0, 0, 167.5, 30])
        #expect(frame(layout, "B") == [175.5, 0, 167.5, 30])
        #expect(frame(layout, "S") == [16, 20, 343, 30])
        #expect(layout.ambiguities.isEmpty && layout.conflicts.isEmpty)
    }

    /// `fill`: the view with the lower hugging priority stretches.
    @Test func fillStretchesTheLowestHugging() throws {
        let layout = try solve(stack("axis: horizontal\nspacing: standard",
                                     "A: {intrinsicSize: [40, 30], hugging: {h: 251}}\nB: {intrinsicSize: [90, 30]}"))
        #expect(frame(layout, "A") == [0, 0, 40, 30])
        #expect(frame(layout, "B") == [48, 0, 295, 30])
        #expect(layout.ambiguities.isEmpty)
    }

    /// Vertical, leading alignment, custom spacing after one view, a hidden view collapsed with
    /// no spacing after it.
    @Test func verticalLeadingCustomSpacingAndHidden() throws {
        let layout = try solve(stack("axis: vertical\nalignment: leading\nspacing: 10\ncustomSpacing: {after A: 30}",
                                     "A: {intrinsicSize: [40, 20]}\nB: {intrinsicSize: [90, 20]}\nH: {intrinsicSize: [60, 20], hidden: true}\nC: {intrinsicSize: [70, 20]}"))
        #expect(frame(layout, "A") == [0, 0, 40, 20])
        #expect(frame(layout, "B") == [0, 50, 90, 20])
        #expect(frame(layout, "H") == [0, 80, 60, 0])
        #expect(frame(layout, "C") == [0, 80, 70, 20])
        // The stack hugs its widest view (spanning-fit) and ends at the last one.
        #expect(frame(layout, "S") == [16, 20, 343, 100])
        #expect(layout.ambiguities.isEmpty && layout.conflicts.isEmpty)
    }

    @Test func equalSpacingAndEqualCentering() throws {
        let views = "A: {intrinsicSize: [40, 30]}\nB: {intrinsicSize: [100, 30]}\nC: {intrinsicSize: [60, 30]}"
        let spacing = try solve(stack("axis: horizontal\ndistribution: equalSpacing", views))
        // 343 - 200 = 143 of space: two gaps of 71.5.
        #expect(frame(spacing, "A") == [0, 0, 40, 30])
        #expect(frame(spacing, "B") == [111.5, 0, 100, 30])
        #expect(frame(spacing, "C") == [283, 0, 60, 30])
        let centering = try solve(stack("axis: horizontal\ndistribution: equalCentering", views))
        // Centers at 20, then 20 + d and 20 + 2d with 2d = 313 - 20: d = 146.5.
        #expect(frame(centering, "A") == [0, 0, 40, 30])
        #expect(frame(centering, "B") == [116.5, 0, 100, 30])
        #expect(frame(centering, "C") == [283, 0, 60, 30])
        #expect(spacing.ambiguities.isEmpty && centering.ambiguities.isEmpty)
    }

    /// UIKit's multipliers: each view is intrinsic / (Σ intrinsic + Σ spacing) of the stack, at
    /// priorities 999, 998, …; the last view takes what the rounding leaves.
    @Test func fillProportionally() throws {
        let layout = try solve(stack("axis: horizontal\ndistribution: fillProportionally\nspacing: 7",
                                     "A: {intrinsicSize: [50, 30]}\nB: {intrinsicSize: [100, 30]}"))
        #expect(abs(frame(layout, "A")[2] - 343 * 50 / 157) <= 0.25)  // 109.24
        #expect(frame(layout, "A")[2] + frame(layout, "B")[2] == 336)
        #expect(layout.ambiguities.isEmpty && layout.conflicts.isEmpty)
    }

    /// Across the axis: fill stretches to the stack's height, center centers, bottom aligns.
    @Test func alignments() throws {
        let views = "A: {intrinsicSize: [40, 30]}\nB: {intrinsicSize: [40, 60]}"
        let fill = try solve(stack("axis: horizontal\ndistribution: fillEqually", views, height: true))
        #expect(frame(fill, "A")[3] == 100 && frame(fill, "B")[3] == 100)
        let center = try solve(stack("axis: horizontal\ndistribution: fillEqually\nalignment: center", views, height: true))
        #expect(frame(center, "A")[1] == 35 && frame(center, "B")[1] == 20)
        let bottom = try solve(stack("axis: horizontal\ndistribution: fillEqually\nalignment: bottom", views, height: true))
        #expect(frame(bottom, "A")[1] == 70 && frame(bottom, "B")[1] == 40)
        // Without a height, the stack hugs its tallest view.
        let hugging = try solve(stack("axis: horizontal\ndistribution: fillEqually\nalignment: center", views))
        #expect(frame(hugging, "S")[3] == 60)
        #expect([fill, center, bottom, hugging].allSatisfy { $0.ambiguities.isEmpty && $0.conflicts.isEmpty })
    }

    /// Labels of two sizes on one baseline.
    @Test func firstBaselineAlignment() throws {
        let layout = try solve(stack("axis: horizontal\nalignment: firstBaseline\nspacing: 8",
                                     "Big: {type: label, text: Big, font: system 34, hugging: {h: 251}}\nSmall: {type: label, text: small, font: system 17}"))
        let big = try #require(layout.view(named: "Big")?.baselines?.first)
        let small = try #require(layout.view(named: "Small")?.baselines?.first)
        #expect(abs(big - small) < 0.5)
        #expect(layout.conflicts.isEmpty)
    }

    /// Layout-margins-relative arrangement keeps the stack's 8-point margins around the views.
    @Test func marginsRelative() throws {
        let layout = try solve(stack("axis: horizontal\ndistribution: fillEqually\nlayoutMarginsRelative: true",
                                     "A: {intrinsicSize: [40, 30]}"))
        #expect(frame(layout, "A") == [8, 8, 327, 30])
        #expect(frame(layout, "S") == [16, 20, 343, 46])
    }
}

/// UIScrollView: edges of the content attach to the content layout guide (the content size),
/// sizes to the frame layout guide.
@Suite struct ScrollLayoutTests {
    func solve(_ yaml: String) throws -> SolvedLayout {
        let scene = try SceneParser.parse(yaml, file: "scroll.yaml")
        return try LayoutSolver(measurer: FakeMeasurer()).solve(scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
    }

    let scroller = """
    views:
      S:
        type: scroll
        content:
          Box: {}
    constraints:
      - S.Leading = Superview.Leading
      - S.Trailing = Superview.Trailing
      - S.Top = Superview.Top
      - S.Bottom = Superview.Bottom

    """

    @Test func contentGuideGivesTheContentSize() throws {
        let layout = try solve(scroller + """
          - Box.Leading = S.Content Layout Guide.Leading + 10
          - Box.Trailing = S.Content Layout Guide.Trailing - 10
          - Box.Top = S.Content Layout Guide.Top + 10
          - Box.Bottom = S.Content Layout Guide.Bottom - 10
          - Box.Width = S.Frame Layout Guide.Width - 20
          - Box.Height = 1000
        """)
        #expect(layout.view(named: "S")?.contentSize == Size(width: 375, height: 1020))
        #expect(layout.view(named: "Box")?.frame == Rect(x: 10, y: 10, width: 355, height: 1000))
        #expect(layout.ambiguities.isEmpty && layout.conflicts.isEmpty)
    }

    /// The classic form: constraints to the scroll view's edges are the content's; its width
    /// (a size) is the frame's.
    @Test func superviewEdgesAreTheContentsAndSizesTheFrames() throws {
        let layout = try solve(scroller + """
          - Box.Leading = Superview.Leading
          - Box.Trailing = Superview.Trailing
          - Box.Top = Superview.Top
          - Box.Bottom = Superview.Bottom
          - Box.Width = Superview.Width
          - Box.Height = 2 x Superview.Height
        """)
        #expect(layout.view(named: "S")?.contentSize == Size(width: 375, height: 1334))
        #expect(layout.view(named: "Box")?.frame == Rect(x: 0, y: 0, width: 375, height: 1334))
    }

    /// Nothing gives the content a height: Interface Builder's "Scrollable Content Size Ambiguity".
    @Test func missingContentHeightIsAmbiguous() throws {
        let layout = try solve(scroller + """
          - Box.Leading = S.Content Layout Guide.Leading
          - Box.Trailing = S.Content Layout Guide.Trailing
          - Box.Top = S.Content Layout Guide.Top
          - Box.Width = S.Frame Layout Guide.Width
          - Box.Height = 100
        """)
        #expect(layout.ambiguities.map(\.component) == ["contentHeight"])
    }

    @Test func guidesNeedAScrollView() throws {
        #expect(throws: LayoutError.self) {
            try solve("views:\n  V: {}\n  B: {}\nconstraints:\n  - B.Top = V.Content Layout Guide.Top\n")
        }
    }
}
