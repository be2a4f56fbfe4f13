import SceneModel

/// The common constraint line, read byte by byte: plain ASCII `ITEM.ATTR REL [N x] ITEM.ATTR [± CONSTANT]`
/// or `ITEM.ATTR REL CONSTANT`, then `(Priority P)` or `@P`, without numbering. Nearly every line of a
/// scene is one, and `parse` spent most of a scene's parsing on them (regular expressions, String
/// searches). Anything else, and any line `parse` would refuse, gives nil: the caller then runs
/// `parse`, so that its messages stay the only ones. `CommonLineTests` holds the two to the same result.
extension ConstraintNotation {
    func parseCommonLine(_ line: String) -> ConstraintSpec? {
        let bytes = Array(line.utf8)
        guard let (priority, bodyEnd) = commonPriority(bytes),
            let (relation, relationStart, relationEnd) = Self.plainRelation(bytes, end: bodyEnd)
        else { return nil }
        let (start, end) = Self.trimmed(bytes, 0, bodyEnd)
        // "3. Red View.Top = …" (numbering) and "2 x …" take the full parser.
        guard start < end, !Self.isDigit(bytes[start]) else { return nil }
        guard let first = commonAnchor(bytes, start, relationStart) else { return nil }
        let (rhsStart, rhsEnd) = Self.trimmed(bytes, relationEnd, end)
        guard rhsStart < rhsEnd, bytes[rhsStart] != UInt8(ascii: "+"), bytes[rhsStart] != UInt8(ascii: "-") else {
            return nil
        }
        var second: Anchor?
        var multiplier = 1.0
        var constant = Constant.points(0)
        // The right side as text only where it is looked up (most scenes have no metrics).
        var rhs: String { Self.text(bytes, rhsStart, rhsEnd) }
        if Self.isLetter(bytes[rhsStart]) && bytes[rhsStart..<rhsEnd].contains(UInt8(ascii: ".")) {
            // `Box 1.Trailing …`: a letter, then a dot, is no number, `Standard`, `nan` or `inf`
            // (`parseConstant`, `rejectMalformedConstant`), only a metric if one is named so.
            if !metrics.isEmpty, let v = metrics[rhs] {
                guard withinBounds(.points(v)) else { return nil }
                constant = .points(v)
            } else {
                guard !Self.startsWithWordMultiplier(bytes, rhsStart, rhsEnd),
                    let anchor = commonAnchorAndConstant(bytes, rhsStart, rhsEnd, &constant)
                else { return nil }
                second = anchor
            }
        } else if Self.isDigit(bytes[rhsStart]) {
            if let c = commonConstant(bytes, rhsStart, rhsEnd) {
                guard withinBounds(c) else { return nil }
                constant = c
            } else {
                // `2 x B.width` (`numericMultiplier`), unless a metric is named so.
                guard metrics.isEmpty || metrics[rhs] == nil,
                    let (value, restStart) = Self.numericMultiplier(bytes, rhsStart, rhsEnd),
                    value.isFinite, value <= SceneLimits.maximumMultiplier,
                    let anchor = commonAnchorAndConstant(bytes, restStart, rhsEnd, &constant)
                else { return nil }
                multiplier = value
                second = anchor
            }
        } else if let c = parseConstant(rhs) {
            guard withinBounds(c) else { return nil }
            constant = c
        } else {
            // `nan`, `inf`, or a word multiplier (`k x B.width`): the full parser.
            let rhs = rhs
            guard (try? rejectMalformedConstant(rhs, offset: 0)) != nil,
                !Self.startsWithWordMultiplier(bytes, rhsStart, rhsEnd),
                let anchor = commonAnchorAndConstant(bytes, rhsStart, rhsEnd, &constant)
            else { return nil }
            second = anchor
        }
        let (lineStart, lineEnd) = Self.trimmed(bytes, 0, bytes.count)
        let spec = ConstraintSpec(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
            priority: priority,
            // The line itself when it has no spaces to trim: no second copy of it.
            text: lineStart == 0 && lineEnd == bytes.count ? line : Self.text(bytes, lineStart, lineEnd))
        return ConstraintLegality.violation(of: spec) == nil ? spec : nil
    }

