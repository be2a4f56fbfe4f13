import CCairo
import CPangoCairo
import LayoutEngine
import Parallel
import RasterImage
import SceneModel
import TextMetrics

/// Draws solved layouts into an image: one panel per configuration (a contact sheet when
/// there are several), each with its header, the screen and the annotation layer.
public struct Renderer: Sendable {
    public var options: RenderOptions
    /// The text shaped by earlier renders (a live preview's previous frames), shaped once.
    let textShapes = TextShapes()

    /// Room around each screen so that badges outside it stay readable.
    static let margin = 36.0
    /// The header's line heights and padding: the scene's title, then the configuration and its
    /// problems, each wrapped to the panel's width (two lines, 40 points, when nothing wraps).
    static let titleLineHeight = 16.0, configurationLineHeight = 14.0, headerPadding = (top: 6.0, bottom: 4.0)
    static let gap = 24.0

    public init(options: RenderOptions) {
        self.options = options
        PinnedFonts.install()
        PageReuse.configure()
    }

    var annotated: Bool { !options.layers.subtracting([.header, .legend]).isEmpty }
    var margin: Double { annotated ? Self.margin : 0 }
    var showsHeader: Bool { options.layers.contains(.header) }
    var showsLegend: Bool { options.layers.contains(.legend) && annotated }

    /// Whether the sheet is painted in the canvas color: an annotated panel's margin, a contact
    /// sheet's gaps, a caption's band; a single clean panel is the screen alone.
    func paintsCanvas(panels: Int) -> Bool { annotated || panels > 1 || options.caption != nil }

    /// The part of the root view's coordinates a panel shows under its header: the screen and
    /// the margin around it, or what `--crop` cuts from that.
    func viewport(_ layout: SolvedLayout) -> Rect {
        let panel = layout.rootFrame.inset(by: Insets(all: -margin))
        return options.crop?.rect(in: layout, within: panel) ?? panel
    }

    /// The band under the panels: the legend of the marks they draw, and the caption.
    func legend(_ layouts: [SolvedLayout], width: Double, painter: Painter) -> Legend {
        Legend(
            entries: showsLegend ? Legend.entries(layouts, renderer: self) : [], caption: options.caption,
            width: width, painter: painter)
    }

    func panelSize(_ layout: SolvedLayout, title: String) -> Size { panelSizeAndHeader(layout, title: title).size }

    /// The panel's size and its header's height.
    func panelSizeAndHeader(_ layout: SolvedLayout, title: String) -> (size: Size, header: Double) {
        let viewport = viewport(layout)
        let header = PanelHeader(renderer: self, layout: layout, title: title).height
        return (Size(width: viewport.width, height: viewport.height + header), header)
    }

    /// Renders the layouts (all configurations of one scene) as one file's bytes.
    public func render(_ layouts: [SolvedLayout], title: String) throws(CanvasTooLarge) -> [UInt8] {
        if options.format == .png {
            let drawn = try drawBitmap(layouts, title: title, encoding: true)
            return drawn.png ?? PNGEncoder.encode(drawn.bitmap)
        }
        // SVG is written as a document of its own, not Cairo's drawing (`SVGDocument`).
        if options.format == .svg { return try SVGDocument(renderer: self, layouts: layouts, title: title).bytes() }
        return try draw(layouts, title: title, format: options.format).finish()
    }

    /// Renders the layouts as pixels, unencoded (golden comparisons happen in memory), drawn
    /// straight into the bitmap's memory (`BitmapSurface`).
    public func renderBitmap(_ layouts: [SolvedLayout], title: String) throws(CanvasTooLarge) -> Bitmap {
        try drawBitmap(layouts, title: title, encoding: false).bitmap
    }

