import Foundation
import LayoutEngine
import SceneFormat
import SceneModel
import TestSupport
import Testing

/// The Samples that show each layout problem on purpose (Samples/problems/).
@Suite struct ProblemSampleTests {
    func layout(_ sample: String) throws -> SolvedLayout {
        let path = RecipeTests.root.appendingPathComponent("Samples/problems/\(sample).yaml").path
        let scene = try SceneParser.parse(contentsOf: path)
        return try LayoutSolver(measurer: FakeMeasurer()).solve(
            scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
    }

    /// The five constraints that cannot hold together; the scene's last one (c9) is broken.
    @Test func conflict() throws {
        let result = try layout("conflict")
        #expect(result.conflicts.count == 1)
        #expect(result.conflicts[0].constraints == ["c1", "c2", "c3", "c8", "c9"])
        #expect(result.conflicts[0].broken == "c9")
        #expect(result.constraints.filter(\.inConflict).map(\.id) == ["c1", "c2", "c3", "c8", "c9"])
        #expect(result.constraints.filter(\.broken).map(\.id) == ["c9"])
        // Recovered: the equal-width layout without the fixed width (error 200 - 167.5).
        #expect(result.view(named: "Yellow View")?.frame == Rect(x: 16, y: 40, width: 167.5, height: 607))
        #expect(result.view(named: "Green View")?.frame == Rect(x: 191.5, y: 40, width: 167.5, height: 607))
        #expect(abs((result.constraints.first { $0.id == "c9" }?.error ?? 0) - 32.5) < 0.01)
        #expect(result.ambiguities.isEmpty)
    }

    /// Both views hug at 251 (Interface Builder's default for image views and labels).
    @Test func contentPriorityAmbiguity() throws {
        let result = try layout("content-priority-ambiguity")
        #expect(
            result.contentPriorityAmbiguities == [
                ContentPriorityAmbiguity(
                    axis: .horizontal, kind: .hugging, priority: 251, views: ["Sun", "Text Label"])
            ])
        #expect(
            result.contentPriorityAmbiguities[0].suggestion
                == "lower Sun's horizontal content hugging priority from 251 to 250, so that Sun stretches first")
        #expect(
            Set(result.ambiguities.map { "\($0.view).\($0.component)" }) == [
                "Sun.width", "Text Label.x", "Text Label.width",
            ])
        #expect(result.conflicts.isEmpty)
    }

    /// Lowering the label's hugging to 250, as suggested for the other view, removes it.
    @Test func contentPriorityAmbiguityFixed() throws {
        let path = RecipeTests.root.appendingPathComponent("Samples/problems/content-priority-ambiguity.yaml").path
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: "font: system 30,", with: "font: system 30, hugging: {h: 250},")
        let scene = try SceneParser.parse(text, file: "fixed.yaml")
        let result = try LayoutSolver(measurer: FakeMeasurer()).solve(
            scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
        #expect(result.ambiguities.isEmpty && result.contentPriorityAmbiguities.isEmpty)
        #expect(result.view(named: "Sun")?.frame.width == 100)
    }

    /// No bottom constraint: the height (and nothing else) is undetermined.
    @Test func missingConstraint() throws {
        let result = try layout("missing-constraint")
        #expect(result.ambiguities.map(\.component) == ["height"])
        #expect(result.ambiguities.first?.axis == .vertical)
        #expect(result.contentPriorityAmbiguities.isEmpty)
        #expect(result.conflicts.isEmpty)
    }

    /// Solved [16, 40, 343, 607] against the design frame [20, 28, 335, 600].
    @Test func misplacedFrame() throws {
        let result = try layout("misplaced-frame")
        let view = try #require(result.view(named: "Red View"))
        #expect(view.isMisplaced)
        #expect(view.misplacement == [-4, 12, 8, 7])
        #expect(
            result.constantUpdates(forDesignFrameOf: view) == [
                ConstantUpdate(constraint: "c1", from: 0, to: 4), ConstantUpdate(constraint: "c2", from: 0, to: -4),
                ConstantUpdate(constraint: "c3", from: 20, to: 8), ConstantUpdate(constraint: "c4", from: 20, to: 39),
            ])
        #expect(result.ambiguities.isEmpty && result.conflicts.isEmpty)
    }
}
