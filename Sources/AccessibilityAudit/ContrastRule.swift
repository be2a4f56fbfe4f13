import LayoutEngine
import SceneModel

/// Text against what is behind it, by WCAG 2.2's ratio: at least 4.5:1, 3:1 for large text (the
/// thresholds Apple's Human Interface Guidelines give too). What is behind is the backgrounds
/// drawn before the text that cover its whole frame (its own, its ancestors', earlier siblings'),
/// composited over the screen. Over an image the colour is not known from the scene: no finding.
enum ContrastRule {
    static func findings(_ screen: AuditedScreen) -> [AccessibilityFinding] {
        var findings: [AccessibilityFinding] = []
        for (index, view) in screen.visibleViews.enumerated() {
            guard let run = screen.textRun(of: view),
                let behind = background(behind: view, at: index, in: screen)
            else { continue }
            let seen = ContrastRatio.composite(run.color, over: behind, opacity: screen.opacity(of: view))
            let ratio = ContrastRatio.between(seen, behind)
            let threshold = run.isLarge ? 3.0 : 4.5
            guard ratio < threshold else { continue }
            findings.append(
                screen.finding(
                    .contrast, view, measured: ratio, threshold: threshold,
                    message:
                        "\(view.spec.name) is \(ContrastRatio.text(ratio)) against its background, "
                        + "below \(formatPoints(threshold)):1 for \(run.isLarge ? "large" : "body") text "
                        + "(\(seen.hexString) on \(behind.hexString))"))
        }
        return findings
    }

    /// The opaque colour under `view`'s text (nil when an image is under it), `index` being its
    /// place in the screen's visible views.
    static func background(
        behind view: SolvedLayout.View, at index: Int, in screen: AuditedScreen
    ) -> Color? {
        let area = view.rootFrame
        // From the view down: the layers that cover the text, until an opaque one.
        var layers: [(Color, Double)] = []
        for under in screen.visibleViews[...index].reversed() where covers(under.rootFrame, area) {
            if under.spec.type == .imageView && (under.spec.imagePath != nil || under.spec.imageSize != nil) {
                return nil
            }
            guard let background = under.spec.background?.resolved(dark: screen.isDark), background.alpha > 0
            else { continue }
            let opacity = screen.opacity(of: under)
            layers.append((background, opacity))
            if background.alpha * opacity >= 1 { break }
        }
        return layers.reversed().reduce(screen.screenBackground) { below, layer in
            ContrastRatio.composite(layer.0, over: below, opacity: layer.1)
        }
    }

    static func covers(_ outer: Rect, _ inner: Rect) -> Bool {
        outer.minX <= inner.minX + 1e-6 && outer.minY <= inner.minY + 1e-6 && outer.maxX >= inner.maxX - 1e-6
            && outer.maxY >= inner.maxY - 1e-6
    }
}
