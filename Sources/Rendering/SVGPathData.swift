import Foundation
import LayoutEngine

/// A display path as SVG path data, drawing what Cairo draws for its elements: an arc starts
/// with a line from the current point to its start (a move when there is none), and turns the
/// way Cairo's does (increasing angles clockwise on the screen, y down), split into pieces of a
/// half turn at most, which SVG's arc command draws without ambiguity.
enum SVGPathData {
    static func data(_ path: DisplayPath) -> String {
        var d = ""
        var current: Point?, subpathStart: Point?
        func n(_ v: Double) -> String { SVGMarkup.number(v) }
        func moveOrLine(_ p: Point) {
            if current == nil {
                d += "M\(n(p.x)) \(n(p.y))"
                subpathStart = p
            } else {
                d += "L\(n(p.x)) \(n(p.y))"
            }
            current = p
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                d += "M\(n(p.x)) \(n(p.y))"
                (current, subpathStart) = (p, p)
            case .line(let p):
                moveOrLine(p)
            case .arc(let center, let radius, let from, var to, let negative):
                guard radius > 0 else {
                    moveOrLine(center)
                    continue
                }
                if negative {
                    while to > from { to -= 2 * .pi }
                } else {
                    while to < from { to += 2 * .pi }
                }
                func point(_ angle: Double) -> Point {
                    Point(center.x + radius * cos(angle), center.y + radius * sin(angle))
                }
                moveOrLine(point(from))
                let sweep = to - from
                let pieces = max(1, Int((abs(sweep) / .pi).rounded(.up)))
                for k in 1...pieces {
                    let end = point(from + sweep * Double(k) / Double(pieces))
                    d += "A\(n(radius)) \(n(radius)) 0 0 \(negative ? 0 : 1) \(n(end.x)) \(n(end.y))"
                    current = end
                }
            case .close:
                d += "Z"
                current = subpathStart
            }
        }
        return d
    }

    /// The path's frame (moved, then turned) as a transform attribute; none without one.
    static func transform(_ path: DisplayPath) -> String {
        guard let frame = path.frame else { return "" }
        let degrees = frame.angle * 180 / .pi
        return " transform=\"translate(\(SVGMarkup.number(frame.origin.x)) \(SVGMarkup.number(frame.origin.y)))"
            + (degrees == 0 ? "" : " rotate(\(SVGMarkup.number(degrees)))") + "\""
    }
}
