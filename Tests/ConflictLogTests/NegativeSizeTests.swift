import LayoutEngine
import SceneModel
import Testing

@testable import ConflictLog

/// The sizes a conflict would make negative: the constraint that sets one is the likeliest broken.
@Suite struct NegativeSizeTests {
    static let log = """
        (
            "<NSLayoutConstraint:0x1 UILabel:0xa.width == UIView:0xb.width - 32>",
            "<NSLayoutConstraint:0x2 UIView:0xb.width == UIView:0xc.width>",
            "<NSLayoutConstraint:0x3 H:[UIView:0xc(30)]>"
        )
        """

    /// A label 32 narrower than a view 30 wide: its width would be -2, and its constraint breaks
    /// rather than the lone `30`, which ties fewer sizes together.
    @Test func theConstraintSettingTheNegativeSizeBreaks() throws {
        let log = try ConflictLogReader.read(Self.log)
        let rebuilt = ConflictScene(try #require(log.conflicts.first), number: 1, file: "x.log", lines: log.lines)
        #expect(rebuilt.negativeSizes == ["0xa": [.horizontal]])
        let origin = try #require(rebuilt.scene.recordedConflict)
        #expect(origin.likely == "0x1")
        #expect(origin.alternative == nil)
        #expect(
            origin.choiceReasons == [
                "Likely choice: 0x1 (UILabel 0xa.width == UIView 0xb.width - 32): it sets a size that the conflict "
                    + "would make negative, which the engine keeps at least 0."
            ])
        let layout = try LayoutSolver(measurer: ConflictClosure.FixedMeasurer()).solve(
            rebuilt.scene, in: rebuilt.scene.configurations[0])
        #expect(layout.conflicts.map(\.broken) == ["0x1"])
        // Its constraint broken, the label takes a top-level view's assumed width: the canvas's 375 less 40.
        let widths = ["0xa", "0xb", "0xc"].map { layout.view(id: ViewID($0))?.frame.width }
        #expect(widths == [335, 30, 30])
    }
}
