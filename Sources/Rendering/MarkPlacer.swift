import Foundation
import LayoutEngine
import SceneModel

/// Places the annotation layer's tags and badges so that each stays legible: off every glyph of
/// the screen's text, off every tag or badge placed before it, and on the canvas. Each mark has
/// candidate places, nearest first (on its line, just beside it, further along it, then rings
/// around its anchor); the first free one wins. A mark moved away from what it labels gets a
/// leader line back. When no candidate is free, the one overlapping least is taken and counted.
struct MarkPlacer {
    /// Where marks may go: the panel's area around the screen, in root coordinates.
    let canvas: Rect
    /// The ink of the screen's text.
    let glyphs: [Rect]
    private(set) var placed: [Rect] = []
    /// The glyphs and the placed marks bucketed by place, for `isFree`'s many questions.
    private var glyphGrid: RectGrid
    private var placedGrid: RectGrid
    /// Scratch space for the overlap sums, kept from one query to the next.
    private var hits: [RectGrid.Hit] = []
    /// The near candidates of the mark being placed, kept from one mark to the next.
    private var near: [Rect] = []
    /// The marks that found no free place so far, each placed where it overlapped least.
    private(set) var crowdedMarks = 0

    /// The most marks placed where they overlap least; later crowded marks take their first
    /// candidate. Each such search sums, for a few hundred candidates, the overlap with every
    /// mark nearby, and on a crowded canvas (thousands of badges piled on a few anchors) those
    /// are all the marks before it: the searches grew quadratically (18,000 badges: minutes).
    /// A screen with more crowded marks than this is unreadable wherever they go.
    static let maximumLeastCoveringSearches = 256

    /// Room kept between a mark and the ink or marks around it.
    static let clearance = 1.0
    /// A mark whose box is further than this from its anchor gets a leader line.
    static let leaderDistance = 6.0

    init(canvas: Rect, glyphs: [Rect]) {
        self.canvas = canvas
        self.glyphs = glyphs
        // The grids' array covers the canvas and the clearance around it.
        glyphGrid = RectGrid(glyphs, bounds: canvas.inset(by: Insets(all: -Self.clearance)))
        placedGrid = RectGrid(bounds: canvas.inset(by: Insets(all: -Self.clearance)))
    }

    /// The direction of the line a badge labels, which orders its candidates.
    enum Along { case horizontal, vertical, none }

    /// Places a badge of `size` centred at `anchor` if it can; returns its box.
    mutating func placeBadge(_ size: Size, at anchor: Point, along: Along) -> Rect {
        let (w, h) = (size.width, size.height)
        near.removeAll(keepingCapacity: true)
        func offset(_ dx: Double, _ dy: Double) {
            near.append(Rect(x: anchor.x + dx - w / 2, y: anchor.y + dy - h / 2, width: w, height: h))
        }
        func besideH() {
            for (dx, dy) in [(0.0, -(h / 2 + 3)), (0, h / 2 + 3), (0, -(h + 4)), (0, h + 4)] { offset(dx, dy) }
        }
        func besideV() {
            for (dx, dy) in [(w / 2 + 4, 0.0), (-(w / 2 + 4), 0), (w / 2 + 10, 0), (-(w / 2 + 10), 0)] {
                offset(dx, dy)
            }
        }
        offset(0, 0)
        switch along {
        case .horizontal:
            besideH()
            for k in 1...3 { let d = Double(k) * (w / 2 + 6); offset(d, 0); offset(-d, 0) }
            besideV()
        case .vertical:
            besideV()
            for k in 1...3 { let d = Double(k) * (h + 2); offset(0, d); offset(0, -d) }
            besideH()
        case .none:
            besideH()
            besideV()
        }
        return place(Candidates(near: near, ring: (anchor.x, anchor.y), shift: (w / 2, h / 2), size: size))
    }

    /// Places a view's name tag of `size`: inside the view's corners first, then just outside
    /// its top and bottom, then around its top-left corner.
    mutating func placeTag(_ size: Size, in frame: Rect) -> Rect {
        let (w, h) = (size.width, size.height)
        near.removeAll(keepingCapacity: true)
        func corner(_ x: Double, _ y: Double) { near.append(Rect(x: x, y: y, width: w, height: h)) }
        corner(frame.minX + 2, frame.minY + 2)
        corner(frame.maxX - w - 2, frame.minY + 2)
        corner(frame.minX + 2, frame.maxY - h - 2)
        corner(frame.maxX - w - 2, frame.maxY - h - 2)
        corner(frame.minX, frame.minY - h - 1)
        corner(frame.minX, frame.maxY + 1)
        corner(frame.maxX - w, frame.minY - h - 1)
        corner(frame.maxX - w, frame.maxY + 1)
        // x − 0 is x to the bit (−0 and NaN included): the rings' boxes as `minX + 2 + dx`.
        return place(Candidates(near: near, ring: (frame.minX + 2, frame.minY + 2), shift: (0, 0), size: size))
    }

