import LayoutEngine
import SceneModel

/// The painters' vocabulary over a display list: each call appends the item it names, with no
/// ink box (the builder gives a view's items its view's).
extension DisplayList {
    mutating func fill(_ rect: Rect, _ color: Color, radius: Double = 0) {
        append(.fill(.rect(rect, radius: radius)), color)
    }

    mutating func stroke(_ rect: Rect, _ color: Color, width: Double = 1, radius: Double = 0) {
        append(.stroke(.rect(rect, radius: radius), width: width, dash: nil), color)
    }

    mutating func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ color: Color, width: Double = 1) {
        append(.line(from: Point(x0, y0), to: Point(x1, y1), width: width, dash: nil), color)
    }

    mutating func circle(_ x: Double, _ y: Double, _ radius: Double, _ color: Color) {
        append(.fill(.circle(center: Point(x, y), radius: radius)), color)
    }

    mutating func text(
        _ string: String, font: FontSpec, color: Color, x: Double, top: Double, width: Double?, lines: Int = 1,
        alignment: DisplayText.Alignment = .left, truncates: Bool? = nil
    ) {
        append(
            .text(
                DisplayText(
                    string: string, font: font, x: x, top: top, width: width, alignment: alignment, lines: lines,
                    truncates: truncates)), color)
    }

    /// What is appended until `restore()` shows inside `rect` only.
    mutating func clip(_ rect: Rect) { append(.clip(.rect(rect, radius: 0))) }
    mutating func restore() { append(.restore) }
}
