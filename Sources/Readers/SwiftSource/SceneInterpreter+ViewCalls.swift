import SceneModel
import SwiftSyntax

/// The methods of a view: the hierarchy (`addSubview`, `insertSubview`, `addArrangedSubview`,
/// `addLayoutGuide`), constraints it installs, content priorities, a stack's custom spacing,
/// a button's title; builder closures (`.then { … }`) run on the view.
extension SceneInterpreter {
    /// UIKit methods that change nothing a layout shows.
    static let ignoredViewMethods: Set<String> = [
        "addTarget", "addGestureRecognizer", "register", "setTitleColor", "setBackgroundImage", "sizeToFit",
        "layoutIfNeeded", "setNeedsLayout", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded",
        "setNeedsDisplay", "addInteraction", "setContentOffset", "reloadData", "becomeFirstResponder",
        "resignFirstResponder", "startAnimating", "stopAnimating", "setValue", "setProgress", "addAction",
        "removeTarget", "setTitleShadowColor", "setPreferredSymbolConfiguration", "setNeedsStatusBarAppearanceUpdate",
        "layoutSubviews", "setAttributedTitle", "addObserver", "removeObserver", "accessibilityElementDidBecomeFocused",
        "setBackgroundColor", "setSelected", "setHighlighted", "setEnabled", "setContentHuggingPriorities",
        "configure", "updateConfiguration", "sendActions", "selectRow", "scrollToItem", "scrollRectToVisible",
        "addChild", "didMove", "willMove", "setImage", "insertSegment", "setOn", "setEditing", "animate",
        "setContentCompressionResistancePriorities", "bringSubview", "layoutMarginsDidChange", "setNeedsFocusUpdate",
    ]

    func viewMethod(_ view: Int, _ name: String, _ node: FunctionCallExprSyntax) -> SourceValue {
        viewMethod(view, name, arguments(node), at: node)
    }

