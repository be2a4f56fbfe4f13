import IBXML

/// `<attributedString>`: its fragments' text, the first fragment's font, and its first paragraph
/// style's alignment and line heights (`lineHeightMultiple`, `minimumLineHeight`,
/// `maximumLineHeight`, `lineSpacing`). A label's or text view's `attributedText`
/// (`usesAttributedText`) and a button state's `attributedTitle` (`hasAttributedTitle`).
struct IBAttributedString {
    var text: Located<String>
    var font: IBFont?
    var alignment: Located<String>?
    var spacing: [String: Double]?
}

extension DocumentDecoding {
    func attributedString(_ element: XMLElementNode) -> IBAttributedString {
        var text = ""
        var font: IBFont?
        var alignment: Located<String>?
        var spacing: [String: Double]?
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
                    if attribute.name == "paragraphStyle", spacing == nil {
                        spacing = Self.paragraphSpacing(of: attribute)
                    }
                }
            }
        }
        return IBAttributedString(
            text: Located(text, at: element.position), font: font, alignment: alignment, spacing: spacing)
    }

    /// A label's or text view's `attributedText`: what the plain attributes did not set.
    func attributedText(_ element: XMLElementNode, into content: inout IBContent) {
        let string = attributedString(element)
        content.text = content.text ?? string.text
        content.font = content.font ?? string.font
        content.textAlignment = content.textAlignment ?? string.alignment
        if content.paragraphSpacing.isEmpty { content.paragraphSpacing = string.spacing ?? [:] }
    }

    /// A paragraph style's line heights and spacing: positive, finite values up to 1,000 points
    /// (or a multiple up to 100); anything else is left out.
    static func paragraphSpacing(of element: XMLElementNode) -> [String: Double] {
        var values: [String: Double] = [:]
        let limits = [
            "lineHeightMultiple": 100.0, "minimumLineHeight": 1000, "maximumLineHeight": 1000, "lineSpacing": 1000,
        ]
        for (key, limit) in limits {
            if let text = element.attribute(key)?.value, let value = Double(text), value > 0, value <= limit {
                values[key] = value
            }
        }
        return values
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
        // A size of 0 is Core Text's default, as a font description's (`defaultFontSize`).
        let size = element.attribute("size").flatMap { attribute in
            Double(attribute.value).map {
                Located($0 == 0 ? defaultFontSize : min(1000, max(1, $0)), at: attribute.valuePosition)
            }
        }
        return IBFont(
            key: Located("fontDescription", at: element.position), type: type, weight: weight, pointSize: size,
            style: nil, name: located("name"), family: located("family"), position: element.position)
    }
}
