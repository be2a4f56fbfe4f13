import LayoutEngine
import SceneModel

/// What a view kind's painter draws with: the view as solved, its frame on the screen, its font and
/// tint, and the screen's colors. The painter appends the kind's content only: the background,
/// border, clipping and alpha every view has are `ScreenDisplay`'s.
struct ViewDrawing {
    let palette: Palette
    let view: SolvedLayout.View
    /// The tint of the nearest ancestor that sets one (`ScreenDisplay.inheritedTint`).
    var inheritedTint: Color? = nil
    let font: FontSpec
    /// Natural alignment is right in right-to-left layouts.
    let rightToLeft: Bool
    /// The width of a single line of text (a date picker's capsules are as wide as their text).
    let textWidth: (String, FontSpec) -> Double

    var spec: ViewSpec { view.spec }
    var frame: Rect { view.rootFrame }
    /// The view's tint, else its nearest ancestor's, else the root's or the system blue of the
    /// appearance (`palette.tint`).
    var tint: Color { spec.tint ?? inheritedTint ?? palette.tint }
}

/// The content of views of some kinds, as display items. Each family of kinds has its file of painters
/// (TextViewPainters, ControlPainters, ImageViewPainter); kinds that draw no content of their own
/// (`ViewKind.drawsContent`: plain views, stacks, scroll views, guides) have none.
enum ViewPainters {
    typealias Paint = @Sendable (ViewDrawing, inout DisplayList) -> Void

    static let byType: [ViewType: Paint] =
        textPainters
        .merging(controlPainters) { first, _ in first }
        .merging([.imageView: ImageViewPainter.draw]) { first, _ in first }

    static func append(_ drawing: ViewDrawing, to list: inout DisplayList) {
        if drawing.spec.runtimeContent != nil { drawRuntimeContent(drawing, &list) }
        byType[drawing.spec.type]?(drawing, &list)
    }
}