    func viewMethod(_ view: Int, _ name: String, _ given: [CallArgument], at node: some SyntaxProtocol) -> SourceValue {
        var first = given.first?.value
        if let argument = given.first,
            ["addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview"].contains(name)
        {
            first = .array(argument.value.elements.map { placeholder(for: $0, at: argument.expression) })
            if argument.value.viewIndex != nil || argument.value.isUnknown { first = first?.elements.first }
        }
        func views(_ value: SourceValue?) -> [Int] { (value?.elements ?? []).compactMap(\.viewIndex) }
        switch name {
        case "addSubview":
            for child in views(first) { builder.add(child, to: view) }
        case "insertSubview":
            guard let child = first?.viewIndex else { break }
            let siblings = builder.views[view].children.filter { $0 != child }
            if let index = given["at"].flatMap({ Self.numeric($0.value) }) {
                builder.add(child, to: view, at: Int(index))
            } else if let below = given["belowSubview"]?.value.viewIndex, let index = siblings.firstIndex(of: below) {
                builder.add(child, to: view, at: index)
            } else if let above = given["aboveSubview"]?.value.viewIndex, let index = siblings.firstIndex(of: above) {
                builder.add(child, to: view, at: index + 1)
            } else {
                builder.add(child, to: view)
            }
        case "subviews", "sv":
            // Stevia: adds each view (its autoresizing mask off) and returns the receiver.
            for child in steviaBuilderArguments(given).flatMap({ $0.value.elements }).compactMap(\.viewIndex) {
                builder.add(child, to: view)
                builder.views[child].translatesAutoresizingMask = false
            }
            return .view(view)
        case "addArrangedSubview":
            for child in views(first) { arrange(child, in: view, at: node) }
        case "insertArrangedSubview":
            guard let child = first?.viewIndex else { break }
            arrange(child, in: view, at: node, index: given["at"].flatMap { Self.numeric($0.value) }.map { Int($0) })
        case "removeArrangedSubview":
            if let child = first?.viewIndex, var stack = builder.views[view].spec.stack {
                stack.arranged.removeAll { $0 == String(child) }
                builder.views[view].spec.stack = stack
            }
        case "removeFromSuperview":
            builder.remove(view)
        case "addLayoutGuide":
            for guide in views(first) { builder.add(guide, to: view) }
        case "bringSubviewToFront":
            if let child = first?.viewIndex, builder.views[child].parent == view { builder.add(child, to: view) }
        case "sendSubviewToBack":
            if let child = first?.viewIndex, builder.views[child].parent == view { builder.add(child, to: view, at: 0) }
        case "addConstraint", "addConstraints":
            activate(first, at: node, given.first?.expression)
        case "removeConstraint", "removeConstraints":
            for case .constraint(let index) in first?.elements ?? [] { builder.constraints[index].isActive = false }
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            contentPriority(view, name, given, at: node)
        case "setCustomSpacing":
            guard let spacing = first.flatMap(Self.numeric), let after = given["after"]?.value.viewIndex else {
                builder.warn("`\(node.oneLine)` is not understood: not read", at: places.location(of: node))
                break
            }
            builder.views[view].spec.stack?.customSpacing[String(after)] = spacing
        case "setTitle":
            if Self.isNormalState(given["for"]?.value) {
                setText(view, key: "title", value: first ?? .none, expression: given.first?.expression, at: node)
            }
        case "setImage" where builder.views[view].spec.type == .button:
            if Self.isNormalState(given["for"]?.value) { setImage(view, first ?? .none, at: node) }
        default:
            if Self.ignoredViewMethods.contains(name) { break }
            if let value = cartographyCall(name, given, at: node) { return value }
            if let value = tinyConstraintsMethod(view, name, given, at: node) { return value }
            if let value = pureLayoutMethod(view, name, given, at: node) { return value }
            if let value = steviaMethod(view, name, given, at: node) { return value }
            // A helper of the file's `extension UIView`, read on this view.
            if let candidates = declarations.helpers[name] {
                let countedAt = frames[frames.count - 1].countedAt ?? node.positionAfterSkippingLeadingTrivia
                return call(
                    Self.overload(candidates, given), arguments: given.map { ($0.label, $0.value) },
                    selfValue: .view(view), countedAt: countedAt)
            }
            // A builder closure (`.then { $0.text = "…" }`): run on the view, which it returns.
            if case .closure(let closure) = given.last?.value {
                _ = runClosure(closure, arguments: [.view(view)])
                return .view(view)
            }
            if Self.mayBuildLayout(node) || Self.looksLikeLayoutHelper(name) {
                builder.warn(
                    "`\(node.oneLine)` is not understood (a helper not in the files given?): not read",
                    at: places.location(of: node))
            }
            return .unknown(node.oneLine)
        }
        return .none
    }

    /// Names of layout helpers defined elsewhere (`pinEdges`, `fillSuperview`, `anchorToAllSidesOf`).
    static func looksLikeLayoutHelper(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["anchor", "pin", "fill", "edges", "superview", "constrain", "align", "center", "embed", "layout"]
            .contains {
                lowered.contains($0)
            }
    }

    static func isNormalState(_ value: SourceValue?) -> Bool {
        switch value {
        case .member(let state): return state == "normal"
        case .array(let states): return states.isEmpty
        case nil: return true
        default: return false
        }
    }

    func arrange(_ child: Int, in stack: Int, at node: some SyntaxProtocol, index: Int? = nil) {
        if builder.views[stack].spec.stack == nil {
            builder.warn(
                "arranged subviews of a view that is not a UIStackView: added as subviews",
                at: places.location(of: node))
        }
        builder.arrange(child, in: stack, at: index)
    }

    func contentPriority(_ view: Int, _ name: String, _ given: [CallArgument], at node: some SyntaxProtocol) {
        guard let priority = given.first.flatMap({ LayoutPriorities.value($0.value) }),
            case .member(let axis) = given["for"]?.value
        else {
            builder.warn(
                "`\(node.oneLine)`: the priority or axis is not known: not read", at: places.location(of: node))
            return
        }
        let hugging = name == "setContentHuggingPriority"
        let spec = builder.views[view].spec
        let defaults = AxisPriorities(both: hugging ? 250 : spec.kind.compressionResistance)
        var priorities = (hugging ? spec.hugging : spec.compressionResistance) ?? defaults
        if axis == "horizontal" { priorities.horizontal = priority } else { priorities.vertical = priority }
        if hugging {
            builder.views[view].spec.hugging = priorities
        } else {
            builder.views[view].spec.compressionResistance = priorities
        }
    }
}
