import LayoutEngine
import SceneModel

/// The segues of a storyboard canvas as arrows: each from the edge of its source (the scene, or
/// the container view an embed segue starts from) to the edge of its destination, along the line
/// between their centres; segues between the same two scenes side by side.
struct SegueArrow: Equatable {
    var start: (x: Double, y: Double)
    var end: (x: Double, y: Double)
    var kind: StoryboardMap.SegueKind

    var middle: (x: Double, y: Double) { ((start.x + end.x) / 2, (start.y + end.y) / 2) }

    static func == (a: SegueArrow, b: SegueArrow) -> Bool {
        a.start == b.start && a.end == b.end && a.kind == b.kind
    }

    /// The spacing of parallel arrows between two scenes.
    static let parallelSpacing = 24.0

    /// The arrows of `segues` between scenes placed at `frames` (by scene id); `sourceViews` gives
    /// the canvas frame of a segue's source view. A segue to its own scene, or between scenes that
    /// overlap, has no arrow.
    static func arrows(
        _ segues: [StoryboardMap.Segue], frames: [String: Rect], sourceView: (StoryboardMap.Segue) -> Rect?
    ) -> [SegueArrow] {
        // Segues between the same two scenes, either way, are spread across their line.
        var pairs: [String: [Int]] = [:]
        for (index, segue) in segues.enumerated() {
            pairs[[segue.sourceSceneID, segue.destinationSceneID].sorted().joined(separator: "\u{0}"), default: []]
                .append(index)
        }
        var result: [SegueArrow] = []
        for (index, segue) in segues.enumerated() where segue.sourceSceneID != segue.destinationSceneID {
            guard var source = frames[segue.sourceSceneID], let destination = frames[segue.destinationSceneID] else {
                continue
            }
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
            result.append(SegueArrow(start: leave, end: enter, kind: segue.kind))
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
