import Foundation
import LayoutEngine
import Testing

@testable import ConflictLog
import SceneModel

/// The breaking model validated by leave-one-out over `../shared/logs`: for each log that names
/// the constraint UIKit broke, the order of `BreakModel`'s criteria is chosen on the other logs
/// (the order that agrees with most of them), and that model rebuilds and solves the log left
/// out. The share that agrees is printed with each log that differs and why.
@Suite(.enabled(if: SharedLogs.isPresent, "../shared/logs is absent"))
struct BreakModelValidationTests {
    /// A log's first conflict, which names the constraint UIKit broke, with each criterion's
    /// value for each of its constraints worked out once.
    struct Case {
        var url: URL
        var conflict: LoggedConflict
        var hierarchy: LoggedHierarchy
        var truth: String
        var values: [[BreakCriterion: Int]]
        var isApp: [Bool]
        var negativeSizes: [String: Set<Attribute.Axis>]
    }

    static func cases() -> [Case] {
        (SharedLogs.files() ?? []).compactMap { url in
            guard let log = try? ConflictLogReader.read(SharedLogs.text(url)), let printed = log.conflicts.first,
                let truth = printed.broken?.address
            else { return nil }
            // As the scene has it: its constants rounded where that closes the conflict.
            let scene = ConflictScene(printed, number: 1, file: url.lastPathComponent, lines: log.lines)
            let conflict = scene.conflict
            let hierarchy = LoggedHierarchy(conflict.constraints)
            let allSystem = conflict.constraints.allSatisfy { $0.origin.isSystem }
            let values = conflict.constraints.enumerated().map { index, c in
                Dictionary(
                    uniqueKeysWithValues: BreakCriterion.allCases.map {
                        (
                            $0,
                            $0.value(
                                c, index: index, in: conflict.constraints, hierarchy: hierarchy,
                                negativeSizes: scene.negativeSizes)
                        )
                    })
            }
            return Case(
                url: url, conflict: conflict, hierarchy: hierarchy, truth: truth, values: values,
                isApp: conflict.constraints.map { allSystem || !$0.origin.isSystem },
                negativeSizes: scene.negativeSizes)
        }
    }

    /// What `model` breaks in `c` without solving: the constraint it adds last (as `BreakOrder`).
    static func predicted(_ c: Case, _ model: BreakModel) -> String? {
        func key(_ i: Int) -> [Int] { [c.isApp[i] ? 1 : 0] + model.criteria.map { c.values[i][$0]! } }
        let last = c.conflict.constraints.indices.max { key($0).lexicographicallyPrecedes(key($1)) }
        return last.map { c.conflict.constraints[$0].address }
    }

    /// Which logs each candidate model agrees with: `agrees[model][case]`, worked out once, so
    /// that fitting on every log but one is a sum over the others.
    static func agreement(_ cases: [Case], candidates: [BreakModel]) -> [[Bool]] {
        // Each criterion's values as a plain table, and each model as indices into it: the
        // candidates are many, and this is the whole cost of the validation.
        let all = BreakCriterion.allCases
        let tables = cases.map { c in
            c.values.indices.map { i in [c.isApp[i] ? 1 : 0] + all.map { c.values[i][$0]! } }
        }
        let truths = cases.map { c in c.conflict.constraints.firstIndex { $0.address == c.truth } }
        return candidates.map { model in
            let columns = [0] + model.criteria.map { all.firstIndex(of: $0)! + 1 }
            return tables.indices.map { n in
                let rows = tables[n]
                var last = 0
                for i in rows.indices.dropFirst() {
                    for column in columns where rows[i][column] != rows[last][column] {
                        if rows[i][column] > rows[last][column] { last = i }
                        break
                    }
                }
                return last == truths[n]
            }
        }
    }

    /// The candidate that agrees with the most of the cases, leaving out `heldOut` (the first
    /// such among the candidates).
    static func fitted(_ agrees: [[Bool]], candidates: [BreakModel], leaving heldOut: Int? = nil) -> BreakModel {
        var best = 0
        var bestScore = -1
        for (m, row) in agrees.enumerated() {
            var score = 0
            for (i, agreed) in row.enumerated() where agreed && i != heldOut { score += 1 }
            if score > bestScore { (best, bestScore) = (m, score) }
        }
        return candidates[best]
    }

    /// The alternative `BreakRanking` gives for `c` under `model`, if any.
    static func alternative(_ c: Case, _ model: BreakModel) -> String? {
        let names = Dictionary(uniqueKeysWithValues: c.hierarchy.views.map { ($0.key, $0.key) })
        return BreakRanking(
            c.conflict, hierarchy: c.hierarchy, names: names, model: model, negativeSizes: c.negativeSizes)?
            .alternative?.address
    }

