import LayoutEngine
import SceneModel

/// The band under a picture: the legend, each kind of mark the picture draws beside its meaning
/// (a kind it does not draw is not listed), on as many rows as the width needs, then the caption
/// (`--caption`) in the same style, wrapped to the width.
struct Legend {
    enum Entry: CaseIterable {
        case required, optional, unmet, conflict, readingOrder, accessibility

        var line: (color: Color, dash: DisplayItem.Dash?, label: String) {
            let dashed = DisplayItem.Dash(on: 3, off: 2)
            switch self {
            case .required: return (Palette.satisfied, nil, "required, satisfied")
            case .optional: return (Palette.satisfied, dashed, "optional")
            case .unmet: return (Palette.unsatisfied, nil, "not met / ambiguous / misplaced")
            case .conflict: return (Palette.conflict, nil, "conflict (✕ broken)")
            case .readingOrder: return (Palette.readingOrder, nil, "VoiceOver order")
            case .accessibility: return (Palette.accessibilityFinding, dashed, "accessibility finding")
            }
        }
    }

    static let font = FontSpec.system(10)
    static let rowHeight = 18.0
    /// Room above the first row, and the caption's above and below its lines.
    static let top = 8.0, captionPadding = (top: 4.0, bottom: 8.0)
    static var captionLineHeight: Double { SystemFontMetrics.lineHeight * 10 }

    let entries: [Entry]
    let caption: String?
    let width: Double
    /// The rows the entries take and the lines the caption takes, measured once.
    let rows: Int, captionLines: Int

    init(entries: [Entry], caption: String?, width: Double, painter: Painter) {
        self.entries = entries
        self.caption = caption
        self.width = width
        rows = entries.isEmpty ? 0 : Self.flow(entries, width: width, painter: painter).last!.row + 1
        captionLines = caption.map { painter.lineCount($0, font: Self.font, width: max(width - 24, 1)) } ?? 0
    }

    /// No legend and no caption: nothing to measure.
    init(width: Double) {
        (entries, caption, self.width, rows, captionLines) = ([], nil, width, 0, 0)
    }

    var legendHeight: Double { rows == 0 ? 0 : Self.top + Self.rowHeight * Double(rows) }
    var captionHeight: Double {
        captionLines == 0
            ? 0 : Self.captionPadding.top + Self.captionLineHeight * Double(captionLines) + Self.captionPadding.bottom
    }

    /// Each entry's row and left edge: left to right, a new row when the next does not fit.
    static func flow(_ entries: [Entry], width: Double, painter: Painter) -> [(row: Int, x: Double)] {
        var x = 12.0, row = 0
        return entries.map { entry in
            let itemWidth = 22 + painter.textWidth(entry.line.label, font: font)
            if x + itemWidth > width - 12 && x > 12 { (x, row) = (12, row + 1) }
            defer { x += itemWidth + 16 }
            return (row, x)
        }
    }

    /// The legend's and the caption's items, the band's top at `y`.
    func list(y: Double, palette: Palette, painter: Painter) -> DisplayList {
        var list = DisplayList()
        for (entry, place) in zip(entries, Self.flow(entries, width: width, painter: painter)) {
            let (color, dash, label) = entry.line
            let (x, rowTop) = (place.x, y + Double(place.row) * Self.rowHeight)
            list.append(.line(from: Point(x, rowTop + 13), to: Point(x + 18, rowTop + 13), width: 2, dash: dash), color)
            list.append(
                .text(DisplayText(string: label, font: Self.font, x: x + 22, top: rowTop + 7, width: nil)),
                palette.secondaryText)
        }
        if let caption {
            list.text(
                caption, font: Self.font, color: palette.secondaryText, x: 12,
                top: y + legendHeight + Self.captionPadding.top, width: max(width - 24, 1), lines: 0)
        }
        return list
    }

    /// The kinds of mark the layouts' panels place with these options: the marks the marker
    /// makes for each panel's viewport (after `--crop`, the layers, and what lies off the canvas),
    /// each that reaches into it. A badge or tag is placed on the canvas, the viewport, wherever
    /// it goes, so it always reaches it: the marks are made here without placing them (their
    /// texts are not measured) and without the screen's text to keep off.
    static func entries(_ layouts: [SolvedLayout], renderer: Renderer) -> [Entry] {
        var shown: Set<Entry> = []
        for layout in layouts {
            let viewport = renderer.viewport(layout)
            var marker = AnnotationMarker(
                layout: layout, layers: renderer.options.layers, canvas: viewport,
                highlight: renderer.options.highlight, textWidth: { _, _ in 0 })
            marker.placesLabels = false
            shown.formUnion(kinds(of: marker.marks(), in: viewport))
        }
        return Entry.allCases.filter(shown.contains)
    }

    /// The legend's lines for `marks` drawn in `viewport`: each mark that reaches into it, a badge
    /// or tag always (it is placed on the viewport). A constraint's badge carries its constraint's
    /// style (`AnnotationMarker`), so an optional one's counts as optional.
    static func kinds(of marks: [AnnotationMark], in viewport: Rect) -> Set<Entry> {
        Set(marks.filter { isLabel($0) || reaches($0, into: viewport) }.compactMap(entry(for:)))
    }

    /// Whether the mark is a badge or a tag, which the placer keeps on the canvas.
    static func isLabel(_ mark: AnnotationMark) -> Bool {
        switch mark.shape {
        case .badge, .tag: return true
        default: return false
        }
    }

    /// The legend's line for a mark; none for the bands, guides and name tags, which explain themselves.
    static func entry(for mark: AnnotationMark) -> Entry? {
        switch mark.role {
        case .satisfied: return mark.dashed ? .optional : .required
        case .unsatisfied, .misplaced, .ambiguous: return .unmet
        case .conflict: return .conflict
        case .readingOrder: return .readingOrder
        case .accessibility: return .accessibility
        case .safeArea, .margin, .marginEdge, .guide, .name: return nil
        }
    }

    /// Whether any of the mark lies in `viewport` (its edge included).
    static func reaches(_ mark: AnnotationMark, into viewport: Rect) -> Bool {
        let box: Rect
        switch mark.shape {
        case .band(let r), .outline(let r, _), .badge(_, let r), .tag(_, let r): box = r
        case .line(let a, let b, _), .ibeam(let a, let b, _), .leader(let a, let b):
            box = Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
        }
        return box.maxX >= viewport.minX && box.minX <= viewport.maxX && box.maxY >= viewport.minY
            && box.minY <= viewport.maxY
    }
}
