import LayoutEngine
import SceneModel

/// The text a view draws, in the colour and font UIKit draws it with: a label's text, a button's
/// title (its tint, white on a coloured background), a text field's or text view's text. A text
/// field's placeholder is not a run: UIKit's placeholderText colour is below 4.5:1 by design, and
/// the text typed there replaces it.
struct TextRun {
    var text: String
    var color: Color
    var font: FontSpec

    init?(_ spec: ViewSpec, category: SizeCategory, dark: Bool) {
        let label = Color.named["label"] ?? .black
        let shown: String?
        var color: Color
        switch spec.type {
        case .label, .textField, .textView:
            shown = spec.text
            color = spec.textColor ?? label
        case .button:
            shown = spec.title
            let coloured = spec.background.map { $0 != .clear } ?? false
            color = spec.textColor ?? (coloured ? .white : spec.tint ?? .systemBlue)
        default:
            return nil
        }
        guard let shown, !shown.isEmpty else { return nil }
        text = shown
        self.color = color.resolved(dark: dark)
        font = IntrinsicContentCalculator.font(of: spec, category: category)
    }

    /// Large text in Apple's Human Interface Guidelines (and WCAG's "large scale" text): 18 points
    /// and up, or bold at any size.
    var isLarge: Bool {
        font.size >= 18 - 1e-9 || [.bold, .heavy, .black].contains(font.weight)
    }
}
