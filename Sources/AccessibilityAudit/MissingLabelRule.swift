import LayoutEngine
import SceneModel

/// An element VoiceOver visits with nothing to say: a button that shows only an image (VoiceOver
/// can say only the image's file name), or a view marked as an element that has neither an
/// accessibility label nor text.
enum MissingLabelRule {
    static func findings(_ screen: AuditedScreen) -> [AccessibilityFinding] {
        screen.visibleViews.compactMap { view -> AccessibilityFinding? in
            let spec = view.spec
            guard (spec.accessibilityLabel ?? "").isEmpty, ReadingOrder.isElement(view) else { return nil }
            let texts = [spec.text, spec.title, spec.placeholder]
            guard !texts.contains(where: { !($0 ?? "").isEmpty }) && spec.segments.isEmpty else { return nil }
            let imageOnly = spec.type == .button && (spec.imagePath != nil || spec.imageSize != nil)
            guard imageOnly || spec.isAccessibilityElement == true else { return nil }
            return screen.finding(
                .missingLabel, view, measured: 0, threshold: 0,
                message: imageOnly
                    ? "\(spec.name) shows only an image and has no accessibility label"
                    : "\(spec.name) is an accessibility element with no label and no text")
        }
    }
}
