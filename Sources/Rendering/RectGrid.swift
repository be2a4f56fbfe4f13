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

    /// `start` plus `weight` × the overlap area of `rect` with every rectangle, added one by one
    /// in the order the rectangles were inserted: the same number, to the last bit, as the plain
    /// scan (the rectangles it skips add zeros, which change no sum of non-negative areas).
    func weightedOverlap(_ rect: Rect, weight: Double, adding start: Double = 0) -> Double {
        var indices = unbounded
        let bucketed = forEachCell(of: rect) { key in
            if let found = cells[key] { indices += found }
        }
        var cost = start
        if !bucketed {
            for r in rects { cost += weight * MarkPlacer.area(rect, r) }
            return cost
        }
        indices.sort()
        var previous = -1
        for i in indices where i != previous {
            previous = i
            cost += weight * MarkPlacer.area(rect, rects[i])
        }
        return cost
    }

    /// Calls `body` with the key of each cell `rect` covers; false (and no call) when `rect`
    /// is not finite, has a negative size or covers too many cells to bucket.
    @discardableResult
    private func forEachCell(of rect: Rect, _ body: (Int) -> Void) -> Bool {
        let size = Self.cellSize
        let (x0, y0) = ((rect.minX / size).rounded(.down), (rect.minY / size).rounded(.down))
        let (x1, y1) = ((rect.maxX / size).rounded(.down), (rect.maxY / size).rounded(.down))
        guard x0.magnitude < 1e6, y0.magnitude < 1e6, x1.magnitude < 1e6, y1.magnitude < 1e6, x1 >= x0, y1 >= y0,
            (x1 - x0 + 1) * (y1 - y0 + 1) <= 4096
        else { return false }
        for y in Int(y0)...Int(y1) {
            for x in Int(x0)...Int(x1) { body(y &* 2_000_003 &+ x) }
        }
        return true
    }
}
