import Foundation
import LayoutEngine
import RandomScenes
import Readers
@testable import SceneFormat
import SceneModel
import Testing

/// Random valid scenes, every key of the format among them, written by `SceneWriter` and read
/// back: the same scene. Lines that name metrics (`+ gap`) cannot be kept as written (a scene
/// does not keep its metrics): they come back in the cookbook notation, so their `text` is
/// compared apart.
@Suite struct WriterRoundTripTests {
    static func comparable(_ scene: Scene) -> Scene {
        func clear(_ view: ViewSpec) -> ViewSpec {
            var view = view
            view.location = .unknown
            view.subviews = view.subviews.map(clear)
            return view
        }
        func clear(_ constraints: [ConstraintSpec]) -> [ConstraintSpec] {
            constraints.map {
                var c = $0; c.location = .unknown; c.text = ""; return c
            }
        }
        var scene = scene
        scene.root = clear(scene.root)
        scene.constraints = clear(scene.constraints)
        // An uninstalled id that names no constraint removes nothing; the writer leaves it out.
        let ids = Set(scene.constraints.map { normalizedName($0.id) })
        scene.variations = scene.variations.map { variation in
            var v = variation
            v.install = clear(v.install)
            v.uninstall = v.uninstall.filter { ids.contains(normalizedName($0)) }
            return v
        }
        return scene
    }

    @Test func randomScenesReadBackEqual() throws {
        var read = 0, kept = 0, rewritten = 0, failures: [String] = []
        for seed in RandomSceneTests.firstSeed..<RandomSceneTests.firstSeed + UInt64(RandomSceneTests.sceneCount) {
            let source = RandomSceneTests.scene(seed: seed).yaml()
            // Some random scenes are invalid on purpose (an illegal constraint, a frame out of range): skipped.
            guard let scene = try? SceneInput.read(Data(source.utf8), file: "random.yaml") else { continue }
            read += 1
            let yaml = SceneWriter.yaml(scene)
            guard let back = try? SceneInput.read(Data(yaml.utf8), file: "written.yaml") else {
                failures.append("seed \(seed): the written scene does not read:\n\(yaml)"); continue
            }
            if Self.comparable(back) != Self.comparable(scene) {
                failures.append("seed \(seed): the written scene differs:\n\(source)\n---\n\(yaml)"); continue
            }
            let all = { (s: Scene) in s.constraints + s.variations.flatMap(\.install) }
            for (a, b) in zip(all(scene), all(back)) { if a.text == b.text { kept += 1 } else { rewritten += 1 } }
        }
        if !failures.isEmpty {
            try? failures.joined(separator: "\n\n").write(
                toFile: NSTemporaryDirectory() + "writer-round-trip-failures.txt", atomically: false, encoding: .utf8)
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) of \(RandomSceneTests.sceneCount) random scenes:\n\(failures.prefix(3).joined(separator: "\n\n"))"
        )
        // Most lines keep their text; those naming metrics are rewritten.
        #expect(kept > rewritten, "kept \(kept), rewritten \(rewritten)")
        #expect(read >= RandomSceneTests.sceneCount * 9 / 10, "only \(read) random scenes read")
        print(
            "writer round trip: \(read) of \(RandomSceneTests.sceneCount) random scenes, \(kept) constraint lines kept, \(rewritten) rewritten"
        )
    }
}
