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

    /// The kinds of mark the layouts' panels draw with these options, from the solved layouts as
    /// the marker reads them (the marks themselves are placed while the panels are painted).
    static func entries(_ layouts: [SolvedLayout], renderer: Renderer) -> [Entry] {
        let layers = renderer.options.layers
        var shown: Set<Entry> = []
        for layout in layouts {
            let canvas = renderer.viewport(layout)
            func isOff(_ frame: Rect) -> Bool {
                frame.maxX < canvas.minX || frame.minX > canvas.maxX || frame.maxY < canvas.minY
                    || frame.minY > canvas.maxY
            }
            if layers.contains(.constraints) || layers.contains(.conflicts) {
                for constraint in layout.constraints where !constraint.isGenerated && !constraint.spec.isAssumption {
                    let role = AnnotationMarker.role(of: constraint)
                    if !layers.contains(.constraints) && role != .conflict { continue }
                    if isOff(constraint.firstRect) && (constraint.secondRect.map(isOff) ?? true) { continue }
                    switch role {
                    case .conflict: shown.insert(.conflict)
                    case .unsatisfied: shown.insert(.unmet)
                    default: shown.insert(constraint.spec.priority < 1000 ? .optional : .required)
                    }
                }
            }
            if layers.contains(.deltas)
                && layout.views.contains(where: { $0.isMisplaced && $0.spec.designFrame != nil })
            {
                shown.insert(.unmet)
            }
            if layers.contains(.ambiguity) && layout.views.contains(where: { !$0.ambiguity.isEmpty }) {
                shown.insert(.unmet)
            }
        }
        if layers.contains(.a11y) { shown.formUnion([.readingOrder, .accessibility]) }
        return Entry.allCases.filter(shown.contains)
    }
}