    /// Why `model` breaks another constraint than UIKit did: the first criterion that ranks its
    /// choice above UIKit's, or that the printed constraints do not conflict.
    static func reason(_ c: Case, _ model: BreakModel) -> String {
        guard let choice = predicted(c, model), choice != c.truth,
            let a = c.conflict.constraints.firstIndex(where: { $0.address == choice }),
            let b = c.conflict.constraints.firstIndex(where: { $0.address == c.truth })
        else { return "UIKit broke \(c.truth); the rebuilt scene breaks another constraint of its chain" }
        func key(_ i: Int) -> [Int] { [c.isApp[i] ? 1 : 0] + model.criteria.map { c.values[i][$0]! } }
        let (ka, kb) = (key(a), key(b))
        let deciding = ka.indices.first { ka[$0] != kb[$0] }
        let why =
            deciding.map { $0 == 0 ? "UIKit's own constraints are broken last" : model.criteria[$0 - 1].reason }
            ?? "nothing tells them apart"
        return "UIKit broke \(c.truth), the model \(choice): \(why)"
    }

    @Test func leaveOneOut() {
        let all = Self.cases()
        let candidates = BreakModel.candidates()
        let agrees = Self.agreement(all, candidates: candidates)
        var agreed = 0, ranked = 0
        var differing: [String] = []
        for (i, held) in all.enumerated() {
            let model = Self.fitted(agrees, candidates: candidates, leaving: i)
            let outcome = SharedLogs.outcome(of: held.url, model: model)
            if outcome.choice == .agrees {
                agreed += 1
            } else {
                differing.append(held.url.lastPathComponent)
                print("leave-one-out differs: \(held.url.lastPathComponent): \(Self.reason(held, model))")
            }
            if outcome.choice == .agrees || Self.alternative(held, model) == held.truth { ranked += 1 }
        }
        let fittedOnAll = Self.fitted(agrees, candidates: candidates)
        print(
            "leave-one-out: UIKit's broken constraint reproduced for \(agreed) of \(all.count) held-out logs "
                + "(\(Int((Double(agreed) / Double(max(all.count, 1)) * 100).rounded())) %); "
                + "fitted on all: \(fittedOnAll.criteria.map(\.rawValue).joined(separator: ", ")); "
                + "UIKit's among the likely choice and the alternative: \(ranked) of \(all.count)")
        #expect(agreed == SharedLogOutcomes.leaveOneOutAgreement)
        #expect(ranked == SharedLogOutcomes.leaveOneOutRanked)
        #expect(differing == SharedLogOutcomes.leaveOneOutDiffering)
    }

    /// The standard model's two likeliest constraints of each log (indices into its list, the
    /// likeliest first) where `criterion` is the one that tells them apart.
    static func decided(by criterion: (BreakCriterion) -> Bool) -> [(Case, Int, Int)] {
        Self.cases().compactMap { c in
            guard c.conflict.constraints.count >= 2 else { return nil }
            let model = BreakModel.standard
            func key(_ i: Int) -> [Int] { [c.isApp[i] ? 1 : 0] + model.criteria.map { c.values[i][$0]! } }
            let ranked = c.conflict.constraints.indices.sorted { key($0).lexicographicallyPrecedes(key($1)) }
            let (likely, next) = (ranked[ranked.count - 1], ranked[ranked.count - 2])
            let (a, b) = (key(likely), key(next))
            guard let deciding = a.indices.first(where: { a[$0] != b[$0] }), deciding > 0,
                criterion(model.criteria[deciding - 1])
            else { return nil }
            return (c, likely, next)
        }
    }

    /// Where only the list order tells the standard model's two likeliest apart, how often UIKit
    /// broke the one listed first: the odds `BreakRanking` quotes for its likely choice.
    @Test func listOrderOdds() {
        let decided = Self.decided { $0.isListOrder }
        let first = decided.filter { c, likely, next in c.conflict.constraints[min(likely, next)].address == c.truth }
        print("list order decided \(decided.count) logs; UIKit broke the first listed in \(first.count)")
        #expect(decided.count == BreakRanking.listOrderDecided)
        #expect(first.count == BreakRanking.listedFirstAgreed)
    }

    /// Where only their constants tell the standard model's two likeliest apart, how often UIKit
    /// broke the one with the larger constant: the odds `BreakRanking` quotes for it.
    @Test func largerDuplicateOdds() {
        let decided = Self.decided { $0 == .largerDuplicate }
        let larger = decided.filter { c, likely, _ in c.conflict.constraints[likely].address == c.truth }
        print(
            "constants decided \(decided.count) logs (\(decided.map { $0.0.url.lastPathComponent.prefix(3) }.joined(separator: ", "))); "
                + "UIKit broke the larger in \(larger.count)")
        #expect(decided.count == BreakRanking.duplicatesDecided)
        #expect(larger.count == BreakRanking.largerDuplicateAgreed)
    }
}
