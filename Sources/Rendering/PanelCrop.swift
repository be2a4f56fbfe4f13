import LayoutEngine
import SceneModel

/// `--crop`: a panel cut to the views it names, so that a picture shows the part of a screen it
/// is about. What is shown is the union of their frames with `margin` around it (room for their
/// edges' marks and badges), out to whole points, in the panel's coordinates (the root view's,
/// the renderer's margin around the screen included) and within the panel. Names match as a
/// layout's do (case and spaces ignored); a name no view has is for the command to refuse.
public struct PanelCrop: Equatable, Sendable {
    public static let margin = 16.0
    public var views: [String]

    public init(views: [String]) { self.views = views }

    /// The part of `panel` shown, in root coordinates; all of it when no named view is in the layout.
    public func rect(in layout: SolvedLayout, within panel: Rect) -> Rect {
        let frames = views.compactMap { layout.view(named: $0)?.rootFrame }
        guard !frames.isEmpty else { return panel }
        let minX = max((frames.map(\.minX).min()! - Self.margin).rounded(.down), panel.minX)
        let minY = max((frames.map(\.minY).min()! - Self.margin).rounded(.down), panel.minY)
        let maxX = min((frames.map(\.maxX).max()! + Self.margin).rounded(.up), panel.maxX)
        let maxY = min((frames.map(\.maxY).max()! + Self.margin).rounded(.up), panel.maxY)
        // Views entirely off the panel leave nothing of it: the whole panel rather than no picture.
        guard maxX > minX, maxY > minY else { return panel }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
