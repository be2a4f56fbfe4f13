@testable import AlpreviewKit
import Foundation
import LayoutEngine
import RandomScenes
import SceneModel
import Testing

/// A sweep that walks regimes (`RegimeWalk`: layouts only where the rules may change, the sizes
/// between read from lines) says what a sweep that lays every size out says, by sessions or
/// afresh: the same breakpoints, problems and ranges, on every Sample and on random scenes.
@Suite struct RegimeWalkTests {
    static let samples = try! FileManager.default.contentsOfDirectory(
        at: SweepTests.root.appendingPathComponent("Samples"), includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "yaml" }.sorted { $0.path < $1.path }

    /// Samples the walk cannot cross in long strides, and why.
    static let walksLittle = [
        "scroll-view.yaml": "its paragraph takes a line more or less every 30 points or so, each a regime of its own"
    ]

    static func report(
        _ scene: Scene, _ range: SweepRange, method: LayoutSweep.Method, baseline: [SolvedLayout],
        readsFreshLayoutLines: Bool = true, sizeCategories: [SizeCategory]? = nil
    ) throws -> (lines: [String], solved: Int) {
        var solver = LayoutSolver(measurer: Pipeline.measurer)
        solver.readsFreshLayoutLines = readsFreshLayoutLines
        let sweep = try LayoutSweep.run(
            scene, range: range, sizeCategories: sizeCategories, baseline: baseline, solver: solver, method: method)
        let problems = sweep.problems.map { "\($0.sizeCategory) \($0.from)…\($0.to) \($0.problem.message)" }
        return (Array(SweepReport.lines(sweep, title: "T").dropFirst()) + problems, sweep.solvedCount)
    }

    @Test(arguments: samples.map(\.lastPathComponent))
    func walkedSweepOfEverySampleIsTheSampledOne(_ name: String) throws {
        let scene = try Pipeline.readScene(SweepTests.root.appendingPathComponent("Samples/\(name)").path)
        let baseline = try Pipeline.layouts(scene)
        let range = SweepRange(axis: .width, from: 320, to: 1366, step: 2.25)
        let walked = try Self.report(scene, range, method: .walk, baseline: baseline)
        let sampled = try Self.report(scene, range, method: .everySize, baseline: baseline)
        let afresh = try Self.report(scene, range, method: .everySizeAfresh, baseline: baseline)
        #expect(walked.lines == sampled.lines)
        #expect(afresh.lines == sampled.lines)
        #expect(sampled.solved == range.count)
        if let reason = Self.walksLittle[name] {
            #expect(walked.solved <= sampled.solved / 2, "\(reason): \(walked.solved) layouts")
        } else {
            #expect(walked.solved < sampled.solved / 4, "\(walked.solved) layouts")
        }
    }

    /// Controls' optimum is not unique from 615 points up (Photo and Truncated both hug at 250),
    /// so its session lays those widths out afresh; their solves' lines (`FreshLayoutLines`) let
    /// the walk read them: the same report, from 38 layouts instead of 1,517 (the width's default
    /// range and step), and in three size categories 107 instead of 4,558.
    @Test func controlsWalkedThroughFreshLinesIsTheSameSweep() throws {
        let scene = try Pipeline.readScene(SweepTests.root.appendingPathComponent("Samples/controls.yaml").path)
        let baseline = try Pipeline.layouts(scene)
        let range = SweepRange(axis: .width, from: 320, to: 1366, step: 0.5)
        for (categories, counts) in [(nil, (38, 1517)), ([.xS, .L, .AX5], (107, 4558))]
            as [([SizeCategory]?, (Int, Int))]
        {
            let withLines = try Self.report(scene, range, method: .walk, baseline: baseline, sizeCategories: categories)
            let without = try Self.report(
                scene, range, method: .walk, baseline: baseline, readsFreshLayoutLines: false,
                sizeCategories: categories)
            #expect(withLines.lines == without.lines)
            #expect(withLines.lines.count > 3)
            #expect((withLines.solved, without.solved) == counts)
        }
    }

    /// Where a paragraph takes a line more or less, read from its widths on the anchor's lines,
    /// ends a regime: the walk lays out that width instead of galloping past it and bisecting back.
    /// Scroll-view's 2,093 widths: 169 layouts (367 by bisection), the same report as every width.
    @Test func paragraphLineCountsEndRegimesWhereTheWidthsSay() throws {
        let scene = try Pipeline.readScene(SweepTests.root.appendingPathComponent("Samples/scroll-view.yaml").path)
        let baseline = try Pipeline.layouts(scene)
        let range = SweepRange(axis: .width, from: 320, to: 1366, step: 0.5)
        let walked = try Self.report(scene, range, method: .walk, baseline: baseline)
        let sampled = try Self.report(scene, range, method: .everySize, baseline: baseline)
        #expect(walked.lines == sampled.lines)
        #expect(walked.solved == 169)
    }

    /// A height sweep reads the heights around a fresh layout from its lines too: controls on
    /// the 12.9-inch iPad (1,024 wide, where its optimum is not unique) from 500 to 1,366 points
    /// high, the same report from 8 layouts instead of 1,733.
    @Test func heightSweepWalkedThroughFreshLinesIsTheSameSweep() throws {
        var scene = try Pipeline.readScene(SweepTests.root.appendingPathComponent("Samples/controls.yaml").path)
        scene.devices = [try #require(DeviceCatalog.device(named: "iPad Pro (12.9-inch)"))]
        let baseline = try Pipeline.layouts(scene)
        let range = SweepRange(axis: .height, from: 500, to: 1366, step: 0.5)
        let withLines = try Self.report(scene, range, method: .walk, baseline: baseline)
        let without = try Self.report(scene, range, method: .walk, baseline: baseline, readsFreshLayoutLines: false)
        let sampled = try Self.report(scene, range, method: .everySize, baseline: baseline)
        #expect(withLines.lines == sampled.lines)
        #expect(without.lines == sampled.lines)
        #expect(withLines.lines.contains { $0.contains("Photo is ambiguous (width)") })
        #expect((withLines.solved, without.solved) == (8, 1733))
    }
}
