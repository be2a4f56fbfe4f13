import SceneModel

/// SF Symbols (`catalog="system"` images; docs/interface-builder.md, Assumptions). Their outlines
/// and metrics are Apple's, not on this machine, and the document's `<resources>` give a symbol
/// only its proportions, scaled to 128 points on its longer side, never its size. Interface
/// Builder laid the view out with the real symbol, so where the symbol alone sizes the view (an
/// image view; a button without a title) the size it stored is the symbol's, less the button's
/// content insets. Beside a title, the symbol is assumed as tall as the title's point size, in
/// its proportions. Either way it is an assumption, listed and hatched.
extension SceneMapper {
    /// Whether `image` is an SF Symbol: the document's resources put it in the system catalog.
    func isSymbol(_ image: String) -> Bool {
        document.resources.image(named: image)?.catalog?.value == "system"
    }

    /// Whether the symbol alone sizes `view`: an image view, or a button without a title.
    func symbolAloneSizes(_ view: IBView) -> Bool {
        view.elementName == "imageView" || (view.content.title?.value ?? "").isEmpty
    }

    /// The size `image` is assumed to take in `view` (`spec`, its content mapped).
    func symbolSize(_ image: String, in view: IBView, spec: ViewSpec) -> Size? {
        if symbolAloneSizes(view), let frame = view.frame?.value, frame.width > 0, frame.height > 0 {
            let insets = spec.contentInsets ?? .zero
            return Size(
                width: max(0, frame.width - insets.left - insets.right),
                height: max(0, frame.height - insets.top - insets.bottom))
        }
        guard let resource = document.resources.image(named: image), resource.width.value > 0,
            resource.height.value > 0
        else { return nil }
        let height = spec.font?.size ?? 17
        return Size(width: height * resource.width.value / resource.height.value, height: height)
    }

    /// Where the assumed size of `view`'s symbol comes from, in the words of its assumption.
    func symbolSizeSource(_ view: IBView) -> String {
        symbolAloneSizes(view)
            ? "its size from the frame Interface Builder stored"
            : "as tall as its title's point size, in its proportions"
    }
}
