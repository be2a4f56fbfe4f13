import LayoutEngine
import SceneModel

/// What changes between two regimes, in words: one sentence per rule, wrapping text or
/// constraint that changed (in that order), with the texts and constraints involved.
public struct RegimeChange: Equatable, Sendable {
    public var sentences: [String]
    /// The views whose text breaks into another number of lines, by name, and the lines each
    /// takes from the change on.
    public var texts: [String]
    public var textLines: [Int]
    /// The ids of the constraints whose state changed, in the scene's order.
    public var constraints: [String]

    public init(from old: LayoutRegime, to new: LayoutRegime, order: [String]) {
        var sentences: [String] = []
        for name in Set(old.rules.keys).union(new.rules.keys).sorted() where old.rules[name] != new.rules[name] {
            sentences.append("\(name) \(old.rules[name] ?? "none") → \(new.rules[name] ?? "none")")
        }
        var texts: [String] = [], textLines: [Int] = []
        for name in Set(old.lineCounts.keys).intersection(new.lineCounts.keys).sorted() {
            guard let before = old.lineCounts[name], let after = new.lineCounts[name], before != after else {
                continue
            }
            sentences.append(Self.wrapSentence(name, from: before, to: after))
            texts.append(name)
            textLines.append(after)
        }
        var ids: [String] = []
        let solved = new.constraints
        for id in order {
            guard let before = old.states[id], let after = new.states[id], before != after,
                let constraint = solved[id]
            else { continue }
            guard let sentence = Self.sentence(constraint, from: before, to: after) else { continue }
            sentences.append(sentence)
            ids.append(id)
        }
        self.sentences = sentences
        self.texts = texts
        self.textLines = textLines
        constraints = ids
    }

    public var isEmpty: Bool { sentences.isEmpty }

    /// Whether only texts rewrap: no rule and no constraint changes.
    public var onlyRewraps: Bool { !texts.isEmpty && texts.count == sentences.count }

    init(sentences: [String], texts: [String] = [], textLines: [Int] = [], constraints: [String]) {
        self.sentences = sentences
        self.texts = texts
        self.textLines = textLines
        self.constraints = constraints
    }

    /// The sentences of the configuration's rules (they come first, without a text or constraint).
    var ruleSentences: ArraySlice<String> { sentences.prefix(sentences.count - texts.count - constraints.count) }

    /// The sentence of each text that wraps into other lines, by its view's name.
    var textSentences: [(name: String, lines: Int, sentence: String)] {
        let start = sentences.count - texts.count - constraints.count
        return texts.indices.map { (name: texts[$0], lines: textLines[$0], sentence: sentences[start + $0]) }
    }

    /// `Body wraps into 11 lines (12 before)`.
    static func wrapSentence(_ name: String, from old: Int, to new: Int) -> String {
        "\(name) wraps into \(new) line\(new == 1 ? "" : "s") (\(old) before)"
    }

    /// The sentence of each constraint whose state changed, by its id.
    var constraintSentences: [(id: String, sentence: String)] {
        Array(zip(constraints, sentences.suffix(constraints.count)).map { (id: $0, sentence: $1) })
    }

    /// Nil for a change that says nothing new: an intrinsic-size constraint reaching its limit
    /// (the view is at its intrinsic size: its hugging or compression resistance says it).
    static func sentence(
        _ constraint: SolvedLayout.SolvedConstraint, from old: LayoutRegime.State,
        to new: LayoutRegime.State
    ) -> String? {
        let text = constraint.spec.text.isEmpty ? constraint.id : constraint.spec.text
        if let intrinsic = IntrinsicConstraint(constraint) {
            guard (old == .givesWay) != (new == .givesWay) else { return nil }
            let priority = SweepFormat.points(constraint.spec.priority)
            switch (intrinsic.hugs, new == .givesWay) {
            case (true, true):
                return
                    "\(intrinsic.view) grows past its intrinsic \(intrinsic.dimension) (hugging \(priority) gives way)"
            case (true, false):
                return "\(intrinsic.view) is back at its intrinsic \(intrinsic.dimension) (hugging \(priority) holds)"
            case (false, true):
                return "\(intrinsic.view) is squeezed below its intrinsic \(intrinsic.dimension) "
                    + "(compression resistance \(priority) gives way)"
            case (false, false):
                return "\(intrinsic.view) is no longer squeezed below its intrinsic \(intrinsic.dimension) "
                    + "(compression resistance \(priority) holds)"
            }
        }
        let required = constraint.spec.priority >= 1000
        switch (old, new) {
        case (_, .givesWay):
            return required ? "`\(text)` breaks (a conflict)" : "optional `\(text)` gives way"
        case (.givesWay, _):
            return required ? "`\(text)` holds again" : "optional `\(text)` starts holding"
        case (.holds, .atLimit):
            return limit(constraint).map { "\($0) reaches its \($1): `\(text)`" } ?? "`\(text)` reaches its limit"
        case (.atLimit, .holds):
            return limit(constraint).map { "\($0) leaves its \($1): `\(text)`" } ?? "`\(text)` leaves its limit"
        default:
            return nil
        }
    }

    /// `(Blue View, minimum width)` for `Blue View.Width >= 150`: a bound on a view's size.
    static func limit(_ constraint: SolvedLayout.SolvedConstraint) -> (String, String)? {
        guard case .view(let name) = constraint.spec.first.item,
            [.width, .height].contains(constraint.spec.first.attribute)
        else { return nil }
        let bound = constraint.spec.relation == .greaterThanOrEqual ? "minimum" : "maximum"
        return (name, "\(bound) \(constraint.spec.first.attribute.rawValue)")
    }
}
