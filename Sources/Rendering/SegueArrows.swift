import LayoutEngine
import SceneModel

/// The segues of a storyboard canvas as arrows: each from the edge of its source (the scene, or
/// the container view an embed segue starts from) to the edge of its destination, along the line
/// between their centres; segues between the same two scenes side by side. An arrow whose line
/// would pass under another scene goes around it where the way around is clear (`SegueDetour`):
/// under a scene, the line would seem to start or end there.
struct SegueArrow: Equatable {
    var start: (x: Double, y: Double)
    var end: (x: Double, y: Double)
    var kind: StoryboardMap.SegueKind
    /// The corners of a detour between `start` and `end`; none for a straight arrow.
    var bends: [(x: Double, y: Double)] = []

    var points: [(x: Double, y: Double)] { [start] + bends + [end] }

    /// Where the segue's badge goes: the middle of the arrow's longest stretch (of the line
    /// itself for a straight arrow).
    var middle: (x: Double, y: Double) {
        let points = points
        var best = (length: -1.0, middle: (x: start.x, y: start.y))
        for (a, b) in zip(points, points.dropFirst()) {
            let length = abs(b.x - a.x) + abs(b.y - a.y)
            if length > best.length { best = (length, ((a.x + b.x) / 2, (a.y + b.y) / 2)) }
        }
        return best.middle
    }

    static func == (a: SegueArrow, b: SegueArrow) -> Bool {
        a.kind == b.kind && a.points.count == b.points.count
            && zip(a.points, b.points).allSatisfy { $0.x == $1.x && $0.y == $1.y }
    }

    /// The spacing of parallel arrows between two scenes.
    static let parallelSpacing = 24.0

    /// The arrows of `segues` between scenes placed at `frames` (by scene id); `sourceViews` gives
    /// the canvas frame of a segue's source view; detours stay inside `bounds`. A segue to its
    /// own scene, or between scenes that overlap, has no arrow.
    static func arrows(
        _ segues: [StoryboardMap.Segue], frames: [String: Rect], bounds: Rect? = nil,
        sourceView: (StoryboardMap.Segue) -> Rect?
    ) -> [SegueArrow] {
        // Segues between the same two scenes, either way, are spread across their line.
        var pairs: [String: [Int]] = [:]
        for (index, segue) in segues.enumerated() {
            pairs[[segue.sourceSceneID, segue.destinationSceneID].sorted().joined(separator: "\u{0}"), default: []]
                .append(index)
        }
        var detours = SegueDetour(frames: frames, bounds: bounds)
        var result: [SegueArrow] = []
        for (index, segue) in segues.enumerated() where segue.sourceSceneID != segue.destinationSceneID {
            guard let sourceScene = frames[segue.sourceSceneID], let destination = frames[segue.destinationSceneID]
            else { continue }
            var source = sourceScene
            if segue.kind == .embed, let view = sourceView(segue) { source = view }
            let pair = pairs[[segue.sourceSceneID, segue.destinationSceneID].sorted().joined(separator: "\u{0}")]!
            let rank = Double(pair.firstIndex(of: index)!) - Double(pair.count - 1) / 2
            var (dx, dy) = (destination.midX - source.midX, destination.midY - source.midY)
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { continue }
            // The same offset for both directions: the pair's line, not the segue's, sets its side.
            let sign = segue.sourceSceneID < segue.destinationSceneID ? 1.0 : -1.0
            let offset = (
                x: -dy / length * rank * parallelSpacing * sign, y: dx / length * rank * parallelSpacing * sign
            )
            let from = (x: source.midX + offset.x, y: source.midY + offset.y)
            let to = (x: destination.midX + offset.x, y: destination.midY + offset.y)
            (dx, dy) = (to.x - from.x, to.y - from.y)
            let leave = exit(from: from, direction: (dx, dy), rect: source)
            let enter = exit(from: to, direction: (-dx, -dy), rect: destination)
            // Overlapping scenes: the arrow would point backwards.
            guard (enter.x - leave.x) * dx + (enter.y - leave.y) * dy > 0 else { continue }
            let between = [segue.sourceSceneID, segue.destinationSceneID]
            if detours.isBlocked(from: leave, to: enter, except: between),
                let around = detours.around(
                    from: source, in: sourceScene, to: destination, except: between, kind: segue.kind)
            {
                result.append(around)
            } else {
                result.append(SegueArrow(start: leave, end: enter, kind: segue.kind))
            }
        }
        return result
    }

    /// Where the ray from `point` along `direction` leaves `rect` (`point` inside it).
    static func exit(from point: (x: Double, y: Double), direction: (Double, Double), rect: Rect) -> (
        x: Double, y: Double
    ) {
        let (dx, dy) = direction
        var t = Double.infinity
        if dx > 0 { t = min(t, (rect.maxX - point.x) / dx) }
        if dx < 0 { t = min(t, (rect.minX - point.x) / dx) }
        if dy > 0 { t = min(t, (rect.maxY - point.y) / dy) }
        if dy < 0 { t = min(t, (rect.minY - point.y) / dy) }
        guard t.isFinite else { return point }
        let clamped = max(0, t)
        return (point.x + dx * clamped, point.y + dy * clamped)
    }
}
