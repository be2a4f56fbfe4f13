import SceneModel

/// What a Pango layout of some text depends on: the string, the font, the wrap width and the line
/// limit. It keys the measurer's cache and each render's layouts. A struct, not an interpolated
/// string: building the string (the weight through reflection) cost more than the lookup it
/// served. Numbers are compared by their bits, as their printed forms were, so a width that is
/// not a number finds its entry again.
public struct TextLayoutKey: Hashable, Sendable {
    var text: String
    var size: UInt64, weight: FontSpec.Weight, family: String?, italic: Bool
    var maxWidth: UInt64?, lines: Int
    var paragraph: ParagraphSpacing?
    var file: String?

    public init(text: String, font: FontSpec, maxWidth: Double?, lines: Int) {
        self.text = text
        (size, weight, family, italic) = (font.size.bitPattern, font.weight, font.family, font.italic)
        self.maxWidth = maxWidth?.bitPattern
        self.lines = lines
        self.paragraph = font.paragraph
        self.file = font.file
    }
}
