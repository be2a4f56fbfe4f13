import SceneModel
import SwiftSyntax

/// Cartography (where the file imports it): `constrain(a, b) { a, b in a.top == b.bottom + 8 }`
/// runs its closure on the views, whose attributes (`top`, `width`, `centerX`, `baseline`…) are
/// anchors related by the attribute-equation reader (`>=`, `<=`, `* m`, `+ c`, `~ priority`);
/// `edges`, `center` and `size` relate several at once (`a.edges == inset(b.edges, 16)`);
/// `align(top: a, b)` and `distribute(by: 8, horizontally: a, b, c)` relate each view to the next.
extension SceneInterpreter {
    static let cartographyAttributes: [String: Attribute] = [
        "top": .top, "bottom": .bottom, "left": .left, "right": .right, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
        "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "topMargin": .topMargin,
        "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "leftMargin": .leftMargin, "rightMargin": .rightMargin,
    ]
    /// Cartography's compound attributes, as the composite anchors they stand for.
    static let cartographyComposites: [String: String] = [
        "edges": "edgeAnchors", "center": "centerAnchors", "size": "sizeAnchors",
    ]

    var readsCartography: Bool { declarations.imports.contains("Cartography") }

    /// Cartography's free functions; nil when the name is not one of them.
    func cartographyCall(_ name: String, _ given: [CallArgument], at node: some SyntaxProtocol) -> SourceValue? {
        guard readsCartography else { return nil }
        let views = given.filter { $0.label != "by" }.flatMap(\.value.elements).compactMap(\.viewIndex)
        func relate(_ attribute: Attribute, _ otherAttribute: Attribute, constant: Double) {
            for (one, next) in zip(views, views.dropFirst()) {
                libraryConstraint(
                    LibraryEnd(item: .view(next), attribute: otherAttribute), .equal,
                    LibraryEnd(item: .view(one), attribute: attribute), constant: constant, at: node)
            }
        }
        switch name {
        case "constrain":
            guard case .closure(let closure) = given.last?.value else { return nil }
            _ = runClosure(closure, arguments: views.map(SourceValue.view))
        case "align":
            guard let label = given.first?.label, let attribute = Self.cartographyAttributes[label] else { return nil }
            relate(attribute, attribute, constant: 0)
        case "distribute":
            let spacing = libraryNumber(given["by"], of: views.first ?? 0)
            if given["horizontally"] != nil {
                relate(.trailing, .leading, constant: spacing)
            } else if given["vertically"] != nil {
                relate(.bottom, .top, constant: spacing)
            } else {
                return nil
            }
        default:
            return nil
        }
        return SourceValue.none
    }

    /// `inset(b.edges, 16)`, `inset(b.edges, 1, 2, 3, 4)` (top, leading, bottom, trailing): the
    /// item and insets, or nil.
    func cartographyInset(_ element: ExprSyntax) -> (LayoutItem, Insets)? {
        guard readsCartography, let call = element.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "inset",
            let edges = call.arguments.first?.expression.as(MemberAccessExprSyntax.self), let base = edges.base,
            let item = Self.layoutItem(evaluate(base))
        else { return nil }
        let numbers = call.arguments.dropFirst().map {
            libraryNumber(
                CallArgument(label: nil, value: evaluate($0.expression), expression: $0.expression), of: item.owner ?? 0
            )
        }
        switch numbers.count {
        case 1: return (item, Insets(all: numbers[0]))
        case 4: return (item, Insets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3]))
        default: return nil
        }
    }
}
