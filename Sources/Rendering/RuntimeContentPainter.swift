import LayoutEngine
import SceneModel

/// A view whose content only the running app draws (a map, a web page, a 3D scene) is drawn as
/// an assumption, hatched as an assumed size is, with its class's name in the middle; a
/// background the document gives it is shown instead.
extension ViewPainters {
    static func drawRuntimeContent(_ d: ViewDrawing, _ list: inout DisplayList) {
        guard let name = d.spec.runtimeContent, d.spec.background == nil else { return }
        let r = d.frame
        list.append(.hatch(r, spacing: 8, width: 0.75), ScreenDisplay.assumedSizeHatch)
        list.text(
            name, font: .system(13, .medium), color: d.palette.secondaryText, x: r.x + 4,
            top: FontSpec.system(13, .medium).lineTop(centredAt: r.midY), width: max(0, r.width - 8), alignment: .center
        )
    }
}
