@testable import AlpreviewCommands
@testable import AlpreviewKit
import Foundation
import LayoutEngine
import SceneFormat
import SceneModel
import TestSupport
import Testing

/// `alpreview sweep` on Samples whose breakpoints follow from their recipes: each expected width
/// is worked out from the constraints in a comment.
@Suite(.serialized) struct SweepTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static func sample(_ name: String) -> String { root.appendingPathComponent("Samples/\(name).yaml").path }

    func sweep(_ name: String, _ range: SweepRange, sizeCategories: [SizeCategory]? = nil) throws -> LayoutSweep {
        let scene = try Pipeline.readScene(Self.sample(name))
        return try LayoutSweep.run(
            scene, range: range, sizeCategories: sizeCategories, baseline: try Pipeline.layouts(scene),
            solver: LayoutSolver(measurer: Pipeline.measurer))
    }

    @Test func rangesLandOnExactValues() {
        let range = SweepRange(axis: .width, from: 320, to: 1366, step: 0.5)
        #expect(range.values.count == 2093 && range.count == 2093)
        #expect(range.values[1] == 320.5 && range.values.last == 1366)
        // A range off the step ends on its last value.
        #expect(SweepRange(axis: .width, from: 320, to: 321.2, step: 0.5).values == [320, 320.5, 321, 321.2])
        #expect(
            SweepRange.parse("320…1366", axis: .width, step: 1)
                == SweepRange(axis: .width, from: 320, to: 1366, step: 1))
        #expect(SweepRange.parse("320-400", axis: .height, step: 1)?.to == 400)
        #expect(SweepRange.parse("wide", axis: .width, step: 1) == nil)
    }

    /// Red = 2 × Blue (@750) holds when the margins leave 150 + 8 + 300 = 458 points: from 414
    /// points UIKit's side margins are 20 (16 below), so at 458 + 40 = 498, where Blue leaves its
    /// 150-point minimum too (at 498.5 it is 150.17): one breakpoint, whatever the step.
    @Test func twoViewsWithComplexWidths() throws {
        let sweep = try sweep("two-views-with-complex-widths", SweepRange(axis: .width, from: 320, to: 1366, step: 0.5))
        #expect(sweep.layoutCount == 2093)
        #expect(
            SweepReport.lines(sweep, title: "T") == [
                "T: iPhone SE (1st generation) portrait ltr, width 320…1366 step 0.5: 2093 widths, 39 laid out",
                "breakpoint width 414: root side margins 16 → 20",
                "breakpoint width 498: optional `Red View.Width = 2.0 x Blue View.Width (Priority 750)` starts holding; "
                    + "Blue View leaves its minimum width: `Blue View.Width >= 150.0`",
                "no problem at any width",
            ])
    }

    /// A range that starts at the breakpoint: Blue is at its minimum at 498, the first width, and
    /// leaves it past it. That change starts the range's first regime, not one inside it: it stays
    /// at the next width sampled, and no regime is empty.
    @Test(arguments: [0.5, 1.0])
    func aRangeStartingAtABreakpointKeepsItsFirstRegime(_ step: Double) throws {
        let range = SweepRange(axis: .width, from: 498, to: 510, step: step)
        let sweep = try sweep("two-views-with-complex-widths", range)
        #expect(sweep.breakpoints.map(\.value) == [498 + step])
        #expect(sweep.breakpoints.map(\.isExact) == [false])
        let scene = try Pipeline.readScene(Self.sample("two-views-with-complex-widths"))
        let regimes = SweepRegime.regimes(of: sweep, scene: scene, solver: LayoutSolver(measurer: Pipeline.measurer))
        #expect(regimes.map { [$0.from, $0.to] } == [[498, 498 + step], [498 + step, 510]])
    }

    /// Sampled every 0.7 point the sizes straddle 498 (497.9, then 498.6); the exact width is
    /// still 498 (3 × 150 + 8 between the 20-point margins), where Red = 2 × Blue starts holding
    /// and Blue leaves its minimum. The side margins are a rule of the configuration, 20 from 414
    /// points (UIKit's system minimum): found at 414 though the samples straddle it (413.7, 414.4).
    @Test func breakpointsBetweenSamplesAreExact() throws {
        let sweep = try sweep("two-views-with-complex-widths", SweepRange(axis: .width, from: 320, to: 700, step: 0.7))
        #expect(
            SweepReport.lines(sweep, title: "T") == [
                "T: iPhone SE (1st generation) portrait ltr, width 320…700 step 0.7: 544 widths, 16 laid out",
                "breakpoint width 414: root side margins 16 → 20",
                "breakpoint width 498: optional `Red View.Width = 2.0 x Blue View.Width (Priority 750)` starts holding; "
                    + "Blue View leaves its minimum width: `Blue View.Width >= 150.0`",
                "no problem at any width",
            ])
        #expect(sweep.breakpoints.map(\.isExact) == [true, true])
        #expect(sweep.breakpoints[0].value == 414)
        #expect(abs(sweep.breakpoints[1].value - 498) < 1e-9)
    }

    /// Blue is 0.3 of its superview's width if it can (@750), Red at least 200 points, 8 between
    /// them, the 16-point margins below 414: Red = W − 32 − 8 − 0.3 W = 0.7 W − 40 reaches 200 at
    /// W = 240 / 0.7 = 342.857…, off every sampled size. Below it Blue gives way to Red's minimum.
    @Test func aBreakpointOffTheGridIsFoundExactly() throws {
        let scene = try SceneParser.parse(
            """
            title: Fraction
            devices: [iPhone SE (1st generation)]
            views:
              Blue View: {background: blue}
              Red View: {background: red}
            constraints:
              - Blue View.Leading = Superview.LeadingMargin
              - Red View.Leading = Blue View.Trailing + 8
              - Red View.Trailing = Superview.TrailingMargin
              - Blue View.Top = Superview.Top + 40
              - Red View.Top = Superview.Top + 40
              - Blue View.Height = 40
              - Red View.Height = 40
              - Blue View.Width = 0.3 x Superview.Width (Priority 750)
              - Red View.Width >= 200
            """, file: "fraction.yaml")
        let sweep = try LayoutSweep.run(
            scene, range: SweepRange(axis: .width, from: 320, to: 400, step: 0.5),
            baseline: try Pipeline.layouts(scene),
            solver: LayoutSolver(measurer: Pipeline.measurer))
        #expect(
            SweepReport.lines(sweep, title: "T") == [
                "T: iPhone SE (1st generation) portrait ltr, width 320…400 step 0.5: 161 widths, 5 laid out",
                "breakpoint width 342.857: optional `Blue View.Width = 0.3 x Superview.Width (Priority 750)` starts "
                    + "holding; Red View leaves its minimum width: `Red View.Width >= 200`",
                "no problem at any width",
            ])
        #expect(abs(sweep.breakpoints[0].value - 240 / 0.7) < 0.01)
    }

    /// A label between the 16-point margins takes two lines until its width W − 32 holds its text
    /// on one line (w, the narrowest such width on the pixel grid); Box then rises to its preferred
    /// 60 (@700).
    /// The label's width is snapped by its edges at 2x: its right edge W − 16 rounds up to
    /// w + 16 from W − 16 = w + 15.75, so the text fits on one line from W = w + 31.75, a quarter
    /// point off the sampled grid. A jump, not a line crossing zero: found by bisection.
    @Test func aTextThatRewrapsMovesItsNeighbourAtAnExactWidth() throws {
        let scene = try SceneParser.parse(
            """
            title: Wrap
            devices: [iPhone SE (1st generation)]
            views:
              Label: {type: label, text: "A line of text that wraps below some width", lines: 0}
              Box: {background: blue}
            constraints:
              - Label.Leading = Superview.LeadingMargin
              - Label.Trailing = Superview.TrailingMargin
              - Label.Top = Superview.Top + 20
              - Box.Leading = Superview.LeadingMargin
              - Box.Width = 40
              - Box.Height = 40
              - Box.Top >= Label.Bottom + 8
              - Box.Top = Superview.Top + 60 @700
            """, file: "wrap.yaml")
        // w: the narrowest wrap width on the pixel grid that holds the text on one line.
        let label = try #require(scene.allViews.map(\.view).first { $0.name == "Label" })
        let font = IntrinsicContentCalculator.font(of: label, category: .L)
        let oneLine = try #require(
            stride(from: 300.0, to: 400, by: 0.5).first {
                Pipeline.measurer.measure(label.text ?? "", font: font, maxWidth: $0, lines: 0, scale: 2).lineCount == 1
            })
        let solver = LayoutSolver(measurer: Pipeline.measurer)
        let sweep = try LayoutSweep.run(
            scene, range: SweepRange(axis: .width, from: 320, to: 413, step: 0.5), baseline: [], solver: solver)
        #expect(sweep.breakpoints.map(\.value) == [oneLine + 31.75])
        #expect(sweep.breakpoints.map(\.isExact) == [true])
        #expect(
            sweep.breakpoints.first?.change.sentences == [
                "Label wraps into 1 line (2 before)", "`Box.Top >= Label.Bottom + 8` leaves its limit",
                "optional `Box.Top = Superview.Top + 60 @700` starts holding",
            ])
    }

    /// The readable content width is at most 672 points at the L size (docs/uikit-rules.md); with
    /// the 20-point root margins from 414 points wide, the margins' width W − 40 passes 672 past
    /// W = 712, and the column stops following the width there. Sampled every 0.7 point the widths
    /// straddle it (711.7, 712.4): the rule's change is found between them, without a layout.
    @Test func theReadableWidthsCapIsFoundBetweenSamples() throws {
        let scene = try SceneParser.parse(
            """
            title: Readable
            devices: [iPhone 8]
            views:
              Text Column: {}
            constraints:
              - Text Column.Leading = Readable Content.Leading
              - Text Column.Trailing = Readable Content.Trailing
              - Text Column.Top = Superview.Top + 100
              - Text Column.Height = 10
            """, file: "readable.yaml")
        let sweep = try LayoutSweep.run(
            scene, range: SweepRange(axis: .width, from: 320, to: 800, step: 0.7),
            baseline: try Pipeline.layouts(scene), solver: LayoutSolver(measurer: Pipeline.measurer))
        #expect(
            SweepReport.lines(sweep, title: "T") == [
                "T: iPhone 8 portrait ltr, width 320…800 step 0.7: 687 widths, 24 laid out",
                "breakpoint width 414: root side margins 16 → 20",
                "breakpoint width 712: readable width the margins' width → capped at 672",
                "no problem at any width",
            ])
        #expect(sweep.breakpoints.map(\.isExact) == [true, true])
    }

    /// Below the device list: Blue's right edge is at 16 + 150 = 166, off a screen narrower than
    /// that (up to 165 at 1-point steps); Red gets W − 16 − 150 − 8 − 16, nothing up to W = 190.
    @Test func problemsBelowTheDevicesStartAtTheSmallestWidth() throws {
        let sweep = try sweep("two-views-with-complex-widths", SweepRange(axis: .width, from: 100, to: 700, step: 1))
        let problems = sweep.problems.map { "\($0.problem.message) \($0.from)…\($0.to)" }
        #expect(
            problems == [
                "Red View has a zero or negative size 100.0…190.0", "Blue View leaves the screen 100.0…165.0",
            ])
    }

    /// Quote = 2 × Author (@750) holds when 160 + 8 + 320 = 488 points fit between 20-point
    /// margins: 528, where Author leaves its 160-point minimum too. The other breakpoints are the
    /// two labels rewrapping: each where a fresh layout first gives the label the lines said.
    @Test func twiceAsBigIfPossible() throws {
        let sweep = try sweep("twice-as-big-if-possible", SweepRange(axis: .width, from: 320, to: 700, step: 0.5))
        let constraints = sweep.breakpoints.filter { !$0.change.onlyRewraps }
        #expect(constraints.map(\.value) == [414, 528])
        #expect(constraints[1].change.constraints.count == 2)
        #expect(constraints[1].change.sentences.first?.hasSuffix("starts holding") == true)
        let rewraps = sweep.breakpoints.filter(\.change.onlyRewraps)
        #expect(
            rewraps.map(\.change.texts) == [
                ["Quote Label"], ["Quote Label"], ["Quote Label"], ["Quote Label"], ["Quote Label"], ["Author Label"],
                ["Quote Label"],
            ])
        let scene = try Pipeline.readScene(
            Self.root.appendingPathComponent("Samples/twice-as-big-if-possible.yaml").path)
        let solver = LayoutSolver(measurer: Pipeline.measurer)
        for breakpoint in rewraps {
            let name = breakpoint.change.texts[0]
            func lines(_ width: Double) throws -> Int? {
                try solver.solve(scene, in: scene.configurations[0].resized(.width, to: width)).view(named: name)?
                    .textFit?.text.lineCount
            }
            let after = try lines(breakpoint.value), before = try lines(breakpoint.value - 1e-6)
            #expect(after != nil && before != nil && after! < before!, "\(name) at \(breakpoint.value)")
        }
    }

    /// Two 200-point views and the 8-point gap need 408 points between 20-point margins: only
    /// at 448 does the fixed width agree with the rest; below and above, a conflict.
    @Test func conflictEverywhereButOneWidth() throws {
        let scene = try Pipeline.readScene(Self.root.appendingPathComponent("Samples/problems/conflict.yaml").path)
        let sweep = try LayoutSweep.run(
            scene, range: SweepRange(axis: .width, from: 420, to: 480, step: 1), baseline: [],
            solver: LayoutSolver(measurer: Pipeline.measurer))
        #expect(
            sweep.problems.map { "\($0.problem.kind.rawValue) \($0.from)…\($0.to)" } == [
                "conflict 420.0…447.0", "conflict 449.0…480.0",
            ])
        #expect(
            sweep.breakpoints.map { "\($0.value): \($0.change.sentences.joined())" } == [
                "448.0: `Yellow View.Width = 200` holds again", "449.0: `Yellow View.Width = 200` breaks (a conflict)",
            ])
    }

    /// A label between the margins is cut below its text's width + 32 (16-point margins; 40 from
    /// 414 points), which grows with the Dynamic Type size: each category's range ends there.
    @Test func sizeCategoriesEachFindTheirTruncation() throws {
        let folder = TestFolder()
        let path = try folder.write(
            """
            title: Label
            devices: [iPhone SE (1st generation)]
            views:
              Title: {type: label, text: A title of some length, font: body}
            constraints:
              - Title.Leading = Superview.LeadingMargin
              - Title.Trailing <= Superview.TrailingMargin
              - Title.Top = Superview.TopMargin
            """, to: "label.yaml")
        let scene = try Pipeline.readScene(path)
        let solver = LayoutSolver(measurer: Pipeline.measurer)
        let sweep = try LayoutSweep.run(
            scene, range: SweepRange(axis: .width, from: 100, to: 600, step: 1), sizeCategories: [.xS, .AX5],
            baseline: try Pipeline.layouts(scene), solver: solver)
        for category in [SizeCategory.xS, .AX5] {
            var configuration = scene.configurations[0]
            configuration.sizeCategory = category
            let textWidth = try solver.solve(scene, in: configuration).view(named: "Title")!.intrinsic.size.width
            let truncated = sweep.problems.first { $0.sizeCategory == category && $0.problem.kind == .truncated }
            #expect(truncated?.from == 100)
            // The last whole width below text + 32 (16-point margins), or + 40 from 414 points on.
            let narrow = (textWidth + 32 - 0.001).rounded(.down)
            #expect(truncated?.to == (narrow < 414 ? narrow : (textWidth + 40 - 0.001).rounded(.down)), "\(category)")
        }
        #expect(sweep.firstFailures.count == 1 && sweep.firstFailures[0].sizeCategory == .xS)
        #expect(SweepReport.lines(sweep, title: "Label").last == "first width 100 (xS): Title's text is cut")
    }

    /// With `--pseudo-locale long` the label and the placeholder are about a third longer: the
    /// text field stops being squeezed where the label, the 8-point gap, the field's intrinsic
    /// width and two 16-point margins fit (the first 0.5-point step at or past their sum).
    @Test func pseudoLocaleMovesTheBreakpoint() throws {
        var scene = try Pipeline.readScene(Self.sample("simple-label-and-text-field"))
        PseudoLocale.long.apply(to: &scene)
        let solver = LayoutSolver(measurer: Pipeline.measurer)
        let layout = try solver.solve(scene, in: scene.configurations[0])
        let label = layout.view(named: "Name Label")!.intrinsic.size.width
        let field = layout.view(named: "Name Text Field")!.intrinsic.size.width
        #expect(layout.view(named: "Name Label")!.spec.text == "[Ñåɱé]")
        let fits = 16 + label + 8 + field + 16
        let result = CommandRun.run([
            "sweep", Self.sample("simple-label-and-text-field"), "--pseudo-locale", "long", "--width", "100-400",
        ])
        let expected = SweepFormat.points((fits * 2 - 0.001).rounded(.up) / 2)
        #expect(result.status == 0)
        #expect(
            result.output.contains(
                "breakpoint width \(expected): Name Text Field is no longer squeezed below its intrinsic width"),
            "\(fits): \(result.output)")
        // Without it, the breakpoint is the untranslated one's (177 at 1-point steps; 176.5 here).
        #expect(
            !CommandRun.run(["sweep", Self.sample("simple-label-and-text-field"), "--width", "100-400"]).output
                .contains("breakpoint width \(expected)"))
    }

    @Test func commandLine() throws {
        let folder = TestFolder()
        let strip = folder.path + "/strip.png"
        let scene = Self.sample("two-views-with-complex-widths")
        let ok = CommandRun.run(["sweep", scene, "--width", "320…600", "-o", strip])
        #expect(ok.status == 0 && ok.output.contains("breakpoint width 498: optional"))
        #expect(Array((FileManager.default.contents(atPath: strip) ?? Data()).prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        // Problems below 190 points: --strict fails, without it the command succeeds.
        #expect(CommandRun.run(["sweep", scene, "--width", "150…200", "--step", "1"]).status == 0)
        #expect(CommandRun.run(["sweep", scene, "--width", "150…200", "--step", "1", "--strict"]).status == 1)
        let json = CommandRun.run(["sweep", scene, "--width", "490…500", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let breakpoints = object?["breakpoints"] as? [[String: Any]]
        #expect(breakpoints?.compactMap { $0["width"] as? Double } == [498])
        let bad = CommandRun.run(["sweep", scene, "--width", "600…300"])
        #expect(bad.status == 2)
        #expect(bad.error.contains("--width 600…300: expected FROM…TO in points, 0 < FROM <= TO <= 100000"))
    }

    /// View i is as wide as the root up to 10 + i points: at a width of 10 + i it reaches its
    /// maximum and its width gives way past it, one breakpoint. 17 views make 17 breakpoints from
    /// 10 to 26 in each of the 12 size categories: 204 panels, refused before they are laid out;
    /// nothing is printed or written.
    @Test func aStripOfTooManyPanelsIsRefused() throws {
        let folder = TestFolder()
        let views = (0..<17).map { "  V\($0): {}" }.joined(separator: "\n")
        let constraints = (0..<17).map {
            "  - V\($0).Leading = Superview.Leading\n  - V\($0).Top = Superview.Top + \(2 * $0)\n"
                + "  - V\($0).Height = 1\n  - V\($0).Width = Superview.Width @500\n  - V\($0).Width <= \(10 + $0)"
        }.joined(separator: "\n")
        let scene = try folder.write(
            "devices: [iPhone SE (1st generation)]\nviews:\n\(views)\nconstraints:\n\(constraints)\n", to: "caps.yaml")
        let strip = folder.path + "/strip.png"
        let report = CommandRun.run(["sweep", scene, "--width", "1-40", "--step", "1"])
        #expect(report.output.split(separator: "\n").filter { $0.hasPrefix("breakpoint") }.count == 17)
        let result = CommandRun.run([
            "sweep", scene, "--width", "1-40", "--step", "1", "--size-categories", "all", "-o", strip,
        ])
        #expect(result.status == 2)
        #expect(
            result.error
                == "alpreview: error: -o \(strip): the strip would have 204 panels (one per breakpoint and first "
                + "failure); at most 200 (a smaller range, or no -o)\n")
        #expect(result.output.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: strip))
    }

    /// Sizes × size categories past the bound are refused before any layout is solved: nothing
    /// printed, no strip written. Counts too large for an Int (a step of 10⁻⁹ over both axes) too.
    @Test func tooManyLayoutsAreRefusedBeforeAnyIsSolved() throws {
        let folder = TestFolder()
        let strip = folder.path + "/strip.png"
        let scene = Self.sample("two-views-with-complex-widths")
        let advice = "per sweep, sizes × size categories (a larger --step, a smaller range or fewer size categories)\n"
        for (arguments, count) in [
            (["--width", "1-10000", "--step", "0.1"], "99,991"),
            (["--step", "0.001"], "1,046,001"),
            // The default range in every category at a quarter point: 4,185 sizes × 12.
            (["--step", "0.25", "--size-categories", "all"], "50,220"),
            (["--width", "1-100000", "--height", "1-100000", "--step", "0.000000001"], "over 1,000,000,000"),
        ] {
            let result = CommandRun.run(["sweep", scene, "-o", strip] + arguments)
            #expect(result.status == 2)
            #expect(result.error == "alpreview: error: \(count) layouts to solve; at most 30,000 \(advice)")
            #expect(result.output.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: strip))
        }
    }

    /// A paragraph that rewraps at three widths and nothing else: the text report says the run in
    /// one line (each width with the lines from it on); the strip shows no panel for them (the
    /// range's first width alone) and its axis marks them as short unlabelled ticks.
    @Test func aRunOfRewrapsIsOneLineAndNoPanel() throws {
        let scene = try SceneParser.parse(
            """
            title: Paragraph
            devices: [iPhone 8]
            views:
              Text: {type: label, lines: 0, text: "Auto Layout dynamically calculates the size and position of all the views in your view hierarchy, based on constraints placed on those views."}
            constraints:
              - Text.Leading = Superview.Leading + 20
              - Text.Trailing = Superview.Trailing - 20
              - Text.Top = Superview.Top + 40
            """, file: "paragraph.yaml")
        let sweep = try LayoutSweep.run(
            scene, range: SweepRange(axis: .width, from: 320, to: 1366, step: 0.5), baseline: [],
            solver: LayoutSolver(measurer: Pipeline.measurer))
        try #require(sweep.breakpoints.count == 3)
        #expect(sweep.breakpoints.allSatisfy { $0.change.onlyRewraps })
        let widths = sweep.breakpoints.map { SweepFormat.value(of: $0) }
        #expect(
            SweepReport.lines(sweep, title: "P").dropFirst().first
                == "breakpoints width \(widths[0])…\(widths[2]): Text rewraps at 3 widths (lines from then on): "
                + "\(widths[0]) (3), \(widths[1]) (2), \(widths[2]) (1)")
        #expect(SweepReport.stripSizes(sweep).isEmpty)
        #expect(SweepReport.axes(sweep).first?.marks.map(\.kind) == [.rewrap, .rewrap, .rewrap])
    }
}
