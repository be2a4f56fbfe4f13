import Foundation
import SceneModel
import SourceText

/// Parses the cookbook's constraint lines:
/// `ITEM.ATTR RELATION [MULTIPLIER (x|*|×)] ITEM.ATTR [(+|-) CONSTANT] [PRIORITY]` or
/// `ITEM.ATTR RELATION CONSTANT [PRIORITY]`, and checks them as UIKit would (`ConstraintLegality`).
struct ConstraintNotation {
    /// Views and guides the scene declares (display names), for resolving and suggesting.
    var viewNames: ViewDirectory
    var metrics: [String: Double] = [:]

    /// A failure at a column of the line (0-based offset into the text).
    struct Failure: Error {
        var message: String
        var offset: Int
    }

    func parse(_ line: String) throws(Failure) -> ConstraintSpec {
        var text = line
        // Cookbook lists number their lines: "3. Red View.Top = …".
        if let match = Self.numberedListPrefix.firstRange(in: text) {
            text =
                String(repeating: " ", count: text.distance(from: text.startIndex, to: match.upperBound))
                + text[match.upperBound...]
        }
        if text.trimmedSpaces.isEmpty {
            throw Failure(
                message: "empty constraint; expected e.g. 'Red View.Leading = Superview.LeadingMargin'", offset: 0)
        }
        var priority = 1000.0
        var body = text
        if let p = try parsePriority(&body) { priority = p }

        guard let (relation, range) = findRelation(body) else {
            throw Failure(message: "expected a relation (=, ==, >=, <=, ≥ or ≤)", offset: firstNonSpace(body))
        }
        let lhsText = String(body[..<range.lowerBound])
        let rhsText = String(body[range.upperBound...])
        let lhsOffset = body.distance(from: body.startIndex, to: body.startIndex)
        let rhsOffset = body.distance(from: body.startIndex, to: range.upperBound)
        let first = try parseAnchor(lhsText, offset: lhsOffset)

        var second: Anchor?
        var multiplier = 1.0
        var constant = Constant.points(0)
        let rhs = rhsText.trimmedSpaces
        let rhsStart = rhsOffset + (rhsText.count - rhsText.drop(while: { $0 == " " }).count)
        if rhs.isEmpty {
            throw Failure(message: "expected an item or a constant after the relation", offset: body.count)
        }
        if let c = parseConstant(rhs) {
            try checkBounds(c, text: rhs, offset: rhsStart)
            constant = c
        } else {
            try rejectMalformedConstant(rhs, offset: rhsStart)
            var rest = Substring(rhs)
            var restOffset = rhsStart
            if let m = Self.numericMultiplier.firstRange(in: rest)
                ?? Self.numericMultiplierBeforeSign.firstRange(in: rest)
            {
                let token = rest[m].trimmedSpaces.dropLast().trimmedSpaces
                guard let value = parseMultiplier(String(token)) else {
                    throw Failure(message: "invalid multiplier '\(token)'", offset: restOffset)
                }
                try checkMultiplier(value, text: String(token), offset: restOffset)
                multiplier = value
                restOffset += rest.distance(from: rest.startIndex, to: m.upperBound)
                rest = rest[m.upperBound...]
            } else if let m = Self.wordMultiplier.firstRange(in: rest)
                ?? Self.multiplierGluedToX.firstRange(in: rest)
            {
                // A multiplier that is not a number; an `x` glued to a word is the word's
                // (`B.centerx - 20` is the attribute centerX in any case, not `B.center x`).
                let token =
                    rest[m].split(whereSeparator: { $0 == " " || $0 == "*" || $0 == "×" }).first.map(String.init) ?? ""
                throw Failure(message: "invalid multiplier '\(token)' (2, 2.0, 200%, 2/1 or 2:1)", offset: restOffset)
            }
            var anchorText = String(rest)
            if let m = Self.trailingConstant.firstRange(in: anchorText) {
                let tail = anchorText[m].trimmedSpaces
                let sign: Double = tail.hasPrefix("-") ? -1 : 1
                let valueText = tail.dropFirst().trimmedSpaces
                guard let c = parseConstant(valueText) else {
                    let offset = restOffset + anchorText.distance(from: anchorText.startIndex, to: m.lowerBound) + 1
                    throw Failure(message: "invalid constant '\(valueText)'", offset: offset + 2)
                }
                try checkBounds(
                    c, text: valueText,
                    offset: restOffset + anchorText.distance(from: anchorText.startIndex, to: m.lowerBound) + 3)
                switch c {
                case .points(let v): constant = .points(sign * v)
                case .standard(let k): constant = .standard(multiple: sign * k)
                }
                anchorText = String(anchorText[..<m.lowerBound])
            }
            second = try parseAnchor(anchorText, offset: restOffset)
        }
        let spec = ConstraintSpec(
            first: first, relation: relation, second: second, multiplier: multiplier,
            constant: constant, priority: priority, text: line.trimmedSpaces)
        try validate(spec, rhsOffset: rhsStart)
        return spec
    }

