import CCairo
import LayoutEngine
import SceneModel

/// What need not be drawn: views and marks whose ink falls entirely outside the clip (off the
/// canvas, scrolled away). Skipping them draws the same pixels, and keeps drawing time with
/// what shows: a fixed canvas of 3,000 views costs what its visible views cost.
enum InkCulling {
    /// How far a view's drawing can reach past its frame: a switch draws its 51-point track
    /// from the frame's left edge whatever the frame's width, a slider's thumb overhangs by its
    /// radius; text, images and the rest are clipped to the frame.
    static let viewOverhang = 64.0

    static func viewInk(_ frame: Rect) -> Rect { frame.inset(by: Insets(all: -viewOverhang)) }

    /// Whether `ink` (user space) certainly misses the current clip; a frame that is not a
    /// number is drawn as before (no comparison with NaN says it misses).
    static func isOutsideClip(_ ink: Rect, _ cr: OpaquePointer) -> Bool {
        isOutside(ink, clipExtents(cr))
    }

    /// The box the current clip stays in (user space), for many questions against one clip.
    static func clipExtents(_ cr: OpaquePointer) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        return (x0, y0, x1, y1)
    }

    /// Whether `ink` certainly misses the clip whose extents are `clip`.
    static func isOutside(_ ink: Rect, _ clip: (x0: Double, y0: Double, x1: Double, y1: Double)) -> Bool {
        ink.maxX <= clip.x0 || ink.minX >= clip.x1 || ink.maxY <= clip.y0 || ink.minY >= clip.y1
    }

    /// The box a mark's paint stays in: its geometry, widened by the line widths, end caps and
    /// dots `AnnotationDisplay` adds (a few points at most).
    static func markInk(_ shape: AnnotationMark.Shape) -> Rect {
        switch shape {
        case .band(let rect): return rect.inset(by: Insets(all: -2))
        // Text may reach a little past its rounded box.
        case .badge(_, let rect), .tag(_, let rect): return rect.inset(by: Insets(all: -8))
        case .outline(let rect, let width): return rect.inset(by: Insets(all: -width - 2))
        case .line(let a, let b, let width): return span(a, b, pad: width + 2)
        case .leader(let a, let b): return span(a, b, pad: 4)
        case .ibeam(let a, let b, _): return span(a, b, pad: 6)
        }
    }

    /// The boxes a mark's paint stays in, added to `boxes`: `markInk`, but an outline's four
    /// edges rather than the whole rectangle it goes round (a view's outline spans the screen).
    static func markPaint(_ shape: AnnotationMark.Shape, into boxes: inout [Rect]) {
        guard case .outline(let rect, let width) = shape else {
            boxes.append(markInk(shape))
            return
        }
        let pad = width + 2
        let outer = rect.inset(by: Insets(all: -pad))
        boxes.append(Rect(x: outer.minX, y: outer.minY, width: outer.width, height: 2 * pad))
        boxes.append(Rect(x: outer.minX, y: rect.maxY - pad, width: outer.width, height: 2 * pad))
        boxes.append(Rect(x: outer.minX, y: outer.minY, width: 2 * pad, height: outer.height))
        boxes.append(Rect(x: rect.maxX - pad, y: outer.minY, width: 2 * pad, height: outer.height))
    }

    private static func span(_ a: Point, _ b: Point, pad: Double) -> Rect {
        Rect(
            x: min(a.x, b.x) - pad, y: min(a.y, b.y) - pad, width: abs(a.x - b.x) + 2 * pad,
            height: abs(a.y - b.y) + 2 * pad)
    }
}
