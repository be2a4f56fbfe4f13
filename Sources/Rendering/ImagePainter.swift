import FileInput
import Foundation
import LayoutEngine
import RasterImage
import SceneModel

/// Where an image goes in its view under UIKit's content modes.
public enum ImagePainterGeometry {
    /// Where an image of `size` goes in `frame` under `mode` (UIView.ContentMode).
    public static func destination(of size: Size, in frame: Rect, mode: ContentMode) -> Rect {
        guard size.width > 0, size.height > 0 else { return frame }
        let sx = frame.width / size.width, sy = frame.height / size.height
        switch mode {
        case .scaleAspectFit, .scaleAspectFill:
            let k = mode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * k, h = size.height * k
            return Rect(x: frame.midX - w / 2, y: frame.midY - h / 2, width: w, height: h)
        case .scaleToFill:
            return frame
        default:
            // Unscaled, placed by the mode's name.
            let mode = mode.rawValue
            let x =
                mode.lowercased().contains("left")
                ? frame.minX
                : mode.lowercased().contains("right") ? frame.maxX - size.width : frame.midX - size.width / 2
            let y =
                mode.hasPrefix("top")
                ? frame.minY
                : mode.hasPrefix("bottom") ? frame.maxY - size.height : frame.midY - size.height / 2
            return Rect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}

/// An image file in an image view's frame with UIKit's content modes. PNG files are decoded
/// (once per content: `DecodedImages`); an SVG file (not rasterized here) is drawn as the
/// placeholder with its file name.
enum ImagePainter {
    /// The largest PNG file read, and the most pixels decoded (the scene reader refuses more;
    /// checked again here on the bytes actually decoded, in case the file changed since).
    static let maximumFileBytes = 64 << 20

    /// Appends the image; returns false when the file cannot be drawn (the caller draws the
    /// placeholder).
    static func append(path: String, size: Size, in frame: Rect, mode: ContentMode, to list: inout DisplayList)
        -> Bool
    {
        guard path.lowercased().hasSuffix(".png") else { return false }
        // Decoded only when some of it shows: an empty frame draws nothing.
        guard frame.width > 0, frame.height > 0 else { return true }
        guard let bytes = try? InputFile.read(path, limit: Self.maximumFileBytes),
            let decoded = DecodedImages.shared.image(decoding: bytes)
        else { return false }
        let image = DisplayImage(
            pixels: decoded.pixels, opaque: decoded.opaque,
            destination: ImagePainterGeometry.destination(of: size, in: frame, mode: mode), frame: frame)
        list.append(.image(image), .clear)
        return true
    }
}
