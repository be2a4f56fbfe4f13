@testable import AlpreviewCommands
import Foundation
import LayoutEngine
import RandomScenes
import SceneFormat
import SceneModel
import Testing

/// Hundreds of random valid scenes through what render, check and explain do. Each failure
/// kind is shrunk to a minimal scene, printed in the failure message to paste into a file and
/// replay with `alpreview check`.
@Suite struct RandomSceneTests {
    /// Enough scenes to meet every kind of view, key and constraint many times, few enough for a
    /// debug build on two cores.
    /// `ALPREVIEW_RANDOM_SCENES=5000 ALPREVIEW_RANDOM_SEED=1000 swift test --filter RandomSceneTests`
    /// hunts further than CI does.
    static let sceneCount = Int(ProcessInfo.processInfo.environment["ALPREVIEW_RANDOM_SCENES"] ?? "") ?? 300
    static let firstSeed = UInt64(ProcessInfo.processInfo.environment["ALPREVIEW_RANDOM_SEED"] ?? "") ?? 1

    static func scene(seed: UInt64) -> GeneratedScene {
        var generator = SceneGenerator(entropy: SplitMix(seed: seed))
        return generator.scene(title: "Random \(seed)")
    }

    /// The probe with the CLI's own explanation and summary line, reached in-process.
    static var probe: PipelineProbe {
        var probe = PipelineProbe()
        probe.explain = { Explanation.text($0) + "\n" + DiagnosticsSummary.line($0) }
        return probe
    }

    @Test func randomScenesLayOutDrawAndExplain() {
        let probe = Self.probe
        var firstByKind: [String: (seed: UInt64, scene: GeneratedScene, failure: PipelineProbe.Failure)] = [:]
        var seedsByKind: [String: [UInt64]] = [:]
        for seed in Self.firstSeed..<Self.firstSeed + UInt64(Self.sceneCount) {
            let scene = Self.scene(seed: seed)
            for failure in probe.check(yaml: scene.yaml()) {
                if firstByKind[failure.kind] == nil { firstByKind[failure.kind] = (seed, scene, failure) }
                if seedsByKind[failure.kind, default: []].last != seed {
                    seedsByKind[failure.kind, default: []].append(seed)
                }
            }
        }
        for kind in firstByKind.keys.sorted() {
            let (seed, scene, failure) = firstByKind[kind]!
            let minimal = Shrinker.shrink(scene, maximumTries: 400) { candidate in
                probe.check(yaml: candidate.yaml()).contains { $0.kind == kind }
            }
            let detail = probe.check(yaml: minimal.yaml()).first { $0.kind == kind } ?? failure
            let seeds = seedsByKind[kind]!
            Issue.record(
                """
                \(kind) in \(seeds.count) of \(Self.sceneCount) random scenes (seeds \(seeds.prefix(10).map(String.init).joined(separator: ", "))\(seeds.count > 10 ? ", …" : "")).
                \(detail.description)
                Minimal scene (from seed \(seed), \(scene.viewCount) → \(minimal.viewCount) views, \(scene.constraints.count) → \(minimal.constraints.count) constraints):
                \(minimal.yaml())
                """)
        }
    }

    @Test func theSameSeedGivesTheSameScene() {
        #expect(Self.scene(seed: 42).yaml() == Self.scene(seed: 42).yaml())
        #expect(Self.scene(seed: 42).yaml() != Self.scene(seed: 43).yaml())
    }

    /// The generator reaches the whole format, not a corner of it: over the seeds the test uses,
    /// every view type, both constraint languages, priorities, multipliers, variations, custom
    /// devices, both directions and several size categories appear.
    @Test func generatedScenesCoverTheFormat() {
        let texts = (Self.firstSeed..<Self.firstSeed + UInt64(Self.sceneCount)).map { Self.scene(seed: $0).yaml() }
        let all = texts.joined(separator: "\n")
        for type in ViewType.allCases {
            #expect(all.contains("type: \(type.rawValue)"), "no \(type.rawValue) generated")
        }
        for needle in [
            "\"H:", "\"V:", "-|\"", " @750", "(Priority ", " x ", ">=", "<=", "+ Standard", "+ gap",
            "variations:", "uninstall:", "install:", "size: [", "rtl", "sizeCategories:", "bars:",
            "arranged:", "content:", "subviews:", "customSpacing:", "fillProportionally", "firstBaseline",
            "interfaceBuilder", "Content Layout Guide", "lines: 0", "frame: [", "isOn: ", "value: ", "progress: ",
        ] {
            #expect(all.contains(needle), "no \(needle) generated")
        }
        // Most scenes are more than a view or two: the engine gets something to solve.
        let constrained = (Self.firstSeed..<Self.firstSeed + 100).filter { Self.scene(seed: $0).constraints.count >= 3 }
        #expect(constrained.count >= 50)
    }

    /// Every generated scene is valid: the parser accepts all of them (an invalid one would test
    /// the parser's errors, not the engine).
    @Test func generatedScenesParse() {
        for seed in Self.firstSeed..<Self.firstSeed + UInt64(Self.sceneCount) {
            let yaml = Self.scene(seed: seed).yaml()
            #expect(throws: Never.self, "seed \(seed):\n\(yaml)") {
                _ = try SceneParser.parse(yaml, file: "random.yaml")
            }
        }
    }
}
