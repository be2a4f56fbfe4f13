import SceneModel

/// Reads the items of a constraint description: `UILabel:0x7f86'Website'`, `Prox.EventView:0xA`,
/// `_TtC13deltachat_ios26LocationStreamingIndicator:0xB`, `|`, and names (`NextButton`,
/// `AddressToolbar.lockIcon`) that the `names:` clause gives addresses to.
struct ItemReader {
    let chars: [Character]
    var index: Int
    /// `names:` entries, `'|'` included.
    let names: [String: LoggedView]

    enum Item {
        case view(LoggedView)
        case superview
    }

    static func isNameCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_" || c == "$" || c == "." || c == "-"
    }

    var atEnd: Bool { index >= chars.count }
    var current: Character? { index < chars.count ? chars[index] : nil }

    mutating func skipSpaces() { while let c = current, c == " " { index += 1 } }

    func error(_ message: String) -> DescriptionError { DescriptionError(message: message, offset: index) }

    /// An item followed by `.attribute` (an equation's side).
    mutating func anchor() throws -> (Item, String) {
        let start = index
        let (item, trailing) = try item(allowingAttribute: true)
        guard let attribute = trailing else {
            index = start
            throw error("expected an item and an attribute (like 'UIView:0x7f9.width')")
        }
        return (item, attribute)
    }

    /// An item; in an equation, the attribute after it (split off a dotted name, as in
    /// `AddressToolbar.lockIcon.width`).
    mutating func item(allowingAttribute: Bool) throws -> (Item, String?) {
        skipSpaces()
        if current == "|" {
            index += 1
            return (.superview, allowingAttribute ? try attributeSuffix() : nil)
        }
        let start = index
        var depth = 0
        while let c = current {
            if c == "<" {
                depth += 1
            } else if c == ">" && depth > 0 {
                depth -= 1
            } else if depth == 0 && !Self.isNameCharacter(c) {
                break
            }
            index += 1
        }
        var token = String(chars[start..<index])
        guard !token.isEmpty else { throw error("expected a view (like 'UIView:0x7f9…')") }
        if current == ":" {
            // `Class:0xADDR` or a Masonry key: `UILabel:titleLabel`.
            index += 1
            let idStart = index
            while let c = current, c.isLetter || c.isNumber || c == "_" || c == "$" { index += 1 }
            let id = String(chars[idStart..<index])
            guard !id.isEmpty else { throw error("expected an address after '\(token):'") }
            let text = try labelText(allowingAttribute: allowingAttribute)
            let isAddress = id.hasPrefix("0x")
            let view = LoggedView(
                className: Demangling.className(token), address: isAddress ? id : nil, name: isAddress ? nil : id,
                text: text)
            return (.view(view), allowingAttribute ? try attributeSuffix() : nil)
        }
        var attribute: String?
        if allowingAttribute, let dot = token.lastIndex(of: "."),
            Self.attribute(String(token[token.index(after: dot)...])) != nil
        {
            attribute = String(token[token.index(after: dot)...])
            token = String(token[..<dot])
        }
        if let named = names[token] { return (.view(named), attribute) }
        return (.view(LoggedView(className: "UIView", name: token)), attribute)
    }

    /// `.width` after an item.
    mutating func attributeSuffix() throws -> String {
        guard current == "." else { throw error("expected '.attribute' after the item") }
        index += 1
        let start = index
        while let c = current, c.isLetter { index += 1 }
        let name = String(chars[start..<index])
        guard Self.attribute(name) != nil || ScrollViewContent.attributes.contains(name) else {
            index = start
            throw error("unknown attribute '\(name)'")
        }
        ScrollViewContent.skipVariableID(chars, &index)
        return name
    }

    /// A label's text in single quotes after its address. The text may hold quotes itself
    /// (`'Don't'`): it ends at the quote that what follows shows to be the last.
    mutating func labelText(allowingAttribute: Bool) throws -> String? {
        guard current == "'" else { return nil }
        var end = index + 1
        while end < chars.count {
            if chars[end] == "'" && closes(at: end + 1, allowingAttribute: allowingAttribute) {
                let text = String(chars[index + 1..<end])
                index = end + 1
                return text
            }
            end += 1
        }
        throw error("a quoted text is not closed")
    }

    func closes(at i: Int, allowingAttribute: Bool) -> Bool {
        guard i < chars.count else { return true }
        switch chars[i] {
        case "]", "(", ")", " ", ",": return true
        case ".":
            guard allowingAttribute else { return false }
            var j = i + 1
            while j < chars.count, chars[j].isLetter { j += 1 }
            return Self.attribute(String(chars[i + 1..<j])) != nil
        default: return false
        }
    }

    /// An attribute as UIKit or AppKit logs it; AppKit's frame names read as UIKit's edges.
    static func attribute(_ name: String) -> Attribute? {
        switch name {
        case "minX": return .left
        case "maxX": return .right
        case "minY": return .top
        case "maxY": return .bottom
        case "midX": return .centerX
        case "midY": return .centerY
        case "baseline": return .lastBaseline
        default: return Attribute.allCases.first { $0.rawValue == name }
        }
    }
}
