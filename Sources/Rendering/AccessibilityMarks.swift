import AccessibilityAudit
import LayoutEngine
import SceneModel

extension AnnotationMarker {
    /// The `a11y` layer: each view with a finding outlined, with a tag naming its rules, then a
    /// numbered badge at the leading top corner of each element VoiceOver visits, in its order.
    /// The findings are the layout's own, at its Dynamic Type size, in the light appearance.
    func accessibilityMarks(badges: inout MarkPlacer) -> [AnnotationMark] {
        var marks: [AnnotationMark] = []
        var root = ViewSpec(name: "root")
        root.background = layout.rootBackground
        let findings = AccessibilityAudit.findings(layout, root: root, backdrop: RenderedTextBackdrop())
        var rulesByView: [String: [String]] = [:]
        var order: [String] = []
        for finding in findings {
            if rulesByView[finding.view] == nil { order.append(finding.view) }
            if !(rulesByView[finding.view] ?? []).contains(finding.rule.rawValue) {
                rulesByView[finding.view, default: []].append(finding.rule.rawValue)
            }
        }
        // Each name to its first view, built once: a finding names its view.
        var viewsByName: [String: SolvedLayout.View] = [:]
        for view in layout.views where viewsByName[view.spec.name] == nil { viewsByName[view.spec.name] = view }
        for name in order {
            guard let view = viewsByName[name], !isOffCanvas(view.rootFrame) else { continue }
            marks.append(
                AnnotationMark(.outline(view.rootFrame, width: 1.5), role: .accessibility, dashed: true, view: name))
            let rules = (rulesByView[name] ?? []).joined(separator: ", ")
            let corner = Rect(x: view.rootFrame.minX, y: view.rootFrame.maxY - 12, width: 0, height: 0)
            marks += tag(rules, at: corner, role: .accessibility, view: name, badges: &badges)
        }
        let rightToLeft = layout.configuration.direction == .rtl
        for (index, element) in ReadingOrder.elements(of: layout).enumerated() where !isOffCanvas(element.rootFrame) {
            let frame = element.rootFrame
            marks += badge(
                "\(index + 1)", x: rightToLeft ? frame.maxX : frame.minX, y: frame.minY, along: .none,
                role: .readingOrder, view: element.spec.name, badges: &badges)
        }
        return marks
    }
}
