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
        var goldenLeft = golden.map { Optional($0) }
        var actualLeft: [Constraint] = []
        for constraint in actual {
            if let i = goldenLeft.firstIndex(where: { $0?.text == constraint.text }) {
                goldenLeft[i] = nil
            } else {
                actualLeft.append(constraint)
            }
        }
        var causes: [GoldenExplanation.Cause] = []
        var added: [Constraint] = []
        for constraint in actualLeft {
            let head = Self.head(constraint.text)
            let candidates = goldenLeft.indices.filter { i in
                goldenLeft[i].map { head != nil && Self.head($0.text) == head } ?? false
            }
            // Among several with the same head, the one at the same id.
            if let i = candidates.first(where: { goldenLeft[$0]?.id == constraint.id }) ?? candidates.first,
                let old = goldenLeft[i]
            {
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
