import LayoutEngine
import SceneModel

/// UIKit's likely choice among a conflict's constraints and, when the model cannot separate it
/// from the next (only the order the log lists them in tells the two apart, or only their
/// constants), that next one as the alternative, each with its reason.
struct BreakRanking {
    var likely: LoggedConstraint
    var alternative: LoggedConstraint?
    /// In words: the likely choice and why, and the alternative and why.
    var lines: [String]

    /// Over the real logs where only the list order told the two likeliest apart, UIKit broke
    /// the one listed first in this many of them (docs/conflict-logs.md): measured on those logs.
    static let listedFirstAgreed = 2
    static let listOrderDecided = 3
    /// Over the real logs where only their constants told the two likeliest apart, UIKit broke
    /// the one with the larger constant in this many of them.
    static let largerDuplicateAgreed = 9
    static let duplicatesDecided = 10

    init?(
        _ conflict: LoggedConflict, hierarchy: LoggedHierarchy, names: [String: String], model: BreakModel,
        negativeSizes: [String: Set<Attribute.Axis>] = [:]
    ) {
        let constraints = conflict.constraints
        let allSystem = constraints.allSatisfy { $0.origin.isSystem }
        let keyed = constraints.enumerated().map { index, c in
            (
                c,
                BreakOrder.key(
                    c, index: index, in: constraints, allSystem: allSystem, hierarchy: hierarchy, model: model,
                    negativeSizes: negativeSizes)
            )
        }.sorted { $0.1.lexicographicallyPrecedes($1.1) }
        guard let (likely, likelyKey) = keyed.last else { return nil }
        self.likely = likely
        func described(_ c: LoggedConstraint) -> String { "\(c.address) (\(BreakExplanation.describe(c, names)))" }
        guard keyed.count >= 2 else {
            lines = ["Likely choice: \(described(likely)), the only constraint of the conflict."]
            return
        }
        let (next, nextKey) = keyed[keyed.count - 2]
        let deciding = likelyKey.indices.first { likelyKey[$0] != nextKey[$0] }.map {
            $0 == 0 ? nil : model.criteria[$0 - 1]
        }
        switch deciding {
        case .some(.some(.largerDuplicate)):
            alternative = next
            let larger = Self.largerDuplicateAgreed, all = Self.duplicatesDecided
            lines = [
                "Likely choice: \(described(likely)): it differs from \(next.address) only in its constant, which is "
                    + "the larger; where only their constants told two constraints apart UIKit broke the one with the "
                    + "larger in \(larger) of \(all) real logs.",
                "Alternative: \(described(next)): the same constraint with the smaller constant; UIKit broke that one "
                    + "in \(all - larger) of those \(all) logs.",
            ]
        case .some(.some(let criterion)) where !criterion.isListOrder:
            alternative = nil
            lines = ["Likely choice: \(described(likely)): \(criterion.reason)."]
        case .some(.none):
            alternative = nil
            lines = ["Likely choice: \(described(likely)): UIKit breaks the app's constraints before its own."]
        default:
            alternative = next
            let first = Self.listedFirstAgreed, all = Self.listOrderDecided
            lines = [
                "Likely choice: \(described(likely)): no rule of the model tells it from \(next.address); "
                    + "the log lists it \(deciding == .some(.some(.listedLast)) ? "after" : "before") that one, and where "
                    + "only the list order told two constraints apart UIKit broke the one listed first in \(first) of "
                    + "\(all) real logs.",
                "Alternative: \(described(next)): as likely by every rule of the model; UIKit broke the other one "
                    + "listed in \(all - first) of those \(all) logs.",
            ]
        }
    }
}
