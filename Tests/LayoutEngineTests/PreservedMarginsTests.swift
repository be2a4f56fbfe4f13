import LayoutEngine
import SceneModel
import TestSupport
import Testing

/// `preservesSuperviewLayoutMargins`: a view keeps the part of its superview's margins that
/// reaches into it (by its design frame), never less than its own.
@Suite struct PreservedMarginsTests {
    func margins(inset: Double, own: Double) throws -> Insets {
        let tile = Item.view("Tile")
        var scene = testScene(
            [
                view("Tile") {
                    $0.margins = Insets(all: own)
                    $0.preservesSuperviewLayoutMargins = true
                    $0.designFrame = Rect(x: inset, y: 100, width: 375 - 2 * inset, height: 100)
                }
            ],
            [
                tile.leading == superview.leading + inset, tile.trailing == superview.trailing - inset,
                tile.top == superview.top + 100, tile.height == 100,
            ])
        scene.root.margins = Insets(all: 50)
        let layout = try LayoutSolver(measurer: FakeMeasurer()).solve(
            scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
        return try #require(layout.view(named: "Tile")).layoutMargins
    }

    @Test func theSuperviewsMarginCountsWhereItReachesIntoTheView() throws {
        #expect(try margins(inset: 50, own: 25).left == 25)  // the superview's margin ends at the view's edge
        #expect(try margins(inset: 20, own: 25).left == 30)  // 50 - 20 reaches 30 into it
        #expect(try margins(inset: 0, own: 8).right == 50)
    }
}
