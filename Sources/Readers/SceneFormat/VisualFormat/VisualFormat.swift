import SceneModel

/// Apple's Visual Format Language (Auto Layout Guide, appendix), turned into constraint specs.
///
///     (H|V):?  (|connection)?  view (connection view)*  (connection|)?
///     view: [name(predicateList)?]     connection: -predicateList- | - | (nothing: flush)
///     predicate: (==|<=|>=)? (number|metric|view) (@priority)?
struct VisualFormat {
    var viewNames: ViewDirectory
    var metrics: [String: Double]

    typealias Failure = ConstraintNotation.Failure

    private struct Predicate {
        var relation: ConstraintSpec.Relation
        var constant: Double?  // nil: the object is a view
        var view: String?
        var priority: Double
    }

    private struct Cursor {
        let chars: [Character]
        var index = 0
        var atEnd: Bool { index >= chars.count }
        var current: Character? { atEnd ? nil : chars[index] }
        mutating func skipSpaces() { while let c = current, c == " " { index += 1 } }
        mutating func take(_ c: Character) -> Bool {
            if current == c { index += 1; return true }
            return false
        }
        mutating func identifier() -> String {
            var result = ""
            while let c = current, c.isLetterOrNumber || c == "_" { result.append(c); index += 1 }
            return result
        }
        mutating func number() -> Double? {
            var text = ""
            while let c = current, c.isNumber || c == "." { text.append(c); index += 1 }
            return text.isEmpty ? nil : Double(text)
        }
    }

    /// Parses a format string. Text copied from Apple's documents often has typographic dashes
    /// (`[button]–[textField]`) and spaces (`| -20 - [button]`): dashes read as `-`, and
    /// whitespace is skipped; error offsets still point into the string as written.
    func parse(_ format: String) throws(Failure) -> [ConstraintSpec] {
        let (kept, origin) = Self.normalized(format)
        do {
            return try parseNormalized(kept, text: format)
        } catch {
            let offset = error.offset < origin.count ? origin[error.offset] : format.count
            throw Failure(message: error.message, offset: offset)
        }
    }

    /// The characters of `format` but white space, typographic dashes as `-`, and the offset of
    /// each. ASCII characters are told apart by their code (Character's properties and
    /// `String.contains` were most of the time VFL lines took).
    static func normalized(_ format: String) -> (kept: [Character], origin: [Int]) {
        var kept: [Character] = []
        var origin: [Int] = []
        for (offset, character) in format.enumerated() {
            if let ascii = character.asciiValue {
                // Character.isWhitespace in ASCII: tab, line feed, vertical tab, form feed, carriage return, space.
                if ascii == 0x20 || (0x09...0x0D).contains(ascii) { continue }
                kept.append(character)
            } else {
                if character.isWhitespace { continue }
                kept.append("–—−".contains(character) ? "-" : character)
            }
            origin.append(offset)
        }
        return (kept, origin)
    }

