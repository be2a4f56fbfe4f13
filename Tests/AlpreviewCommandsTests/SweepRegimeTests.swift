@testable import AlpreviewKit
import Foundation
import LayoutEngine
import SceneFormat
import SceneModel
import Testing

/// A sweep's regimes, each view's frame as lines a + b·W over the regime, on scenes whose lines
/// follow from their constraints (worked out in each test's comment).
@Suite struct SweepRegimeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func regimes(_ scene: Scene, _ range: SweepRange) throws -> (LayoutSweep, [SweepRegime]) {
        let solver = LayoutSolver(measurer: Pipeline.measurer)
        let sweep = try LayoutSweep.run(scene, range: range, baseline: try Pipeline.layouts(scene), solver: solver)
        return (sweep, SweepRegime.regimes(of: sweep, scene: scene, solver: solver))
    }

    func line(_ regime: SweepRegime, _ view: String) -> LinearLayout.LinearRect? {
        guard case .linear(let frame) = regime.views.first(where: { $0.name == view })?.frame else { return nil }
        return frame
    }

    /// Simple Single View on an iPhone 8 in portrait: Red View is pinned to the root's leading and
    /// trailing margins, 20 points below the top layout guide (the 20-point status bar) and 20
    /// above the bottom one. Below 414 points UIKit's side margins are 16: x = 16, width =
    /// W − 32; from 414 they are 20: x = 20, width = W − 40. y = 20 + 20 = 40 and height =
    /// 667 − 40 − 20 = 607 at every width (b = 0). The lines come from the solver's tableau.
    @Test func viewPinnedToBothMarginsStretchesOnePointPerPoint() throws {
        let scene = try Pipeline.readScene(Self.root.appendingPathComponent("Samples/simple-single-view.yaml").path)
        let (_, regimes) = try regimes(scene, SweepRange(axis: .width, from: 320, to: 700, step: 0.5))
        #expect(regimes.map(\.from) == [320, 414] && regimes.map(\.to) == [414, 700])
        #expect(regimes.allSatisfy { $0.source == .solver })
        let narrow = try #require(line(regimes[0], "Red View"))
        #expect(narrow.x == .init(a: 16, b: 0) && narrow.width == .init(a: -32, b: 1))
        #expect(narrow.y == .init(a: 40, b: 0) && narrow.height == .init(a: 607, b: 0))
        let wide = try #require(line(regimes[1], "Red View"))
        #expect(wide.x == .init(a: 20, b: 0) && wide.width == .init(a: -40, b: 1))
        let json = SweepReport.json(regimes[0], axis: "width").serialized(pretty: false)
        #expect(
            json == #"{"sizeCategory": "L","from": 320,"to": 414,"source": "solver","views": [{"name": "Red View","#
                + #""linear": true,"x": {"a": 16,"b": 0},"y": {"a": 40,"b": 0},"width": {"a": -32,"b": 1},"#
                + #""height": {"a": 607,"b": 0}}]}"#)
    }

    /// Two Views with Complex Widths: Blue at its 150-point minimum below 498; past it Red =
    /// 2 × Blue holds, so Blue + 8 + 2 × Blue = W − 40 (20-point margins): Blue's width is
    /// (W − 48) / 3, b = 1/3 (0.333 in the JSON), and Red's x = 20 + Blue + 8, b = 1/3 too.
    @Test func aProportionalWidthHasAFractionalRate() throws {
        let scene = try Pipeline.readScene(
            Self.root.appendingPathComponent("Samples/two-views-with-complex-widths.yaml").path)
        let (_, regimes) = try regimes(scene, SweepRange(axis: .width, from: 320, to: 700, step: 0.5))
        let last = try #require(regimes.last)
        #expect(last.from == 498 && last.to == 700)
        let blue = try #require(line(last, "Blue View"))
        #expect(abs(blue.width.b - 1.0 / 3) < 1e-9 && abs(blue.width.a + 16) < 1e-9)
        let red = try #require(line(last, "Red View"))
        #expect(abs(red.x.b - 1.0 / 3) < 1e-9 && abs(red.x.a - 12) < 1e-9)
    }

    /// A label of several lines pinned to both margins wraps into fewer lines as the width
    /// grows: each width where it takes a line less is a breakpoint (its height steps there), so
    /// every regime's lines hold across it. Between two rewraps the label is W − 40 wide under the
    /// 20-point margins and as high as its lines, and the box under it keeps x = 20, width = W − 40.
    /// Each breakpoint is where a fresh layout's label first has the lines said, a millionth of a
    /// point before it still the lines before; each regime's lines give the fresh layouts' frames
    /// at its first and last sampled widths.
    @Test func eachRewrapStartsARegimeWhoseLinesHold() throws {
        let scene = try SceneParser.parse(
            """
            title: Wrapping
            devices: [iPhone 8]
            views:
              Text: {type: label, lines: 0, text: "Auto Layout dynamically calculates the size and position of all the views in your view hierarchy, based on constraints placed on those views. This constraint-based approach to design allows you to build user interfaces that dynamically respond to both internal and external changes."}
              Box: {background: blue}
            constraints:
              - Text.Leading = Superview.LeadingMargin
              - Text.Trailing = Superview.TrailingMargin
              - Text.Top = Superview.TopMargin
              - Box.Leading = Superview.LeadingMargin
              - Box.Trailing = Superview.TrailingMargin
              - Box.Bottom = Superview.BottomMargin
              - Box.Height = 50

            """, file: "wrapping.yaml")
        let (sweep, regimes) = try regimes(scene, SweepRange(axis: .width, from: 414, to: 1000, step: 0.5))
        #expect(sweep.breakpoints.map(\.change.texts) == [["Text"], ["Text"], ["Text"]])
        #expect(
            sweep.breakpoints.map(\.change.sentences) == [
                ["Text wraps into 5 lines (6 before)"], ["Text wraps into 4 lines (5 before)"],
                ["Text wraps into 3 lines (4 before)"],
            ])
        let solver = LayoutSolver(measurer: Pipeline.measurer)
        func fresh(_ width: Double) throws -> SolvedLayout {
            try solver.solve(scene, in: scene.configurations[0].resized(.width, to: width))
        }
        for (breakpoint, lines) in zip(sweep.breakpoints, [5, 4, 3]) {
            #expect(try fresh(breakpoint.value).view(named: "Text")?.textFit?.text.lineCount == lines)
            #expect(try fresh(breakpoint.value - 1e-6).view(named: "Text")?.textFit?.text.lineCount == lines + 1)
        }
        #expect(regimes.count == 4 && regimes.allSatisfy { $0.source == .solver })
        #expect(regimes.map(\.from) == [414] + sweep.breakpoints.map(\.value))
        for regime in regimes {
            #expect(regime.views.allSatisfy { $0.isLinear }, "from \(regime.from)")
            let box = try #require(line(regime, "Box"))
            #expect(box.x == .init(a: 20, b: 0) && box.width == .init(a: -40, b: 1))
            let text = try #require(line(regime, "Text"))
            #expect(text.width == .init(a: -40, b: 1) && text.height.b == 0)
            for width in [regime.sampled.first, regime.sampled.last] {
                let snapped = snapToPixels(text.rect(at: width), scale: 2)
                #expect(try fresh(width).view(named: "Text")?.frame == snapped, "width \(width)")
            }
        }
        // n lines of 17-point text: n × 20.287 rounded up to the 2x grid (6: 121.72 → 122).
        #expect(regimes.map { line($0, "Text")?.height.a } == [122.0, 101.5, 81.5, 61].map { Optional($0) })
    }
}
