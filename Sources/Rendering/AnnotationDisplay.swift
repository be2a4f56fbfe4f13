import LayoutEngine
import SceneModel

/// What the annotation marks look like, as display items in Interface Builder's colors: the one
/// place that says it, for every output and rasteriser. Drawn in a translucent layer by the
/// renderer (`MarkOverlay`), so that the screen stays readable under them.
enum AnnotationDisplay {
    static func color(_ role: AnnotationMark.Role) -> Color {
        switch role {
        case .safeArea: return Palette.safeAreaBand
        case .margin: return Palette.marginBand
        case .marginEdge: return Palette.satisfied.withAlpha(0.35)
        case .satisfied: return Palette.satisfied
        case .unsatisfied, .ambiguous: return Palette.unsatisfied
        case .conflict: return Palette.conflict
        case .misplaced: return Palette.misplaced
        case .guide, .name: return Palette.tag
        case .readingOrder: return Palette.readingOrder
        case .accessibility: return Palette.accessibilityFinding
        }
    }

    /// The display list of `marks`, in their order; each item's ink is its mark's (`InkCulling`).
    static func list(_ marks: [AnnotationMark]) -> DisplayList {
        var list = DisplayList()
        append(marks, to: &list)
        return list
    }

    /// Appends the items of `marks`, but those of the marks whose ink misses `clip` (the extents
    /// of the clip they are drawn in, when known: they would be culled).
    static func append(
        _ marks: [AnnotationMark], to list: inout DisplayList,
        culledBy clip: (x0: Double, y0: Double, x1: Double, y1: Double)? = nil
    ) {
        // Most marks are one or two items, an I-beam three.
        list.items.reserveCapacity(list.items.count + marks.count * 2)
        for i in marks.indices {
            if let clip, InkCulling.isOutside(InkCulling.markInk(marks[i].shape), clip) { continue }
            append(marks[i], to: &list)
        }
    }

    static func append(_ mark: AnnotationMark, to list: inout DisplayList) {
        let ink = InkCulling.markInk(mark.shape)
        // A mark `--highlight` does not name: every colour of it (its text's too) faded alike.
        func add(_ paint: DisplayItem.Paint, _ color: Color) {
            list.append(paint, mark.faded ? color.withAlpha(color.alpha * MarkHighlight.fadedOpacity) : color, ink: ink)
        }
        let color = color(mark.role)
        switch mark.shape {
        case .band(let rect):
            add(.fill(.rect(rect, radius: 0)), color)
        case .line(let a, let b, let width):
            let dash = width < 1 ? DisplayItem.Dash(on: 2, off: 2) : DisplayItem.Dash(on: 3, off: 2)
            add(.line(from: a, to: b, width: width, dash: mark.dashed ? dash : nil), color)
        case .leader(let a, let b):
            add(.line(from: a, to: b, width: 0.75, dash: nil), color)
            add(.fill(.circle(center: b, radius: 1.5)), color)
        case .ibeam(let a, let b, let horizontal):
            // A line with end caps across it, like Interface Builder's spacing and size marks.
            let cap = 4.0
            add(.line(from: a, to: b, width: 1, dash: mark.dashed ? DisplayItem.Dash(on: 3, off: 2) : nil), color)
            func capLine(_ end: Point) {
                let (from, to) =
                    horizontal
                    ? (Point(end.x, end.y - cap), Point(end.x, end.y + cap))
                    : (Point(end.x - cap, end.y), Point(end.x + cap, end.y))
                add(.line(from: from, to: to, width: 1, dash: nil), color)
            }
            capLine(a)
            capLine(b)
        case .outline(let rect, let width):
            add(
                .stroke(
                    .rect(rect, radius: 0), width: width, dash: mark.dashed ? DisplayItem.Dash(on: 4, off: 3) : nil),
                color)
        case .badge(let text, let rect):
            add(.fill(.rect(rect, radius: 4)), color)
            let top = rect.y + (rect.height - SystemFontMetrics.lineHeight * 10) / 2
            add(
                .text(
                    DisplayText(
                        string: text, font: AnnotationMarker.badgeFont, x: rect.x, top: top, width: rect.width,
                        alignment: .center)), .white)
        case .tag(let text, let rect):
            add(.fill(.rect(rect, radius: 3)), Color.white.withAlpha(0.85))
            let top = rect.y + (rect.height - SystemFontMetrics.lineHeight * 9) / 2
            add(
                .text(DisplayText(string: text, font: AnnotationMarker.tagFont, x: rect.x + 3, top: top, width: nil)),
                color)
        }
    }
}
