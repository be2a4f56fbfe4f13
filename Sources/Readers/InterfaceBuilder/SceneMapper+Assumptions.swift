import SceneModel

/// What a storyboard cannot tell without running the app, marked as assumptions
/// (docs/interface-builder.md, Assumptions): a view whose intrinsic size the file gives only as
/// Interface Builder's placeholder (a custom class's `intrinsicContentSize` is its code's), and
/// an image view or a button whose image is in none of the project's asset catalogs (its size is
/// the one the file's `<resources>` saved) or is an SF Symbol (`SceneMapper+Symbols`). Only on the axes the constraints leave to that size. A view whose
/// content only the running app draws (a map, a web page) is listed with no axes, as is one with
/// runtime attributes of its class (an `@IBInspectable` property's effect is the class's code).
extension SceneMapper {
    func markAssumptions(in scene: inout Scene) {
        func visit(_ view: IBView) {
            if let name = names[view.id.value] {
                for candidate in assumptions(view) { scene.assume(candidate, named: name) }
            }
            for child in view.subviews + view.keyedViews + view.cells { visit(child) }
        }
        for child in root.subviews + root.keyedViews + root.cells { visit(child) }
    }

    func assumptions(_ view: IBView) -> [Assumption] {
        let subject = classAndID(view)
        var result: [Assumption] = []
        let placeholder: [Attribute.Axis] =
            (view.placeholderIntrinsicWidth.map { $0.value >= 0 } == true ? [.horizontal] : [])
            + (view.placeholderIntrinsicHeight.map { $0.value >= 0 } == true ? [.vertical] : [])
        if !placeholder.isEmpty {
            let reason =
                view.customClass != nil
                ? "custom class, size not in the document: Interface Builder's placeholder intrinsic size"
                : "intrinsic size set at run time: Interface Builder's placeholder"
            result.append(Assumption(view: ViewID(view.id.value), subject: subject, axes: placeholder, reason: reason))
        }
        if let image = Self.sizingImage(view), isSymbol(image) {
            result.append(
                Assumption(
                    view: ViewID(view.id.value), subject: subject, axes: [.horizontal, .vertical],
                    reason: "SF Symbol '\(image)' not on this machine: \(symbolSizeSource(view))"))
        } else if let image = Self.sizingImage(view), !assets.imageNames.contains(image) {
            let source =
                document.resources.image(named: image) == nil
                ? "no size in the document either" : "its size from the document's resources"
            result.append(
                Assumption(
                    view: ViewID(view.id.value), subject: subject, axes: [.horizontal, .vertical],
                    reason: "image '\(image)' not in the project's asset catalogs: \(source)"))
        }
        if view.placeholderIntrinsicWidth == nil, view.placeholderIntrinsicHeight == nil,
            let stored = unavailableFontFrameSize(view)
        {
            result.append(
                Assumption(
                    view: ViewID(view.id.value), subject: subject, axes: [.horizontal, .vertical],
                    reason: "font '\(stored.font)' not available here: its size from the frame Interface Builder stored"
                ))
        }
        if let runtime = runtimeContentAssumption(view) { result.append(runtime) }
        let keyPaths = Self.classAttributeKeyPaths(view)
        if !keyPaths.isEmpty {
            result.append(
                Assumption(
                    view: ViewID(view.id.value), subject: subject, axes: [],
                    reason: "runtime attributes its class's code applies, not drawn: "
                        + keyPaths.joined(separator: ", ")))
        }
        return result
    }

    /// The image whose size sizes the view: an image view's, or a button's normal state's (a
    /// title beside it is measured, the image's size is still the document's).
    static func sizingImage(_ view: IBView) -> String? {
        switch view.elementName {
        case "imageView": return view.content.image?.value
        case "button":
            return view.content.image?.value
                ?? view.content.states.first { $0.key.value == "normal" }?.image?.value
        default: return nil
        }
    }
}
