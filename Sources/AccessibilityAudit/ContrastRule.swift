import LayoutEngine
import SceneModel

/// Text against what is behind it, by WCAG 2.2's ratio: at least 4.5:1, 3:1 for large text (the
/// thresholds Apple's Human Interface Guidelines give too). What is behind is the backgrounds
/// drawn before the text that cover its whole frame (its own, its ancestors', earlier siblings'),
/// composited over the screen. Where those colours do not say (an image under the text, or a
/// view under only part of it), the pixels under the text's glyphs do (`TextBackdrop`): the
/// worst ratio over them is the text's, as WCAG measures text over a varied background where its
/// contrast is lowest. Without a backdrop such a text is not measured.
enum ContrastRule {
    static func findings(_ screen: AuditedScreen) -> [AccessibilityFinding] {
        var findings: [AccessibilityFinding] = []
        for (index, view) in screen.visibleViews.enumerated() {
            guard let run = screen.textRun(of: view) else { continue }
            let opacity = screen.opacity(of: view)
            let behind: [Color]
            let sampled: Bool
            if let colour = background(behind: view, at: index, in: screen),
                !isPartlyCovered(view, at: index, in: screen)
            {
                (behind, sampled) = ([colour], false)
            } else if let backdrop = screen.backdrop {
                behind = backdrop.colors(underTextOf: view, in: screen.layout, appearance: screen.appearance)
                sampled = true
            } else {
                continue
            }
            // The colour behind the text where its contrast is lowest.
            let measured = behind.map { colour -> (ratio: Double, seen: Color, behind: Color) in
                let seen = ContrastRatio.composite(run.color, over: colour, opacity: opacity)
                return (ContrastRatio.between(seen, colour), seen, colour)
            }
            guard let worst = measured.min(by: { $0.ratio < $1.ratio }) else { continue }
            let threshold = run.isLarge ? 3.0 : 4.5
            guard worst.ratio < threshold else { continue }
            let source = sampled ? ", the worst of the pixels behind it" : ""
            findings.append(
                screen.finding(
                    .contrast, view, measured: worst.ratio, threshold: threshold,
                    message:
                        "\(view.spec.name) is \(ContrastRatio.text(worst.ratio)) against its background, "
                        + "below \(formatPoints(threshold)):1 for \(run.isLarge ? "large" : "body") text "
                        + "(\(worst.seen.hexString) on \(worst.behind.hexString)\(source))"))
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
            if showsImage(under) { return nil }
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

    /// Whether a view drawn before `view` paints under part of its frame but not all of it (a
    /// badge half over a banner): the colours that cover the whole frame do not say what is behind.
    static func isPartlyCovered(_ view: SolvedLayout.View, at index: Int, in screen: AuditedScreen) -> Bool {
        let area = view.rootFrame
        return screen.visibleViews[..<index].contains { under in
            let paints = showsImage(under) || (under.spec.background.map { $0.alpha > 0 } ?? false)
            return paints && intersects(under.rootFrame, area) && !covers(under.rootFrame, area)
        }
    }

    static func showsImage(_ view: SolvedLayout.View) -> Bool {
        view.spec.type == .imageView && (view.spec.imagePath != nil || view.spec.imageSize != nil)
    }

    static func covers(_ outer: Rect, _ inner: Rect) -> Bool {
        outer.minX <= inner.minX + 1e-6 && outer.minY <= inner.minY + 1e-6 && outer.maxX >= inner.maxX - 1e-6
            && outer.maxY >= inner.maxY - 1e-6
    }

    /// More than a sliver in common (edges that touch do not count).
    static func intersects(_ a: Rect, _ b: Rect) -> Bool {
        min(a.maxX, b.maxX) - max(a.minX, b.minX) > 1e-6 && min(a.maxY, b.maxY) - max(a.minY, b.minY) > 1e-6
    }
}
