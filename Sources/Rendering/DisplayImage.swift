import LayoutEngine
import RasterImage
import SceneModel

/// A decoded image drawn into `destination` (scaled to it with Cairo's good filter), shown
/// inside `frame` only, as an image view's content mode places it (`ImagePainterGeometry`).
struct DisplayImage: Equatable, Sendable {
    var pixels: Bitmap
    /// The file had no alpha channel: its pixels are drawn as opaque ones, as the file's.
    var opaque: Bool
    var destination: Rect
    var frame: Rect
}
