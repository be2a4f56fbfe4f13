import LayoutEngine

/// Rectangles bucketed by the square cells they cover, so that "does this box touch any of
/// them" looks at the few rectangles nearby instead of all of them: the annotation placer
/// asks it for hundreds of candidate places per mark, against every glyph and earlier mark.
struct RectGrid {
    /// About a tag's width: most rectangles cover one to four cells.
    static let cellSize = 32.0

    private(set) var rects: [Rect] = []
    private var cells: [Int: [Int]] = [:]
    /// Rectangles too large (or not finite) to bucket: looked at by every query.
    private var unbounded: [Int] = []

    init(_ rects: [Rect] = []) {
        for rect in rects { insert(rect) }
    }

    mutating func insert(_ rect: Rect) {
        let index = rects.count
        rects.append(rect)
        if !forEachCell(of: rect, { cells[$0, default: []].append(index) }) { unbounded.append(index) }
    }

    /// Whether some rectangle overlaps `rect` with a positive area (`MarkPlacer.area` > 0).
    func anyOverlaps(_ rect: Rect) -> Bool {
        if unbounded.contains(where: { MarkPlacer.area(rect, rects[$0]) > 0 }) { return true }
        var found = false
        let bucketed = forEachCell(of: rect) { key in
            guard !found, let indices = cells[key] else { return }
            for i in indices where MarkPlacer.area(rect, rects[i]) > 0 {
                found = true
                return
            }
        }
        // A query too large to bucket looks at everything.
        return bucketed ? found : rects.contains { MarkPlacer.area(rect, $0) > 0 }
    }

    /// Calls `body` with the key of each cell `rect` covers; false (and no call) when `rect`
    /// is not finite, has a negative size or covers too many cells to bucket.
    @discardableResult
    private func forEachCell(of rect: Rect, _ body: (Int) -> Void) -> Bool {
        let b = [rect.minX, rect.minY, rect.maxX, rect.maxY].map { ($0 / Self.cellSize).rounded(.down) }
        guard b.allSatisfy({ $0.isFinite && abs($0) < 1e6 }), b[2] >= b[0], b[3] >= b[1],
            (b[2] - b[0] + 1) * (b[3] - b[1] + 1) <= 4096
        else { return false }
        for y in Int(b[1])...Int(b[3]) {
            for x in Int(b[0])...Int(b[2]) { body(y &* 2_000_003 &+ x) }
        }
        return true
    }
}
