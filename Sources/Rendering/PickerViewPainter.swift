import Foundation
import LayoutEngine
import SceneModel

/// A picker view as Interface Builder shows one: its placeholder rows on a wheel, Cupertino in
/// the light selection band across the middle, the others smaller and greyer toward the edges,
/// clipped to the picker's frame.
extension ViewPainters {
    /// The rows Interface Builder puts in every picker view it draws.
    static let pickerPlaceholderRows = ["Mountain View", "Sunnyvale", "Cupertino", "Santa Clara", "San Jose"]
    /// The wheel: rows 34 points apart along a cylinder of radius 108, half of UIPickerView's
    /// 216-point height.
    static let wheelRowHeight = 34.0
    static let wheelRadius = 108.0

    static func drawPickerView(_ d: ViewDrawing, _ list: inout DisplayList) {
        let r = d.frame
        list.clip(r)
        appendSelectionBand(d, to: &list)
        let middle = pickerPlaceholderRows.count / 2
        for (index, title) in pickerPlaceholderRows.enumerated() {
            let row = wheelRow(index - middle, font: d.font)
            let color = index == middle ? d.palette.text : d.palette.secondaryText.withAlpha(row.alpha)
            list.text(
                title, font: row.font, color: color, x: r.x + 8,
                top: row.font.lineTop(centredAt: r.midY + row.offset),
                width: max(r.width - 16, 0), alignment: .center)
        }
        list.restore()
    }

    /// A wheel's light selection band across the middle of the frame, 8 points in from its sides
    /// (a picker view's and a date picker's wheels).
    static func appendSelectionBand(_ d: ViewDrawing, to list: inout DisplayList) {
        let r = d.frame
        list.fill(
            Rect(x: r.x + 8, y: r.midY - wheelRowHeight / 2, width: max(r.width - 16, 0), height: wheelRowHeight),
            d.palette.fill.withAlpha(0.12), radius: 8)
    }

    /// Row `step` away from the selected one on the wheel: its centre's distance from the
    /// wheel's middle, its font (the wheel turns it away: smaller by the cosine of its angle) and
    /// its alpha; both rounded to half points so that the drawing reads in round numbers.
    static func wheelRow(_ step: Int, font: FontSpec) -> (offset: Double, font: FontSpec, alpha: Double) {
        let angle = Double(step) * wheelRowHeight / wheelRadius
        var turned = font
        turned.size = (font.size * cos(angle) * 2).rounded() / 2
        return ((wheelRadius * sin(angle) * 2).rounded() / 2, turned, 1 - 0.3 * Double(abs(step)))
    }
}
