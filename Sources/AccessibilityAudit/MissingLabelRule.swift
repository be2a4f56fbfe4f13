import LayoutEngine
import SceneModel

/// A button that shows only an image gives VoiceOver nothing to say but the image's file name.
enum MissingLabelRule {
    static func findings(_ screen: AuditedScreen) -> [AccessibilityFinding] {
        screen.visibleViews.compactMap { view -> AccessibilityFinding? in
            let spec = view.spec
            guard spec.type == .button, (spec.title ?? "").isEmpty,
                spec.imagePath != nil || spec.imageSize != nil
            else { return nil }
            return screen.finding(
                .missingLabel, view, measured: 0, threshold: 0,
                message: "\(spec.name) shows only an image and has no accessibility label")
        }
    }
}
