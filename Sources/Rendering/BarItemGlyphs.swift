import Foundation
import SceneModel

/// The glyphs of UIKit's system bar button items (`UIBarButtonItem.SystemItem`), drawn with
/// strokes and fills in a `size`-point square around a centre, in the spirit of SF Symbols.
extension DisplayList {
    /// The system items shown as glyphs; the others are words (`BarItemDisplay.systemTitles`).
    static let barGlyphNames: Set<String> = [
        "add", "action", "compose", "refresh", "search", "trash", "bookmarks", "camera", "reply", "organize",
        "play", "pause", "stop", "rewind", "fastForward", "close",
    ]

    /// Draws the glyph of system item `name`; false when it has none.
    @discardableResult
    mutating func barItemGlyph(_ name: String, cx: Double, cy: Double, size: Double, _ color: Color) -> Bool {
        let s = size / 2, w = 1.8
        func p(_ x: Double, _ y: Double) -> Point { Point(cx + x * s, cy + y * s) }
        func filled(_ points: [Point]) {
            var path = DisplayPath.polyline(points)
            path.elements.append(.close)
            append(.fill(.path(path)), color)
        }
        switch name {
        case "add":
            plusGlyph(cx: cx, cy: cy, size: size * 0.8, color)
        case "action":
            shareGlyph(cx: cx, cy: cy, size: size, color)
        case "compose":
            // A square open at the top right, a pencil leaving it.
            polyline([p(0.1, -0.8), p(-0.8, -0.8), p(-0.8, 0.9), p(0.9, 0.9), p(0.9, 0)], color, width: w)
            polyline([p(-0.2, 0.3), p(0.85, -0.75)], color, width: w)
        case "refresh":
            let arc = DisplayPath(elements: [DisplayPath.arc(Point(cx, cy + s * 0.1), s * 0.8, from: -1.2, to: 4.2)])
            append(.stroke(.path(arc), width: w, dash: nil), color)
            filled([p(0.0, -1.0), p(0.55, -0.72), p(0.0, -0.35)])
        case "search":
            append(.stroke(.circle(center: p(-0.2, -0.2), radius: s * 0.6), width: w, dash: nil), color)
            polyline([p(0.24, 0.24), p(0.9, 0.9)], color, width: w * 1.3)
        case "trash":
            polyline([p(-0.9, -0.65), p(0.9, -0.65)], color, width: w)
            polyline([p(-0.3, -0.65), p(-0.3, -0.95), p(0.3, -0.95), p(0.3, -0.65)], color, width: w)
            polyline([p(-0.7, -0.65), p(-0.55, 0.95), p(0.55, 0.95), p(0.7, -0.65)], color, width: w)
        case "bookmarks":
            // An open book: two pages meeting at the spine.
            polyline(
                [p(0, -0.6), p(-0.95, -0.85), p(-0.95, 0.7), p(0, 0.95), p(0.95, 0.7), p(0.95, -0.85), p(0, -0.6)],
                color, width: w)
            polyline([p(0, -0.6), p(0, 0.95)], color, width: w)
        case "camera":
            append(
                .stroke(
                    .rect(Rect(x: cx - s, y: cy - s * 0.55, width: 2 * s, height: s * 1.45), radius: s * 0.2),
                    width: w, dash: nil), color)
            polyline([p(-0.4, -0.55), p(-0.25, -0.85), p(0.25, -0.85), p(0.4, -0.55)], color, width: w)
            append(.stroke(.circle(center: p(0, 0.18), radius: s * 0.38), width: w, dash: nil), color)
        case "reply":
            polyline([p(-0.2, -0.75), p(-0.95, -0.1), p(-0.2, 0.55)], color, width: w)
            let tail = DisplayPath(elements: [
                .move(p(-0.95, -0.1)), .line(p(0.1, -0.1)),
                DisplayPath.arc(p(0.1, 0.45), s * 0.55, from: -Double.pi / 2, to: 0.2),
            ])
            append(.stroke(.path(tail), width: w, dash: nil), color)
        case "organize":
            // A folder.
            polyline(
                [
                    p(-0.95, 0.8), p(-0.95, -0.75), p(-0.35, -0.75), p(-0.2, -0.5), p(0.95, -0.5), p(0.95, 0.8),
                    p(-0.95, 0.8),
                ],
                color, width: w)
        case "play":
            filled([p(-0.6, -0.85), p(0.85, 0), p(-0.6, 0.85)])
        case "pause":
            append(
                .fill(.rect(Rect(x: cx - s * 0.65, y: cy - s * 0.85, width: s * 0.45, height: s * 1.7), radius: 1)),
                color)
            append(
                .fill(.rect(Rect(x: cx + s * 0.2, y: cy - s * 0.85, width: s * 0.45, height: s * 1.7), radius: 1)),
                color)
        case "stop":
            polyline([p(-0.7, -0.7), p(0.7, 0.7)], color, width: w)
            polyline([p(0.7, -0.7), p(-0.7, 0.7)], color, width: w)
        case "close":
            append(.stroke(.circle(center: Point(cx, cy), radius: s * 0.9), width: w, dash: nil), color)
            polyline([p(-0.35, -0.35), p(0.35, 0.35)], color, width: w)
            polyline([p(0.35, -0.35), p(-0.35, 0.35)], color, width: w)
        case "rewind":
            filled([p(0, -0.7), p(-1, 0), p(0, 0.7)])
            filled([p(1, -0.7), p(0, 0), p(1, 0.7)])
        case "fastForward":
            filled([p(-1, -0.7), p(0, 0), p(-1, 0.7)])
            filled([p(0, -0.7), p(1, 0), p(0, 0.7)])
        default:
            return false
        }
        return true
    }
}
