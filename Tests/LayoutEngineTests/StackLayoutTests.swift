import LayoutEngine
import SceneModel
import TestSupport
import Testing

/// UIStackView's layout through the constraints UIKit generates (docs/uikit-rules.md, Stack views), on an
/// iPhone 8 (375 × 667, 16-point margins, 20-point status bar).
@Suite struct StackLayoutTests {
    func solve(_ scene: Scene) throws -> SolvedLayout {
        try LayoutSolver(measurer: FakeMeasurer()).solve(
            scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
    }

    func frame(_ layout: SolvedLayout, _ name: String) -> [Double] { layout.view(named: name)?.frame.array ?? [] }

    /// A stack S pinned to the margins at the top (and 100 high with `height`), holding `arranged`.
    func stack(_ arranged: [ViewSpec], height: Bool = false, _ configure: (inout StackSpec) -> Void) -> Scene {
        var spec = StackSpec()
        configure(&spec)
        spec.arranged = arranged.map(\.name)
        let s = Item.view("S")
        return testScene(
            [view("S", .stack, subviews: arranged) { $0.stack = spec }],
            [s.leading == superview.leadingMargin, s.trailing == superview.trailingMargin, s.top == safeArea.top]
                + (height ? [s.height == 100] : []))
    }

    /// A plain view with an intrinsic size.
    func sized(_ name: String, _ width: Double, _ height: Double, _ configure: (inout ViewSpec) -> Void = { _ in })
        -> ViewSpec
    {
        view(name) {
            $0.intrinsicSize = Size(width: width, height: height); configure(&$0)
        }
    }

    @Test func fillEquallySharesTheRow() throws {
        let layout = try solve(
            stack([sized("A", 40, 30), sized("B", 90, 30)]) {
                $0.distribution = .fillEqually; $0.spacing = .points(8)
            })
        #expect(frame(layout, "A") == [0, 0, 167.5, 30])
        #expect(frame(layout, "B") == [175.5, 0, 167.5, 30])
        #expect(frame(layout, "S") == [16, 20, 343, 30])
        #expect(layout.ambiguities.isEmpty && layout.conflicts.isEmpty)
    }

    /// `fill`: the view with the lower hugging priority stretches.
    @Test func fillStretchesTheLowestHugging() throws {
        let layout = try solve(
            stack([
                sized("A", 40, 30) { $0.hugging = AxisPriorities(horizontal: 251, vertical: 250) }, sized("B", 90, 30),
            ]) {
                $0.spacing = standard
            })
        #expect(frame(layout, "A") == [0, 0, 40, 30])
        #expect(frame(layout, "B") == [48, 0, 295, 30])
        #expect(layout.ambiguities.isEmpty)
    }

    /// Vertical, leading alignment, custom spacing after one view, a hidden view collapsed with
    /// no spacing after it.
    @Test func verticalLeadingCustomSpacingAndHidden() throws {
        let layout = try solve(
            stack([sized("A", 40, 20), sized("B", 90, 20), sized("H", 60, 20) { $0.hidden = true }, sized("C", 70, 20)])
            {
                $0.axis = .vertical; $0.alignment = .leading; $0.spacing = .points(10); $0.customSpacing = ["A": 30]
            })
        #expect(frame(layout, "A") == [0, 0, 40, 20])
        #expect(frame(layout, "B") == [0, 50, 90, 20])
        #expect(frame(layout, "H") == [0, 80, 60, 0])
        #expect(frame(layout, "C") == [0, 80, 70, 20])
        // The stack hugs its widest view (spanning-fit) and ends at the last one.
        #expect(frame(layout, "S") == [16, 20, 343, 100])
        #expect(layout.ambiguities.isEmpty && layout.conflicts.isEmpty)
    }

    /// Hidden views ending a 100-high equal-spacing column add no spacing before them: the last
    /// visible view's bottom is the stack's, the spare length is the one visible gap.
    @Test func hiddenViewsAtTheEndAddNoSpacing() throws {
        let layout = try solve(
            stack(
                [sized("A", 40, 20), sized("B", 90, 14), sized("H", 60, 1) { $0.hidden = true }],
                height: true
            ) {
                $0.axis = .vertical; $0.alignment = .leading; $0.distribution = .equalSpacing
                $0.spacing = .points(8)
            })
        #expect(frame(layout, "A") == [0, 0, 40, 20])
        #expect(frame(layout, "B") == [0, 86, 90, 14])
        #expect(frame(layout, "H") == [0, 100, 60, 0])
        #expect(layout.conflicts.isEmpty)
    }

    @Test func equalSpacingAndEqualCentering() throws {
        let views = [sized("A", 40, 30), sized("B", 100, 30), sized("C", 60, 30)]
        let spacing = try solve(stack(views) { $0.distribution = .equalSpacing })
        // 343 - 200 = 143 of space: two gaps of 71.5.
        #expect(frame(spacing, "A") == [0, 0, 40, 30])
        #expect(frame(spacing, "B") == [111.5, 0, 100, 30])
        #expect(frame(spacing, "C") == [283, 0, 60, 30])
        let centering = try solve(stack(views) { $0.distribution = .equalCentering })
        // Centers at 20, then 20 + d and 20 + 2d with 2d = 313 - 20: d = 146.5.
        #expect(frame(centering, "A") == [0, 0, 40, 30])
        #expect(frame(centering, "B") == [116.5, 0, 100, 30])
        #expect(frame(centering, "C") == [283, 0, 60, 30])
        #expect(spacing.ambiguities.isEmpty && centering.ambiguities.isEmpty)
    }

    /// UIKit's multipliers: each view is intrinsic / (Σ intrinsic + Σ spacing) of the stack, at
    /// priorities 999, 998, …; the last view takes what the rounding leaves.
    @Test func fillProportionally() throws {
        let layout = try solve(
            stack([sized("A", 50, 30), sized("B", 100, 30)]) {
                $0.distribution = .fillProportionally; $0.spacing = .points(7)
            })
        #expect(abs(frame(layout, "A")[2] - 343 * 50 / 157) <= 0.25)  // 109.24
        #expect(frame(layout, "A")[2] + frame(layout, "B")[2] == 336)
        #expect(layout.ambiguities.isEmpty && layout.conflicts.isEmpty)
    }

    /// Across the axis: fill stretches to the stack's height, center centers, bottom aligns.
    @Test func alignments() throws {
        let views = [sized("A", 40, 30), sized("B", 40, 60)]
        let fill = try solve(stack(views, height: true) { $0.distribution = .fillEqually })
        #expect(frame(fill, "A")[3] == 100 && frame(fill, "B")[3] == 100)
        let center = try solve(
            stack(views, height: true) {
                $0.distribution = .fillEqually; $0.alignment = .center
            })
        #expect(frame(center, "A")[1] == 35 && frame(center, "B")[1] == 20)
        let bottom = try solve(
            stack(views, height: true) {
                $0.distribution = .fillEqually; $0.alignment = .bottom
            })
        #expect(frame(bottom, "A")[1] == 70 && frame(bottom, "B")[1] == 40)
        // Without a height, the stack hugs its tallest view.
        let hugging = try solve(
            stack(views) {
                $0.distribution = .fillEqually; $0.alignment = .center
            })
        #expect(frame(hugging, "S")[3] == 60)
        #expect([fill, center, bottom, hugging].allSatisfy { $0.ambiguities.isEmpty && $0.conflicts.isEmpty })
    }

    /// Labels of two sizes on one baseline.
    @Test func firstBaselineAlignment() throws {
        let layout = try solve(
            stack([
                view("Big", .label) {
                    $0.text = "Big"; $0.font = .system(34); $0.hugging = AxisPriorities(horizontal: 251, vertical: 250)
                },
                view("Small", .label) {
                    $0.text = "small"; $0.font = .system(17)
                },
            ]) {
                $0.alignment = .firstBaseline; $0.spacing = .points(8)
            })
        let big = try #require(layout.view(named: "Big")?.baselines?.first)
        let small = try #require(layout.view(named: "Small")?.baselines?.first)
        #expect(abs(big - small) < 0.5)
        #expect(layout.conflicts.isEmpty)
    }

    /// Layout-margins-relative arrangement keeps the stack's 8-point margins around the views.
    @Test func marginsRelative() throws {
        let layout = try solve(
            stack([sized("A", 40, 30)]) {
                $0.distribution = .fillEqually; $0.isLayoutMarginsRelative = true
            })
        #expect(frame(layout, "A") == [8, 8, 327, 30])
        #expect(frame(layout, "S") == [16, 20, 343, 46])
    }
}

/// UIScrollView: edges of the content attach to the content layout guide (the content size),
/// sizes to the frame layout guide.
@Suite struct ScrollLayoutTests {
    func solve(_ constraints: [ConstraintSpec]) throws -> SolvedLayout {
        var scroll = ScrollSpec()
        scroll.content = ["Box"]
        let s = Item.view("S")
        let scene = testScene(
            [view("S", .scroll, subviews: [view("Box")]) { $0.scroll = scroll }],
            [
                s.leading == superview.leading, s.trailing == superview.trailing,
                s.top == superview.top, s.bottom == superview.bottom,
            ] + constraints)
        return try LayoutSolver(measurer: FakeMeasurer()).solve(
            scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
    }

    let box = Item.view("Box")
    let content = Item.contentLayoutGuide(of: "S"), frameGuide = Item.frameLayoutGuide(of: "S")

    @Test func contentGuideGivesTheContentSize() throws {
        let layout = try solve([
            box.leading == content.leading + 10, box.trailing == content.trailing - 10,
            box.top == content.top + 10, box.bottom == content.bottom - 10,
            box.width == frameGuide.width - 20, box.height == 1000,
        ])
        #expect(layout.view(named: "S")?.contentSize == Size(width: 375, height: 1020))
        #expect(layout.view(named: "Box")?.frame == Rect(x: 10, y: 10, width: 355, height: 1000))
        #expect(layout.ambiguities.isEmpty && layout.conflicts.isEmpty)
    }

    /// The classic form: constraints to the scroll view's edges are the content's; its width
    /// (a size) is the frame's.
    @Test func superviewEdgesAreTheContentsAndSizesTheFrames() throws {
        let layout = try solve([
            box.leading == superview.leading, box.trailing == superview.trailing,
            box.top == superview.top, box.bottom == superview.bottom,
            box.width == superview.width, box.height == 2 * superview.height,
        ])
        #expect(layout.view(named: "S")?.contentSize == Size(width: 375, height: 1334))
        #expect(layout.view(named: "Box")?.frame == Rect(x: 0, y: 0, width: 375, height: 1334))
    }

    /// Nothing gives the content a height: Interface Builder's "Scrollable Content Size Ambiguity".
    @Test func missingContentHeightIsAmbiguous() throws {
        let layout = try solve([
            box.leading == content.leading, box.trailing == content.trailing, box.top == content.top,
            box.width == frameGuide.width, box.height == 100,
        ])
        #expect(layout.ambiguities.map(\.component) == ["contentHeight"])
    }

    @Test func guidesNeedAScrollView() throws {
        let b = Item.view("B")
        let scene = testScene([view("V"), view("B")], [b.top == Item.contentLayoutGuide(of: "V").top])
        #expect(throws: Diagnostic.self) {
            try LayoutSolver(measurer: FakeMeasurer()).solve(
                scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
        }
    }
}
