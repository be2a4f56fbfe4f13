import CCairo
import Foundation
import CPangoCairo
import LayoutEngine

/// Draws the screen as the phone would show it: background, views and controls, bars.
struct ScreenPainter {
    let painter: Painter
    let layout: SolvedLayout
    let palette: Palette
    /// The scene's title, shown in a navigation bar.
    var title = ""

    func draw() {
        let screen = layout.rootFrame
        painter.fill(screen, palette.background)
        for view in layout.views where !isHidden(view) { drawView(view) }
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

    func drawView(_ view: SolvedLayout.View) {
        let spec = view.spec
        let r = view.rootFrame
        let cr = painter.cr
        cairo_save(cr)
        // A scroll view shows its content through its frame.
        var ancestor = layout.parent(of: view)
        while let a = ancestor {
            if a.spec.type == .scroll {
                cairo_rectangle(cr, a.rootFrame.x, a.rootFrame.y, a.rootFrame.width, a.rootFrame.height)
                cairo_clip(cr)
            }
            ancestor = layout.parent(of: a)
        }
        if spec.alpha < 1 { cairo_push_group(cr) }
        if let background = spec.background { painter.fill(r, background, radius: spec.cornerRadius) }
        let font = IntrinsicContentCalculator.font(of: spec, category: layout.configuration.sizeCategory)
        let tint = spec.tint ?? .systemBlue
        switch spec.type {
        case .label:
            if let fit = view.textFit { drawLabel(spec.text ?? "", in: r, fit: fit, view: view, font: font) }
        case .button:
            var content = r
            if let insets = spec.contentInsets { content = r.inset(by: insets) }
            let color = spec.textColor ?? (spec.background != nil && spec.background != .clear ? .white : tint)
            drawText(spec.title ?? "", in: content, view: view, font: font, color: color, forceAlignment: PANGO_ALIGN_CENTER)
        case .textField:
            painter.stroke(r.inset(by: Insets(all: 0.25)), palette.separator, width: 0.5, radius: 5)
            let content = r.inset(by: Insets(top: 0, left: 7, bottom: 0, right: 7))
            if let text = spec.text, !text.isEmpty {
                drawText(text, in: content, view: view, font: font, color: spec.textColor ?? palette.text)
            } else if let placeholder = spec.placeholder {
                drawText(placeholder, in: content, view: view, font: font, color: palette.placeholder)
            }
        case .textView:
            drawText(spec.text ?? "", in: r.inset(by: Insets(top: 8, left: 5, bottom: 8, right: 5)), view: view,
                     font: font, color: spec.textColor ?? palette.text, lines: 0)
        case .switch:
            let track = Rect(x: r.x, y: r.midY - 15.5, width: 51, height: 31)
            if spec.isOn {
                painter.fill(track, spec.tint ?? Palette.systemGreen, radius: 15.5)
                painter.circle(track.maxX - 15.5, track.midY, 13.5, .white)
            } else {
                // Off: a light track with the knob at the left, as UISwitch draws it.
                painter.fill(track, palette.fill, radius: 15.5)
                painter.circle(track.minX + 15.5, track.midY, 14, Color(hex: 0xD0D0D0))
                painter.circle(track.minX + 15.5, track.midY, 13.5, .white)
            }
        case .slider:
            // The thumb's centre travels between the track's ends inset by its radius.
            let y = r.midY, thumbX = r.x + 14 + (r.width - 28) * spec.value
            painter.line(r.x + 2, y, thumbX, y, tint, width: 4)
            painter.line(thumbX, y, r.maxX - 2, y, palette.fill, width: 4)
            painter.circle(thumbX, y, 14, Color(hex: 0xD0D0D0))
            painter.circle(thumbX, y, 13.5, .white)
        case .stepper:
            painter.fill(r, palette.fill.withAlpha(0.12), radius: 8)
            painter.line(r.midX, r.y + 8, r.midX, r.maxY - 8, palette.separator)
            painter.line(r.x + r.width / 4 - 6, r.midY, r.x + r.width / 4 + 6, r.midY, palette.text, width: 1.5)
            painter.line(r.x + 3 * r.width / 4 - 6, r.midY, r.x + 3 * r.width / 4 + 6, r.midY, palette.text, width: 1.5)
            painter.line(r.x + 3 * r.width / 4, r.midY - 6, r.x + 3 * r.width / 4, r.midY + 6, palette.text, width: 1.5)
        case .segmentedControl:
            painter.fill(r, palette.fill.withAlpha(0.12), radius: 8)
            let count = max(spec.segments.count, 1)
            let w = r.width / Double(count)
            painter.fill(Rect(x: r.x + 2, y: r.y + 2, width: w - 4, height: r.height - 4), palette.selectedSegment, radius: 7)
            for (i, title) in spec.segments.enumerated() {
                let cell = Rect(x: r.x + Double(i) * w, y: r.y, width: w, height: r.height)
                let textTop = cell.midY - SystemFontMetrics.lineHeight * font.size / 2
                painter.text(title, font: font, color: palette.text, x: cell.x, top: textTop, width: cell.width,
                             alignment: PANGO_ALIGN_CENTER)
            }
        case .progressView:
            painter.fill(Rect(x: r.x, y: r.midY - 2, width: r.width, height: 4), palette.fill, radius: 2)
            painter.fill(Rect(x: r.x, y: r.midY - 2, width: r.width * spec.progress, height: 4), tint, radius: 2)
        case .activityIndicator:
            let radius = min(r.width, r.height) / 2
            for i in 0..<8 {
                let angle = Double(i) * .pi / 4
                let alpha = 0.25 + 0.75 * Double(i) / 8
                painter.line(r.midX + cos(angle) * radius * 0.45, r.midY + sin(angle) * radius * 0.45,
                             r.midX + cos(angle) * radius * 0.95, r.midY + sin(angle) * radius * 0.95,
                             palette.secondaryText.withAlpha(alpha), width: radius * 0.2)
            }
        case .imageView:
            if let path = spec.imagePath, let size = spec.imageSize,
               ImagePainter(painter: painter).draw(path: path, size: size, in: r, mode: spec.contentMode) {
                break
            }
            // A placeholder box with a cross and the image size (and the file's name).
            painter.fill(r, palette.fill.withAlpha(0.1))
            painter.stroke(r, palette.separator, width: 1)
            painter.line(r.minX, r.minY, r.maxX, r.maxY, palette.separator)
            painter.line(r.maxX, r.minY, r.minX, r.maxY, palette.separator)
            if let size = spec.imageSize {
                var label = "\(formatPoints(size.width))×\(formatPoints(size.height))"
                if let path = spec.imagePath { label = (path as NSString).lastPathComponent + " " + label }
                painter.text(label, font: .system(11), color: palette.secondaryText, x: r.x, top: r.midY - 6.5,
                             width: r.width, alignment: PANGO_ALIGN_CENTER)
            }
        case .view, .stack, .scroll, .guide:
            break
        }
        if spec.borderWidth > 0, let color = spec.borderColor {
            painter.stroke(r.inset(by: Insets(all: spec.borderWidth / 2)), color, width: spec.borderWidth, radius: spec.cornerRadius)
        }
        if spec.alpha < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, spec.alpha)
        }
        cairo_restore(cr)
    }

    func alignment(_ spec: ViewSpec) -> PangoAlignment {
        let rtl = layout.configuration.direction == .rtl
        switch spec.alignment {
        case "center": return PANGO_ALIGN_CENTER
        case "right": return PANGO_ALIGN_RIGHT
        case "left": return PANGO_ALIGN_LEFT
        default: return rtl ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        }
    }

    /// A label's text as the layout fitted it in the frame (`TextFit`): wrapped at the frame's
    /// width into the lines it was measured in, cut with "…" only when the layout says so.
    func drawLabel(_ text: String, in rect: Rect, fit: TextFit, view: SolvedLayout.View, font: FontSpec) {
        let lineHeight = SystemFontMetrics.lineHeight * font.size
        let textHeight = fit.wrapWidth == nil ? fit.text.height : Double(fit.visibleLines) * lineHeight
        let top = rect.midY - min(textHeight, rect.height) / 2
        let cr = painter.cr
        cairo_save(cr)
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(cr)
        painter.text(text, font: font, color: view.spec.textColor ?? palette.text, x: rect.x, top: top, width: rect.width,
                     lines: fit.wrapWidth == nil ? 1 : fit.visibleLines, alignment: alignment(view.spec),
                     truncates: fit.isTruncated)
        cairo_restore(cr)
    }

    /// Text centered vertically in `rect`, as UILabel draws it.
    func drawText(_ text: String, in rect: Rect, view: SolvedLayout.View, font: FontSpec, color: Color,
                  lines: Int? = nil, forceAlignment: PangoAlignment? = nil) {
        guard !text.isEmpty else { return }
        let lineCount = lines ?? view.spec.lines
        let measured = view.intrinsic.text
        let lineHeight = SystemFontMetrics.lineHeight * font.size
        var textHeight = measured?.height ?? lineHeight
        if lineCount != 1 {
            // Lines that fit in the view's height (and the label's limit).
            let fitting = max(1, Int((rect.height + 0.01) / lineHeight))
            let shown = min(measured?.lineCount ?? 1, fitting)
            textHeight = Double(shown) * lineHeight
        }
        let top = rect.midY - min(textHeight, rect.height) / 2
        let cr = painter.cr
        cairo_save(cr)
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(cr)
        let maxLines = lineCount == 1 ? 1 : max(1, Int((rect.height + 0.01) / lineHeight))
        painter.text(text, font: font, color: color, x: rect.x, top: top, width: rect.width,
                     lines: lineCount == 1 ? 1 : (lineCount == 0 ? maxLines : min(lineCount, maxLines)),
                     alignment: forceAlignment ?? alignment(view.spec))
        cairo_restore(cr)
    }

    /// The bars the scene asks for, the status bar, the notch or Dynamic Island and the home
    /// indicator, in the order iOS stacks them: bar backgrounds first, so that the status bar's
    /// items and the cutout are drawn over them and stay legible.
    func drawSystemChrome() {
        let geometry = BarGeometry(layout: layout)
        let bars = BarPainter(painter: painter, geometry: geometry, palette: palette, layout: layout, title: title)
        bars.drawBackgrounds()
        StatusBarPainter(painter: painter, geometry: geometry, palette: palette, configuration: layout.configuration).draw()
        bars.drawItems()
        if let indicator = geometry.homeIndicator { painter.fill(indicator, palette.text, radius: 2.5) }
    }
}
