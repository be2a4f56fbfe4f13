import SceneModel

/// A button's background image. UIButton's intrinsic size is the larger, on each axis, of its
/// content (title, image, content insets) and its background image; a button with neither title
/// nor image has no content, so it is its background image's size, without the 30-point minimum
/// width and the padding an empty title gets (docs/uikit-rules.md, Intrinsic content sizes).
extension SceneMapper {
    func applyBackgroundImage(_ view: IBView, to spec: inout ViewSpec) {
        guard view.elementName == "button", spec.intrinsicSize == nil, view.content.configuration == nil,
            let normal = view.content.states.first(where: { $0.key.value == "normal" }),
            let name = normal.backgroundImage?.value, let resource = document.resources.image(named: name),
            (normal.title?.value ?? "").isEmpty, normal.image == nil, spec.imageSize == nil
        else { return }
        // With a title or an image the content decides as long as it is the larger (the corpus's
        // titled buttons have smaller backgrounds); only a background-only button is sized here.
        let insets = spec.contentInsets ?? .zero
        spec.intrinsicSize = Size(
            width: max(resource.width.value, insets.left + insets.right),
            height: max(resource.height.value, insets.top + insets.bottom))
    }
}