    private func parseNormalized(_ chars: [Character], text format: String) throws(Failure) -> [ConstraintSpec] {
        var cursor = Cursor(chars: chars)
        var horizontal = true
        if cursor.current == "H" || cursor.current == "V" {
            let vertical = cursor.current == "V"
            let letter = cursor.current!
            cursor.index += 1
            guard cursor.take(":") else {
                throw Failure(
                    message:
                        "Expected ':' after '\(letter)' to specify \(vertical ? "vertical" : "horizontal") arrangement",
                    offset: cursor.index)
            }
            horizontal = !vertical
        }
        let leadingAttr: Attribute = horizontal ? .leading : .top
        let trailingAttr: Attribute = horizontal ? .trailing : .bottom
        let sizeAttr: Attribute = horizontal ? .width : .height
        let marginLeading: Attribute = horizontal ? .leadingMargin : .topMargin
        let marginTrailing: Attribute = horizontal ? .trailingMargin : .bottomMargin

        var specs: [ConstraintSpec] = []
        func add(
            _ first: Anchor, _ relation: ConstraintSpec.Relation, _ second: Anchor?, _ constant: Constant,
            _ priority: Double
        ) {
            specs.append(
                ConstraintSpec(
                    first: first, relation: relation, second: second, constant: constant,
                    priority: priority, text: format))
        }

        var predicateCount = 0
        var previous: String?  // the previous view, nil for the superview edge
        var startsAtSuperview = false
        var pending: [Predicate]?  // the connection before the next view
        var pendingStandard = false
        var hasConnection = false

        if cursor.take("|") { startsAtSuperview = true }
        while !cursor.atEnd {
            cursor.skipSpaces()
            if cursor.atEnd { break }
            // A connection?
            if cursor.current == "-" {
                cursor.index += 1
                hasConnection = true
                if cursor.current == "[" || cursor.current == "|" {
                    pendingStandard = true
                } else {
                    pending = try predicateList(&cursor, format: format, inView: false, counted: &predicateCount)
                    guard cursor.take("-") else {
                        throw Failure(message: "Expected '-' to end a connection", offset: cursor.index)
                    }
                }
                continue
            }
            if cursor.current == "|" {
                cursor.index += 1
                guard let last = previous else {
                    throw Failure(message: "Expected a view before the superview's edge", offset: cursor.index - 1)
                }
                connect(
                    trailingOf: last, toSuperview: true, horizontal: horizontal, hasConnection: hasConnection,
                    standard: pendingStandard, predicates: pending, add: add, trailingAttr: trailingAttr,
                    leadingAttr: leadingAttr, marginTrailing: marginTrailing)
                pending = nil; pendingStandard = false; hasConnection = false
                cursor.skipSpaces()
                if !cursor.atEnd {
                    throw Failure(message: "Unexpected text after the superview's edge", offset: cursor.index)
                }
                break
            }
            guard cursor.take("[") else {
                throw Failure(
                    message: "Expected a view, a connection ('-') or the superview ('|')", offset: cursor.index)
            }
            let nameStart = cursor.index
            let raw = cursor.identifier()
            guard !raw.isEmpty else { throw Failure(message: "Expected a view name after '['", offset: nameStart) }
            let name = try resolve(raw, offset: nameStart)
            if cursor.current == "(" {
                cursor.index += 1
                let predicates = try predicateList(&cursor, format: format, inView: true, counted: &predicateCount)
                guard cursor.take(")"), cursor.take("]") else {
                    throw Failure(
                        message: "A predicate on a view's thickness must end with ')' and the view must end with ']'",
                        offset: cursor.index)
                }
                for p in predicates {
                    if let constant = p.constant {
                        add(Anchor(.view(name), sizeAttr), p.relation, nil, .points(constant), p.priority)
                    } else {
                        add(
                            Anchor(.view(name), sizeAttr), p.relation, Anchor(.view(p.view!), sizeAttr), .points(0),
                            p.priority)
                    }
                }
            } else if !cursor.take("]") {
                throw Failure(
                    message: "A predicate on a view's thickness must end with ')' and the view must end with ']'",
                    offset: cursor.index)
            }
            // Connect to what came before.
            if let last = previous {
                let predicates =
                    pending ?? [
                        Predicate(
                            relation: .equal, constant: pendingStandard || hasConnection ? nil : 0, view: nil,
                            priority: 1000)
                    ]
                for p in predicates {
                    let constant: Constant = p.constant.map { .points($0) } ?? .standard(multiple: 1)
                    add(
                        Anchor(.view(name), leadingAttr), p.relation, Anchor(.view(last), trailingAttr), constant,
                        p.priority)
                }
            } else if startsAtSuperview {
                if hasConnection && pending == nil {
                    add(Anchor(.view(name), leadingAttr), .equal, Anchor(.superview, marginLeading), .points(0), 1000)
                } else {
                    for p in pending ?? [Predicate(relation: .equal, constant: 0, view: nil, priority: 1000)] {
                        add(
                            Anchor(.view(name), leadingAttr), p.relation, Anchor(.superview, leadingAttr),
                            .points(p.constant ?? 0), p.priority)
                    }
                }
            }
            previous = name
            pending = nil; pendingStandard = false; hasConnection = false
        }
        if hasConnection {
            throw Failure(message: "Expected a view or the superview ('|') after a connection", offset: cursor.index)
        }
        return specs
    }

    private func connect(
        trailingOf last: String, toSuperview: Bool, horizontal: Bool, hasConnection: Bool, standard: Bool,
        predicates: [Predicate]?, add: (Anchor, ConstraintSpec.Relation, Anchor?, Constant, Double) -> Void,
        trailingAttr: Attribute, leadingAttr: Attribute, marginTrailing: Attribute
    ) {
        if hasConnection && predicates == nil {
            add(Anchor(.superview, marginTrailing), .equal, Anchor(.view(last), trailingAttr), .points(0), 1000)
            return
        }
        for p in predicates ?? [Predicate(relation: .equal, constant: 0, view: nil, priority: 1000)] {
            add(
                Anchor(.superview, trailingAttr), p.relation, Anchor(.view(last), trailingAttr),
                .points(p.constant ?? 0), p.priority)
        }
    }

