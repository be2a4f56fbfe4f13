import LayoutEngine
import SceneModel

/// Rectangles bucketed by the square cells they cover, so that "does this box touch any of
/// them" looks at the few rectangles nearby instead of all of them: the annotation placer
/// asks it for hundreds of candidate places per mark, against every glyph and earlier mark.
/// The cells over `bounds` (the canvas) are an array, looked up by position; cells outside it
/// are kept in a dictionary.
struct RectGrid {
    /// About a tag's width: most rectangles cover one to four cells (`cells(of:)` divides by it).
    static let cellSize = 32.0
    /// The most cells kept in the array (a canvas of 2,000 × 2,000 points has 3,969).
    static let maximumDenseCells = 1 << 16

    /// The cells a rectangle covers, inclusive.
    struct CellRange {
        var x0: Int, y0: Int, x1: Int, y1: Int
    }

    /// A rectangle's edges, as `Rect` computes them: the same numbers, read without the additions.
    struct Edges {
        var minX: Double, minY: Double, maxX: Double, maxY: Double

        init(_ r: Rect) { (minX, minY, maxX, maxY) = (r.minX, r.minY, r.maxX, r.maxY) }

        /// `MarkPlacer.area(query, rect)`, the same expression on the same numbers.
        @inline(__always)
        static func area(_ a: Edges, _ b: Edges) -> Double {
            max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX)) * max(0, min(a.maxY, b.maxY) - max(a.minY, b.minY))
        }
    }

    /// A rectangle in a cell's list, with its edges (a query reads one array), and the next
    /// entry of that list (-1 at its end).
    private struct Entry {
        var rect: Int, next: Int, edges: Edges
    }

    private(set) var rects: [Rect] = []
    /// The array's cells, row by row from `origin`: each one's first and last entry (-1: none).
    private var firsts: [Int] = [], lasts: [Int] = []
    /// The array cells' lists, linked in insertion order: no array per cell, whose retain and
    /// release on every look cost more than the look itself.
    private var entries: [Entry] = []
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
                firsts = [Int](repeating: -1, count: width * height)
                lasts = firsts
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
                    let entry = entries.count
                    entries.append(Entry(rect: index, next: -1, edges: Edges(rect)))
                    if lasts[cell] >= 0 { entries[lasts[cell]].next = entry } else { firsts[cell] = entry }
                    lasts[cell] = entry
                } else {
                    sparse[Self.key(x, y), default: []].append(index)
                }
            }
        }
    }

    /// Whether some rectangle overlaps `rect` with a positive area (`MarkPlacer.area` > 0).
    func anyOverlaps(_ rect: Rect) -> Bool { anyOverlaps(rect, cells: Self.cells(of: rect)) }

    /// `anyOverlaps` with the cells of `rect` already found (`cells(of: rect)`): the placer asks
    /// two grids of the same cells about each candidate.
    @inline(__always)
    func anyOverlaps(_ rect: Rect, cells: CellRange?) -> Bool {
        if !unbounded.isEmpty && unbounded.contains(where: { MarkPlacer.area(rect, rects[$0]) > 0 }) { return true }
        // A query too large to bucket looks at everything.
        guard let cells else { return rects.contains { MarkPlacer.area(rect, $0) > 0 } }
        return !walk(rect, cells: cells) { _, area in !(area > 0) }
    }

    /// A rectangle's overlap with a query, gathered before the sum.
    struct Hit {
        var index: Int, area: Double
    }

    /// `start` plus `weight` × the overlap area of `rect` with every rectangle, added one by one
    /// in the order the rectangles were inserted: the same number, to the last bit, as the plain
    /// scan. The rectangles it skips add zeros, which change no sum; only those with an area
    /// that is not zero (a NaN or infinite one included) are gathered, sorted and added.
    func weightedOverlap(_ rect: Rect, weight: Double, adding start: Double = 0) -> Double {
        var hits: [Hit] = []
        return weightedOverlap(
            rect, cells: Self.cells(of: rect), weight: weight, adding: start, below: nil, hits: &hits)!
    }

    /// `weightedOverlap` when it is below `bound` (or no bound is given), else nil: the placer's fallback drops a
    /// candidate as soon as it cannot beat the best one so far. The terms are not negative
    /// (`weight` > 0), so the running sum never comes back under the bound once it reached it
    /// (a NaN sum is not below it either, as in the plain comparison). `hits` is scratch space,
    /// kept by the caller so that the many queries allocate nothing.
    func weightedOverlap(
        _ rect: Rect, cells: CellRange?, weight: Double, adding start: Double, below bound: Double?,
        hits: inout [Hit]
    ) -> Double? {
        // The comparisons are written so that a NaN fails them, as it fails `cost < best`.
        let bounded = bound != nil, bound = bound ?? 0
        if bounded && !(start < bound) { return nil }
        guard let cells else {
            var cost = start
            for r in rects { cost += weight * MarkPlacer.area(rect, r) }
            return !bounded || cost < bound ? cost : nil
        }
        if !hits.isEmpty { hits.removeAll(keepingCapacity: true) }
        // False when one term alone reaches the bound: the sum, which holds it, would too.
        func gather(_ i: Int, _ area: Double, into hits: inout [Hit]) -> Bool {
            if area != 0 {
                if bounded && !(weight * area < bound) { return false }
                hits.append(Hit(index: i, area: area))
            }
            return true
        }
        for i in unbounded { guard gather(i, MarkPlacer.area(rect, rects[i]), into: &hits) else { return nil } }
        let complete = walk(rect, cells: cells) { i, area in gather(i, area, into: &hits) }
        guard complete else { return nil }
        if hits.count > 1 { hits.sort { $0.index < $1.index } }
        var cost = start
        var previous = -1
        for hit in hits where hit.index != previous {
            previous = hit.index
            cost += weight * hit.area
            if bounded && !(cost < bound) { return nil }
        }
        return cost
    }

    /// Calls `visit` with the index and the overlap area of each rectangle filed in `cells`
    /// (a rectangle in several cells, once per cell), in the cells' order and each cell's
    /// insertion order, until `visit` returns false; returns whether it went through all of them.
    /// The two questions the placer asks, `anyOverlaps` and `weightedOverlap`, walk the cells this way.
    @inline(__always)
    private func walk(_ rect: Rect, cells: CellRange, _ visit: (Int, Double) -> Bool) -> Bool {
        let query = Edges(rect)
        if let first = denseStart(of: cells) {
            // All its cells in the array (nearly every query): plain indices, no Optionals.
            let (width, height) = (cells.x1 &- cells.x0 &+ 1, cells.y1 &- cells.y0 &+ 1)
            return firsts.withUnsafeBufferPointer { firsts in
                entries.withUnsafeBufferPointer { entries in
                    var rowStart = first
                    for _ in 0..<height {
                        for cell in rowStart..<(rowStart &+ width) {
                            var entry = firsts[cell]
                            while entry >= 0 {
                                let e = entries[entry]
                                guard visit(e.rect, Edges.area(query, e.edges)) else { return false }
                                entry = e.next
                            }
                        }
                        rowStart &+= columns
                    }
                    return true
                }
            }
        }
        return entries.withUnsafeBufferPointer { entries in
            for y in cells.y0...cells.y1 {
                for x in cells.x0...cells.x1 {
                    if let cell = denseCell(x, y) {
                        var entry = firsts[cell]
                        while entry >= 0 {
                            let e = entries[entry]
                            guard visit(e.rect, Edges.area(query, e.edges)) else { return false }
                            entry = e.next
                        }
                    } else if let indices = sparse[Self.key(x, y)] {
                        for i in indices { guard visit(i, MarkPlacer.area(rect, rects[i])) else { return false } }
                    }
                }
            }
            return true
        }
    }

    /// The array's index of the first cell of `cells` when all of them are in the array, else nil.
    @inline(__always)
    private func denseStart(of cells: CellRange) -> Int? {
        let (column, row) = (cells.x0 &- origin.x, cells.y0 &- origin.y)
        guard column >= 0, row >= 0, cells.x1 &- origin.x < columns, cells.y1 &- origin.y < rows else { return nil }
        return row &* columns &+ column
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
        // A multiplication by the inverse of a power of two: the same numbers as the division.
        let inverse = 1 / cellSize
        guard let x0 = floorCell(rect.minX * inverse), let y0 = floorCell(rect.minY * inverse),
            let x1 = floorCell(rect.maxX * inverse), let y1 = floorCell(rect.maxY * inverse),
            x1 >= x0, y1 >= y0, (x1 - x0 + 1) * (y1 - y0 + 1) <= 4096
        else { return nil }
        return CellRange(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    /// `v.rounded(.down)` as an Int when its magnitude is below 10⁶, else nil (NaN too). Without
    /// SSE4.1, which Swift's baseline target lacks, `rounded(.down)` is a call to libm's `floor`;
    /// the truncation and one comparison give the same number for these magnitudes.
    @inline(__always)
    private static func floorCell(_ v: Double) -> Int? {
        // floor(v) > -10⁶ exactly when v ≥ -999,999; floor(v) < 10⁶ exactly when v < 10⁶.
        guard v >= -999_999, v < 1e6 else { return nil }
        let truncated = Int(v)
        return v < Double(truncated) ? truncated - 1 : truncated
    }
}
