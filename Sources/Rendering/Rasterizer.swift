import CCairo
import CPangoCairo
import LayoutEngine
import SceneModel

/// Makes the pixels (or the vector drawing) of a display list on a painter's Cairo context. Two
/// rasterisers, one interface: `CairoRasterizer`, the reference, for every output; and
/// `PixelRasterizer` for an unclipped raster layer, whose pixels must be the reference's to the
/// bit (`DisplayListDifferentialTests` draws random lists both ways).
protocol Rasterizer {
    var painter: Painter { get }
    /// Draws one item that is not culled: a shape, or the start or end of a clip, a
    /// translation or a group (the rasteriser keeps track of which are open).
    func drawVisible(_ item: DisplayItem)
}

extension Rasterizer {
    /// Draws the items in order, but those whose ink misses the clip (`InkCulling`), which
    /// would paint nothing.
    func draw(_ list: DisplayList) {
        // Consecutive items of one mark share their ink box: the clip is asked once for them.
        var lastInk: Rect?, lastOutside = false
        let cr = painter.cr
        // By index: each item is read in place, not copied out.
        for i in list.items.indices {
            if let ink = list.items[i].ink {
                if ink != lastInk { (lastInk, lastOutside) = (ink, InkCulling.isOutsideClip(ink, cr)) }
                if lastOutside { continue }
            }
            // A clip, a translation or a group changes what the next box misses.
            if list.items[i].paint.isScope { lastInk = nil }
            drawVisible(list.items[i])
        }
    }
}

/// Every item through Cairo: the reference pixels, and the only way to SVG and PDF.
struct CairoRasterizer: Rasterizer {
    let painter: Painter

    func drawVisible(_ item: DisplayItem) {
        let color = item.color
        switch item.paint {
        case .fill(.rect(let rect, let radius)):
            painter.fill(rect, color, radius: radius)
        case .fill(.circle(let center, let radius)):
            painter.circle(center.x, center.y, radius, color)
        case .stroke(.rect(let rect, let radius), let width, let dash):
            painter.stroke(rect, color, width: width, radius: radius, dash: dash?.pattern ?? [])
        case .stroke(.circle(let center, let radius), let width, let dash):
            let cr = painter.cr
            painter.circlePath(center.x, center.y, radius)
            painter.set(color)
            cairo_set_line_width(cr, width)
            let pattern = dash?.pattern ?? []
            cairo_set_dash(cr, pattern, Int32(pattern.count), 0)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
        case .fill(.path(let path)):
            self.path(path)
            painter.set(color)
            cairo_fill(painter.cr)
        case .stroke(.path(let path), let width, let dash):
            let cr = painter.cr
            cairo_save(cr)
            self.path(path)
            painter.set(color)
            cairo_set_line_width(cr, width)
            if path.roundEnds {
                cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
                cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            }
            let pattern = dash?.pattern ?? []
            cairo_set_dash(cr, pattern, Int32(pattern.count), 0)
            cairo_stroke(cr)
            cairo_restore(cr)
        case .line(let a, let b, let width, let dash):
            painter.line(a.x, a.y, b.x, b.y, color, width: width, dash: dash?.pattern ?? [])
        case .text(let text):
            let alignment: PangoAlignment
            switch text.alignment {
            case .left: alignment = PANGO_ALIGN_LEFT
            case .center: alignment = PANGO_ALIGN_CENTER
            case .right: alignment = PANGO_ALIGN_RIGHT
            }
            painter.glyphs?.isRecording = text.recordsInk
            painter.text(
                text.string, font: text.font, color: color, x: text.x, top: text.top, width: text.width,
                lines: text.lines, alignment: alignment, truncates: text.truncates)
        case .image(let image):
            self.image(image)
        case .hatch(let frame, let spacing, let width):
            hatch(frame, spacing: spacing, width: width, color)
        case .clip(let shape):
            cairo_save(painter.cr)
            path(shape)
            cairo_clip(painter.cr)
        case .translate(let dx, let dy):
            cairo_save(painter.cr)
            cairo_translate(painter.cr, dx, dy)
        case .restore:
            cairo_restore(painter.cr)
        case .beginGroup:
            cairo_push_group(painter.cr)
        case .endGroup(let alpha):
            cairo_pop_group_to_source(painter.cr)
            cairo_paint_with_alpha(painter.cr, alpha)
        }
    }

    private func path(_ shape: DisplayShape) {
        switch shape {
        case .rect(let rect, let radius): painter.path(rect, radius: radius)
        case .circle(let center, let radius): painter.circlePath(center.x, center.y, radius)
        case .path(let path): self.path(path)
        }
    }

    /// A new path of `path`'s elements, in device space once built (a turned frame is undone).
    private func path(_ path: DisplayPath) {
        let cr = painter.cr
        cairo_new_path(cr)
        if let frame = path.frame {
            cairo_save(cr)
            cairo_translate(cr, frame.origin.x, frame.origin.y)
            cairo_rotate(cr, frame.angle)
        }
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .arc(let center, let radius, let from, let to, false):
                cairo_arc(cr, center.x, center.y, radius, from, to)
            case .arc(let center, let radius, let from, let to, true):
                cairo_arc_negative(cr, center.x, center.y, radius, from, to)
            case .close: cairo_close_path(cr)
            }
        }
        if path.frame != nil { cairo_restore(cr) }
    }

    /// The image's pixels as a Cairo surface of the file's format, scaled into place.
    private func image(_ image: DisplayImage) {
        let cr = painter.cr, (frame, target) = (image.frame, image.destination)
        let (width, height) = (image.pixels.width, image.pixels.height)
        // A scale of zero would leave the context in an error state, drawing nothing after.
        guard width > 0, height > 0, target.width != 0, target.height != 0 else { return }
        image.pixels.pixels.withUnsafeBytes { bytes in
            // Cairo only reads a source surface's memory.
            let data = UnsafeMutablePointer(mutating: bytes.bindMemory(to: UInt8.self).baseAddress)
            let surface = cairo_image_surface_create_for_data(
                data, image.opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                Int32(width * 4))
            defer { cairo_surface_destroy(surface) }
            cairo_save(cr)
            cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
            cairo_clip(cr)
            cairo_translate(cr, target.x, target.y)
            cairo_scale(cr, target.width / Double(width), target.height / Double(height))
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }

    /// All the lines in one stroke, as one path.
    private func hatch(_ frame: Rect, spacing: Double, width: Double, _ color: Color) {
        let cr = painter.cr
        cairo_save(cr)
        cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
        cairo_clip(cr)
        painter.set(color)
        cairo_set_line_width(cr, width)
        var offset = -frame.height
        while offset < frame.width {
            cairo_move_to(cr, frame.x + offset, frame.maxY)
            cairo_line_to(cr, frame.x + offset + frame.height, frame.y)
            offset += spacing
        }
        cairo_stroke(cr)
        cairo_restore(cr)
    }
}
