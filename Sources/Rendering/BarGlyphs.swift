import Foundation
import LayoutEngine
import SceneModel

/// The small symbols of the system bars, as display items (no images, no symbol font): the status
/// bar's signal, Wi-Fi and battery, the back chevron, and simple tab and toolbar icons in the
/// spirit of SF Symbols. Sizes are in points around a centre, as the symbols sit in their bars.
extension DisplayList {
    /// A polyline with round caps and joins, as SF Symbols' strokes end.
    mutating func polyline(_ points: [Point], _ color: Color, width: Double) {
        append(.stroke(.path(.polyline(points)), width: width, dash: nil), color)
    }

    // MARK: Status bar

    /// Four bars rising left to right, `size` tall, bottoms on `bottom`; returns the width drawn.
    @discardableResult
    mutating func signalGlyph(x: Double, bottom: Double, size: Double, _ color: Color) -> Double {
        let bar = size * 0.27, gap = size * 0.155
        for i in 0..<4 {
            let height = size * (0.36 + 0.213 * Double(i))
            append(
                .fill(
                    .rect(
                        Rect(x: x + Double(i) * (bar + gap), y: bottom - height, width: bar, height: height),
                        radius: bar * 0.35)), color)
        }
        return 4 * bar + 3 * gap
    }

    /// Three arcs and a dot spreading up from a point at the bottom centre; returns the width.
    @discardableResult
    mutating func wifiGlyph(x: Double, bottom: Double, size: Double, _ color: Color) -> Double {
        let width = size * 1.42
        let centre = Point(x + width / 2, bottom - size * 0.05)
        // A wedge of 90° (the fan's opening) cut into three bands.
        let (from, to) = (-Double.pi / 2 - .pi / 4, -Double.pi / 2 + .pi / 4)
        for (outer, inner) in [(1.0, 0.72), (0.62, 0.36)] {
            let band = DisplayPath(elements: [
                DisplayPath.arc(centre, size * outer, from: from, to: to),
                DisplayPath.arcNegative(centre, size * inner, from: to, to: from), .close,
            ])
            append(.fill(.path(band)), color)
        }
        let dot = DisplayPath(elements: [
            .move(centre), DisplayPath.arc(centre, size * 0.26, from: from, to: to), .close,
        ])
        append(.fill(.path(dot)), color)
        return width
    }

    /// A battery, full: a faint rounded outline, the charge inside and the terminal's nub.
    mutating func batteryGlyph(_ body: Rect, _ color: Color) {
        let radius = body.height * 0.3
        append(
            .stroke(.rect(body.inset(by: Insets(all: 0.5)), radius: radius), width: 1, dash: nil), color.withAlpha(0.35)
        )
        append(.fill(.rect(body.inset(by: Insets(all: 2)), radius: radius - 1.2)), color)
        let nub = Rect(x: body.maxX + 1, y: body.midY - body.height * 0.18, width: 1.33, height: body.height * 0.36)
        append(.fill(.rect(nub, radius: 0.6)), color.withAlpha(0.4))
    }

    // MARK: Bar buttons

    /// The back chevron, its tip at `x`, 21 points tall, pointing left (right, right to left).
    mutating func backChevron(x: Double, midY: Double, pointingRight: Bool = false, _ color: Color) {
        let arms = pointingRight ? x - 10.5 : x + 10.5
        polyline([Point(arms, midY - 10), Point(x, midY), Point(arms, midY + 10)], color, width: 3)
    }

    /// A share icon: an open box with an arrow leaving it upwards, in a `size`-point square at (cx, cy).
    mutating func shareGlyph(cx: Double, cy: Double, size: Double, _ color: Color) {
        let s = size / 2
        polyline(
            [
                Point(cx - s * 0.35, cy - s * 0.2), Point(cx - s * 0.7, cy - s * 0.2), Point(cx - s * 0.7, cy + s),
                Point(cx + s * 0.7, cy + s), Point(cx + s * 0.7, cy - s * 0.2), Point(cx + s * 0.35, cy - s * 0.2),
            ], color, width: 1.8)
        polyline([Point(cx, cy + s * 0.35), Point(cx, cy - s)], color, width: 1.8)
        polyline(
            [Point(cx - s * 0.4, cy - s * 0.6), Point(cx, cy - s), Point(cx + s * 0.4, cy - s * 0.6)], color, width: 1.8
        )
    }

    mutating func plusGlyph(cx: Double, cy: Double, size: Double, _ color: Color) {
        let s = size / 2
        polyline([Point(cx - s, cy), Point(cx + s, cy)], color, width: 2)
        polyline([Point(cx, cy - s), Point(cx, cy + s)], color, width: 2)
    }

    // MARK: Tab bar icons

    /// The tab icons, in order: a star, a clock, a person, an ellipsis in a circle; `cut` is the
    /// colour of the clock's hands, cut out of its face.
    mutating func tabIcon(_ index: Int, cx: Double, cy: Double, size: Double, _ color: Color, cut: Color) {
        let r = size / 2
        switch index % 4 {
        case 0:
            let points = (0..<10).map { i in
                let angle = -Double.pi / 2 + Double(i) * .pi / 5
                let radius = i % 2 == 0 ? r : r * 0.45
                return Point(cx + cos(angle) * radius, cy + r * 0.08 + sin(angle) * radius)
            }
            var star = DisplayPath.polyline(points)
            star.elements.append(.close)
            append(.fill(.path(star)), color)
            append(.stroke(.path(star), width: 1.5, dash: nil), color)
        case 1:
            append(.fill(.circle(center: Point(cx, cy), radius: r * 0.92)), color)
            polyline([Point(cx, cy - r * 0.55), Point(cx, cy), Point(cx + r * 0.4, cy + r * 0.3)], cut, width: 1.8)
        case 2:
            append(.fill(.circle(center: Point(cx, cy - r * 0.38), radius: r * 0.42)), color)
            let shoulders = DisplayPath(elements: [
                DisplayPath.arc(Point(cx, cy + r * 0.95), r * 0.85, from: .pi, to: 2 * .pi), .close,
            ])
            append(.fill(.path(shoulders)), color)
        default:
            append(.stroke(.circle(center: Point(cx, cy), radius: r * 0.88), width: 1.6, dash: nil), color)
            for dx in [-0.42, 0, 0.42] {
                append(.fill(.circle(center: Point(cx + dx * r, cy), radius: r * 0.11)), color)
            }
        }
    }
}