    /// Offsets on rings of growing radius, nearest first: the far candidates (computed once).
    static let ringOffsets: [(Double, Double)] = {
        var offsets: [(Double, Double)] = []
        for radius in stride(from: 18.0, through: 198, by: 12) {
            let steps = 16
            for i in 0..<steps {
                let angle = Double(i) * 2 * .pi / Double(steps)
                offsets.append(((radius * cos(angle)).rounded(), (radius * sin(angle)).rounded()))
            }
        }
        return offsets
    }()

    /// A mark's candidate boxes, in order, without an array of them: the `near` ones, then one
    /// per ring offset at `ring + offset - shift`.
    struct Candidates {
        var near: [Rect]
        var ring: (x: Double, y: Double), shift: (x: Double, y: Double)
        var size: Size

        var count: Int { near.count + MarkPlacer.ringOffsets.count }

        @inline(__always)
        func box(_ i: Int, rings: UnsafeBufferPointer<(Double, Double)>) -> Rect {
            if i < near.count { return near[i] }
            let (dx, dy) = rings[i - near.count]
            return Rect(x: ring.x + dx - shift.x, y: ring.y + dy - shift.y, width: size.width, height: size.height)
        }
    }

    /// The first candidate that is free once moved onto the canvas; else the least covering.
    private mutating func place(_ candidates: Candidates) -> Rect {
        let count = candidates.count
        return Self.ringOffsets.withUnsafeBufferPointer { rings in
            // Most marks find a free place: that search stops at the first thing a candidate
            // touches; the costs are summed only when no candidate is free.
            for i in 0..<count {
                let probe = Probe(clamped(candidates.box(i, rings: rings)))
                if isFree(probe) {
                    add(probe.rect)
                    return probe.rect
                }
            }
            crowdedMarks += 1
            let rect =
                crowdedMarks <= Self.maximumLeastCoveringSearches
                ? leastCovering(candidates, rings: rings) : clamped(candidates.box(0, rings: rings))
            add(rect)
            return rect
        }
    }

    /// The first of the least costs wins: a candidate is dropped as soon as its running sum
    /// reaches the best so far, which decides as the whole sums would. The probes are made
    /// again rather than kept: few marks get here.
    @inline(never)
    private mutating func leastCovering(_ candidates: Candidates, rings: UnsafeBufferPointer<(Double, Double)>) -> Rect
    {
        var best: (rect: Rect, cost: Double)?
        for i in 0..<candidates.count {
            let probe = Probe(clamped(candidates.box(i, rings: rings)))
            if let cost = overlap(probe, below: best?.cost) { best = (probe.rect, cost) }
        }
        return best?.rect ?? clamped(candidates.box(0, rings: rings))
    }

    private mutating func add(_ rect: Rect) {
        placed.append(rect)
        placedGrid.insert(rect)
    }

    /// Moved inside the canvas (a mark larger than the canvas keeps its top-left corner on it).
    func clamped(_ r: Rect) -> Rect {
        var r = r
        r.x = max(canvas.minX, min(r.x, canvas.maxX - r.width))
        r.y = max(canvas.minY, min(r.y, canvas.maxY - r.height))
        return r
    }

    /// A candidate's box on the canvas, padded by the clearance, and the grids' cells under it:
    /// found once for both searches.
    struct Probe {
        var rect: Rect, padded: Rect, cells: RectGrid.CellRange?

        init(_ rect: Rect) {
            self.rect = rect
            padded = rect.inset(by: Insets(all: -MarkPlacer.clearance))
            cells = RectGrid.cells(of: padded)
        }
    }

    /// Whether the probe covers no ink and no earlier mark (the same test as `overlap(rect) == 0`).
    func isFree(_ probe: Probe) -> Bool {
        !glyphGrid.anyOverlaps(probe.padded, cells: probe.cells)
            && !placedGrid.anyOverlaps(probe.padded, cells: probe.cells)
    }

    /// How much of the ink and of earlier marks `rect` covers (ink counts most).
    mutating func overlap(_ rect: Rect) -> Double { overlap(Probe(rect), below: nil)! }

    /// The overlap when it is below `bound` (or there is no bound), else nil.
    mutating func overlap(_ probe: Probe, below bound: Double?) -> Double? {
        // One running sum, ink first, as a scan of both lists would add them.
        guard
            let ink = glyphGrid.weightedOverlap(
                probe.padded, cells: probe.cells, weight: 4, adding: 0, below: bound, hits: &hits)
        else { return nil }
        return placedGrid.weightedOverlap(
            probe.padded, cells: probe.cells, weight: 1, adding: ink, below: bound, hits: &hits)
    }

    static func area(_ a: Rect, _ b: Rect) -> Double {
        max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX)) * max(0, min(a.maxY, b.maxY) - max(a.minY, b.minY))
    }

    /// A leader from the mark's box back to its anchor, when the box was moved away from it.
    static func leader(from box: Rect, to anchor: Point) -> (Point, Point)? {
        let nearest = Point(max(box.minX, min(anchor.x, box.maxX)), max(box.minY, min(anchor.y, box.maxY)))
        let distance = hypot(nearest.x - anchor.x, nearest.y - anchor.y)
        return distance > leaderDistance ? (nearest, anchor) : nil
    }
}
