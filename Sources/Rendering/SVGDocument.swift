import CCairo
import LayoutEngine
import SceneModel
import TextMetrics

/// The sheet as an SVG document rather than Cairo's drawing of it: the same display lists the
/// PNG is drawn from (`ScreenDisplay`, `PanelHeader`, `AnnotationDisplay`, the legend), written
/// as elements a reader can search, select and style. Text is text, in Inter with a fallback
/// stack, at the places and widths Pango measured; each view a group with its id and a title of
/// its name, nested in its superview's; the annotation marks in one translucent group, a group
/// per layer, each mark classed by its meaning; colors CSS custom properties with the dark
/// palette's values for a viewer in dark mode (`SVGColors`); images PNG data URIs. The same
/// scene always gives the same bytes.
struct SVGDocument {
    let renderer: Renderer
    let layouts: [SolvedLayout]
    let title: String

    func bytes() throws(CanvasTooLarge) -> [UInt8] {
        let sheet = renderer.sheetGeometry(layouts, title: title)
        try CanvasLimit.check(width: sheet.width, height: sheet.height, scale: sheet.scale, format: .svg)
        // The marks keep off the screen's text, whose ink is the same in both appearances.
        let marks = layouts.map { renderer.annotated ? renderer.annotations(for: $0, title: title).marks : [] }
        return MeasuringSurface.with(shapes: renderer.textShapes) { painter in
            let chosen = Palette.forTheme(renderer.options.theme)
            var tree = self.tree(palette: chosen, sheet: sheet, marks: marks, painter: painter)
            // The light appearance carries the dark one for a viewer in dark mode; a dark
            // rendering is dark whatever the viewer's mode.
            if !chosen.isDark {
                let dark = self.tree(palette: .dark, sheet: sheet, marks: marks, painter: painter)
                tree = SVGAppearances.merge(light: tree, dark: dark)
            }
            let writer = SVGWriter(painter: painter, darkOnly: chosen.isDark)
            writer.write(tree, depth: 0)
            return Array(document(writer, sheet: sheet).utf8)
        }
    }