    /// A right side that starts like a number but is not a valid constant.
    func rejectMalformedConstant(_ rhs: String, offset: Int) throws(Failure) {
        let lower = rhs.lowercased()
        if ["nan", "inf", "infinity", "-inf", "+inf"].contains(lower) || Double(rhs).map({ !$0.isFinite }) == true {
            throw Failure(message: "the constant must be a finite number, not '\(rhs)'", offset: offset)
        }
        // `10 points`: a number followed by something that is not a multiplier sign.
        if let m = Self.numberThenWords.firstRange(in: rhs) {
            let rest = rhs[m.upperBound...]
            if let first = rest.first, !"x*×".contains(first) {
                throw Failure(
                    message: "unexpected '\(rest)' after the constant",
                    offset: offset + rhs.distance(from: rhs.startIndex, to: m.upperBound))
            }
        }
    }

    /// Constants within ±100,000 points (`N x Standard` too, at the larger standard of 20):
    /// beyond that the solver's arithmetic loses the layout, or overflows to infinity.
    func checkBounds(_ constant: Constant, text: String, offset: Int) throws(Failure) {
        let points: Double
        switch constant {
        case .points(let value): points = value
        case .standard(let multiple): points = multiple * 20
        }
        guard abs(points) <= SceneLimits.maximumLength else {
            throw Failure(
                message:
                    "the constant must be within ±\(SceneLimits.format(SceneLimits.maximumLength)) points, not '\(shownValue(text))'",
                offset: offset)
        }
    }

    /// Multipliers up to 1,000 (UIKit takes any finite number; past this it is a typo, and
    /// chains of them overflow).
    private func checkMultiplier(_ value: Double, text: String, offset: Int) throws(Failure) {
        guard value.isFinite, value <= SceneLimits.maximumMultiplier else {
            throw Failure(
                message:
                    "the multiplier must be at most \(SceneLimits.format(SceneLimits.maximumMultiplier)), not '\(shownValue(text))'",
                offset: offset)
        }
    }

    private func firstNonSpace(_ s: String) -> Int { s.count - s.drop(while: { $0 == " " }).count }

    private func findRelation(_ s: String) -> (ConstraintSpec.Relation, Range<String.Index>)? {
        for (token, relation) in [
            (">=", ConstraintSpec.Relation.greaterThanOrEqual), ("<=", .lessThanOrEqual),
            ("≥", .greaterThanOrEqual), ("≤", .lessThanOrEqual), ("==", .equal), ("=", .equal),
        ] {
            if let r = s.firstByteRange(of: token) { return (relation, r) }
        }
        return nil
    }

    /// Strips a trailing `(Priority 750)` or `@750` / `@high` … and returns the priority.
    private func parsePriority(_ body: inout String) throws(Failure) -> Double? {
        if let r = Self.priorityInParentheses.firstRange(in: body) {
            let inner = body[r].dropFirst().dropLast().trimmedSpaces.dropFirst(8)
                .trimmedSpaces
            guard let value = priorityValue(inner) else {
                throw Failure(
                    message:
                        "invalid priority '\(inner)' (a number from 1 to 1000, or required, high, low, fittingSize)",
                    offset: body.distance(from: body.startIndex, to: r.lowerBound))
            }
            body = String(body[..<r.lowerBound])
            return value
        }
        if let r = Self.priorityAfterAt.firstRange(in: body) {
            let inner = body[r].dropFirst().trimmedSpaces
            guard let value = priorityValue(inner) else {
                throw Failure(
                    message:
                        "invalid priority '\(inner)' (a number from 1 to 1000, or required, high, low, fittingSize)",
                    offset: body.distance(from: body.startIndex, to: r.lowerBound) + 1)
            }
            body = String(body[..<r.lowerBound])
            return value
        }
        return nil
    }

    func priorityValue(_ text: String) -> Double? {
        switch text.lowercased() {
        case "required": return 1000
        case "high", "defaulthigh": return 750
        case "low", "defaultlow": return 250
        case "fittingsize", "fittingsizelevel": return 50
        default:
            guard let v = Double(text), v.isFinite, v > 0, v <= 1000 else { return nil }
            return v
        }
    }

    func parseConstant(_ text: String) -> Constant? {
        let t = text.trimmedSpaces
        if t.lowercased() == "standard" { return .standard(multiple: 1) }
        if let r = Self.standardMultiple.firstRange(in: t),
            r.lowerBound == t.startIndex
        {
            let number = t.prefix { $0.isNumber || $0 == "." }
            return Double(number).map { .standard(multiple: $0) }
        }
        if let v = metrics[t] { return .points(v) }
        guard let v = Double(t), v.isFinite else { return nil }
        return .points(v)
    }

