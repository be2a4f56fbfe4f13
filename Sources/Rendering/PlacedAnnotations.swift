import CCairo
import LayoutEngine
import SceneModel

/// The annotation layer of one configuration's panel as the renderer places it, without drawing
/// the image: the marks, the ink of the screen's text they keep off, and the canvas they stay on
/// (all in root coordinates), with what maps them to the panel's pixels. The JSON report's
/// `annotations` and the legibility test read it.
public struct PlacedAnnotations: Sendable {
    public var marks: [AnnotationMark]
    public var glyphs: [Rect]
    public var canvas: Rect
    /// Where the root view's origin is in the panel, in points (the margin, or the crop's; the header above it).
    public var origin: Point
    /// Pixels per point of the image.
    public var scale: Double

    /// A box in root coordinates as pixels of the panel, the panel's top-left corner at 0, 0.
    public func pixels(_ r: Rect) -> Rect {
        Rect(x: (r.x + origin.x) * scale, y: (r.y + origin.y) * scale, width: r.width * scale, height: r.height * scale)
    }
}

extension Renderer {
    /// The placed annotations of `layout`'s panel, as `render` draws them (same painter, same
    /// text, same placer) at the image's scale (`options.scale`, else the configuration's).
    public func annotations(for layout: SolvedLayout, title: String) -> PlacedAnnotations {
        let scale = options.scale ?? layout.configuration.scale
        return MeasuringSurface.with(scale: scale, shapes: textShapes) { painter in
            let glyphs = drawScreen(layout, title: title, painter: painter, palette: Palette.forTheme(options.theme))
            let marks = annotated ? marker(layout, glyphs: glyphs, painter: painter).marks() : []
            let header = PanelHeader(renderer: self, layout: layout, title: title).height
            let viewport = viewport(layout)
            return PlacedAnnotations(
                marks: marks, glyphs: glyphs, canvas: viewport, origin: Point(-viewport.minX, header - viewport.minY),
                scale: scale)
        }
    }
}
