import LayoutEngine

/// Rectangles bucketed by the square cells they cover, so that "does this box touch any of
/// them" looks at the few rectangles nearby instead of all of them: the annotation placer
/// asks it for hundreds of candidate places per mark, against every glyph and earlier mark.
/// The cells over `bounds` (the canvas) are an array, looked up by position; cells outside it
/// are kept in a dictionary.
struct RectGrid {
    /// About a tag's width: most rectangles cover one to four cells.
    static let cellSize = 32.0
    /// The most cells kept in the array (a canvas of 2,000 × 2,000 points has 3,969).
    static let maximumDenseCells = 1 << 16

    /// The cells a rectangle covers, inclusive.
    struct CellRange {
        var x0: Int, y0: Int, x1: Int, y1: Int
    }

    private(set) var rects: [Rect] = []
    /// The array's cells, row by row from `origin`, each with the indices of its rectangles.
    private var dense: [[Int]] = []
    private var origin = (x: 0, y: 0)
    private var columns = 0, rows = 0
    private var sparse: [Int: [Int]] = [:]
    /// Rectangles too large (or not finite) to bucket: looked at by every query.
    private var unbounded: [Int] = []

    init(_ rects: [Rect] = [], bounds: Rect? = nil) {
        if let bounds, let cells = Self.cells(of: bounds) {
            let (width, height) = (cells.x1 - cells.x0 + 1, cells.y1 - cells.y0 + 1)
            if width * height <= Self.maximumDenseCells {
                origin = (cells.x0, cells.y0)
                (columns, rows) = (width, height)
                dense = [[Int]](repeating: [], count: width * height)
            }
        }
        for rect in rects { insert(rect) }
    }

    mutating func insert(_ rect: Rect) {
        let index = rects.count
        rects.append(rect)
        guard let cells = Self.cells(of: rect) else {
            unbounded.append(index)
            return
        }
        for y in cells.y0...cells.y1 {
            for x in cells.x0...cells.x1 {
                if let cell = denseCell(x, y) {
                    dense[cell].append(index)
                } else {
                    sparse[Self.key(x, y), default: []].append(index)
                }
            }
        }
    }

    /// Whether some rectangle overlaps `rect` with a positive area (`MarkPlacer.area` > 0).
    func anyOverlaps(_ rect: Rect) -> Bool {
        if unbounded.contains(where: { MarkPlacer.area(rect, rects[$0]) > 0 }) { return true }
        // A query too large to bucket looks at everything.
        guard let cells = Self.cells(of: rect) else { return rects.contains { MarkPlacer.area(rect, $0) > 0 } }
        for y in cells.y0...cells.y1 {
            for x in cells.x0...cells.x1 {
                if let cell = denseCell(x, y) {
                    for i in dense[cell] where MarkPlacer.area(rect, rects[i]) > 0 { return true }
                } else if let indices = sparse[Self.key(x, y)] {
                    for i in indices where MarkPlacer.area(rect, rects[i]) > 0 { return true }
                }
            }
        }
        return false
    }

    /// `start` plus `weight` × the overlap area of `rect` with every rectangle, added one by one
    /// in the order the rectangles were inserted: the same number, to the last bit, as the plain
    /// scan. The rectangles it skips add zeros, which change no sum; only those with an area
    /// that is not zero (a NaN or infinite one included) are gathered, sorted and added.
    func weightedOverlap(_ rect: Rect, weight: Double, adding start: Double = 0) -> Double {
        guard let cells = Self.cells(of: rect) else {
            var cost = start
            for r in rects { cost += weight * MarkPlacer.area(rect, r) }
            return cost
        }
        var hits: [(index: Int, area: Double)] = []
        func gather(_ indices: [Int]) {
            for i in indices {
                let area = MarkPlacer.area(rect, rects[i])
                if area != 0 { hits.append((i, area)) }
            }
        }
        gather(unbounded)
        for y in cells.y0...cells.y1 {
            for x in cells.x0...cells.x1 {
                if let cell = denseCell(x, y) {
                    gather(dense[cell])
                } else if let indices = sparse[Self.key(x, y)] {
                    gather(indices)
                }
            }
        }
        hits.sort { $0.index < $1.index }
        var cost = start
        var previous = -1
        for hit in hits where hit.index != previous {
            previous = hit.index
            cost += weight * hit.area
        }
        return cost
    }

    /// The array's index of cell (x, y), nil outside the array.
    @inline(__always)
    private func denseCell(_ x: Int, _ y: Int) -> Int? {
        let (column, row) = (x &- origin.x, y &- origin.y)
        guard column >= 0, column < columns, row >= 0, row < rows else { return nil }
        return row &* columns &+ column
    }

    private static func key(_ x: Int, _ y: Int) -> Int { y &* 2_000_003 &+ x }

    /// The cells `rect` covers; nil when `rect` is not finite, has a negative size or covers
    /// too many cells to bucket.
    static func cells(of rect: Rect) -> CellRange? {
        let size = cellSize
        let (x0, y0) = ((rect.minX / size).rounded(.down), (rect.minY / size).rounded(.down))
        let (x1, y1) = ((rect.maxX / size).rounded(.down), (rect.maxY / size).rounded(.down))
        guard x0.magnitude < 1e6, y0.magnitude < 1e6, x1.magnitude < 1e6, y1.magnitude < 1e6, x1 >= x0, y1 >= y0,
            (x1 - x0 + 1) * (y1 - y0 + 1) <= 4096
        else { return nil }
        return CellRange(x0: Int(x0), y0: Int(y0), x1: Int(x1), y1: Int(y1))
    }
}
