import LayoutEngine
import SceneModel

/// A button: its image and its title side by side, the image on the leading side, the two
/// centred together in the content rectangle (the frame less `contentInsets`), as UIButton lays
/// them out and as its intrinsic size counts them (docs/uikit-rules.md, Intrinsic content sizes).
extension ViewPainters {
    static func drawButton(_ d: ViewDrawing, _ list: inout DisplayList) {
        var content = d.frame
        if let insets = d.spec.contentInsets { content = d.frame.inset(by: insets) }
        // The title takes the tint, or white on a colored background.
        let color = d.spec.textColor ?? (d.spec.background != nil && d.spec.background != .clear ? .white : d.tint)
        let title = d.spec.title ?? ""
        guard let image = buttonImageRect(d, in: content) else {
            d.appendText(to: &list, title, in: content, color: color, forceAlignment: .center)
            return
        }
        var drawn = false
        if let path = d.spec.imagePath, let size = d.spec.imageSize {
            drawn = ImagePainter.append(path: path, size: size, in: image, mode: .scaleToFill, to: &list)
        }
        if !drawn { ImageViewPainter.appendPlaceholder(in: image, palette: d.palette, to: &list) }
        // The title fills the rest of the content on the image's trailing side, from the image.
        let titleBox =
            d.rightToLeft
            ? Rect(x: content.minX, y: content.minY, width: max(0, image.minX - content.minX), height: content.height)
            : Rect(x: image.maxX, y: content.minY, width: max(0, content.maxX - image.maxX), height: content.height)
        d.appendText(to: &list, title, in: titleBox, color: color, forceAlignment: d.rightToLeft ? .right : .left)
    }

    /// Where the button's image goes: its size (scaled down to fit the content, keeping its
    /// aspect), beside the title's measured width, the pair centred and kept from overhanging
    /// the content's leading edge; nil without an image.
    static func buttonImageRect(_ d: ViewDrawing, in content: Rect) -> Rect? {
        guard let size = d.spec.imageSize, size.width > 0, size.height > 0 else { return nil }
        let scale = min(1, content.width / size.width, content.height / size.height)
        let width = max(0, size.width * scale), height = max(0, size.height * scale)
        let title = (d.spec.title ?? "").isEmpty ? 0 : d.view.intrinsic.text?.width ?? 0
        let pair = width + title
        let x =
            d.rightToLeft
            ? min(content.maxX, content.midX + pair / 2) - width : max(content.minX, content.midX - pair / 2)
        return Rect(x: x, y: content.midY - height / 2, width: width, height: height)
    }
}
