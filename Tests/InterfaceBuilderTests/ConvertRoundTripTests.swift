import Foundation
import LayoutEngine
import SceneFormat
import Testing
import TextMetrics

/// `alpreview convert` over the whole corpus (`../shared/corpus`, skipped without it): every scene
/// of every file written as YAML, read back, and laid out on the scene's configurations gives the
/// same frames (to 0.01 pt, by view order: ids are not kept in YAML), the same misplacements,
/// ambiguities and conflicts as the storyboard.
@Suite(.serialized) struct ConvertRoundTripTests {
    /// What differs between the storyboard's layout and the converted YAML's, or nil.
    static func difference(_ scene: Scene, measurer: any TextMeasuring) throws -> String? {
        let yaml = SceneWriter.yaml(scene)
        let reread: Scene
        do { reread = try SceneInput.read(Data(yaml.utf8), file: "converted.yaml") } catch {
            return "does not read back: \(error)"
        }
        guard reread.configurations.count == scene.configurations.count else { return "configurations differ" }
        let solver = LayoutSolver(measurer: measurer)
        for (original, converted) in zip(scene.configurations, reread.configurations) {
            let a = try solver.solve(scene, in: original), b = try solver.solve(reread, in: converted)
            guard a.views.count == b.views.count else { return "\(a.views.count) views against \(b.views.count)" }
            if a.rootFrame != b.rootFrame || a.safeArea != b.safeArea { return "root frame or safe area differ" }
            for (x, y) in zip(a.views, b.views) {
                let fx = [x.frame.x, x.frame.y, x.frame.width, x.frame.height],
                    fy = [y.frame.x, y.frame.y, y.frame.width, y.frame.height]
                if zip(fx, fy).contains(where: { abs($0 - $1) > 0.01 }) {
                    return "frame of '\(x.spec.name)': \(fx) against \(fy)"
                }
                if x.isMisplaced != y.isMisplaced { return "misplacement of '\(x.spec.name)'" }
                if x.ambiguity.count != y.ambiguity.count { return "ambiguity of '\(x.spec.name)'" }
            }
            if a.conflicts.count != b.conflicts.count {
                return "\(a.conflicts.count) conflicts against \(b.conflicts.count)"
            }
            if a.constraints.filter(\.broken).count != b.constraints.filter(\.broken).count {
                return "broken constraints differ"
            }
        }
        return nil
    }

    @Test func everyCorpusSceneRoundTripsThroughConvert() throws {
        guard let files = CorpusDecodingTests.files(), !files.isEmpty else {
            print("skipped: ../shared/corpus is absent (the convert round trip runs over it)")
            return
        }
        let measurer = PangoTextMeasurer()
        var total = 0, exact = 0
        var differences: [String] = []
        for file in files {
            let scenes = try SceneInput.readAll(path: file)
            for named in scenes {
                total += 1
                if let difference = try Self.difference(named.scene, measurer: measurer) {
                    differences.append("\((file as NSString).lastPathComponent) [\(named.scene.title)]: \(difference)")
                } else {
                    exact += 1
                }
            }
        }
        print("convert round trip: \(exact)/\(total) scenes exact")
        #expect(differences == [])
        #expect(exact == total && total == 144)
    }
}
