import Foundation
import LayoutEngine
import SceneModel

/// An image view: its PNG file with the view's content mode, else Interface Builder's placeholder.
enum ImageViewPainter {
    static func draw(_ d: ViewDrawing, _ list: inout DisplayList) {
        let r = d.frame, spec = d.spec, palette = d.palette
        if let path = spec.imagePath, let size = spec.imageSize,
            ImagePainter.append(path: path, size: size, in: r, mode: spec.contentMode, to: &list)
        {
            return
        }
        // A placeholder box with a cross and the image size (and the file's name), the size
        // inside the box: none in a box lower than its line, which it would spill out of.
        appendPlaceholder(in: r, palette: palette, to: &list)
        if let size = spec.imageSize, r.height >= sizeLabelHeight {
            var label = "\(formatPoints(size.width))×\(formatPoints(size.height))"
            if let path = spec.imagePath { label = (path as NSString).lastPathComponent + " " + label }
            list.clip(r)
            list.text(
                label, font: .system(11), color: palette.secondaryText, x: r.x, top: r.midY - sizeLabelHeight / 2,
                width: r.width, alignment: .center)
            list.restore()
        }
    }

    /// The line of the placeholder's 11-point size label.
    static let sizeLabelHeight = 13.0

    /// Interface Builder's box with a cross, where an image that cannot be drawn goes.
    static func appendPlaceholder(in r: Rect, palette: Palette, to list: inout DisplayList) {
        list.fill(r, palette.fill.withAlpha(0.1))
        list.stroke(r, palette.separator, width: 1)
        list.line(r.minX, r.minY, r.maxX, r.maxY, palette.separator)
        list.line(r.maxX, r.minY, r.minX, r.maxY, palette.separator)
    }
}
