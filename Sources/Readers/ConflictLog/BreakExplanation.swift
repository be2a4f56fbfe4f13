import SceneModel

/// Why UIKit broke the constraint it broke, in the words of `BreakOrder`'s rules, and which
/// constraint to change instead.
enum BreakExplanation {
    static func lines(
        _ conflict: LoggedConflict, hierarchy: LoggedHierarchy, names: [String: String]
    ) -> [String] {
        guard let broken = conflict.broken else {
            return [
                "The log does not say which constraint UIKit broke (its 'Will attempt to recover by breaking' line is missing)."
            ]
        }
        let members = conflict.constraints
        var lines = ["UIKit broke \(broken.address) (\(describe(broken, names))) because:"]
        let required = members.filter { $0.priority >= 1000 }
        if required.count == members.count {
            lines.append(
                "- all \(members.count) constraints are required (priority 1000), so they cannot all hold and one must go."
            )
        }
        let system = members.filter { $0.origin.isSystem && $0.address != broken.address }
        if !system.isEmpty && !broken.origin.isSystem {
            let list = system.map { "\($0.address) (\(originWords($0.origin)))" }.joined(separator: ", ")
            lines.append("- UIKit made \(list) itself and breaks its own constraints last.")
            let late = system.filter { [.encapsulatedLayout, .temporaryLayout, .stackView].contains($0.origin) }
            if !late.isEmpty {
                lines.append(
                    "- UIKit added \(late.map(\.address).joined(separator: ", ")) last, when it sized the view (or hid it), "
                        + "after the app's constraints were in: that addition found the conflict.")
            }
        }
        if broken.relation != .equal && members.contains(where: { $0.relation == .equal && $0 != broken }) {
            lines.append("- it is an inequality: a required inequality gives way before an equality.")
        }
        let depths = BreakOrder.sizeDepths(broken, hierarchy: hierarchy)
        if let deepest = depths.max(), deepest > 1 {
            lines.append(
                "- it sets the size of the innermost view of the conflict (\(sizeOwner(broken, hierarchy, names) ?? "")), which UIKit's engine gives up before the chain around it."
            )
        }
        // The app's constraints along the broken one's axis: the chain that does not fit.
        let app = members.filter { !$0.origin.isSystem && $0.first.attribute.axis == broken.first.attribute.axis }
        let candidates = app.isEmpty ? members : app
        func located(_ c: LoggedConstraint) -> String {
            c.sourceLine.map { "\(c.address) (\($0.file)#\($0.line))" } ?? c.address
        }
        var fix =
            "Change instead: to keep this layout without the log, lower the priority of \(located(broken)) to 999; "
            + "for the layout you meant, change one of \(candidates.map(located).joined(separator: ", "))"
        if members.contains(where: { $0.origin == .encapsulatedLayout }) {
            fix +=
                " (a cell's size comes from its container: the cell's own constraints must fit it, or one of them give way at 999)"
        }
        if members.contains(where: { $0.origin == .stackView }) {
            fix += " (a hidden arranged view's height is 0: its vertical chain must give way at 999)"
        }
        if members.contains(where: { $0.origin == .temporaryLayout }) {
            fix += " (the temporary width is 0 only while UIKit sizes the view: a constraint at 999 lets it pass)"
        }
        lines.append(fix + ".")
        return lines
    }

    static func describe(_ c: LoggedConstraint, _ names: [String: String]) -> String {
        func side(_ a: LoggedAnchor) -> String { "\(names[a.view.key] ?? a.view.key).\(a.loggedAttribute)" }
        let relation = c.relation == .equal ? "==" : c.relation.rawValue
        var text = "\(side(c.first)) \(relation) "
        if let second = c.second {
            if c.multiplier != 1 { text += "\(formatPoints(c.multiplier))*" }
            text += side(second)
            if c.constant != 0 {
                text += c.constant > 0 ? " + \(formatPoints(c.constant))" : " - \(formatPoints(-c.constant))"
            }
        } else {
            text += formatPoints(c.constant)
        }
        return text
    }

    static func sizeOwner(_ c: LoggedConstraint, _ hierarchy: LoggedHierarchy, _ names: [String: String]) -> String? {
        let anchors = [c.first] + (c.second.map { [$0] } ?? [])
        return anchors.filter { BreakOrder.involvesSize($0.attribute) && BreakOrder.isAppView($0.view) }
            .max { hierarchy.depth($0.view.key) < hierarchy.depth($1.view.key) }.map { names[$0.view.key] ?? "" }
    }

    static func originWords(_ origin: ConstraintOrigin) -> String {
        switch origin {
        case .app: return "the app's"
        case .encapsulatedLayout: return "the size its container gives it"
        case .temporaryLayout: return "a temporary width while it is sized"
        case .stackView: return "a stack view's arrangement"
        case .layoutSupport: return "a layout guide of the view controller"
        case .layoutGuide: return "a safe-area or margins guide"
        case .autoresizingMask: return "an autoresizing mask"
        case .contentSize: return "an intrinsic content size"
        case .interfaceBuilderPrototype: return "Interface Builder's fixed frame for a view without constraints"
        case .otherSystem: return "UIKit's own, by its identifier"
        case .privateViews: return "UIKit's own, among its private views"
        }
    }
}
