import SceneModel
import SwiftSyntax

/// What a view's members are: its anchors and guides, its superview and subviews, and the
/// root's `view` (a controller's) or `contentView` (a cell's).
extension SceneInterpreter {
    static let anchorAttributes: [String: Attribute] = [
        "leadingAnchor": .leading, "trailingAnchor": .trailing, "leftAnchor": .left, "rightAnchor": .right,
        "topAnchor": .top, "bottomAnchor": .bottom, "widthAnchor": .width, "heightAnchor": .height,
        "centerXAnchor": .centerX, "centerYAnchor": .centerY, "firstBaselineAnchor": .firstBaseline,
        "lastBaselineAnchor": .lastBaseline,
    ]

    func viewMember(_ view: Int, _ name: String) -> SourceValue? {
        if let attribute = Self.anchorAttributes[name] { return .anchor(.view(view), attribute) }
        if readsStevia, let attribute = Self.steviaAttributes[name] { return .anchor(.view(view), attribute) }
        if readsCartography, let attribute = Self.cartographyAttributes[name] { return .anchor(.view(view), attribute) }
        switch name {
        case "safeAreaLayoutGuide": return .guide(.safeArea(view))
        case "layoutMarginsGuide": return .guide(.margins(view))
        case "readableContentGuide": return .guide(.readableContent(view))
        case "contentLayoutGuide": return .guide(.contentLayoutGuide(view))
        case "frameLayoutGuide": return .guide(.frameLayoutGuide(view))
        case "view" where view == 0 && type.kind == .controller: return .view(0)
        case "contentView" where view == 0 && type.kind != .controller: return .view(0)
        case "topLayoutGuide" where view == 0 && type.kind == .controller: return .guide(.topLayoutGuide)
        case "bottomLayoutGuide" where view == 0 && type.kind == .controller: return .guide(.bottomLayoutGuide)
        // A button's label and a view's layer are set up through the view.
        case "layer", "titleLabel": return .view(view)
        case "superview": return builder.views[view].parent.map(SourceValue.view) ?? SourceValue.none
        case "subviews": return .array(builder.views[view].children.map(SourceValue.view))
        case "arrangedSubviews":
            return .array((builder.views[view].spec.stack?.arranged ?? []).compactMap { Int($0).map(SourceValue.view) })
        case "snp": return .snapKit(.item(.view(view)))
        case "text": return builder.views[view].spec.text.map(SourceValue.string)
        case "font": return builder.views[view].spec.font.map(SourceValue.font)
        default: return nil
        }
    }
}
