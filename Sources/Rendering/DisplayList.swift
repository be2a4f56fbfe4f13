import LayoutEngine
import SceneModel

/// What is drawn, in painting order: shapes filled or stroked in one color, straight lines,
/// hatching and lines of text, each with the box its ink stays in, and the clips and translucent
/// groups they are drawn in. Built once from what is shown (the screen: `ScreenDisplay`; the
/// annotation marks: `AnnotationDisplay`), then handed to a `Rasterizer`, which alone decides
/// how the pixels are made: Cairo for every output (`CairoRasterizer`, the reference), or the
/// layer's own pixels where they are Cairo's to the bit (`PixelRasterizer`). Changing how
/// something looks means changing the items it becomes, never a rasteriser.
struct DisplayList: Equatable, Sendable {
    var items: [DisplayItem] = []

    mutating func append(_ paint: DisplayItem.Paint, _ color: Color, ink: Rect? = nil) {
        items.append(DisplayItem(paint: paint, color: color, ink: ink))
    }

    /// Appends an item that paints nothing itself: a clip, a group, their ends.
    mutating func append(_ scope: DisplayItem.Paint) {
        items.append(DisplayItem(paint: scope, color: .clear, ink: nil))
    }

    static func + (lhs: DisplayList, rhs: DisplayList) -> DisplayList { DisplayList(items: lhs.items + rhs.items) }
}

/// One thing drawn: what (`paint`), in which color, and where its ink stays (nil: anywhere).
struct DisplayItem: Equatable, Sendable {
    enum Paint: Equatable, Sendable {
        /// The shape's inside.
        case fill(DisplayShape)
        /// The shape's outline, `width` wide (centered on it), dashed or solid.
        case stroke(DisplayShape, width: Double, dash: Dash?)
        /// A straight line with butt ends, `width` wide, dashed or solid.
        case line(from: Point, to: Point, width: Double, dash: Dash?)
        case text(DisplayText)
        case image(DisplayImage)
        /// Lines rising at 45° from bottom left to top right, `spacing` apart along the bottom
        /// edge from its left end, `width` wide, clipped to the rectangle.
        case hatch(Rect, spacing: Double, width: Double)
        /// The items up to the matching `restore` are drawn only inside the shape (inside the
        /// clips around it too).
        case clip(DisplayShape)
        /// The items up to the matching `restore` are placed `dx`, `dy` further (a storyboard
        /// scene's screen at its place on the canvas).
        case translate(dx: Double, dy: Double)
        case restore
        /// The items up to the matching `endGroup` are drawn on their own layer, then laid over
        /// what is below at `alpha`.
        case beginGroup
        case endGroup(alpha: Double)

        /// Whether the item opens or closes a clip or a group rather than painting.
        var isScope: Bool {
            switch self {
            case .clip, .translate, .restore, .beginGroup, .endGroup: return true
            default: return false
            }
        }
    }

    /// On for `on` points, off for `off`, from the start of the line.
    struct Dash: Equatable, Sendable {
        var on: Double, off: Double
        var pattern: [Double] { [on, off] }
    }

    var paint: Paint
    var color: Color
    /// A box (user space) that holds every pixel the item paints: a rasteriser may skip an item
    /// whose box misses the clip, and nothing else.
    var ink: Rect?
}

/// The shapes items fill or stroke.
enum DisplayShape: Equatable, Sendable {
    /// A rectangle with corners rounded by `radius` (0: square corners; at most half a side).
    case rect(Rect, radius: Double)
    case circle(center: Point, radius: Double)
    case path(DisplayPath)
}

/// Text: its first baseline at San Francisco's ascender below `top`, aligned in `width` from `x`
/// (nil: left at `x`, never cut). A single line is cut with "…" when it does not fit (or when
/// `truncates` says so, as the layout decided); more lines wrap at `width`, San Francisco's line
/// height apart (`Painter.text`).
struct DisplayText: Equatable, Sendable {
    enum Alignment: Equatable, Sendable { case left, center, right }

    var string: String
    var font: FontSpec
    var x: Double, top: Double
    var width: Double?
    var alignment: Alignment = .left
    /// The most lines shown (0: all of them).
    var lines = 1
    var truncates: Bool?
    /// Whether the text's ink is one the annotation placer keeps tags and badges off (`GlyphBoxes`):
    /// the scene's text, not the system's (the status bar's clock, the bars' titles).
    var recordsInk = true
}
