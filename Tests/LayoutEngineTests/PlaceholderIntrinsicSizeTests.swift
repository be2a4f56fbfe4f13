import Testing
import LayoutEngine
import SceneFormat

/// `intrinsicSize` on any view is Interface Builder's placeholder intrinsic size: it replaces
/// the size UIKit would compute, axis by axis, and the text is still measured and drawn in the
/// frame (iPhone 8: 16-point margins, safe area from y 20; text 0.6 em a character).
@Suite struct PlaceholderIntrinsicSizeTests {
    func solve(_ yaml: String) throws -> SolvedLayout {
        let scene = try SceneParser.parse(yaml, file: "placeholder.yaml")
        return try LayoutSolver(measurer: FakeMeasurer()).solve(scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
    }

    /// The label hugs its placeholder, 100 × 30, not its 173.4-point text: the text is centered in
    /// the frame (first baseline 20 + 4.75 + 16.19) and cut, and the report says so.
    @Test func aLabelTakesItsPlaceholderSize() throws {
        let layout = try solve("""
            views:
              L: {type: label, text: A long label text, intrinsicSize: [100, 30]}
            constraints:
              - L.Leading = Superview.LeadingMargin
              - L.Top = Safe Area.Top
            """)
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
        let layout = try solve("""
            views:
              B: {type: button, title: Go, intrinsicSize: [80, -1]}
              S: {type: activityIndicator, intrinsicSize: [40, 40]}
              M: {type: activityIndicator, style: large}
            constraints:
              - B.Leading = Superview.LeadingMargin
              - B.Top = Safe Area.Top
              - B.Height = 44
              - S.Leading = B.Trailing + 8
              - S.Top = B.Top
              - M.Leading = S.Trailing + 8
              - M.Top = B.Top
            """)
        #expect(layout.view(named: "B")?.frame.array == [16, 20, 80, 44])
        #expect(layout.view(named: "B")?.intrinsic.hasHeight == false)
        #expect(layout.view(named: "S")?.frame.array == [104, 20, 40, 40])
        #expect(layout.view(named: "M")?.frame.array == [152, 20, 37, 37])
        #expect(layout.ambiguities.isEmpty && layout.conflicts.isEmpty)
    }
}
