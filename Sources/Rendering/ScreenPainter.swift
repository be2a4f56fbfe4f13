import LayoutEngine
import SceneModel

/// Draws the screen as the phone would show it: background, views and controls, bars.
struct ScreenPainter {
    let painter: Painter
    let layout: SolvedLayout
    let palette: Palette
    /// The scene's title, shown in a navigation bar.
    var title = ""
    /// A tab bar controller's items (nil: placeholders).
    var tabTitles: [String]? = nil
    /// Whether the navigation bar has a back button (not at the root of a navigation stack).
    var backButton = true

    var display: ScreenDisplay { ScreenDisplay(layout: layout, palette: palette) }
    var rasterizer: CairoRasterizer { CairoRasterizer(painter: painter) }

    func draw() {
        rasterizer.draw(display.background())
        for view in layout.views where !display.isHidden(view) { drawView(view) }
        rasterizer.draw(TableSeparators(layout: layout, color: palette.separator).list())
        // The clock is not the scene's text: badges for the top guide may sit on the status bar.
        painter.glyphs?.isRecording = false
        drawSystemChrome()
        painter.glyphs?.isRecording = true
    }

    /// What every view has (`ScreenDisplay`: clipping by scroll views, alpha, background,
    /// border) around the content its kind's painter draws (`ViewPainters`).
    func drawView(_ view: SolvedLayout.View) {
        let display = display
        rasterizer.draw(display.opening(view))
        // A view with no ink in the clip (off the screen, scrolled away) costs nothing: on a
        // fixed canvas, drawing time stays with the views that show.
        if !InkCulling.isOutsideClip(display.ink(of: view), painter.cr) {
            let font = IntrinsicContentCalculator.font(of: view.spec, category: layout.configuration.sizeCategory)
            ViewPainters.draw(
                ViewDrawing(
                    painter: painter, palette: palette, view: view, font: font,
                    rightToLeft: layout.configuration.direction == .rtl))
        }
        rasterizer.draw(display.closing(view))
    }

    /// The bars the scene asks for, the status bar, the notch or Dynamic Island and the home
    /// indicator, in the order iOS stacks them: bar backgrounds first, so that the status bar's
    /// items and the cutout are drawn over them and stay legible.
    func drawSystemChrome() {
        let geometry = BarGeometry(layout: layout)
        let bars = BarPainter(
            painter: painter, geometry: geometry, palette: palette, layout: layout, title: title, tabTitles: tabTitles,
            backButton: backButton)
        rasterizer.draw(display.barBackgrounds(geometry))
        StatusBarPainter(painter: painter, geometry: geometry, palette: palette, configuration: layout.configuration)
            .draw()
        bars.drawItems()
        rasterizer.draw(display.homeIndicator(geometry))
    }
}