    /// The pixels of the layouts; with `encoding`, also their PNG when it could be made while
    /// they were drawn: one opaque panel's rows above the legend are final once the annotation
    /// stripe over them is laid down, and their bands are compressed by the threads that have
    /// no stripe left to paint, while the others paint theirs (`IncrementalPNGEncoder`).
    func drawBitmap(_ layouts: [SolvedLayout], title: String, encoding: Bool) throws(CanvasTooLarge) -> (
        bitmap: Bitmap, png: [UInt8]?
    ) {
        let sheet = sheetGeometry(layouts, title: title)
        try CanvasLimit.check(width: sheet.width, height: sheet.height, scale: sheet.scale, format: .png)
        let (width, height) = (
            Int((sheet.width * sheet.scale).rounded(.up)), Int((sheet.height * sheet.scale).rounded(.up))
        )
        guard width > 0, height > 0 else { return (try draw(layouts, title: title, format: .png).finishBitmap(), nil) }
        // An opaque canvas color filling whole pixels covers every one of them (`drawSheet`): its
        // memory need not be cleared first, which cost as much as the fill. Nor where the
        // screen's opaque background sets the pixels (`ScreenCover`).
        let wholePixels = Double(width) == sheet.width * sheet.scale && Double(height) == sheet.height * sheet.scale
        let canvasCovers =
            paintsCanvas(panels: layouts.count) && Palette.forTheme(options.theme).canvas.alpha == 1 && wholePixels
        let screen = ScreenCover(renderer: self, layouts: layouts, sheet: sheet)
        let covered =
            canvasCovers || (wholePixels && screen?.covers(width: sheet.width, height: sheet.height) == true)
        let drawn = BitmapSurface.draw(width: width, height: height, scale: sheet.scale, covered: covered) {
            pixels, context -> IncrementalPNGEncoder? in
            // Only an opaque canvas is worth it: an image with clear pixels is RGBA, and its
            // bands are not those of the opaque image.
            let encoder =
                encoding && canvasCovers && layouts.count == 1
                ? IncrementalPNGEncoder(pixels: pixels, width: width, height: height) : nil
            drawSheet(
                layouts, title: title, sheet: sheet, format: .png, on: context, screen: screen,
                followUp: encoder.map { encodingFollowUp($0, sheet: sheet) })
            return encoder
        } then: { encoder in
            encoder?.finish()
        }
        return (drawn.bitmap, drawn.result)
    }

    /// What the stripes of a single panel's marks tell `encoder`: the rows they lay down are
    /// final, but for the legend's, drawn last under the panel (final at the end only); and
    /// the threads with no stripe left compress the bands that are ready.
    func encodingFollowUp(_ encoder: IncrementalPNGEncoder, sheet: SheetGeometry) -> StripeFollowUp {
        let legendTop = Int(
            ((sheet.height - sheet.legend.height - sheet.sweepAxes.height) * sheet.scale).rounded(.down))
        return StripeFollowUp(
            composited: { encoder.rowsFinished($0.clamped(to: 0..<legendTop)) },
            work: { encoder.compressReadyBand() })
    }

    /// Throws when the layouts' drawing would be too large to make (checked before drawing,
    /// and by callers that must know before they write anything).
    /// Returns the pixels the drawing costs (0 for the vector formats), which a run adds up
    /// against `CanvasLimit.maximumPixelsPerRun`.
    @discardableResult
    public func checkSize(of layouts: [SolvedLayout], title: String) throws(CanvasTooLarge) -> Double {
        let sheet = sheetGeometry(layouts, title: title)
        try CanvasLimit.check(width: sheet.width, height: sheet.height, scale: sheet.scale, format: options.format)
        guard options.format == .png else { return 0 }
        return (sheet.width * sheet.scale).rounded(.up) * (sheet.height * sheet.scale).rounded(.up)
    }

    func draw(_ layouts: [SolvedLayout], title: String, format: OutputFormat) throws(CanvasTooLarge) -> CairoCanvas {
        let sheet = sheetGeometry(layouts, title: title)
        try CanvasLimit.check(width: sheet.width, height: sheet.height, scale: sheet.scale, format: format)
        let canvas = CairoCanvas(format: format, width: sheet.width, height: sheet.height, scale: sheet.scale)
        drawSheet(layouts, title: title, sheet: sheet, format: format, on: canvas.context)
        return canvas
    }

    /// Draws the sheet's panels and legend on a context scaled to the output's units.
    /// `followUp` hears of the annotation stripes of a single panel drawn on `context`'s canvas;
    /// the canvas is not painted under `screen`, whose pixels the screen's background sets.
    func drawSheet(
        _ layouts: [SolvedLayout], title: String, sheet: SheetGeometry, format: OutputFormat, on context: OpaquePointer,
        screen: ScreenCover? = nil, followUp: StripeFollowUp? = nil
    ) {
        let (width, height, scale, legend) = (sheet.width, sheet.height, sheet.scale, sheet.legend)
        let painter = Painter(context, shapes: textShapes)
        let palette = Palette.forTheme(options.theme)
        var canvas = DisplayList()
        if paintsCanvas(panels: layouts.count) {
            let whole = Rect(x: 0, y: 0, width: width, height: height)
            for box in screen?.around(whole) ?? [whole] { canvas.fill(box, palette.canvas) }
        }
        // The canvas around a covered screen is painted on the other core while the screen is
        // drawn (`DrawingAside`): the margin keeps the header off the screen's pixels.
        let canvasAside = screen != nil && format == .png && layouts.count == 1 && annotated
        if !canvasAside && !canvas.items.isEmpty { CairoRasterizer(painter: painter).draw(canvas) }

        let origins = layouts.indices.map(sheet.origin)
        if format == .png && layouts.count > 1 {
            // Raster sheets: each panel drawn on its own surface on all cores, then composited
            // in order and freed, a few panels at a time (all of a 20-device sheet's at once
            // would weigh more than the sheet).
            ParallelStream.forEach(Array(layouts.indices)) { i in
                PanelImage(renderer: self, layout: layouts[i], title: title, scale: scale, palette: palette)
            } consume: { i, panel in
                panel.composite(onto: context, at: origins[i], scale: scale)
            }
        } else {
            for (layout, origin) in zip(layouts, origins) {
                drawPanel(
                    layout, title: title, at: origin, painter: painter, palette: palette, followUp: followUp,
                    canvasAside: canvasAside ? canvas : nil)
            }
        }
        if sheet.sweepAxes.height > 0 {
            CairoRasterizer(painter: painter).draw(
                sheet.sweepAxes.list(
                    y: height - legend.height - sheet.sweepAxes.height, palette: palette, painter: painter))
        }
        if legend.height > 0 {
            CairoRasterizer(painter: painter).draw(
                legend.band.list(y: height - legend.height, palette: palette, painter: painter))
        }
    }

