import SceneModel

/// Interface Builder's "Misplaced Views": a view whose solved frame is not its design frame,
/// by more than half a pixel on some component.
struct Misplacement {
    /// Solved minus design frame `[dx, dy, dw, dh]`.
    var delta: [Double]
    var isMisplaced: Bool

    /// Nil without a design frame.
    init?(frame: Rect, designFrame: Rect?, scale: Double) {
        guard let design = designFrame else { return nil }
        delta = [frame.x - design.x, frame.y - design.y, frame.width - design.width, frame.height - design.height]
        isMisplaced = delta.contains { abs($0) > 0.5 / scale }
    }
}
