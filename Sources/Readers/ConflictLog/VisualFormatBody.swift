import SceneModel

/// A body UIKit prints in the Visual Format Language, one relation each:
///
///     H:|-(15)-[X]      X.leading == superview.leading + 15
///     H:[X]-(15)-|      superview.trailing == X.trailing + 15
///     H:[X]-(8)-[Y]     Y.leading == X.trailing + 8
///     V:[X(44)]         X.height == 44
///
/// Gaps and sizes may carry a relation, a priority and `NSSpace(8)` (`-(>=8@750)-`); `H:` edges
/// are leading and trailing, or left and right after `(LTR)`; `|` is the superview the `names:`
/// give (a view of its own, named after its child, when they do not).
struct VisualFormatBody {
    let chars: [Character]
    let names: [String: LoggedView]
    let isLeftToRight: Bool

    enum Element {
        case superview
        case view(LoggedView, predicate: Predicate?)
    }

    struct Predicate {
        var relation: ConstraintSpec.Relation = .equal
        var value: Double
        var priority: Double = 1000
        var isSystemSpacing = false
    }

    mutating func read() throws -> LoggedConstraint {
        let vertical = chars[0] == "V"
        var i = 2
        var elements: [Element] = []
        var gaps: [Predicate] = []
        while i < chars.count {
            switch chars[i] {
            case "|":
                elements.append(.superview)
                i += 1
            case "[":
                var items = ItemReader(chars: chars, index: i + 1, names: names)
                let (item, _) = try items.item(allowingAttribute: false)
                guard case .view(let view) = item else { throw items.error("'|' inside brackets") }
                i = items.index
                var predicate: Predicate?
                if i < chars.count, chars[i] == "(" {
                    let (value, next) = try readPredicate(from: i)
                    predicate = value
                    i = next
                }
                guard i < chars.count, chars[i] == "]" else {
                    throw DescriptionError(message: "expected ']' after the view", offset: i)
                }
                elements.append(.view(view, predicate: predicate))
                i += 1
            case "-":
                // `-(8)-`, `-8-`, or `-` alone before a view: the standard spacing.
                if i + 1 < chars.count, chars[i + 1] == "(" {
                    let (gap, next) = try readPredicate(from: i + 1)
                    guard next < chars.count, chars[next] == "-" else {
                        throw DescriptionError(message: "expected '-' after the gap", offset: next)
                    }
                    gaps.append(gap)
                    i = next + 1
                } else if i + 1 < chars.count, chars[i + 1].isNumber {
                    var j = i + 1
                    while j < chars.count, chars[j] != "-" { j += 1 }
                    guard let value = NumberText.value(String(chars[i + 1..<j])), j < chars.count else {
                        throw DescriptionError(message: "expected a gap like '-(8)-'", offset: i)
                    }
                    gaps.append(Predicate(value: value))
                    i = j + 1
                } else {
                    gaps.append(Predicate(value: 8, isSystemSpacing: true))
                    i += 1
                }
            case " ":
                i += 1
            default:
                throw DescriptionError(message: "unexpected '\(chars[i])' in a visual format line", offset: i)
            }
        }
        return try relation(elements: elements, gaps: gaps, vertical: vertical)
    }

    /// `(>=8@750)`, `(NSSpace(8))`, `(-20)`: from the `(` to past its `)`.
    func readPredicate(from open: Int) throws -> (Predicate, Int) {
        var depth = 0, close = open
        while close < chars.count {
            if chars[close] == "(" { depth += 1 }
            if chars[close] == ")" {
                depth -= 1
                if depth == 0 { break }
            }
            close += 1
        }
        guard close < chars.count else { throw DescriptionError(message: "'(' is not closed", offset: open) }
        var text = String(chars[open + 1..<close]).trimmingSpaces
        var predicate = Predicate(value: 0)
        if let relation = EquationBody.relation(Array(text), at: 0) {
            predicate.relation = relation
            text = String(text.dropFirst(2))
        }
        if let at = text.lastIndex(of: "@"), let priority = NumberText.value(String(text[text.index(after: at)...])) {
            predicate.priority = priority
            text = String(text[..<at])
        }
        for word in ["NSLayoutAnchorConstraintSpace(", "NSSpace("] where text.hasPrefix(word) && text.hasSuffix(")") {
            text = String(text.dropFirst(word.count).dropLast())
            predicate.isSystemSpacing = true
        }
        guard let value = NumberText.value(text) else {
            throw DescriptionError(message: "expected a number in '(\(text))'", offset: open + 1)
        }
        predicate.value = value
        return (predicate, close + 1)
    }

    func relation(elements: [Element], gaps: [Predicate], vertical: Bool) throws -> LoggedConstraint {
        let leading: Attribute = vertical ? .top : (isLeftToRight ? .left : .leading)
        let trailing: Attribute = vertical ? .bottom : (isLeftToRight ? .right : .trailing)
        let size: Attribute = vertical ? .height : .width
        func make(_ first: LoggedAnchor, _ second: LoggedAnchor?, _ p: Predicate) -> LoggedConstraint {
            LoggedConstraint(
                className: "", address: "", first: first, relation: p.relation, second: second, constant: p.value,
                isSystemSpacing: p.isSystemSpacing, priority: p.priority, text: "", line: 0, column: 0)
        }
        func superview(of child: LoggedView) -> LoggedView {
            names["|"] ?? LoggedView(className: "UIView", name: "superview of \(child.name ?? child.key)")
        }
        switch (elements.count, gaps.count) {
        case (1, 0):
            guard case .view(let view, let predicate?) = elements[0] else { break }
            return make(LoggedAnchor(view: view, attribute: size), nil, predicate)
        case (2, 1):
            switch (elements[0], elements[1]) {
            case (.superview, .view(let view, nil)):
                let parent = superview(of: view)
                var c = make(
                    LoggedAnchor(view: view, attribute: leading), LoggedAnchor(view: parent, attribute: leading),
                    gaps[0])
                c.parentLinks = [ParentLink(child: view, parent: parent)]
                return c
            case (.view(let view, nil), .superview):
                let parent = superview(of: view)
                var c = make(
                    LoggedAnchor(view: parent, attribute: trailing), LoggedAnchor(view: view, attribute: trailing),
                    gaps[0])
                c.parentLinks = [ParentLink(child: view, parent: parent)]
                return c
            case (.view(let a, nil), .view(let b, nil)):
                return make(
                    LoggedAnchor(view: b, attribute: leading), LoggedAnchor(view: a, attribute: trailing), gaps[0])
            default: break
            }
        default: break
        }
        throw DescriptionError(
            message:
                "a visual format line with one relation was expected ('H:|-(8)-[X]', 'H:[X]-(8)-[Y]', 'V:[X(44)]')",
            offset: 0)
    }
}
