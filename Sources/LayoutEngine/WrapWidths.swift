import SceneModel

extension SolvedLayout {
    /// Records the width each multi-line text was solved at (labels and text views wrap at it, so
    /// their heights are measured again there); true when one moved by more than 0.01 pt, and the
    /// layout must be solved again.
    func recordWrapWidths(_ wrapWidths: inout [ViewID: Double]) -> Bool {
        var changed = false
        for view in views where view.spec.wrapsText {
            let width = view.rootFrame.width
            if abs((wrapWidths[view.spec.id] ?? -1) - width) > 0.01 {
                wrapWidths[view.spec.id] = width
                changed = true
            }
        }
        return changed
    }
}
