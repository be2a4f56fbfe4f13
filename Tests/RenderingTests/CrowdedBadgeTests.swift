import LayoutEngine
import Testing

@testable import Rendering
import SceneModel

/// Badges piled on one anchor: the first crowded ones are placed where they overlap least,
/// the rest at their first candidate, so that placing them does not grow quadratically.
@Suite struct CrowdedBadgeTests {
    /// 1,000 badges at the centre of a 200 × 200 canvas: 85 find a free place, 915 do not.
    /// Without the bound, each crowded one summed its overlap with the badges before it for
    /// about 280 candidates (over a hundred million area computations).
    @Test func crowdedBadgesPastTheBoundTakeTheirFirstCandidate() {
        var placer = MarkPlacer(canvas: Rect(x: 0, y: 0, width: 200, height: 200), glyphs: [])
        let boxes = (0..<1000).map { _ in
            placer.placeBadge(Size(width: 20, height: 10), at: Point(100, 100), along: .horizontal)
        }
        #expect(MarkPlacer.maximumLeastCoveringSearches == 256)
        #expect(placer.crowdedMarks == 915)
        let onAnchor = Rect(x: 90, y: 95, width: 20, height: 10)
        // The first and the last crowded badges that were searched, then the rest.
        #expect(boxes[85] == Rect(x: 180, y: 171, width: 20, height: 10))
        #expect(boxes[85 + 255] == Rect(x: 145, y: 150, width: 20, height: 10))
        #expect(boxes[(85 + 256)...].allSatisfy { $0 == onAnchor })
    }
}