    /// Draws a panel; with `canvasAside`, the canvas under the panel (painted around the screen
    /// only) and the header are drawn on another core while the screen is (`DrawingAside`).
    func drawPanel(
        _ layout: SolvedLayout, title: String, at origin: (x: Double, y: Double), painter: Painter, palette: Palette,
        followUp: StripeFollowUp? = nil, canvasAside: DisplayList? = nil
    ) {
        let cr = painter.cr
        let header = PanelHeader(renderer: self, layout: layout, title: title)
        let headerList = header.list(at: origin, palette: palette)
        var aside: (@Sendable (Painter) -> Void)? = nil
        if let canvasAside {
            aside = { painter in
                CairoRasterizer(painter: painter).draw(canvasAside)
                CairoRasterizer(painter: painter).draw(headerList)
            }
        } else {
            CairoRasterizer(painter: painter).draw(headerList)
        }
        // The transform the canvas and the header are drawn in, before the screen's.
        var panelTransform = cairo_matrix_t()
        cairo_get_matrix(cr, &panelTransform)
        cairo_save(cr)
        let viewport = viewport(layout)
        cairo_translate(cr, origin.x - viewport.minX, origin.y + header.height - viewport.minY)
        if options.crop != nil {
            // The screen and its marks end where the crop does (the header is above it).
            cairo_rectangle(cr, viewport.x, viewport.y, viewport.width, viewport.height)
            cairo_clip(cr)
        }
        var glyphs: [Rect] = []
        if let aside {
            DrawingAside.run(besides: painter, transform: panelTransform, aside: aside) {
                glyphs = drawScreen(layout, title: title, painter: painter, palette: palette)
            }
        } else {
            glyphs = drawScreen(layout, title: title, painter: painter, palette: palette)
        }
        if annotated {
            var outline = DisplayList()
            outline.stroke(layout.rootFrame.inset(by: Insets(all: -0.5)), palette.separator, width: 1)
            CairoRasterizer(painter: painter).draw(outline)
            // The marks are painted while they are placed (`MarkStream`).
            let marker = marker(layout, glyphs: glyphs, painter: painter)
            MarkOverlay.paint(painter: painter, followUp: followUp) { stream in
                _ = marker.marks(publishing: stream.publish)
            }
        }
        cairo_restore(cr)
    }

    /// The screen, clipped to its bounds, in root coordinates; returns the ink of its text.
    func drawScreen(
        _ layout: SolvedLayout, title: String, tabTitles: [String]? = nil, backButton: Bool = true, painter: Painter,
        palette: Palette
    ) -> [Rect] {
        var recording = painter
        // The text's ink is what the annotation placer avoids: recorded only when there are marks.
        recording.glyphs = annotated ? GlyphBoxes() : nil
        let display = ScreenDisplay(
            layout: layout, palette: palette, title: title, tabTitles: tabTitles, backButton: backButton,
            showsStatusBar: options.statusBar, textWidth: painter.textWidth)
        // On an unclipped bitmap, the controls' small shapes are blended from kept coverage
        // (`PixelRasterizer`): a slider's steps draw the same switch, thumb and buttons again.
        if let pixels = LayerPixels(surface: cairo_get_target(painter.cr), context: painter.cr),
            !MarkOverlay.isClipped(painter.cr)
        {
            PixelRasterizer(pixels: pixels, painter: recording).draw(display.list())
        } else {
            CairoRasterizer(painter: recording).draw(display.list())
        }
        return recording.glyphs?.boxes ?? []
    }

    func marker(_ layout: SolvedLayout, glyphs: [Rect], painter: Painter) -> AnnotationMarker {
        AnnotationMarker(
            layout: layout, layers: options.layers, glyphs: glyphs, canvas: viewport(layout),
            highlight: options.highlight, textWidth: { painter.textWidth($0, font: $1) })
    }
}