    /// `ITEM.ATTR [± CONSTANT]`, the right side when it is no constant.
    func commonAnchorAndConstant(_ bytes: [UInt8], _ start: Int, _ end: Int, _ constant: inout Constant) -> Anchor? {
        var anchorEnd = end
        // ` + 20`, ` - Standard`: after the last sign, which a space precedes (`trailingConstant`).
        if let sign = (start..<end).last(where: { bytes[$0] == UInt8(ascii: "+") || bytes[$0] == UInt8(ascii: "-") }) {
            guard sign > start, bytes[sign - 1] == UInt8(ascii: " "), sign + 1 < end else { return nil }
            let (valueStart, valueEnd) = Self.trimmed(bytes, sign + 1, end)
            guard let c = commonConstant(bytes, valueStart, valueEnd), withinBounds(c) else { return nil }
            let factor: Double = bytes[sign] == UInt8(ascii: "-") ? -1 : 1
            switch c {
            case .points(let v): constant = .points(factor * v)
            case .standard(let k): constant = .standard(multiple: factor * k)
            }
            anchorEnd = sign - 1
            while anchorEnd > start && bytes[anchorEnd - 1] == UInt8(ascii: " ") { anchorEnd -= 1 }
        }
        return commonAnchor(bytes, start, anchorEnd)
    }

