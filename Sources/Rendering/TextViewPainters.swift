import LayoutEngine
import SceneModel

/// Labels, buttons (ButtonPainter), text fields and text views: their text, and a text field's rounded border.
extension ViewPainters {
    static let textPainters: [ViewType: Paint] = [
        .label: drawLabel, .button: drawButton, .textField: drawTextField, .textView: drawTextView,
    ]

    static func drawLabel(_ d: ViewDrawing, _ list: inout DisplayList) {
        if let fit = d.view.textFit { d.appendLabel(to: &list, d.spec.text ?? "", in: d.frame, fit: fit) }
    }

    /// A rounded-rect field (text 7 points in from its sides) draws its own rounded background
    /// (white, unless the field has a color of its own) under a hairline border; a borderless
    /// field (`contentInsets` with no side padding: `borderStyle` none) draws neither, and its
    /// text reaches its edges.
    static func drawTextField(_ d: ViewDrawing, _ list: inout DisplayList) {
        let insets = d.spec.contentInsets ?? Insets(top: 0, left: 7, bottom: 0, right: 7)
        if insets.left > 0 || insets.right > 0 {
            let border = d.frame.inset(by: Insets(all: 0.25))
            if d.spec.background == nil { list.fill(border, d.palette.background, radius: 5) }
            list.stroke(border, d.palette.separator, width: 0.5, radius: 5)
        }
        let content = d.frame.inset(by: Insets(top: 0, left: insets.left, bottom: 0, right: insets.right))
        if let text = d.spec.text, !text.isEmpty {
            d.appendText(to: &list, text, in: content, color: d.spec.textColor ?? d.palette.text)
        } else if let placeholder = d.spec.placeholder {
            d.appendText(to: &list, placeholder, in: content, color: d.palette.placeholder)
        }
    }

    /// A text view lays its text out from its top, inside its text container (8 points below
    /// the top, 5 in from the sides: `textContainerInset` and `lineFragmentPadding`), every line
    /// of it: the view's bounds clip the lines below, which scroll; nothing is cut with "…" as a
    /// label's last line is.
    static func drawTextView(_ d: ViewDrawing, _ list: inout DisplayList) {
        guard let text = d.spec.text, !text.isEmpty else { return }
        let r = d.frame
        list.clip(r)
        list.text(
            text, font: d.font, color: d.spec.textColor ?? d.palette.text, x: r.x + 5, top: r.y + 8,
            width: max(0, r.width - 10), lines: 0, alignment: d.textAlignment())
        list.restore()
    }
}
