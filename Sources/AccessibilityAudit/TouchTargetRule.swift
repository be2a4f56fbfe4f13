import LayoutEngine
import SceneModel

/// Apple's Human Interface Guidelines give every control a hit region of at least 44 × 44 points.
/// UIKit hit-tests a control's frame, so the frame is what is measured, not the glyphs drawn in it.
enum TouchTargetRule {
    static let minimum = 44.0
    static let controls: Set<ViewType> = [.button, .switch, .segmentedControl, .stepper, .slider, .textField]

    static func findings(_ screen: AuditedScreen) -> [AccessibilityFinding] {
        screen.visibleViews.compactMap { view -> AccessibilityFinding? in
            guard controls.contains(view.spec.type) else { return nil }
            let (width, height) = (view.frame.width, view.frame.height)
            let smaller = min(width, height)
            guard smaller < minimum - 1e-6 else { return nil }
            return screen.finding(
                .touchTarget, view, measured: smaller, threshold: minimum,
                message:
                    "\(view.spec.name) is \(formatPoints(width)) × \(formatPoints(height)) pt, below 44 × 44")
        }
    }
}
