import Foundation
import LayoutEngine
import RandomScenes
import SceneFormat
import SceneModel

/// The random scenes the comparison suites lay out two ways: each seed's scene (up to 14
/// views), its YAML (for the failure message), and each of its configurations.
/// `ALPREVIEW_RANDOM_SCENES` sets how many seeds (300 by default).
enum RandomSceneCases {
    static let count = Int(ProcessInfo.processInfo.environment["ALPREVIEW_RANDOM_SCENES"] ?? "") ?? 300

    static func forEach(
        _ body: (_ seed: UInt64, _ yaml: String, _ scene: Scene, _ configuration: Configuration) throws -> Void
    ) rethrows {
        for seed in 1...UInt64(count) {
            var generator = SceneGenerator(entropy: SplitMix(seed: seed))
            generator.maximumViews = 14
            let yaml = generator.scene(title: "Random \(seed)").yaml()
            guard let scene = try? SceneParser.parse(yaml, file: "random.yaml") else { continue }
            for configuration in scene.configurations { try body(seed, yaml, scene, configuration) }
        }
    }
}
