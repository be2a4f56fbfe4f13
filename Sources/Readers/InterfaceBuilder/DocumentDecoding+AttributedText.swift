import IBXML

/// `<attributedString key="attributedText">` (a label or text view with `usesAttributedText`):
/// its fragments' text, the first fragment's font and alignment. Paragraph spacing
/// (`lineHeightMultiple`, `lineSpacing`, `minimumLineHeight`) is not read: lines keep the font's
/// height.
extension DocumentDecoding {
    func attributedText(_ element: XMLElementNode, into content: inout IBContent) {
        var text = ""
        var font: IBFont?
        var alignment: Located<String>?
        for fragment in element.children where fragment.name == "fragment" {
            if let value = fragment.attribute("content") {
                text += value.value
            } else if let string = fragment.children.first(where: { $0["key"] == "content" }) {
                text += string.text
            }
            for attributes in fragment.children where attributes.name == "attributes" {
                for attribute in attributes.children {
                    if attribute.name == "font", attribute["key"] == "NSFont", font == nil {
                        font = Self.font(ofAttribute: attribute)
                    }
                    if attribute.name == "paragraphStyle", alignment == nil,
                        let value = attribute.attribute("alignment")
                    {
                        alignment = Located(value.value, at: value.valuePosition)
                    }
                }
            }
        }
        content.text = content.text ?? Located(text, at: element.position)
        content.font = content.font ?? font
        content.textAlignment = content.textAlignment ?? alignment
    }

    /// An attributed string's `<font key="NSFont" metaFont="system" size="17"/>` (or `name`) as a
    /// font description: `metaFont="systemBold"` is the bold system font, `systemMedium` … a weight.
    static func font(ofAttribute element: XMLElementNode) -> IBFont {
        func located(_ name: String) -> Located<String>? {
            element.attribute(name).map { Located($0.value, at: $0.valuePosition) }
        }
        var type: Located<String>?, weight: Located<String>?
        if let meta = element.attribute("metaFont") {
            let suffix = meta.value.hasPrefix("system") ? String(meta.value.dropFirst("system".count)) : ""
            switch suffix {
            case "": type = Located("system", at: meta.valuePosition)
            case "Bold": type = Located("boldSystem", at: meta.valuePosition)
            default:
                type = Located("system", at: meta.valuePosition)
                weight = Located(suffix.prefix(1).lowercased() + suffix.dropFirst(), at: meta.valuePosition)
            }
        }
        let size = element.attribute("size").flatMap { attribute in
            Double(attribute.value).map { Located(min(1000, max(1, $0)), at: attribute.valuePosition) }
        }
        return IBFont(
            key: Located("fontDescription", at: element.position), type: type, weight: weight, pointSize: size,
            style: nil, name: located("name"), family: located("family"), position: element.position)
    }
}
