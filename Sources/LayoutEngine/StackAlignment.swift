import Cassowary
import SceneModel

/// A stack's alignment: where the arranged views sit across the axis, and how the canvas
/// spans and hugs them. Hidden views too: they stay placed, only collapsed along the axis.
extension StackConstraints {
    func alignment() -> [LayoutBuild.Entry] {
        views.enumerated().flatMap { index, view in alignment(of: view, number: index + 1) }
    }

    func alignment(of arranged: Arranged, number i: Int) -> [LayoutBuild.Entry] {
        let geometry = arranged.geometry
        let view = (arranged.name, crossStart, geometry)
        if stack.alignment == .fill {
            return [
                entry(
                    "alignment", 2 * i - 1, value(geometry, crossStart), .equal, value(canvas, crossStart), first: view),
                entry("alignment", 2 * i, value(canvas, crossEnd), .equal, value(geometry, crossEnd), first: view),
            ]
        }
        var result: [LayoutBuild.Entry] = []
        let atStart = stack.alignment == .leading || stack.alignment == .top
        let atEnd = stack.alignment == .trailing || stack.alignment == .bottom
        let baseline = stack.alignment == .firstBaseline || stack.alignment == .lastBaseline
        if atStart {
            result.append(
                entry("alignment", i, value(geometry, crossStart), .equal, value(canvas, crossStart), first: view))
        } else if atEnd {
            result.append(
                entry("alignment", i, value(geometry, crossEnd), .equal, value(canvas, crossEnd), first: view))
        } else if baseline && horizontal {
            let attribute: Attribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if i > 1 {
                result.append(
                    entry(
                        "alignment", i, value(geometry, attribute), .equal, value(views[0].geometry, attribute),
                        first: view))
            }
        } else {
            result.append(
                entry("alignment", i, value(geometry, crossCenter), .equal, value(canvas, crossCenter), first: view))
        }
        // The canvas spans every view (UISV-spanning-boundary) and hugs them (spanning-fit).
        if !atStart {
            result.append(
                entry(
                    "spanning-boundary", 2 * i - 1, value(geometry, crossStart), .greaterThanOrEqual,
                    value(canvas, crossStart), first: view))
        }
        if !atEnd {
            result.append(
                entry(
                    "spanning-boundary", 2 * i, value(canvas, crossEnd), .greaterThanOrEqual,
                    value(geometry, crossEnd), first: view))
        }
        // Multi-line text has no single natural width: UIKit shares the row among such
        // views at 760 (above compression resistance). Single-line text keeps its width.
        let spec = arranged.node.spec
        if baseline && horizontal && spec.wrapsText {
            result.append(
                entry(
                    "text-width-disambiguation", i, value(geometry, length), .equal,
                    (1 / Double(views.count)) * value(canvas, length), priority: 760, first: view))
        }
        result.append(
            entry(
                "ambiguity-suppression", i, value(geometry, crossLength), .equal, Expression(constant: 0),
                priority: 25, first: view))
        return result
    }

    /// Short of filling, the canvas hugs the views across the axis, weakly.
    func fit() -> [LayoutBuild.Entry] {
        guard stack.alignment != .fill else { return [] }
        let baseline = stack.alignment == .firstBaseline || stack.alignment == .lastBaseline
        return [
            entry(
                baseline ? "canvas-fit" : "spanning-fit", 1, value(canvas, crossLength), .equal,
                Expression(constant: 0), priority: baseline ? 49 : 51, first: (name, crossLength, canvas))
        ]
    }
}