    func document(_ writer: SVGWriter, sheet: Renderer.SheetGeometry) -> String {
        let (w, h) = (SVGMarkup.number(sheet.width), SVGMarkup.number(sheet.height))
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
            width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">
            <title>\(SVGMarkup.text(title))</title>
            <style>
            \(writer.styleSheet)</style>

            """
        if !writer.clipDefinitions.isEmpty {
            svg += "<defs>\n" + writer.clipDefinitions.map { " " + $0 + "\n" }.joined() + "</defs>\n"
        }
        return svg + writer.body + "</svg>\n"
    }

    /// The sheet's tree in one palette, as `Renderer.drawSheet` paints it.
    func tree(palette: Palette, sheet: Renderer.SheetGeometry, marks: [[AnnotationMark]], painter: Painter) -> SVGGroup
    {
        var builder = SVGTreeBuilder()
        if renderer.paintsCanvas(panels: layouts.count) {
            var canvas = DisplayList()
            canvas.fill(Rect(x: 0, y: 0, width: sheet.width, height: sheet.height), palette.canvas)
            for item in canvas.items { builder.add(item, classes: ["canvas"]) }
        }
        for (i, layout) in layouts.enumerated() {
            panel(layout, at: sheet.origin(of: i), palette: palette, marks: marks[i], painter: painter, into: &builder)
        }
        if sheet.sweepAxes.height > 0 {
            builder.open(SVGGroup(classes: ["sweep-axes"]))
            builder.add(
                sheet.sweepAxes.list(
                    y: sheet.height - sheet.legend.height - sheet.sweepAxes.height, palette: palette, painter: painter
                ).items)
            builder.close()
        }
        if sheet.legend.height > 0 {
            builder.open(SVGGroup(classes: ["legend"]))
            builder.add(
                sheet.legend.band.list(y: sheet.height - sheet.legend.height, palette: palette, painter: painter).items)
            builder.close()
        }
        return builder.finish()
    }

    /// A panel as `Renderer.drawPanel` paints it: the header, then the screen and its marks
    /// moved to their place.
    func panel(
        _ layout: SolvedLayout, at origin: (x: Double, y: Double), palette: Palette, marks: [AnnotationMark],
        painter: Painter, into builder: inout SVGTreeBuilder
    ) {
        let header = PanelHeader(renderer: renderer, layout: layout, title: title)
        builder.open(SVGGroup(idName: "panel", title: header.configurationText, classes: ["panel"]))
        if renderer.showsHeader {
            builder.open(SVGGroup(classes: ["header"]))
            builder.add(header.list(at: origin, palette: palette).items)
            builder.close()
        }
        let viewport = renderer.viewport(layout)
        builder.open(
            SVGGroup(scope: .translate(dx: origin.x - viewport.minX, dy: origin.y + header.height - viewport.minY)))
        if renderer.options.crop != nil { builder.open(SVGGroup(scope: .clip(.rect(viewport, radius: 0)))) }
        screen(layout, palette: palette, painter: painter, into: &builder)
        if renderer.annotated {
            var outline = DisplayList()
            outline.stroke(layout.rootFrame.inset(by: Insets(all: -0.5)), palette.separator, width: 1)
            for item in outline.items { builder.add(item, classes: ["outline"]) }
            annotations(marks, into: &builder)
        }
        if renderer.options.crop != nil { builder.close() }
        builder.close()
        builder.close()
    }

    /// The screen's display list, each shown view's items in the view's group and the chrome's
    /// in one of its own.
    func screen(_ layout: SolvedLayout, palette: Palette, painter: Painter, into builder: inout SVGTreeBuilder) {
        let display = ScreenDisplay(layout: layout, palette: palette, title: title, textWidth: painter.textWidth)
        let sections = ScreenSections(display)
        let views = Dictionary(layout.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var next = 0
        var section: ScreenSections.Section?
        func isAncestor(_ candidate: ViewID, of view: SolvedLayout.View) -> Bool {
            layout.ancestors(of: view).contains { $0.id == candidate }
        }
        func startSections(at i: Int) {
            while next < sections.sections.count, sections.sections[next].range.lowerBound == i {
                let s = sections.sections[next]
                next += 1
                switch s.owner {
                case .view(let id):
                    guard let view = views[id] else { continue }
                    builder.openView(
                        id, group: SVGGroup(idName: id.rawValue, title: view.spec.name, classes: ["view"]),
                        isAncestor: { isAncestor($0, of: view) })
                case .chrome:
                    builder.closeViews()
                    builder.open(SVGGroup(classes: ["chrome"]))
                }
                if s.range.isEmpty { finish(s) } else { section = s }
            }
        }
        func finish(_ s: ScreenSections.Section) {
            // A view's group stays open for its subviews' groups.
            if s.owner == .chrome { builder.close() }
        }
        for (i, item) in sections.items.enumerated() {
            startSections(at: i)
            if section == nil { builder.closeViews() }
            builder.add(item)
            if let s = section, i + 1 == s.range.upperBound {
                finish(s)
                section = nil
            }
        }
        startSections(at: sections.items.count)
        builder.closeViews()
    }

    /// The marks in one translucent group, as `MarkOverlay` lays them over the screen: a group
    /// per layer, each mark's elements classed by its meaning and naming its constraint.
    func annotations(_ marks: [AnnotationMark], into builder: inout SVGTreeBuilder) {
        guard !marks.isEmpty else { return }
        builder.open(SVGGroup(scope: .opacity(MarkOverlay.opacity), classes: ["annotations"]))
        var layer: String?
        for mark in marks {
            let markLayer = self.layer(of: mark.role)
            if markLayer != layer {
                if layer != nil { builder.close() }
                builder.open(SVGGroup(classes: ["layer", markLayer]))
                layer = markLayer
            }
            let classes = [mark.role.rawValue] + (mark.dashed ? ["dashed"] : []) + (mark.faded ? ["faded"] : [])
            let attributes = mark.constraint.map { [SVGAttribute(name: "data-constraint", value: $0)] } ?? []
            let items = AnnotationDisplay.list([mark]).items
            if items.count == 1 {
                builder.add(items[0], classes: classes, attributes: attributes)
            } else {
                builder.open(SVGGroup(classes: classes, attributes: attributes))
                builder.add(items)
                builder.close()
            }
        }
        if layer != nil { builder.close() }
        builder.close()
    }

    /// The annotation layer (`AnnotationLayer`) a mark of `role` is drawn for.
    func layer(of role: AnnotationMark.Role) -> String {
        let layer: AnnotationLayer
        switch role {
        case .safeArea: layer = .safeArea
        case .margin, .marginEdge: layer = .margins
        case .satisfied, .unsatisfied, .conflict:
            layer = renderer.options.layers.contains(.constraints) ? .constraints : .conflicts
        case .misplaced: layer = .deltas
        case .ambiguous: layer = .ambiguity
        case .guide: layer = .guides
        case .name: layer = .labels
        case .readingOrder, .accessibility: layer = .a11y
        }
        return layer.rawValue
    }
}