    private func resolve(_ raw: String, offset: Int) throws(Failure) -> String {
        guard let found = viewNames.find(raw) else {
            throw Failure(message: "Unable to find view with name \(raw)", offset: offset)
        }
        return found
    }

    /// `10`, `metric`, `(>=50@750, <=100)`: a simple predicate or a parenthesized list.
    /// `counted`: the predicates of the line so far, refused past `SceneLimits.maximumPredicatesPerVisualFormat`.
    private func predicateList(
        _ cursor: inout Cursor, format: String, inView: Bool, counted: inout Int
    ) throws(Failure) -> [Predicate] {
        let parenthesized = !inView && cursor.take("(")
        var result: [Predicate] = []
        repeat {
            cursor.skipSpaces()
            counted += 1
            guard counted <= SceneLimits.maximumPredicatesPerVisualFormat else {
                throw Failure(
                    message:
                        "a VFL line takes at most \(SceneLimits.maximumPredicatesPerVisualFormat) predicates (a layout needs a few); split it into several lines",
                    offset: cursor.index)
            }
            var relation = ConstraintSpec.Relation.equal
            let relationStart = cursor.index
            if let c = cursor.current, "=<>".contains(c) {
                cursor.index += 1
                guard cursor.take("=") else {
                    throw Failure(message: "Unknown relation. Must be ==, >=, or <=", offset: relationStart)
                }
                relation = c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            }
            cursor.skipSpaces()
            var predicate = Predicate(relation: relation, constant: nil, view: nil, priority: 1000)
            let objectStart = cursor.index
            let signed =
                (parenthesized || inView) && cursor.current == "-"
                && cursor.index + 1 < cursor.chars.count && cursor.chars[cursor.index + 1].isNumber
            if let c = cursor.current, c.isNumber || signed {
                // Inside parentheses a constant is a full number (strtod): it may be negative.
                if signed { cursor.index += 1 }
                let numberStart = cursor.index
                guard let value = cursor.number() else {
                    throw Failure(message: "Expected a number, a metric or a view name", offset: objectStart)
                }
                // Lengths within ±100,000 points, as everywhere in a scene.
                guard value <= SceneLimits.maximumLength else {
                    let text = String(cursor.chars[numberStart..<cursor.index])
                    throw Failure(
                        message:
                            "the constant must be within ±\(SceneLimits.format(SceneLimits.maximumLength)) points, not '\(signed ? "-" : "")\(text)'",
                        offset: objectStart)
                }
                predicate.constant = signed ? -value : value
            } else {
                let name = cursor.identifier()
                if name.isEmpty {
                    throw Failure(message: "Expected a number, a metric or a view name", offset: objectStart)
                }
                if let metric = metrics[name] {
                    predicate.constant = metric
                } else if !inView && !parenthesized {
                    throw Failure(message: "Unable to find metric with name \(name)", offset: objectStart)
                } else {
                    predicate.view = try resolve(name, offset: objectStart)
                    if !inView {
                        throw Failure(
                            message: "A connection's predicate must be a number or a metric", offset: objectStart)
                    }
                }
            }
            cursor.skipSpaces()
            if cursor.take("@") {
                let start = cursor.index
                if let value = cursor.number() {
                    predicate.priority = value
                } else {
                    let name = cursor.identifier()
                    guard let value = metrics[name] ?? ConstraintNotation(viewNames: []).priorityValue(name) else {
                        throw Failure(message: "Expected a priority after '@'", offset: start)
                    }
                    predicate.priority = value
                }
                guard predicate.priority > 0 && predicate.priority <= 1000 else {
                    throw Failure(message: "Priorities must be from 1 to 1000", offset: start)
                }
            }
            result.append(predicate)
            cursor.skipSpaces()
        } while (parenthesized || inView) && cursor.take(",")
        if parenthesized && !cursor.take(")") {
            throw Failure(message: "Expected ')' to end the predicate list", offset: cursor.index)
        }
        return result
    }
}

extension Character {
    /// `isLetter || isNumber`, decided by code for ASCII (a letter or a digit there).
    var isLetterOrNumber: Bool {
        if let ascii = asciiValue {
            return (ascii | 0x20 >= UInt8(ascii: "a") && ascii | 0x20 <= UInt8(ascii: "z"))
                || (ascii >= UInt8(ascii: "0") && ascii <= UInt8(ascii: "9"))
        }
        return isLetter || isNumber
    }
}
