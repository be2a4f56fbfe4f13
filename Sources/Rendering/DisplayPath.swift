import LayoutEngine
import SceneModel

/// A shape drawn as Cairo builds paths: moves, straight lines, arcs and closes, in user space
/// or in a frame turned a quarter (a landscape notch drawn as the portrait one), stroked with
/// butt or round ends.
struct DisplayPath: Equatable, Sendable {
    enum Element: Equatable, Sendable {
        case move(Point)
        case line(Point)
        /// From `from` to `to` radians around `center`: increasing angles (clockwise on the
        /// screen, y down), or decreasing ones (`negative`).
        case arc(center: Point, radius: Double, from: Double, to: Double, negative: Bool)
        case close
    }

    /// The frame the elements are given in: moved by `origin`, then turned by `angle` radians.
    struct Frame: Equatable, Sendable {
        var origin: Point
        var angle: Double
    }

    var elements: [Element]
    var frame: Frame?
    /// Round caps and joins when stroked, as SF Symbols' strokes end; else butt and mitre.
    var roundEnds = false

    /// Straight lines through `points`, with round ends.
    static func polyline(_ points: [Point]) -> DisplayPath {
        DisplayPath(
            elements: points.indices.map { $0 == 0 ? .move(points[$0]) : .line(points[$0]) }, roundEnds: true)
    }

    static func arc(_ center: Point, _ radius: Double, from: Double, to: Double) -> Element {
        .arc(center: center, radius: radius, from: from, to: to, negative: false)
    }

    static func arcNegative(_ center: Point, _ radius: Double, from: Double, to: Double) -> Element {
        .arc(center: center, radius: radius, from: from, to: to, negative: true)
    }
}
