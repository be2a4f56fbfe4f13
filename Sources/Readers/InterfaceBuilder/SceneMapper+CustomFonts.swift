import SceneModel

/// Text in a font alpreview does not carry (`FontFaces`: one the app bundles, Avenir). Interface
/// Builder measured it with the real font, so the frame it stored for a view that text alone
/// sizes (a one-line label, a button with a title and no image) is the text's size in that
/// font: the view takes it as its intrinsic size, an assumption listed and hatched, where the
/// system font would be several points off. A misplaced view's frame is stale and says nothing;
/// a wrapping label's height depends on its width: both are measured in the system font.
extension SceneMapper {
    /// The stored size of `view` when its text, in a font alpreview does not carry, alone sizes it.
    func unavailableFontFrameSize(_ view: IBView) -> (font: String, size: Size)? {
        let content = view.content
        guard view.misplaced?.value != true, let frame = view.frame?.value, frame.width > 0, frame.height > 0,
            let ibFont = content.titleFont, case .unavailable(let name) = FontFaces.face(of: font_(ibFont))
        else { return nil }
        switch view.elementName {
        case "label":
            guard (content.numberOfLines?.value ?? 1) == 1, !(content.text?.value ?? "").isEmpty else { return nil }
        case "button":
            let normal = content.states.first { $0.key.value == "normal" }
            guard !(content.title?.value ?? "").isEmpty, content.image == nil, normal?.image == nil,
                content.configuration?.image == nil
            else { return nil }
        default: return nil
        }
        return (name, Size(width: frame.width, height: frame.height))
    }
}
