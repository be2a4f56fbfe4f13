import Foundation
import LayoutEngine
import SceneModel

/// How far a conflict's views reach left of or above its canvas, solved as the scene is drawn.
/// The conflict itself can push a view out: a Cancel button kept 8 points inside the trailing
/// edge of a bar that a temporary width makes 0 wide lies left of the bar. The scene then moves
/// its top-level views in by that much, on a canvas as much larger, so that every view, its name
/// and its constraints' marks are drawn on the canvas.
enum CanvasFit {
    /// The room left between the canvas's edge and the outermost view: the top-level views' inset.
    static let margin = 20.0
    /// The most a scene is moved along each axis, which bounds the canvas.
    static let limit = 1200.0

    /// How far to move the top-level views right and down; nil when every view is at least
    /// `margin` inside the canvas's left and top edges.
    static func shift(_ scene: Scene) -> Size? {
        guard let configuration = scene.configurations.first,
            let layout = try? LayoutSolver(measurer: ConflictClosure.FixedMeasurer()).solve(scene, in: configuration)
        else { return nil }
        let frames = layout.views.filter { $0.parent != nil }.map(\.rootFrame)
        func shift(_ least: Double?) -> Double {
            guard let least, least.isFinite, least < margin else { return 0 }
            return min(limit, (margin - least).rounded(.up))
        }
        let dx = shift(frames.map(\.x).min())
        let dy = shift(frames.map(\.y).min())
        return dx == 0 && dy == 0 ? nil : Size(width: dx, height: dy)
    }
}
