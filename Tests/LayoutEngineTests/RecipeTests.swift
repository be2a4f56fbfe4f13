import Foundation
import LayoutEngine
import SceneFormat
import SceneModel
import TestSupport
import Testing

/// Seed recipes laid out by the engine (with a fake text measurer: no Pango needed).
@Suite struct RecipeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func layout(_ sample: String, _ device: String, _ orientation: Orientation = .portrait) throws -> SolvedLayout {
        let scene = try SceneParser.parse(contentsOf: Self.root.appendingPathComponent("Samples/\(sample).yaml").path)
        let configuration = Configuration(device: DeviceCatalog.device(named: device)!, orientation: orientation)
        return try LayoutSolver(measurer: FakeMeasurer()).solve(scene, in: configuration)
    }

    @Test func twoViewsWithComplexWidthsOnA320PointPhone() throws {
        let result = try layout("two-views-with-complex-widths", "iPhone SE (1st generation)")
        #expect(result.view(named: "Blue View")?.frame == Rect(x: 16, y: 40, width: 150, height: 508))
        #expect(result.view(named: "Red View")?.frame == Rect(x: 174, y: 40, width: 130, height: 508))
        let ratio = try #require(result.constraints.first { $0.spec.priority == 750 })
        #expect(!ratio.satisfied && abs(ratio.error - 170) < 0.01)
        #expect(result.conflicts.isEmpty && result.ambiguities.isEmpty)
    }

    /// Landscape: no status bar, 20-point margins from 414 points on; red is twice blue.
    @Test func twoViewsWithComplexWidthsInLandscape() throws {
        let result = try layout("two-views-with-complex-widths", "iPhone SE (1st generation)", .landscape)
        // 568 - 2 × 20 margins - 8 = 520: blue 173.333, red 346.667 (snapped to half points).
        #expect(result.view(named: "Blue View")?.frame == Rect(x: 20, y: 20, width: 173.5, height: 280))
        #expect(result.view(named: "Red View")?.frame == Rect(x: 201.5, y: 20, width: 346.5, height: 280))
        let plus = try layout("two-views-with-complex-widths", "iPhone 8 Plus")
        // 414 - 40 - 8 = 366 < 450: blue keeps 150.
        #expect(plus.view(named: "Blue View")?.frame == Rect(x: 20, y: 40, width: 150, height: 676))
        #expect(plus.view(named: "Red View")?.frame == Rect(x: 178, y: 40, width: 216, height: 676))
    }
}

@Suite struct DiagnosticsTests {
    func solve(_ scene: Scene, device: String = "iPhone 8") throws -> SolvedLayout {
        try LayoutSolver(measurer: FakeMeasurer()).solve(
            scene, in: Configuration(device: DeviceCatalog.device(named: device)!))
    }

    @Test func conflictBreaksTheLastSceneConstraint() throws {
        let box = Item.view("Box")
        let result = try solve(
            testScene(
                [view("Box")],
                [
                    box.leading == superview.leading, box.top == superview.top, box.height == 10, box.width == 100,
                    box.width == 200,
                ]))
        #expect(result.conflicts.count == 1)
        #expect(result.conflicts[0].constraints == ["c4", "c5"])
        #expect(result.conflicts[0].broken == "c5")
        #expect(result.conflicts[0].log.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(
            result.conflicts[0].log.contains(
                "Will attempt to recover by breaking constraint \n<NSLayoutConstraint:c5 UIView:'Box'.width == 200   (active)>"
            ))
        #expect(result.view(named: "Box")?.frame == Rect(x: 0, y: 0, width: 100, height: 10))
    }

    @Test func missingConstraintIsAmbiguous() throws {
        let box = Item.view("Box")
        let result = try solve(
            testScene([view("Box")], [box.top == superview.top, box.height == 10, box.width == 100]))
        let ambiguity = result.ambiguities
        #expect(ambiguity.map(\.component) == ["x"])
        #expect(ambiguity.first?.axis == .horizontal)
    }

    @Test func misplacementIsTheDeltaToTheDesignFrame() throws {
        let box = Item.view("Box")
        let result = try solve(
            testScene(
                [view("Box") { $0.designFrame = Rect(x: 10, y: 20, width: 100, height: 50) }],
                [
                    box.leading == superview.leading + 22, box.top == superview.top + 16, box.height == 50,
                    box.width == 100,
                ]))
        let solved = try #require(result.view(named: "Box"))
        #expect(solved.misplacement == [12, -4, 0, 0])
        #expect(solved.isMisplaced)
    }

    @Test func labelIntrinsicSizeAndBaselines() throws {
        let name = Item.view("Name")
        let result = try solve(
            testScene(
                [view("Name", .label) { $0.text = "Hello" }],
                [
                    name.leading == superview.leadingMargin, name.top == topLayoutGuide.bottom + standard,
                ]))
        let label = try #require(result.view(named: "Name"))
        // 5 × 17 × 0.6 = 51 wide; 17 × 1.193359375 = 20.287 → 20.5 at @2x.
        #expect(label.frame == Rect(x: 16, y: 28, width: 51, height: 20.5))
        #expect(label.ambiguity.isEmpty)
    }
}
