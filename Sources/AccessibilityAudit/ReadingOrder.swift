import LayoutEngine
import SceneModel

/// The order in which VoiceOver visits a screen's accessibility elements by UIKit's default rules:
/// each container's children in rows from top to bottom, each row from the leading edge to the
/// trailing one (the right edge first right to left); a stack view's arranged views in their
/// order along its axis; a container read whole before the next sibling, or in the order its
/// `accessibilityElements` gives. Hidden and empty views are skipped.
public enum ReadingOrder {
    /// The kinds UIKit makes accessibility elements by default (UIImageView is not one).
    static let elementKinds: Set<ViewType> = [
        .label, .button, .textField, .textView, .switch, .slider, .stepper, .segmentedControl, .datePicker,
        .progressView,
    ]

    /// The elements of the layout, in VoiceOver's order.
    public static func elements(of layout: SolvedLayout) -> [SolvedLayout.View] {
        // The layout's own tree: which views show and whose children they are.
        let visibleViews = AuditedScreen.visibleViews(of: layout)
        var children: [ViewID?: [SolvedLayout.View]] = [:]
        for view in visibleViews where view.rootFrame.width > 0 && view.rootFrame.height > 0 {
            children[layout.parent(of: view)?.id, default: []].append(view)
        }
        let rightToLeft = layout.configuration.direction == .rtl
        func visit(_ parent: SolvedLayout.View?) -> [SolvedLayout.View] {
            // A container that lists its elements is read in that order, and only those.
            if let names = parent?.spec.accessibilityElements {
                return names.compactMap { name in
                    visibleViews.first { view in
                        view.spec.name == name && layout.ancestors(of: view).contains { $0.id == parent?.id }
                    }
                }
            }
            let ordered = order(children[parent?.id] ?? [], in: parent, rightToLeft: rightToLeft)
            return ordered.flatMap { child in isElement(child) ? [child] : visit(child) }
        }
        return visit(nil)
    }

    /// The view's own `isAccessibilityElement`, else UIKit's default for its kind (a label only
    /// with text).
    static func isElement(_ view: SolvedLayout.View) -> Bool {
        if let isElement = view.spec.isAccessibilityElement { return isElement }
        guard elementKinds.contains(view.spec.type) else { return false }
        if view.spec.type == .label { return !(view.spec.text ?? "").isEmpty }
        return true
    }

    /// A stack's arranged views in their order; other children in rows: a child joins the row above when their vertical extents
    /// overlap by half the shorter one.
    static func order(
        _ views: [SolvedLayout.View], in parent: SolvedLayout.View?, rightToLeft: Bool
    ) -> [SolvedLayout.View] {
        // A stack puts its first arranged view at the leading edge in either direction.
        if parent?.spec.stack != nil { return views }
        let byTop = views.enumerated().sorted {
            ($0.element.rootFrame.minY, $0.offset) < ($1.element.rootFrame.minY, $1.offset)
        }
        var rows: [[SolvedLayout.View]] = []
        for (_, view) in byTop {
            if let last = rows.last, let first = last.first, sharesRow(first.rootFrame, view.rootFrame) {
                rows[rows.count - 1].append(view)
            } else {
                rows.append([view])
            }
        }
        return rows.flatMap { row in
            row.enumerated().sorted { a, b in
                let (x, y) = (leading(a.element.rootFrame, rightToLeft), leading(b.element.rootFrame, rightToLeft))
                return x != y ? x < y : a.offset < b.offset
            }.map(\.element)
        }
    }

    static func sharesRow(_ a: Rect, _ b: Rect) -> Bool {
        let overlap = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        return overlap >= min(a.height, b.height) / 2
    }

    /// The distance from the leading edge of the screen: x, or minus the right edge right to left.
    static func leading(_ frame: Rect, _ rightToLeft: Bool) -> Double { rightToLeft ? -frame.maxX : frame.minX }
}
