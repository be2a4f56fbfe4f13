import SceneModel

/// The way around for a segue's arrow whose straight line would pass under other scenes: a
/// scene's title band counts as the scene. A mostly horizontal arrow leaves its source's bottom
/// edge, runs below the scenes in its way and rises into its destination's bottom edge; a mostly
/// vertical one does the same on the right. Each further detour below (or beside) the same edge
/// takes the next lane out, and each further leg on a scene's edge the next place along it, so
/// that no two run or rise on top of each other (two scenes' segues both ways among them).
struct SegueDetour {
    let frames: [String: Rect]
    let bounds: Rect?
    /// Detours made so far per run band (below or right of which scenes' edge), for the runs'
    /// lanes, and per scene and side, for the legs along its edge.
    private var runs: [String: Int] = [:]
    private var legs: [String: Int] = [:]

    /// The gap between scenes and a detour, and between two detours' lanes: four lanes fit in
    /// the canvas's 60-point margin below the last row.
    static let gap = 24.0
    static let laneSpacing = 10.0

    init(frames: [String: Rect], bounds: Rect?) {
        self.frames = frames
        self.bounds = bounds
    }

    /// The scenes an arrow may pass under, their title bands included.
    func obstacles(except ids: [String]) -> [Rect] {
        frames.filter { !ids.contains($0.key) }.sorted { $0.key < $1.key }.map {
            let band = StoryboardCanvasLayout.titleBand
            return Rect(x: $0.value.x, y: $0.value.y - band, width: $0.value.width, height: $0.value.height + band)
        }
    }

    /// Whether the straight line from `a` to `b` crosses another scene than `ids`.
    func isBlocked(from a: (x: Double, y: Double), to b: (x: Double, y: Double), except ids: [String]) -> Bool {
        obstacles(except: ids).contains { Self.segment(a, b, crosses: $0) }
    }

    /// The arrow from `source` to `destination` around the scenes in its way; nil when no such
    /// way is clear (a leg of it would pass under a scene, or it would leave the canvas): the
    /// straight line is kept then, as in a crowded storyboard a detour would only add lines.
    /// `source` is where the arrow starts (the scene, or the container view of an embed segue),
    /// `sourceScene` the scene it is in, which the run passes below or beside.
    mutating func around(
        from source: Rect, in sourceScene: Rect, to destination: Rect, except ids: [String],
        kind: StoryboardMap.SegueKind
    ) -> SegueArrow? {
        let all = [source, sourceScene, destination] + frames.values.map { $0 }
        guard all.allSatisfy({ [$0.x, $0.y, $0.width, $0.height].allSatisfy(\.isFinite) }) else { return nil }
        let horizontal = abs(destination.midX - source.midX) >= abs(destination.midY - source.midY)
        let (sourceID, destinationID) = (ids.first ?? "", ids.last ?? "")
        let base = horizontal ? max(sourceScene.maxY, destination.maxY) : max(sourceScene.maxX, destination.maxX)
        let band = "\(horizontal) \(base)"
        let lane = runs[band, default: 0]
        let shift = Double(lane) * Self.laneSpacing
        // The legs leave and enter off the edges' middles, clear of where straight arrows meet
        // them, each further one on an edge 10 points further out, within its half.
        let sourceLegs = legs["\(sourceID) \(horizontal)", default: 0]
        let destinationLegs = legs["\(destinationID) \(horizontal)", default: 0]
        let leaving = Double(sourceLegs + 1) * Self.laneSpacing
        let entering = Double(destinationLegs + 1) * Self.laneSpacing
        let halves =
            horizontal ? (source.width / 2, destination.width / 2) : (source.height / 2, destination.height / 2)
        guard leaving < halves.0, entering < halves.1 else { return nil }
        let obstacles = obstacles(except: ids)
        let arrow: SegueArrow
        if horizontal {
            let side = destination.midX >= source.midX ? 1.0 : -1.0
            let (x0, x1) = (source.midX + leaving * side, destination.midX - entering * side)
            var y = base + Self.gap + shift
            // Below every scene the run would cross.
            while let hit = obstacles.first(where: {
                Self.segment((min(x0, x1), y), (max(x0, x1), y), crosses: $0)
            }) {
                y = hit.maxY + Self.gap + shift
            }
            arrow = SegueArrow(
                start: (x0, source.maxY), end: (x1, destination.maxY), kind: kind, bends: [(x0, y), (x1, y)])
        } else {
            let side = destination.midY >= source.midY ? 1.0 : -1.0
            let (y0, y1) = (source.midY + leaving * side, destination.midY - entering * side)
            var x = base + Self.gap + shift
            while let hit = obstacles.first(where: { Self.segment((x, min(y0, y1)), (x, max(y0, y1)), crosses: $0) }) {
                x = hit.maxX + Self.gap + shift
            }
            arrow = SegueArrow(
                start: (source.maxX, y0), end: (destination.maxX, y1), kind: kind, bends: [(x, y0), (x, y1)])
        }
        let points = arrow.points
        let clear = zip(points, points.dropFirst()).allSatisfy { a, b in
            !obstacles.contains { Self.segment(a, b, crosses: $0) }
        }
        let inside = bounds.map { b in arrow.bends.allSatisfy { $0.x < b.maxX - 4 && $0.y < b.maxY - 4 } } ?? true
        guard clear && inside else { return nil }
        runs[band] = lane + 1
        legs["\(sourceID) \(horizontal)", default: 0] += 1
        legs["\(destinationID) \(horizontal)", default: 0] += 1
        return arrow
    }

    /// Whether the segment from `a` to `b` passes through the inside of `rect` (Liang–Barsky
    /// clipping; touching an edge is not crossing).
    static func segment(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), crosses rect: Rect) -> Bool {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        var (enter, leave) = (0.0, 1.0)
        for (p, q) in [
            (-dx, a.x - rect.minX), (dx, rect.maxX - a.x), (-dy, a.y - rect.minY), (dy, rect.maxY - a.y),
        ] {
            if p == 0 {
                if q <= 0 { return false }
                continue
            }
            let t = q / p
            if p < 0 { enter = max(enter, t) } else { leave = min(leave, t) }
            if enter >= leave { return false }
        }
        return true
    }
}
