import Foundation
import SceneModel

/// Reads one constraint description, the text between `<` and `>`:
///
///     NSLayoutConstraint:0x6000014d8e60 'identifier' UILabel:0x7f86'Website'.height >= 56   (active)
///     SnapKit.LayoutConstraint:0x600000c7e820@File.swift#61 UIButton:0x7f96.bottom == V:0x7f96.bottom - 24.0
///     NSAutoresizingMaskLayoutConstraint:0x78a6 h=--& v=-&- ItemCell.width == 194   (active, names: ItemCell:0x78b5 )
///     NSLayoutConstraint:0x6100 V:|-(16)-[UILabel:0x7f9c]   (Names: '|':Prox.EventView:0x7f9c )
///
/// The body is an equation or a Visual Format Language line (`VisualFormatBody`).
enum DescriptionReader {
    static func read(_ description: String, line: Int, column: Int) throws -> LoggedConstraint {
        var text = Array(description)
        // The class and the constraint's address (or Masonry key).
        guard let colon = text.firstIndex(of: ":") else {
            throw DescriptionError(message: "expected 'Class:0xADDRESS' at the start of the constraint", offset: 0)
        }
        let className = Demangling.className(String(text[..<colon]))
        var i = colon + 1
        let idStart = i
        while i < text.count, text[i] != " ", text[i] != "@" { i += 1 }
        let address = String(text[idStart..<i])
        guard !address.isEmpty else { throw DescriptionError(message: "expected the constraint's address", offset: i) }
        var sourceLine: LoggedSourceLine?
        if i < text.count, text[i] == "@" {
            let start = i + 1
            while i < text.count, text[i] != " " { i += 1 }
            let location = String(text[start..<i])
            if let hash = location.lastIndex(of: "#"), let number = Int(location[location.index(after: hash)...]) {
                sourceLine = LoggedSourceLine(file: String(location[..<hash]), line: number)
            }
        }
        while i < text.count, text[i] == " " { i += 1 }
        var identifier: String?
        if i < text.count, text[i] == "'" {
            var end = i + 1
            while end < text.count, !(text[end] == "'" && (end + 1 == text.count || text[end + 1] == " ")) { end += 1 }
            guard end < text.count else {
                throw DescriptionError(message: "the constraint's identifier is not closed", offset: i)
            }
            identifier = String(text[i + 1..<end])
            i = end + 1
            while i < text.count, text[i] == " " { i += 1 }
        }
        var mask: String?
        if i + 11 <= text.count, text[i] == "h", text[i + 1] == "=", text[i + 5] == " ", text[i + 6] == "v",
            text[i + 7] == "="
        {
            mask = String(text[i..<i + 11])
            i += 11
            while i < text.count, text[i] == " " { i += 1 }
        }
        let bodyStart = i
        if UnprintedDescription.isUnprinted(String(text[bodyStart...])) { throw UnprintedDescription(address: address) }
        // The annotations at the end: `(active)`, `(active, names: …)`, `(Names: …)`.
        var names: [String: LoggedView] = [:]
        var end = text.count
        while end > bodyStart, text[end - 1] == " " { end -= 1 }
        if end > bodyStart, text[end - 1] == ")", let open = annotationStart(text, from: bodyStart, to: end) {
            let inside = String(text[open + 1..<end - 1])
            names = try readNames(inside, offset: open + 1)
            end = open
        } else if let open = UnprintedDescription.nullAnnotationStart(Array(text[bodyStart..<end])) {
            end = bodyStart + open
        }
        // `(LTR)` after a VFL line: its horizontal edges are left and right.
        var isLeftToRight = false
        let bodyText = String(text[bodyStart..<end])
        if let range = bodyText.range(of: "(LTR)") {
            isLeftToRight = true
            text = Array(String(text[..<bodyStart]) + bodyText.replacingCharacters(in: range, with: "     "))
        }
        var body = Array(text[bodyStart..<end])
        while body.last == " " { body.removeLast() }
        var constraint: LoggedConstraint
        if body.count >= 2, body[0] == "H" || body[0] == "V", body[1] == ":" {
            var reader = VisualFormatBody(chars: body, names: names, isLeftToRight: isLeftToRight)
            do { constraint = try reader.read() } catch var error as DescriptionError {
                error.offset += bodyStart
                throw error
            }
        } else {
            var reader = EquationBody(chars: body, names: names)
            do { constraint = try reader.read() } catch var error as DescriptionError {
                error.offset += bodyStart
                throw error
            }
        }
        if abs(constraint.constant) > ConflictLogLimits.maximumMagnitude {
            throw DescriptionError(
                message:
                    "the constant \(constraint.constant) is past ±\(Int(ConflictLogLimits.maximumMagnitude)) points",
                offset: bodyStart)
        }
        if abs(constraint.multiplier) > ConflictLogLimits.maximumMultiplier {
            throw DescriptionError(
                message: "the multiplier \(constraint.multiplier) is past ±\(Int(ConflictLogLimits.maximumMultiplier))",
                offset: bodyStart)
        }
        constraint.className = className
        constraint.address = address
        constraint.sourceLine = sourceLine
        constraint.identifier = identifier
        constraint.autoresizingMask = mask
        constraint.isLeftToRight = isLeftToRight
        constraint.text = "<" + description + ">"
        constraint.line = line
        constraint.column = column
        return constraint
    }

