import LayoutEngine
import SceneModel
import TestSupport
import Testing

/// `intrinsicSize` on any view is Interface Builder's placeholder intrinsic size: it replaces
/// the size UIKit would compute, axis by axis, and the text is still measured and drawn in the
/// frame (iPhone 8: 16-point margins, safe area from y 20; text 0.6 em a character).
@Suite struct PlaceholderIntrinsicSizeTests {
    func solve(_ scene: Scene) throws -> SolvedLayout {
        try LayoutSolver(measurer: FakeMeasurer()).solve(
            scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
    }

    /// The label hugs its placeholder, 100 × 30, not its 173.4-point text: the text is centered in
    /// the frame (first baseline 20 + 4.75 + 16.19) and cut, and the report says so.
    @Test func aLabelTakesItsPlaceholderSize() throws {
        let l = Item.view("L")
        let layout = try solve(
            testScene(
                [
                    view("L", .label) {
                        $0.text = "A long label text"; $0.intrinsicSize = Size(width: 100, height: 30)
                    }
                ],
                [l.leading == superview.leadingMargin, l.top == safeArea.top]))
        let label = try #require(layout.view(named: "L"))
        #expect(label.frame.array == [16, 20, 100, 30])
        #expect(label.intrinsic.size == Size(width: 100, height: 30))
        #expect(label.intrinsic.text?.width == 173.5)
        #expect(label.baselines?.first == 41)
        #expect(label.isTruncated)
        #expect(layout.ambiguities.isEmpty)
    }

    /// Controls too, and per axis: a button's placeholder width with no height (-1) needs a
    /// height constraint; an activity indicator's [40, 40] is 40 × 40, `style: large` 37 × 37.
    @Test func controlsTakeTheirPlaceholderPerAxis() throws {
        let b = Item.view("B"), s = Item.view("S"), m = Item.view("M")
        let layout = try solve(
            testScene(
                [
                    view("B", .button) {
                        $0.title = "Go"; $0.intrinsicSize = Size(width: 80, height: -1)
                    },
                    view("S", .activityIndicator) { $0.intrinsicSize = Size(width: 40, height: 40) },
                    view("M", .activityIndicator) { $0.style = .large },
                ],
                [
                    b.leading == superview.leadingMargin, b.top == safeArea.top, b.height == 44,
                    s.leading == b.trailing + 8, s.top == b.top,
                    m.leading == s.trailing + 8, m.top == b.top,
                ]))
        #expect(layout.view(named: "B")?.frame.array == [16, 20, 80, 44])
        #expect(layout.view(named: "B")?.intrinsic.hasHeight == false)
        #expect(layout.view(named: "S")?.frame.array == [104, 20, 40, 40])
        #expect(layout.view(named: "M")?.frame.array == [152, 20, 37, 37])
        #expect(layout.ambiguities.isEmpty && layout.conflicts.isEmpty)
    }
}
