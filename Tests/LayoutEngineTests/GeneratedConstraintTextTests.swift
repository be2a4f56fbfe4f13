import LayoutEngine
import SceneModel
import TestSupport
import Testing

/// The constraints UIKit generates keep their texts as parts and write them when read
/// (ConstraintText): read back, they are UIKit's, and a spec compares by its text however
/// that text is kept.
@Suite struct GeneratedConstraintTextTests {
    func solve(_ scene: Scene) throws -> SolvedLayout {
        try LayoutSolver(measurer: FakeMeasurer()).solve(
            scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
    }

    /// A label's placeholder size, 100 × 30, hugged at 250 and resisted at 750 on each axis, and
    /// a view no constraint mentions, held at its design frame by autoresizing.
    @Test func generatedConstraintsReadAsUIKitWritesThem() throws {
        let l = Item.view("L")
        let layout = try solve(
            testScene(
                [
                    view("L", .label) {
                        $0.text = "Hello"; $0.intrinsicSize = Size(width: 100, height: 30)
                    },
                    view("Free Box") { $0.designFrame = Rect(x: 10, y: 20.5, width: 30, height: 40) },
                ],
                [l.leading == superview.leadingMargin, l.top == safeArea.top]))
        let generated = layout.constraints.filter(\.isGenerated)
        #expect(
            generated.map(\.id) == [
                "L.hug.width", "L.compress.width", "L.hug.height", "L.compress.height",
                "Free Box.autoresizing.x", "Free Box.autoresizing.y", "Free Box.autoresizing.width",
                "Free Box.autoresizing.height",
            ])
        #expect(
            generated.map(\.spec.text) == [
                "L.Width <= 100 (Hugging 250)", "L.Width >= 100 (Compression Resistance 750)",
                "L.Height <= 30 (Hugging 250)", "L.Height >= 30 (Compression Resistance 750)",
                "Free Box.autoresizing.x = 10", "Free Box.autoresizing.y = 20.5",
                "Free Box.autoresizing.width = 30", "Free Box.autoresizing.height = 40",
            ])
        #expect(layout.view(named: "Free Box")?.frame.array == [10, 20.5, 30, 40])
        // Equal to the same spec with its text written out, and no longer once the text changes.
        let hugging = generated[0].spec
        var written = hugging
        written.text = "L.Width <= 100 (Hugging 250)"
        #expect(written == hugging)
        written.text = "L.Width <= 100"
        #expect(written != hugging)
        #expect(written.text == "L.Width <= 100")
    }
}
