import AccessibilityAudit
import CCairo
import LayoutEngine
import SceneModel
import TextMetrics

/// The contrast audit's backdrop from the rendered screen: where the view's text lays its
/// glyphs (their ink boxes, as drawn), the screen drawn without text up to and including the
/// view, at the device's scale; the colours of the pixels whose centres fall in a glyph box.
/// Only that rectangle is drawn: the items elsewhere are culled.
public struct RenderedTextBackdrop: TextBackdrop {
    let shapes = TextShapes()

    public init() { PinnedFonts.install() }

    public func colors(underTextOf view: SolvedLayout.View, in layout: SolvedLayout, appearance: Appearance)
        -> [Color]
    {
        let palette = Palette.forTheme(appearance == .dark ? .dark : .light)
        let boxes = glyphBoxes(of: view, in: layout, palette: palette)
        guard let first = boxes.first else { return [] }
        let bounds = boxes.dropFirst().reduce(first) { union($0, $1) }
        let scale = layout.configuration.scale
        let (x0, y0) = ((bounds.minX * scale).rounded(.down), (bounds.minY * scale).rounded(.down))
        let width = Int((bounds.maxX * scale).rounded(.up) - x0), height = Int((bounds.maxY * scale).rounded(.up) - y0)
        guard width > 0, height > 0 else { return [] }
        let bitmap = BitmapSurface.draw(width: width, height: height, scale: 1, covered: false) { _, context in
            cairo_translate(context, -x0, -y0)
            cairo_scale(context, scale, scale)
            let painter = Painter(context, shapes: shapes)
            let display = ScreenDisplay(layout: layout, palette: palette, textWidth: painter.textWidth)
            CairoRasterizer(painter: painter).draw(display.backdrop(under: view.id))
        } then: { _ in
            ()
        }.bitmap
        var seen = Set<UInt32>()
        for row in 0..<height {
            let y = (y0 + Double(row) + 0.5) / scale
            for column in 0..<width {
                let x = (x0 + Double(column) + 0.5) / scale
                guard boxes.contains(where: { $0.minX <= x && x < $0.maxX && $0.minY <= y && y < $0.maxY }) else {
                    continue
                }
                let pixel = bitmap.pixels[row * width + column]
                // Off the screen nothing is drawn: no colour there.
                if pixel >> 24 == 0xFF { seen.insert(pixel) }
            }
        }
        // ARGB32, opaque: the screen's background is under everything.
        return seen.sorted().map { pixel in
            Color(
                red: Double((pixel >> 16) & 0xFF) / 255, green: Double((pixel >> 8) & 0xFF) / 255,
                blue: Double(pixel & 0xFF) / 255)
        }
    }

    /// The ink boxes of the view's text as the screen draws it (cut by the clip it is drawn in).
    func glyphBoxes(of view: SolvedLayout.View, in layout: SolvedLayout, palette: Palette) -> [Rect] {
        MeasuringSurface.with(shapes: shapes) { measuring in
            var painter = measuring
            let glyphs = GlyphBoxes()
            painter.glyphs = glyphs
            let display = ScreenDisplay(layout: layout, palette: palette, textWidth: painter.textWidth)
            CairoRasterizer(painter: painter).draw(display.content(display.inAppearance(view)))
            return glyphs.boxes
        }
    }

    func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}
