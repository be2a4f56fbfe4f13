import Foundation
import SceneModel

/// An equation body: `first relation [multiplier*]second [± constant] [@priority] [NSSpace(8)]`,
/// or `first relation constant`. Numbers may have exponents (`1e-05`) and a space after the
/// sign (`== - 16`).
struct EquationBody {
    let chars: [Character]
    let names: [String: LoggedView]

    mutating func read() throws -> LoggedConstraint {
        var items = ItemReader(chars: chars, index: 0, names: names)
        let (firstItem, firstAttribute) = try items.anchor()
        items.skipSpaces()
        guard let relation = Self.relation(chars, at: items.index) else {
            throw items.error("expected '==', '<=' or '>=' after the first item")
        }
        items.index += 2
        var rest = String(chars[items.index...]).trimmingSpaces
        let restOffset = chars.count - String(chars[items.index...]).drop(while: { $0 == " " }).count
        var priority = 1000.0
        // `@750` (UIKit), `^750` (SnapKit, Masonry).
        if let at = rest.lastIndex(where: { $0 == "@" || $0 == "^" }),
            let value = NumberText.value(String(rest[rest.index(after: at)...]))
        {
            priority = value
            rest = String(rest[..<at]).trimmingSpaces
        }
        var spacing: Double?
        for word in ["NSLayoutAnchorConstraintSpace(", "NSSpace("] {
            if let range = rest.range(of: word), rest.hasSuffix(")"),
                let value = NumberText.value(String(rest[range.upperBound..<rest.index(before: rest.endIndex)]))
            {
                spacing = value
                rest = String(rest[..<range.lowerBound]).trimmingSpaces
            }
        }
        let first = try anchor(firstItem, firstAttribute, other: nil)
        var constraint = LoggedConstraint(
            className: "", address: "", first: first, relation: relation, second: nil, priority: priority, text: "",
            line: 0, column: 0)
        if let constant = NumberText.value(rest) {
            constraint.constant = constant
        } else {
            var rhs = ItemReader(chars: Array(rest), index: 0, names: names)
            // `0.5*UIView:0x1.width` or `2 * UIView…`: a multiplier before the item.
            if let star = rest.firstIndex(of: "*"), let value = NumberText.value(String(rest[..<star])) {
                constraint.multiplier = value
                rhs.index = rest.distance(from: rest.startIndex, to: star) + 1
            }
            let (secondItem, secondAttribute): (ItemReader.Item, String)
            do { (secondItem, secondAttribute) = try rhs.anchor() } catch var error as DescriptionError {
                error.offset += restOffset
                throw error
            }
            constraint.second = try anchor(secondItem, secondAttribute, other: first.view)
            var tail = String(rest.dropFirst(rhs.index)).trimmingSpaces
            if tail.hasPrefix("*"), let space = Optional(tail.dropFirst()).map(String.init) {
                // `UIView:0x1.width * 0.5 + 2`
                let parts = space.trimmingSpaces.split(separator: " ", maxSplits: 1).map(String.init)
                if let value = NumberText.value(parts.first ?? "") {
                    constraint.multiplier = value
                    tail = parts.count > 1 ? parts[1] : ""
                }
            }
            if !tail.isEmpty {
                guard let constant = NumberText.value(tail), tail.hasPrefix("+") || tail.hasPrefix("-") else {
                    throw DescriptionError(
                        message: "expected '+ constant' or '- constant', found '\(tail)'",
                        offset: restOffset + rhs.index)
                }
                constraint.constant = constant
            }
        }
        if let spacing {
            constraint.isSystemSpacing = true
            constraint.constant += relation == .lessThanOrEqual ? -spacing : spacing
        }
        // `minX == 0 (names: '|':NSTextView)`: a location against the superview.
        if constraint.second == nil && !first.attribute.isSize, let parent = names["|"] {
            constraint.second = LoggedAnchor(
                view: parent, attribute: first.attribute, loggedAttribute: first.loggedAttribute)
            constraint.parentLinks.append(ParentLink(child: first.view, parent: parent))
        }
        return constraint
    }

    func anchor(_ item: ItemReader.Item, _ attribute: String, other: LoggedView?) throws -> LoggedAnchor {
        let view: LoggedView
        switch item {
        case .view(let v): view = v
        case .superview:
            guard let parent = names["|"] else {
                throw DescriptionError(
                    message: "'|' names a superview the log does not give ('names:' has no '|')", offset: 0)
            }
            view = parent
        }
        if let content = ScrollViewContent.anchor(of: view, attribute) { return content }
        return LoggedAnchor(view: view, attribute: ItemReader.attribute(attribute)!, loggedAttribute: attribute)
    }

    static func relation(_ chars: [Character], at i: Int) -> ConstraintSpec.Relation? {
        guard i + 1 < chars.count, chars[i + 1] == "=" else { return nil }
        switch chars[i] {
        case "=": return .equal
        case "<": return .lessThanOrEqual
        case ">": return .greaterThanOrEqual
        default: return nil
        }
    }
}

/// Numbers as logs print them: `16`, `20.4`, `- 16`, `+ 8`, `1e-05`, `-1.5E+2`.
enum NumberText {
    static func value(_ text: String) -> Double? {
        var s = text.trimmingSpaces
        var sign = 1.0
        if s.hasPrefix("+") || s.hasPrefix("-") {
            if s.hasPrefix("-") { sign = -1 }
            s = String(s.dropFirst()).trimmingSpaces
        }
        guard let first = s.first, first.isNumber || first == ".",
            s.allSatisfy({ $0.isASCII && ($0.isNumber || "eE.+-".contains($0)) }), let value = Double(s),
            value.isFinite
        else { return nil }
        return sign * value
    }
}
