import AlpreviewKit
import Foundation
import LayoutEngine
import RandomScenes
import SceneFormat
import SceneModel
import Testing

/// A `LayoutSession` moved from size to size against a fresh layout at each size: the same
/// frames, intrinsic sizes, text fit, ambiguity, constraint states and conflicts, on every Sample
/// at widths across the sweep's range (up, then down) and on random scenes.
@Suite struct IncrementalLayoutTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The Samples' scene files (YAML) in the folder and its canvas and problem folders.
    static var samples: [String] {
        ["Samples", "Samples/canvas", "Samples/problems"].flatMap { folder -> [String] in
            let path = root.appendingPathComponent(folder).path
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.filter { $0.hasSuffix(".yaml") }.sorted().map { path + "/" + $0 }
        }
    }

    /// Where `found` differs from `expected`, in words (empty when they agree).
    static func differences(_ found: SolvedLayout, _ expected: SolvedLayout) -> [String] {
        func close(_ a: Rect, _ b: Rect) -> Bool {
            abs(a.x - b.x) < 0.01 && abs(a.y - b.y) < 0.01 && abs(a.width - b.width) < 0.01
                && abs(a.height - b.height) < 0.01
        }
        var result: [String] = []
        if found.configuration != expected.configuration { result.append("configuration") }
        if found.rootFrame != expected.rootFrame { result.append("root \(found.rootFrame) \(expected.rootFrame)") }
        if found.rootFitsContent != expected.rootFitsContent || found.safeArea != expected.safeArea
            || found.rootMargins != expected.rootMargins || found.rootType != expected.rootType
        {
            result.append("root sizing, safe area or margins")
        }
        if found.views.count != expected.views.count { return result + ["view count"] }
        for (a, b) in zip(found.views, expected.views) {
            let name = b.spec.name
            if !close(a.rootFrame, b.rootFrame) { result.append("\(name) at \(a.rootFrame), fresh \(b.rootFrame)") }
            if !close(a.frame, b.frame) { result.append("\(name) frame \(a.frame), fresh \(b.frame)") }
            if a.intrinsic != b.intrinsic { result.append("\(name) intrinsic") }
            if a.textFit != b.textFit { result.append("\(name) text fit") }
            if a.isMisplaced != b.isMisplaced { result.append("\(name) misplacement") }
            if a.contentSize != b.contentSize { result.append("\(name) content size") }
            if a.ambiguity.map({ "\($0.axis) \($0.component)" }) != b.ambiguity.map({ "\($0.axis) \($0.component)" }) {
                result.append("\(name) ambiguity \(a.ambiguity) fresh \(b.ambiguity)")
            }
        }
        if found.constraints.map(\.id) != expected.constraints.map(\.id) { return result + ["constraint ids"] }
        for (a, b) in zip(found.constraints, expected.constraints) {
            if a.satisfied != b.satisfied || a.broken != b.broken || a.inConflict != b.inConflict
                || abs(a.slack - b.slack) > 1e-6
            {
                result.append(
                    "constraint \(a.id): satisfied \(a.satisfied) slack \(a.slack), fresh \(b.satisfied) \(b.slack)")
            }
        }
        if found.conflicts.map(\.broken) != expected.conflicts.map(\.broken) { result.append("conflicts") }
        return result
    }

    /// Up the range, then down it, every 11.5 points with the widths where UIKit's rules turn
    /// (side margins at 414, the readable width past 672 + 40).
    static let widths: [Double] = {
        let up = (Array(stride(from: 320.0, through: 1366, by: 11.5)) + [413.5, 414, 414.5, 711.5, 712, 712.5]).sorted()
        return up + up.reversed().filter { Int($0 * 2) % 3 == 0 }
    }()

    @Test func sessionsMatchFreshLayoutsOnEverySample() throws {
        let solver = LayoutSolver(measurer: Pipeline.measurer)
        var incremental = 0, compared = 0
        for path in Self.samples {
            let scene = try Pipeline.readScene(path)
            guard let base = scene.configurations.first else { continue }
            let session = LayoutSession(scene: scene, solver: solver)
            for width in Self.widths {
                let configuration = base.resized(.width, to: width)
                guard let expected = try? solver.solve(scene, in: configuration) else { continue }
                let found = try session.layout(in: configuration)
                let differences = Self.differences(found, expected)
                #expect(differences.isEmpty, "\(path) at \(width): \(differences.prefix(4))")
                compared += 1
            }
            incremental += session.incrementalLayouts
        }
        #expect(compared > 3000)
        // Most layouts moved an edit variable rather than solving afresh.
        #expect(incremental > compared * 3 / 4, "\(incremental) of \(compared)")
    }

    /// A Sample whose constraints do not change with the width but for the side margins (16
    /// below 414 points, 20 from there), and whose root's readable content guide is capped past
    /// 672 + 40 points (unused, but decided): three tableaux for the whole range, nothing laid out afresh.
    @Test func oneTableauPerSetOfMargins() throws {
        let scene = try Pipeline.readScene(
            Self.root.appendingPathComponent("Samples/two-views-with-complex-widths.yaml").path)
        let session = LayoutSession(scene: scene, solver: LayoutSolver(measurer: Pipeline.measurer))
        let base = scene.configurations[0]
        for width in stride(from: 320.0, through: 1366, by: 0.5) {
            _ = try session.layout(in: base.resized(.width, to: width))
        }
        #expect(session.tableauxBuilt == 3)
        #expect(session.freshLayouts == 0)
        #expect(session.incrementalLayouts == 2093)
        // At 498.5 points Blue has just left its 150-point minimum: 498.5 − 40 − 8 = 450.5 for
        // Red and Blue, Red = 2 × Blue gives 150.17; snapped to the 2x grid, 150.
        let layout = try session.layout(in: base.resized(.width, to: 498.5))
        #expect(layout.view(named: "Blue View")?.frame.width == 150)
        #expect(layout.view(named: "Red View")?.frame.width == 300.5)
    }

    /// The height moves too: a session through widths and heights of a landscape Sample.
    @Test func heightsMoveAsWidthsDo() throws {
        let solver = LayoutSolver(measurer: Pipeline.measurer)
        let scene = try Pipeline.readScene(Self.root.appendingPathComponent("Samples/stack-views.yaml").path)
        let session = LayoutSession(scene: scene, solver: solver)
        let base = scene.configurations[0]
        for height in stride(from: 300.0, through: 1100, by: 37.5) {
            let configuration = base.resized(.height, to: height)
            let differences = Self.differences(
                try session.layout(in: configuration), try solver.solve(scene, in: configuration))
            #expect(differences.isEmpty, "height \(height): \(differences.prefix(4))")
        }
        #expect(session.incrementalLayouts > 15)
    }

    /// The configurations that decide the same before solving laid out by one session per group
    /// (`GroupedLayouts`, which `make bench` measures against `check`'s fresh layouts) against
    /// fresh ones, on every Sample in its devices in both orientations at every size category,
    /// and in every device in both orientations: the same frames, problems and report, byte for byte.
    @Test func groupedLayoutsMatchFreshOnEveryConfiguration() throws {
        let solver = LayoutSolver(measurer: Pipeline.measurer)
        var compared = 0, shared = 0
        for path in Self.samples {
            let read = try Pipeline.readScene(path)
            var categories = read
            categories.orientations = [.portrait, .landscape]
            categories.sizeCategories = SizeCategory.allCases
            var devices = read
            devices.devices = DeviceCatalog.all
            devices.orientations = [.portrait, .landscape]
            for scene in [categories, devices] {
                let layouts = GroupedLayouts(scene: scene, configurations: scene.configurations, solver: solver)
                let found = try scene.configurations.enumerated().map { try layouts.layout(at: $0, $1) }
                let expected = try scene.configurations.map { try solver.solve(scene, in: $0) }
                #expect(found.count == expected.count)
                for (a, b) in zip(found, expected) {
                    let differences = Self.differences(a, b)
                    #expect(differences.isEmpty, "\(path) \(b.configuration.summary): \(differences.prefix(4))")
                    #expect(
                        a.hasIssues == b.hasIssues
                            && a.misplacedViews.map(\.spec.name) == b.misplacedViews.map(\.spec.name)
                            && a.unprobedViews == b.unprobedViews,
                        "\(path) \(b.configuration.summary): problems")
                }
                #expect(
                    LayoutReport.json(scene: scene, layouts: found).serialized()
                        == LayoutReport.json(scene: scene, layouts: expected).serialized(), "\(path): report")
                compared += expected.count
                shared += SessionGroups.of(scene.configurations, scene: scene).compactMap { $0 }.count
            }
        }
        #expect(compared > 2000)
        // Every Sample in every device shares 14 of its 36 configurations (SessionGroupsTests), and
        // the Samples in an iPhone SE and an iPhone 8 or an iPad some of theirs.
        #expect(shared > 14 * Self.samples.count, "\(shared) of \(compared)")
    }

    @Test func sessionsMatchFreshLayoutsOnRandomScenes() throws {
        let solver = LayoutSolver(measurer: Pipeline.measurer)
        var compared = 0, incremental = 0, settled = 0
        try RandomSceneCases.forEach { seed, yaml, scene, configuration in
            let session = LayoutSession(scene: scene, solver: solver)
            let width = configuration.size.width
            for value in [width, width + 37.5, width - 50.5, width + 211, width + 1.25] where value > 0 {
                let resized = configuration.resized(.width, to: value)
                guard let expected = try? solver.solve(scene, in: resized) else { continue }
                let found = try session.layout(in: resized)
                let differences = Self.differences(found, expected)
                #expect(differences.isEmpty, "seed \(seed) at \(value): \(differences.prefix(4))\n\(yaml)")
                compared += 1
                if expected.conflicts.isEmpty && expected.views.allSatisfy(\.ambiguity.isEmpty) { settled += 1 }
            }
            incremental += session.incrementalLayouts
        }
        #expect(compared > RandomSceneCases.count)
        // Most random scenes are ambiguous or in conflict, which the session leaves to fresh
        // layouts; those without either mostly move an edit variable.
        #expect(incremental * 10 > settled * 8, "\(incremental) incremental, \(settled) settled of \(compared)")
    }
}
