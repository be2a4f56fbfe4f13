import Foundation
import LayoutEngine
import Readers
import SceneFormat
import SceneModel
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

    /// Per repository: files read, scenes converted, and scenes that round-trip exactly, pinned
    /// (`ConvertRoundTrip.pinned`); what differs is printed.
    @Test(.enabled(if: SharedCorpus.isPresent, "../shared/corpus is absent"))
    func everyCorpusSceneRoundTripsThroughConvert() throws {
        let measurer = PangoTextMeasurer()
        var found: [String: ConvertRoundTrip] = [:]
        for repository in SharedCorpus.repositories() {
            var result = ConvertRoundTrip()
            for file in repository.files {
                guard let scenes = try? SceneInput.readAll(path: file) else { continue }
                result.read += 1
                for named in scenes {
                    result.scenes += 1
                    let difference: String?
                    do { difference = try Self.difference(named.scene, measurer: measurer) } catch {
                        difference = "does not solve: \(error)"
                    }
                    if let difference {
                        print("convert: \((file as NSString).lastPathComponent) [\(named.scene.title)]: \(difference)")
                    } else {
                        result.exact += 1
                    }
                }
            }
            found[repository.name] = result
        }
        #expect(
            SharedCorpus.compare(found, pinned: ConvertRoundTrip.pinned, test: "convert", literal: \.literal) == [])
    }
}

/// One corpus repository's files through `convert` and back.
struct ConvertRoundTrip: Equatable {
    /// Files read as scenes.
    var read = 0
    var scenes = 0
    /// Scenes whose YAML reads back and lays out the same.
    var exact = 0

    var literal: String { ".init(read: \(read), scenes: \(scenes), exact: \(exact))" }

    static let pinned: [String: ConvertRoundTrip] = [
        "IBAnimatable__IBAnimatable": .init(read: 12, scenes: 51, exact: 51),
        "Lax__Learn-iOS-Swift-by-Examples": .init(read: 70, scenes: 198, exact: 197),
        "Ranchero-Software__NetNewsWire": .init(read: 10, scenes: 25, exact: 25),
        "Rio-iOS__deep-understanding-autolayout": .init(read: 51, scenes: 54, exact: 54),
        "awslabs__aws-sdk-ios-samples": .init(read: 8, scenes: 17, exact: 17),
        "bqlin__Apple-Sample-Code": .init(read: 42, scenes: 90, exact: 90),
        "duckduckgo__iOS": .init(read: 25, scenes: 61, exact: 58),
        "firebase__quickstart-ios": .init(read: 9, scenes: 17, exact: 17),
        "hackiftekhar__IQKeyboardManager": .init(read: 9, scenes: 32, exact: 32),
        "kharrison__albookcode": .init(read: 88, scenes: 90, exact: 90),
        "twostraws__HackingWithSwift": .init(read: 31, scenes: 34, exact: 33),
    ]
}
