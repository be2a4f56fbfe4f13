import SceneModel

// The snapping pass: what is read from the solver goes to the pixel grid in the root's
// coordinates (docs/uikit-rules.md). A frame in its superview is then the difference of two
// snapped rectangles, on the grid too, and views of different superviews that a constraint
// aligns stay aligned. Constraint rectangles snap as the frames do, so that the marks drawn
// from them line up with the views.

extension ViewReading {
    func snapped(scale: Double) -> ViewReading {
        var result = self
        result.rootFrame = snapToPixels(rootFrame, scale: scale)
        result.baselines = baselines.map { (snapToPixels($0.first, scale: scale), snapToPixels($0.last, scale: scale)) }
        // The content area's far edges snap as a frame's do.
        result.content = content.map { snapToPixels($0, scale: scale) }
        return result
    }
}

extension ConstraintReading {
    /// The error stays as solved: it says whether the constraint holds.
    func snapped(scale: Double) -> ConstraintReading {
        var result = self
        result.firstRect = snapToPixels(firstRect, scale: scale)
        result.secondRect = secondRect.map { snapToPixels($0, scale: scale) }
        result.firstValue = snapToPixels(firstValue, scale: scale)
        result.secondValue = secondValue.map { snapToPixels($0, scale: scale) }
        return result
    }
}
