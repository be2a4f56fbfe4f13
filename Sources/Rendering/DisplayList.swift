import LayoutEngine
import SceneModel

/// What is drawn, in painting order: shapes filled or stroked in one color, straight lines and
/// lines of text, each with the box its ink stays in. Built once from what is shown (the
/// annotation marks: `AnnotationDisplay`), then handed to a `Rasterizer`, which alone decides
/// how the pixels are made: Cairo for every output (`CairoRasterizer`, the reference), or the
/// layer's own pixels where they are Cairo's to the bit (`PixelRasterizer`). Changing how
/// something looks means changing the items it becomes, never a rasteriser.
struct DisplayList: Equatable, Sendable {
    var items: [DisplayItem] = []

    mutating func append(_ paint: DisplayItem.Paint, _ color: Color, ink: Rect? = nil) {
        items.append(DisplayItem(paint: paint, color: color, ink: ink))
    }
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
}

/// A single line of text: its first baseline at San Francisco's ascender below `top`, aligned
/// in `width` from `x` (nil: left at `x`, never cut), cut with "…" when it does not fit.
struct DisplayText: Equatable, Sendable {
    enum Alignment: Equatable, Sendable { case left, center }

    var string: String
    var font: FontSpec
    var x: Double, top: Double
    var width: Double?
    var alignment: Alignment = .left
}
