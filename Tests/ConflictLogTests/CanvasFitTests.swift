import LayoutEngine
import SceneModel
import Testing

@testable import ConflictLog

/// Views the conflict pushes left of or above the canvas are moved onto it, with the canvas as
/// much larger; a scene whose views are inside is drawn as before.
@Suite struct CanvasFitTests {
    func solved(_ text: String) throws -> (ConflictScene, SolvedLayout) {
        let log = try ConflictLogReader.read(text)
        let rebuilt = ConflictScene(try #require(log.conflicts.first), number: 1, file: "x.log", lines: log.lines)
        let layout = try LayoutSolver(measurer: ConflictClosure.FixedMeasurer()).solve(
            rebuilt.scene, in: rebuilt.scene.configurations[0])
        return (rebuilt, layout)
    }

    /// A bar 0 wide whose 64-point button keeps 8 points inside its trailing edge: the button
    /// would start 52 points left of the canvas. The bar moves 72 points further in, the canvas
    /// grows by as much, and the button starts 20 points in.
    @Test func aButtonLeftOfAZeroWideBarIsMovedOntoTheCanvas() throws {
        let (rebuilt, layout) = try solved(
            """
            (
                "<NSLayoutConstraint:0x1 H:[UIButton:0xb'Cancel']-(8)-|   (names: '|':UIView:0xa )>",
                "<NSLayoutConstraint:0x2 UIButton:0xb'Cancel'.width == 64>",
                "<NSLayoutConstraint:0x3 H:|-(8)-[UIView:0xc]   (names: '|':UIView:0xa )>",
                "<NSLayoutConstraint:0x4 H:[UIView:0xc]-(8)-[UIButton:0xb'Cancel']>",
                "<NSLayoutConstraint:0x5 '_UITemporaryLayoutWidth' UIView:0xa.width == 0>"
            )
            """)
        #expect(rebuilt.scene.devices[0].size(.portrait) == Size(width: 447, height: 160))
        let bar = try #require(layout.view(id: ViewID("0xa")))
        let button = try #require(layout.view(id: ViewID("0xb")))
        let field = try #require(layout.view(id: ViewID("0xc")))
        #expect(bar.rootFrame == Rect(x: 92, y: 20, width: 0, height: 100))
        #expect(button.rootFrame.x == 20 && button.rootFrame.width == 64)
        #expect(field.rootFrame.x == 100 && field.rootFrame.width == 0)
    }

    @Test func viewsInsideTheCanvasStayWhereTheyAre() throws {
        let (rebuilt, layout) = try solved(
            """
            (
                "<NSLayoutConstraint:0x1 UIView:0xa.width == 40>",
                "<NSLayoutConstraint:0x2 UIView:0xa.width == 24>"
            )
            """)
        #expect(rebuilt.scene.devices[0].size(.portrait) == Size(width: 375, height: 160))
        #expect(layout.view(id: ViewID("0xa"))?.rootFrame.x == 20)
    }
}
