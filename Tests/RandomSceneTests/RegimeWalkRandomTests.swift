@testable import AlpreviewKit
import Foundation
import LayoutEngine
import SceneModel
import Testing

/// A sweep that walks regimes says what a sweep that lays every width out (by sessions or
/// afresh) says, on random
/// scenes (their breakpoints, problems and ranges), or the seed that differs.
@Suite struct RegimeWalkRandomTests {
    static let seeds = 15

    @Test func walkedSweepsOfRandomScenesAreTheSampledOnes() throws {
        let range = SweepRange(axis: .width, from: 300, to: 700, step: 1.25)
        var compared = 0, walkedLayouts = 0
        try RandomSceneCases.forEach { seed, yaml, scene, configuration in
            guard seed <= Self.seeds, configuration == scene.configurations.first,
                let baseline = try? Pipeline.layouts(scene, configurations: [configuration])
            else { return }
            func report(_ method: LayoutSweep.Method) throws -> ([String], Int) {
                let sweep = try LayoutSweep.run(
                    scene, range: range, base: configuration, baseline: baseline,
                    solver: LayoutSolver(measurer: Pipeline.measurer), method: method)
                let problems = sweep.problems.map { "\($0.sizeCategory) \($0.from)…\($0.to) \($0.problem.message)" }
                return (Array(SweepReport.lines(sweep, title: "T").dropFirst()) + problems, sweep.solvedCount)
            }
            let (walked, layouts) = try report(.walk)
            let (sampled, _) = try report(.everySize)
            let (afresh, _) = try report(.everySizeAfresh)
            #expect(walked == sampled, "seed \(seed)\n\(yaml)")
            #expect(afresh == sampled, "seed \(seed)\n\(yaml)")
            compared += 1
            walkedLayouts += layouts
        }
        #expect(compared > Self.seeds / 2)
        // Random scenes are often ambiguous, which the session lays out afresh: the walk reads the
        // widths around such a layout from its lines where its solve tells them (FreshLayoutLines),
        // else lays every width out, and never many more.
        #expect(walkedLayouts < compared * range.count, "\(walkedLayouts) layouts for \(compared) scenes")
    }
}
