import SceneModel
import SwiftSyntax

/// `UILabel()`, `UIStackView(arrangedSubviews:)`, `UIImageView(image:)`, a custom view class,
/// `UILayoutGuide()`, `NSLayoutConstraint(item:…)`, and value types (insets, sizes, fonts,
/// colors, images, priorities, numbers); and the static methods of UIKit's types.
extension SceneInterpreter {
    func typeInitializer(_ name: String, _ node: FunctionCallExprSyntax) -> SourceValue {
        if name == "NSLayoutConstraint" { return itemConstraint(node) }
        let given = arguments(node)
        switch name {
        case "UIEdgeInsets", "NSDirectionalEdgeInsets":
            return ValueReading.insets(given) ?? .unknown(node.oneLine)
        case "CGSize":
            guard let width = given["width"].flatMap({ Self.numeric($0.value) }),
                let height = given["height"].flatMap({ Self.numeric($0.value) })
            else { return .unknown(node.oneLine) }
            return .size(Size(width: width, height: height))
        case "UIFont":
            return ValueReading.font("init", given) ?? .unknown(node.oneLine)
        case "UIFontMetrics":
            return ValueReading.fontMetrics(given) ?? .unknown(node.oneLine)
        case "UIColor":
            return ValueReading.color(given) ?? .unknown(node.oneLine)
        case "UIImage":
            if case .string(let image) = given["named"]?.value { return .image(.named(image)) }
            if case .string(let image) = given["systemName"]?.value { return .image(.system(image)) }
            return .image(.computed(node.oneLine))
        case "UILayoutPriority", "CGFloat", "Double", "Float", "Int":
            return (given["rawValue"] ?? given.first).flatMap { Self.numeric($0.value) }.map(SourceValue.number)
                ?? .unknown(node.oneLine)
        case "NSLocalizedString", "String":
            return .unknown(node.oneLine)
        default:
            break
        }
        guard let found = ViewClasses.type(ofClass: name, superclasses: declarations.superclasses) else {
            return .unknown(node.oneLine)
        }
        let (viewType, isUIKit) = (found.type, found.isUIKit)
        guard builder.views.count < SwiftSourceLimits.maximumViews else {
            builder.warn(
                "more than \(SwiftSourceLimits.maximumViews) views: the others are not read",
                at: places.location(of: node))
            return .unknown(node.oneLine)
        }
        let view = builder.makeView(className: name, type: viewType, location: places.location(of: node))
        builder.views[view].spec.bar = ViewClasses.bar(ofClass: name, superclasses: declarations.superclasses)
            .map { StandaloneBar($0) }
        if !isUIKit {
            builder.assumptions.append(
                PendingAssumption(
                    view: view, subject: name, axes: [.horizontal, .vertical],
                    reason: "custom class: its content size is its code's; drawn as a \(viewType)"))
        }
        if !isUIKit {
            for case .view(let child) in given.map(\.value) where child != 0 { builder.views[child].givenTo = view }
        }
        if let arranged = given["arrangedSubviews"] {
            for case .view(let child) in arranged.value.elements { builder.arrange(child, in: view) }
        }
        if let image = given["image"] { setImage(view, image.value, at: node) }
        if case .closure(let closure) = given.last?.value {
            _ = runClosure(closure, arguments: [.view(view)])
        }
        return .view(view)
    }

    /// `NSLayoutConstraint.activate([...])`, `.constraints(withVisualFormat:…)`, fonts, colors,
    /// priorities and insets written with their type or as implicit members.
    func staticCall(_ typeName: String?, _ name: String, _ node: FunctionCallExprSyntax) -> SourceValue {
        if name == "constraints", node.arguments.first?.label?.text == "withVisualFormat" {
            return visualFormat(node)
        }
        let given = arguments(node)
        switch name {
        case "activate":
            activate(given.first?.value, at: node, given.first?.expression)
            return .none
        case "deactivate":
            for case .constraint(let index) in given.first?.value.elements ?? [] {
                builder.constraints[index].isActive = false
            }
            return .none
        case "autoSetPriority", "autoCreateAndInstallConstraints", "autoCreateConstraintsWithoutInstalling":
            return pureLayoutBlock(name, given)
        default: break
        }
        if let font = ValueReading.font(name, given) { return font }
        if name == "init" {
            if let typeName { return typeInitializer(typeName, node) }
            if let value = given["rawValue"].flatMap({ Self.numeric($0.value) }) { return .number(value) }
            if given.count == 1, let value = given.first.flatMap({ Self.numeric($0.value) }) { return .number(value) }
            if let insets = ValueReading.insets(given) { return insets }
            if let color = ValueReading.color(given) { return color }
        }
        return .unknown(node.oneLine)
    }

    /// Constraints activated (`activate`, `addConstraint`): they are in the scene.
    func activate(_ value: SourceValue?, at node: some SyntaxProtocol, _ expression: ExprSyntax?) {
        let elements = value?.elements ?? []
        let written = expression?.as(ArrayExprSyntax.self).map { Array($0.elements) }
        for (index, element) in elements.enumerated() {
            switch element {
            case .constraint(let constraint): builder.constraints[constraint].isActive = true
            case .array(let nested):
                for case .constraint(let constraint) in nested { builder.constraints[constraint].isActive = true }
            case .none: continue
            default:
                let source: Syntax =
                    written.flatMap { index < $0.count ? Syntax($0[index].expression) : nil }
                    ?? expression.map { Syntax($0) } ?? Syntax(node)
                builder.warn(
                    "`\(source.oneLine)` is not a constraint this reader understands: not read",
                    at: places.location(of: source))
            }
        }
    }
}
