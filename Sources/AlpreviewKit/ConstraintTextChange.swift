/// Which constraints of a golden's report became which of the new one. Ids are positions
/// (`c7` is the seventh constraint), so one added line renumbers the rest: constraints are
/// matched by their text first, and the ones left over are paired by what they constrain (the
/// text up to the relation, `Title.Top =`): a pair is a changed constraint, the rest were added
/// or removed.
enum ConstraintTextChange {
    struct Constraint: Equatable {
        var id: String
        var text: String
    }

    static func causes(golden: [Constraint], actual: [Constraint]) -> [GoldenExplanation.Cause] {
        // Positions by text and by head, each list in order and consumed from its front, so
        // that matching is linear in the constraints (both reports may list thousands).
        var goldenLeft = golden.map { Optional($0) }
        var byText: [String: [Int]] = [:]
        for (i, constraint) in golden.enumerated() { byText[constraint.text, default: []].append(i) }
        var nextByText: [String: Int] = [:]
        var actualLeft: [Constraint] = []
        for constraint in actual {
            let positions = byText[constraint.text] ?? []
            let next = nextByText[constraint.text, default: 0]
            if next < positions.count {
                goldenLeft[positions[next]] = nil
                nextByText[constraint.text] = next + 1
            } else {
                actualLeft.append(constraint)
            }
        }
        let heads = golden.map { Self.head($0.text) }
        var byHead: [String: [Int]] = [:], byID: [String: Int] = [:]
        for i in goldenLeft.indices where goldenLeft[i] != nil {
            if let head = heads[i] { byHead[head, default: []].append(i) }
            if byID[golden[i].id] == nil { byID[golden[i].id] = i }
        }
        var nextByHead: [String: Int] = [:]
        var causes: [GoldenExplanation.Cause] = []
        var added: [Constraint] = []
        for constraint in actualLeft {
            // Among the ones left with the same head, the one at the same id, else the first.
            var match: Int?
            if let head = Self.head(constraint.text) {
                if let i = byID[constraint.id], goldenLeft[i] != nil, heads[i] == head {
                    match = i
                } else if let positions = byHead[head] {
                    var next = nextByHead[head, default: 0]
                    while next < positions.count, goldenLeft[positions[next]] == nil { next += 1 }
                    nextByHead[head] = next
                    if next < positions.count { match = positions[next] }
                }
            }
            if let i = match, let old = goldenLeft[i] {
                causes.append(.constraintChanged(id: constraint.id, golden: old.text, actual: constraint.text))
                goldenLeft[i] = nil
            } else {
                added.append(constraint)
            }
        }
        causes += added.map { .constraintAdded(id: $0.id, text: $0.text) }
        causes += goldenLeft.compactMap { $0 }.map { .constraintRemoved(id: $0.id, text: $0.text) }
        return causes
    }

    static let relations: Set<Substring> = ["=", "==", "<=", ">="]

    /// `Title.Top = Safe Area.Top + 8` → `Title.Top =` (nil without a relation: never paired).
    static func head(_ text: String) -> String? {
        let tokens = text.split(separator: " ")
        guard let r = tokens.firstIndex(where: { relations.contains($0) }) else { return nil }
        return tokens[...r].joined(separator: " ")
    }

    /// What the new text says from the first changed word on: `+ 8` → `+ 16` gives `+ 16`, with
    /// the operator before a changed constant and a whole parenthesis (`(Priority 250)`), so that
    /// `c7 Title.Top = Safe Area.Top + 8 → + 16` reads as an edit of the old text.
    static func changedPart(golden: String, actual: String) -> String {
        let old = golden.split(separator: " "), new = actual.split(separator: " ")
        var common = 0
        while common < old.count, common < new.count, old[common] == new[common] { common += 1 }
        // Back into an open parenthesis: the changed part starts with it.
        var opened: [Int] = []
        for (i, token) in new[..<common].enumerated() {
            for character in token {
                if character == "(" { opened.append(i) } else if character == ")" { _ = opened.popLast() }
            }
        }
        if let first = opened.first {
            common = first
        } else if common > 0, common < new.count, ["+", "-", "*", "×"].contains(new[common - 1]) {
            common -= 1
        }
        if common >= new.count { return actual }
        return new[common...].joined(separator: " ")
    }
}
