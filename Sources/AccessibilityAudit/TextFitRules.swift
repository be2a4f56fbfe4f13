import LayoutEngine
import SceneModel

/// Text the reader cannot read whole: a label cut with "…", text reaching outside its superview,
/// the safe area or the screen, and text lying over another view's content.
enum TextFitRules {
    static func truncated(_ screen: AuditedScreen) -> [AccessibilityFinding] {
        screen.visibleViews.compactMap { view -> AccessibilityFinding? in
            guard let fit = view.textFit, fit.isTruncated else { return nil }
            let name = view.spec.name
            if fit.wrapWidth == nil {
                return screen.finding(
                    .truncatedText, view, measured: fit.text.width, threshold: view.frame.width,
                    message:
                        "\(name) is cut with \"…\": its text needs \(formatPoints(fit.text.width)) pt, "
                        + "it has \(formatPoints(view.frame.width))")
            }
            return screen.finding(
                .truncatedText, view, measured: Double(fit.text.lineCount), threshold: Double(fit.visibleLines),
                message:
                    "\(name) is cut with \"…\": its text takes \(fit.text.lineCount) lines, "
                    + "\(fit.visibleLines) show")
        }
    }

    /// Text outside the screen first, else outside the safe area (under the status bar, a bar or
    /// the home indicator), else outside its superview. Content of scroll views and lists scrolls
    /// into view: not measured.
    static func outside(_ screen: AuditedScreen) -> [AccessibilityFinding] {
        let layout = screen.layout
        let screenRect = layout.rootFrame
        let safe = screenRect.inset(by: layout.safeArea)
        return screen.visibleViews.compactMap { view -> AccessibilityFinding? in
            guard screen.textRun(of: view) != nil else { return nil }
            let ancestors = layout.ancestors(of: view)
            if ancestors.contains(where: { [.scroll, .table, .collection].contains($0.spec.type) }) { return nil }
            let frame = view.rootFrame
            for (place, bounds) in [("the screen", screenRect), ("the safe area", safe)] {
                let out = overhang(of: frame, beyond: bounds)
                if out > 0.5 {
                    return screen.finding(
                        .textOutside, view, measured: out, threshold: 0,
                        message: "\(view.spec.name) reaches \(formatPoints(out)) pt outside \(place)")
                }
            }
            guard let parent = ancestors.first else { return nil }
            let out = overhang(of: frame, beyond: parent.rootFrame)
            guard out > 0.5 else { return nil }
            return screen.finding(
                .textOutside, view, measured: out, threshold: 0,
                message: "\(view.spec.name) reaches \(formatPoints(out)) pt outside its superview \(parent.spec.name)")
        }
    }

    /// Text whose frame overlaps the frame of a view that draws content (text, an image, a control)
    /// and is neither its ancestor nor its descendant: reported once, on the one drawn later.
    static func overlaps(_ screen: AuditedScreen) -> [AccessibilityFinding] {
        let layout = screen.layout
        let drawn = screen.visibleViews.filter {
            $0.spec.kind.drawsContent && $0.rootFrame.width > 0 && $0.rootFrame.height > 0
        }
        var findings: [AccessibilityFinding] = []
        for (index, view) in drawn.enumerated() where screen.textRun(of: view) != nil {
            let family = Set(layout.ancestors(of: view).map(\.id))
            for other in drawn[..<index] where !family.contains(other.id) {
                guard !layout.ancestors(of: other).contains(where: { $0.id == view.id }) else { continue }
                let width =
                    min(view.rootFrame.maxX, other.rootFrame.maxX) - max(view.rootFrame.minX, other.rootFrame.minX)
                let height =
                    min(view.rootFrame.maxY, other.rootFrame.maxY) - max(view.rootFrame.minY, other.rootFrame.minY)
                guard width > 0.5 && height > 0.5 else { continue }
                findings.append(
                    screen.finding(
                        .textOverlap, view, measured: min(width, height), threshold: 0,
                        message:
                            "\(view.spec.name) overlaps \(other.spec.name) by \(formatPoints(width)) × "
                            + "\(formatPoints(height)) pt"))
                break
            }
        }
        return findings
    }

    /// How far `frame` reaches beyond `bounds` on its worst side (0 inside).
    static func overhang(of frame: Rect, beyond bounds: Rect) -> Double {
        max(0, bounds.minX - frame.minX, frame.maxX - bounds.maxX, bounds.minY - frame.minY, frame.maxY - bounds.maxY)
    }
}