    /// The one relation of a line of plain characters (letters, digits, spaces, `._+-<>=`): one
    /// `=`, `==`, `<=` or `>=`, and no other `<`, `>` or `=`, so that `findRelation` finds the same.
    static func plainRelation(_ bytes: [UInt8], end: Int) -> (ConstraintSpec.Relation, Int, Int)? {
        // The first two `=` and the first angle, and how many of each: no arrays per line.
        var equals = 0, firstEqual = -1, secondEqual = -1
        var angles = 0, angle = -1
        for index in 0..<end {
            switch bytes[index] {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: " "), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "+"), UInt8(ascii: "-"):
                continue
            case UInt8(ascii: "="):
                if equals == 0 { firstEqual = index } else if equals == 1 { secondEqual = index }
                equals += 1
            case UInt8(ascii: "<"), UInt8(ascii: ">"):
                if angles == 0 { angle = index }
                angles += 1
            default: return nil
            }
        }
        guard equals > 0, angles <= 1 else { return nil }
        let at = firstEqual
        if angles == 1 {
            guard angle == at - 1, equals == 1 else { return nil }
            return (bytes[angle] == UInt8(ascii: "<") ? .lessThanOrEqual : .greaterThanOrEqual, angle, at + 1)
        }
        if equals == 1 { return (.equal, at, at + 1) }
        if equals == 2 && secondEqual == at + 1 { return (.equal, at, at + 2) }
        return nil
    }

    /// `parseConstant` for plain characters, without its `N x Standard` regular expression: a
    /// number (digits and dots only) or a word (`Standard`, a metric); nil for anything else.
    func commonConstant(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Constant? {
        guard start < end else { return nil }
        let text = Self.text(bytes, start, end)
        let constant: Constant?
        if Self.isDigit(bytes[start]) {
            guard bytes[start..<end].allSatisfy({ Self.isDigit($0) || $0 == UInt8(ascii: ".") }) else {
                return Self.standardMultiple(bytes, start, end).map { .standard(multiple: $0) }
            }
            if let v = metrics[text] {
                constant = .points(v)
            } else {
                constant = Double(text).flatMap { $0.isFinite ? .points($0) : nil }
            }
        } else {
            constant = parseConstant(text)
        }
        return constant
    }

    func withinBounds(_ constant: Constant) -> Bool { (try? checkBounds(constant, text: "", offset: 0)) != nil }

    /// `ITEM.ATTR` as `parseAnchor` reads it; nil where it would fail.
    func commonAnchor(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Anchor? {
        let (start, end) = Self.trimmed(bytes, start, end)
        guard let dot = (start..<end).last(where: { bytes[$0] == UInt8(ascii: ".") }) else { return nil }
        let (attributeStart, attributeEnd) = Self.trimmed(bytes, dot + 1, end)
        guard let attribute = Self.attribute(bytes, attributeStart, attributeEnd) else { return nil }
        let (itemStart, itemEnd) = Self.trimmed(bytes, start, dot)
        if bytes[itemStart..<itemEnd].contains(UInt8(ascii: ".")) {
            // A view's own guide (`Red View.Safe Area`): rare, read as `parseItem` does.
            return (try? parseItem(Self.text(bytes, itemStart, itemEnd), offset: 0)).map { Anchor($0, attribute) }
        }
        let key = Self.normalized(bytes, itemStart, itemEnd)
        if let item = Self.builtInItem(key) { return Anchor(item, attribute) }
        return viewNames.find(normalized: key).map { Anchor(.view($0), attribute) }
    }

    /// `Attribute.named` for a plain name, compared in place with each attribute's lowercased
    /// name: no String is made. Names it does not list (`Baseline`, spaced ones) take `Attribute.named`.
    static func attribute(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Attribute? {
        let length = end - start
        for (name, attribute) in attributeNames where name.count == length {
            var index = 0
            while index < length && (bytes[start + index] | 0x20) == name[index] { index += 1 }
            if index == length { return attribute }
        }
        return Attribute.named(text(bytes, start, end))
    }

    /// Every attribute by its name in lowercase ASCII bytes (`| 0x20` lowercases a letter and
    /// makes no other byte of a plain line a lowercase letter).
    static let attributeNames: [([UInt8], Attribute)] = Attribute.allCases.map {
        (Array($0.rawValue.lowercased().utf8), $0)
    }

    /// `normalizedName` of plain bytes (letters lowercased, spaces dropped), made in place.
    static func normalized(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
        String(unsafeUninitializedCapacity: end - start) { buffer in
            var count = 0
            for byte in bytes[start..<end] where byte != UInt8(ascii: " ") {
                buffer[count] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 0x20 : byte
                count += 1
            }
            return count
        }
    }

    /// A trailing `(Priority P)` or `@P`, where `parsePriority` finds it (the only parenthesis or
    /// `@` of the line, the closing parenthesis last): the priority and where the rest ends;
    /// 1000 and the end without one; nil for anything else, or a priority it would refuse.
    func commonPriority(_ bytes: [UInt8]) -> (priority: Double, bodyEnd: Int)? {
        let isMark: (UInt8) -> Bool = { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") || $0 == UInt8(ascii: "@") }
        guard let mark = bytes.firstIndex(where: isMark) else { return (1000, bytes.count) }
        var innerStart = mark + 1, innerEnd = bytes.count
        if bytes[mark] == UInt8(ascii: "(") {
            // `priorityInParentheses`: `\(\s*[Pp]riority\s+[^)]*\)\s*$`.
            guard bytes.last == UInt8(ascii: ")") else { return nil }
            innerEnd -= 1
            while innerStart < innerEnd && bytes[innerStart] == UInt8(ascii: " ") { innerStart += 1 }
            guard innerStart + 9 <= innerEnd, bytes[innerStart] | 0x20 == UInt8(ascii: "p"),
                bytes[innerStart + 1..<innerStart + 8].elementsEqual("riority".utf8),
                bytes[innerStart + 8] == UInt8(ascii: " ")
            else { return nil }
            innerStart += 8
        } else if bytes[mark] != UInt8(ascii: "@") {
            return nil
        }
        guard
            bytes[innerStart..<innerEnd].allSatisfy({
                $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ".") || Self.isLetter($0) || Self.isDigit($0)
            })
        else { return nil }
        let (valueStart, valueEnd) = Self.trimmed(bytes, innerStart, innerEnd)
        return priorityValue(Self.text(bytes, valueStart, valueEnd)).map { ($0, mark) }
    }

    /// `[0-9]+(\.[0-9]+)?` from `start`: where the number ends, or nil.
    static func numberEnd(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int? {
        var index = start
        while index < end && isDigit(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        if index + 1 < end && bytes[index] == UInt8(ascii: ".") && isDigit(bytes[index + 1]) {
            index += 1
            while index < end && isDigit(bytes[index]) { index += 1 }
        }
        return index
    }

    /// `N x Standard` (`standardMultiple`: `^NUMBER\s*x\s*[Ss]tandard$` in plain characters): N.
    static func standardMultiple(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Double? {
        guard let numberEnd = numberEnd(bytes, start, end) else { return nil }
        var index = numberEnd
        while index < end && bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < end, bytes[index] == UInt8(ascii: "x") else { return nil }
        index += 1
        while index < end && bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard end - index == 8, bytes[index] == UInt8(ascii: "S") || bytes[index] == UInt8(ascii: "s"),
            bytes[index + 1..<end].elementsEqual("tandard".utf8)
        else { return nil }
        return Double(text(bytes, start, numberEnd))
    }

    /// `N x ` before an item (`numericMultiplier`: `^NUMBER\s*x\s+` in plain characters): N, and
    /// where the item starts.
    static func numericMultiplier(_ bytes: [UInt8], _ start: Int, _ end: Int) -> (Double, Int)? {
        guard let numberEnd = numberEnd(bytes, start, end) else { return nil }
        var index = numberEnd
        while index < end && bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < end, bytes[index] == UInt8(ascii: "x") else { return nil }
        let afterSign = index + 1
        index = afterSign
        while index < end && bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index > afterSign, let value = Double(text(bytes, start, numberEnd)) else { return nil }
        return (value, index)
    }

    /// `^\S+\s+x\s+` (`wordMultiplier` without `*` and `×`, which a plain line has not).
    static func startsWithWordMultiplier(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        var index = start
        while index < end && bytes[index] != UInt8(ascii: " ") { index += 1 }
        let word = index
        while index < end && bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index > word, index + 1 < end, bytes[index] == UInt8(ascii: "x") else { return false }
        return bytes[index + 1] == UInt8(ascii: " ")
    }

    static func trimmed(_ bytes: [UInt8], _ start: Int, _ end: Int) -> (Int, Int) {
        var start = start, end = end
        while start < end && bytes[start] == UInt8(ascii: " ") { start += 1 }
        while end > start && bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        return (start, end)
    }

    static func text(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
