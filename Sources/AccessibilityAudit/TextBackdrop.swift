import LayoutEngine
import SceneModel

/// What is behind a text where the scene's colours do not say: an image under it, or a view
/// under only part of it. The audit reads no pixels (it does not draw); whoever can draw the
/// screen answers with the colours of the pixels under the text's glyphs, everything drawn
/// before the text and nothing after it, the text itself left out.
public protocol TextBackdrop: Sendable {
    /// The opaque colours of the pixels under `view`'s text in `appearance`, each once; empty
    /// when the view draws no text.
    func colors(underTextOf view: SolvedLayout.View, in layout: SolvedLayout, appearance: Appearance) -> [Color]
}
