import LayoutEngine
import SceneModel
import TestSupport
import Testing

/// A switch's frame is 51 × 31 and its alignment rectangle 2 points narrower on the trailing
/// side: constraints place the rectangle, so a switch on the trailing margin reaches 2 points
/// past it, and one after a view keeps its leading edge (measured from Xcode-saved frames).
@Suite struct SwitchAlignmentTests {
    @Test func constraintsPlaceTheSwitchsAlignmentRectangle() throws {
        let s = Item.view("S"), t = Item.view("T")
        let scene = testScene(
            [view("S", .switch), view("T", .switch)],
            [
                s.trailing == superview.trailingMargin, s.top == safeArea.top,
                t.leading == superview.leadingMargin, t.top == s.bottom + 8,
            ])
        let layout = try LayoutSolver(measurer: FakeMeasurer())
            .solve(scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
        #expect(try #require(layout.view(named: "S")).frame.array == [310, 20, 51, 31])
        #expect(try #require(layout.view(named: "T")).frame.array == [16, 59, 51, 31])
        #expect(try #require(layout.view(named: "S")).intrinsic.size == Size(width: 51, height: 31))
        #expect(layout.ambiguities.isEmpty)
    }
}
