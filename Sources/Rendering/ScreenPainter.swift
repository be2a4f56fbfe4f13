import CCairo
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

    func draw() {
        let screen = layout.rootFrame
        painter.fill(screen, palette.background)
        for view in layout.views where !isHidden(view) { drawView(view) }
        TableSeparators(painter: painter, layout: layout, color: palette.separator).draw()
        // The clock is not the scene's text: badges for the top guide may sit on the status bar.
        painter.glyphs?.isRecording = false
        drawSystemChrome()
        painter.glyphs?.isRecording = true
    }

    /// A view is hidden when it or an ancestor is.
    func isHidden(_ view: SolvedLayout.View) -> Bool {
        var current: SolvedLayout.View? = view
        while let v = current {
            if v.spec.hidden || v.spec.alpha <= 0 { return true }
            current = layout.parent(of: v)
        }
        return false
    }

    /// What every view has (clipping by scroll views, alpha, background, border) around the
    /// content its kind's painter draws (`ViewPainters`).
    func drawView(_ view: SolvedLayout.View) {
        let spec = view.spec
        let cr = painter.cr
        cairo_save(cr)
        clipToScrollAncestors(of: view)
        // A view with no ink in the clip (off the screen, scrolled away) costs nothing: on a
        // fixed canvas, drawing time stays with the views that show.
        if InkCulling.isOutsideClip(InkCulling.viewInk(view.rootFrame), painter.cr) {
            cairo_restore(cr)
            return
        }
        if spec.alpha < 1 { cairo_push_group(cr) }
        if let background = spec.background { painter.fill(view.rootFrame, background, radius: spec.cornerRadius) }
        let font = IntrinsicContentCalculator.font(of: spec, category: layout.configuration.sizeCategory)
        ViewPainters.draw(
            ViewDrawing(
                painter: painter, palette: palette, view: view, font: font,
                rightToLeft: layout.configuration.direction == .rtl))
        drawBorder(of: spec, in: view.rootFrame)
        if !spec.assumedAxes.isEmpty { drawHatching(view.rootFrame) }
        if spec.alpha < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, spec.alpha)
        }
        cairo_restore(cr)
    }

    /// A scroll view shows its content through its frame.
    private func clipToScrollAncestors(of view: SolvedLayout.View) {
        var ancestor = layout.parent(of: view)
        while let a = ancestor {
            if a.spec.type == .scroll {
                cairo_rectangle(painter.cr, a.rootFrame.x, a.rootFrame.y, a.rootFrame.width, a.rootFrame.height)
                cairo_clip(painter.cr)
            }
            ancestor = layout.parent(of: a)
        }
    }

    /// A size the source does not give (assumed) is hatched: thin diagonal lines over the view.
    private func drawHatching(_ frame: Rect) {
        let cr = painter.cr
        cairo_save(cr)
        cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
        cairo_clip(cr)
        painter.set(Color(red: 0.45, green: 0.45, blue: 0.5, alpha: 0.35))
        cairo_set_line_width(cr, 0.75)
        var offset = -frame.height
        while offset < frame.width {
            cairo_move_to(cr, frame.x + offset, frame.maxY)
            cairo_line_to(cr, frame.x + offset + frame.height, frame.y)
            offset += 8
        }
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    /// The border is drawn inside the frame, over the content, as CALayer draws it.
    private func drawBorder(of spec: ViewSpec, in frame: Rect) {
        guard spec.borderWidth > 0, let color = spec.borderColor else { return }
        painter.stroke(
            frame.inset(by: Insets(all: spec.borderWidth / 2)), color, width: spec.borderWidth,
            radius: spec.cornerRadius)
    }

    /// The bars the scene asks for, the status bar, the notch or Dynamic Island and the home
    /// indicator, in the order iOS stacks them: bar backgrounds first, so that the status bar's
    /// items and the cutout are drawn over them and stay legible.
    func drawSystemChrome() {
        let geometry = BarGeometry(layout: layout)
        let bars = BarPainter(
            painter: painter, geometry: geometry, palette: palette, layout: layout, title: title, tabTitles: tabTitles,
            backButton: backButton)
        bars.drawBackgrounds()
        StatusBarPainter(painter: painter, geometry: geometry, palette: palette, configuration: layout.configuration)
            .draw()
        bars.drawItems()
        if let indicator = geometry.homeIndicator { painter.fill(indicator, palette.text, radius: 2.5) }
    }
}