    func parseMultiplier(_ text: String) -> Double? {
        let t = text.replacingOccurrences(of: " ", with: "")
        if t.hasSuffix("%") { return Double(t.dropLast()).map { $0 / 100 } }
        for separator in ["/", ":"] where t.contains(separator) {
            let parts = t.split(separator: Character(separator))
            guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 else { return nil }
            return a / b
        }
        guard let v = Double(t), v.isFinite else { return nil }
        return v
    }

    /// `ITEM.ATTR`, where ITEM may hold spaces and its own guide (`Red View.Safe Area`).
    func parseAnchor(_ text: String, offset: Int) throws(Failure) -> Anchor {
        let leading = text.count - text.drop(while: { $0 == " " }).count
        let trimmed = text.trimmedSpaces
        guard let dot = trimmed.lastIndex(of: ".") else {
            throw Failure(message: "expected ITEM.ATTRIBUTE, e.g. 'Red View.Leading'", offset: offset + leading)
        }
        let itemText = String(trimmed[..<dot]).trimmedSpaces
        let attributeText = String(trimmed[trimmed.index(after: dot)...]).trimmedSpaces
        let attributeOffset = offset + leading + trimmed.distance(from: trimmed.startIndex, to: dot) + 1
        guard let attribute = Attribute.named(attributeText) else {
            let names =
                Attribute.allCases.map { $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst() } + ["Baseline"]
            throw Failure(
                message: "unknown attribute '\(attributeText)'" + Suggestion.didYouMean(attributeText, names),
                offset: attributeOffset)
        }
        return Anchor(try parseItem(itemText, offset: offset + leading), attribute)
    }

    /// The items a line names without declaring them (`Superview`, `Safe Area` …), by normalized name.
    static func builtInItem(_ key: String) -> Item? {
        // Most keys are views': a name of none of the lengths below skips the string comparisons.
        let length = key.utf8.count
        guard length <= 20, builtInLengths & (1 << length) != 0 else { return nil }
        switch key {
        case "superview": return .superview
        case "root", "view": return .root
        case "toplayoutguide": return .topLayoutGuide
        case "bottomlayoutguide": return .bottomLayoutGuide
        case "safearea", "safearealayoutguide": return .safeArea(of: nil)
        case "margins", "layoutmargins", "layoutmarginsguide": return .margins(of: nil)
        case "readablecontent", "readablecontentguide": return .readableContent(of: nil)
        case "contentlayoutguide": return .contentLayoutGuide(of: nil)
        case "framelayoutguide": return .frameLayoutGuide(of: nil)
        default: return nil
        }
    }

    /// The lengths of the names `builtInItem` knows, as bits.
    static let builtInLengths: Int = [
        "superview", "root", "view", "toplayoutguide", "bottomlayoutguide", "safearea", "safearealayoutguide",
        "margins", "layoutmargins", "layoutmarginsguide", "readablecontent", "readablecontentguide",
        "contentlayoutguide", "framelayoutguide",
    ].reduce(0) { $0 | 1 << $1.utf8.count }

    func parseItem(_ text: String, offset: Int) throws(Failure) -> Item {
        if let item = Self.builtInItem(normalizedName(text)) { return item }
        if let dot = text.lastIndex(of: ".") {
            let owner = String(text[..<dot]).trimmedSpaces
            let guide = normalizedName(String(text[text.index(after: dot)...]))
            let ownerName = try resolveView(owner, offset: offset)
            switch guide {
            case "safearea", "safearealayoutguide": return .safeArea(of: ownerName)
            case "margins", "layoutmargins", "layoutmarginsguide": return .margins(of: ownerName)
            case "readablecontent", "readablecontentguide": return .readableContent(of: ownerName)
            case "contentlayoutguide": return .contentLayoutGuide(of: ownerName)
            case "framelayoutguide": return .frameLayoutGuide(of: ownerName)
            default:
                throw Failure(
                    message:
                        "unknown guide '\(text[text.index(after: dot)...])' (Safe Area, Margins, Readable Content, Content Layout Guide or Frame Layout Guide)",
                    offset: offset + text.distance(from: text.startIndex, to: dot) + 1)
            }
        }
        return .view(try resolveView(text, offset: offset))
    }

    func resolveView(_ name: String, offset: Int) throws(Failure) -> String {
        let key = normalizedName(name)
        if key == "superview" || key == "root" { return key == "root" ? "Root" : "Superview" }
        guard let found = viewNames.find(name) else {
            throw Failure(
                message: "unknown view '\(name)'" + Suggestion.didYouMean(name, viewNames.names), offset: offset)
        }
        return found
    }

    /// UIKit's exceptions for illegal constraints (the engine's rules), pointed at the right side.
    func validate(_ spec: ConstraintSpec, rhsOffset: Int) throws(Failure) {
        if let message = ConstraintLegality.violation(of: spec) { throw Failure(message: message, offset: rhsOffset) }
    }
}