    /// The `(` of the annotation group that ends the description, if it is one.
    static func annotationStart(_ text: [Character], from start: Int, to end: Int) -> Int? {
        var depth = 0
        var i = end - 1
        while i >= start {
            if text[i] == ")" { depth += 1 }
            if text[i] == "(" {
                depth -= 1
                if depth == 0 { break }
            }
            i -= 1
        }
        guard i >= start else { return nil }
        // Without spaces: a hard-wrapped log may break `(act ive`.
        let inside = String(text[i + 1..<end - 1]).filter { $0 != " " }
        let known = ["active", "inactive", "Names:", "names:"]
        return known.contains { inside.hasPrefix($0) } ? i : nil
    }

    /// Where `word` ends in `text`, found case-insensitively with spaces inside it ignored.
    static func looseEnd(of word: String, in text: String) -> String.Index? {
        let target = word.lowercased().map(String.init)
        var index = text.startIndex
        while index < text.endIndex {
            var i = index, matched = 0
            while i < text.endIndex, matched < target.count {
                let c = text[i].lowercased()  // a String: some characters lower to several
                if c == target[matched] {
                    matched += 1
                } else if c != " " || matched == 0 {
                    break
                }
                i = text.index(after: i)
            }
            if matched == target.count { return i }
            index = text.index(after: index)
        }
        return nil
    }

    /// `active, names: ItemCell:0x78b5, '|':ItemCell:0x78b5` → the names and their views.
    static func readNames(_ inside: String, offset: Int) throws -> [String: LoggedView] {
        guard let start = looseEnd(of: "names:", in: inside) else { return [:] }
        var names: [String: LoggedView] = [:]
        for entry in inside[start...].split(separator: ",") {
            let entry = String(entry).trimmingSpaces
            guard let colon = entry.firstIndex(of: ":") else { continue }
            // Names and addresses hold no spaces: one there is a line break of a hard-wrapped log.
            var name = String(entry[..<colon]).filter { $0 != " " }
            if name.hasPrefix("'") && name.hasSuffix("'") && name.count >= 2 {
                name = String(name.dropFirst().dropLast())
            }
            var value = String(entry[entry.index(after: colon)...]).trimmingSpaces
            if !value.contains("'") { value = value.filter { $0 != " " } }
            if value.hasPrefix("0x") {
                // `NextButton:0x7ff3`: a named view whose class the log does not give.
                names[name] = LoggedView(className: "UIView", address: value, name: name)
            } else {
                var reader = ItemReader(chars: Array(value), index: 0, names: [:])
                if case .view(let view)? = try? reader.item(allowingAttribute: false).0 { names[name] = view }
            }
        }
        return names
    }
}

extension String {
    var trimmingSpaces: String {
        var chars = Substring(self)
        while chars.first == " " { chars = chars.dropFirst() }
        while chars.last == " " { chars = chars.dropLast() }
        return String(chars)
    }
}
