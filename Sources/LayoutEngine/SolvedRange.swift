import SceneModel

/// Refuses a solution that is not a screen: a frame that is infinite, NaN, or beyond a billion
/// points. Bounded inputs can still compound (a chain of multipliers of 1,000 reaches 1e300 in a
/// hundred steps); such numbers have no JSON literal, no pixel, and no meaning in UIKit.
enum SolvedRange {
    static let maximum = 1e9

    /// `rootFrames` are the nodes', in the same order.
    static func check(_ rootFrames: [Rect], nodes: [LayoutBuild.Node], configuration: Configuration) throws {
        func inRange(_ value: Double) -> Bool { value.isFinite && abs(value) <= maximum }
        // The components are named only for a frame out of range.
        for (position, frame) in rootFrames.enumerated() {
            if inRange(frame.x) && inRange(frame.y) && inRange(frame.width) && inRange(frame.height) { continue }
            let node = nodes[position]
            let components = [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)]
            guard let (name, value) = components.first(where: { !inRange($0.1) }) else {
                continue
            }
            throw Diagnostic(
                "the layout of '\(node.spec.name)' is out of range on \(configuration.device.name) \(configuration.orientation.rawValue): its \(name) solves to \(value) (a frame must be finite and within ±1,000,000,000 points); check the multipliers and constants that size it",
                at: node.spec.location)
        }
    }
}
