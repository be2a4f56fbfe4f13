import LayoutEngine
import SceneModel

/// A panel's header: the scene's title, then the configuration (device, orientation, size
/// class, size category, direction) and its problems, each wrapped to the panel's width rather
/// than cut: a cut line hid the problems, the part that matters.
struct PanelHeader {
    let renderer: Renderer
    let layout: SolvedLayout
    let title: String
    /// The lines the title and the configuration take, measured once (drawing and sizing the
    /// sheet both need them).
    private(set) var lines = (title: 1, configuration: 1)

    init(renderer: Renderer, layout: SolvedLayout, title: String) {
        self.renderer = renderer
        self.layout = layout
        self.title = title
        if renderer.showsHeader {
            // Measured on a bitmap's context: the configuration line names the width, so a
            // slider's every step is a new text, and a 1x bitmap draws it from the layout
            // measured here instead of shaping it again.
            lines = MeasuringSurface.with(kind: .image, shapes: renderer.textShapes) { painter in
                (
                    painter.lineCount(title, font: Self.titleFont, width: width),
                    painter.lineCount(configurationText, font: Self.configurationFont, width: width)
                )
            }
        }
    }

    static let titleFont = FontSpec.system(12, .semibold)
    static let configurationFont = FontSpec.system(11)

    var configurationText: String {
        let c = layout.configuration
        var text =
            "\(c.device.name) · \(c.orientation.rawValue) · \(c.sizeClass) · \(c.sizeCategory.rawValue) · \(c.direction.rawValue)"
        if !problems.isEmpty { text += " · " + problems.joined(separator: ", ") }
        return text
    }

    var problems: [String] {
        [
            layout.conflicts.isEmpty
                ? nil : "\(layout.conflicts.count) conflict\(layout.conflicts.count == 1 ? "" : "s")",
            layout.ambiguities.isEmpty ? nil : "ambiguous",
            layout.misplacedViews.isEmpty ? nil : "\(layout.misplacedViews.count) misplaced",
        ].compactMap { $0 }
    }

    /// Where the text starts in the panel: above the screen's left edge; in a crop, above its
    /// left edge or 8 points in from the picture's.
    var indent: Double {
        max(renderer.options.crop == nil ? 0 : Self.cropIndent, -renderer.viewport(layout).minX)
    }
    static let cropIndent = 8.0
    /// The text's width: from where it starts to the panel's right edge.
    var width: Double { renderer.viewport(layout).width - indent }

    var height: Double {
        guard renderer.showsHeader else { return 0 }
        return Renderer.headerPadding.top + Double(lines.title) * Renderer.titleLineHeight
            + Double(lines.configuration) * Renderer.configurationLineHeight + Renderer.headerPadding.bottom
    }

    /// The title and the configuration line with its problems, as display items.
    func list(at origin: (x: Double, y: Double), palette: Palette) -> DisplayList {
        var list = DisplayList()
        guard renderer.showsHeader else { return list }
        let (t, c) = lines
        let x = origin.x + indent, top = origin.y + Renderer.headerPadding.top
        list.text(title, font: Self.titleFont, color: palette.text, x: x, top: top, width: width, lines: t)
        let color =
            problems.isEmpty ? palette.secondaryText : layout.conflicts.isEmpty ? Palette.unsatisfied : Palette.conflict
        list.text(
            configurationText, font: Self.configurationFont, color: color, x: x,
            top: top + Double(t) * Renderer.titleLineHeight, width: width, lines: c)
        return list
    }
}
