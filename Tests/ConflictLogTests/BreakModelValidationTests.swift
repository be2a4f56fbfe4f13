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
                        ($0, $0.value(c, index: index, hierarchy: hierarchy, negativeSizes: scene.negativeSizes))
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

    /// The model that agrees with the most of `training` (the first such among the candidates).
    static func fitted(_ training: [Case], candidates: [BreakModel]) -> BreakModel {
        var best = candidates[0]
        var bestScore = -1
        for model in candidates {
            let score = training.filter { predicted($0, model) == $0.truth }.count
            if score > bestScore { (best, bestScore) = (model, score) }
        }
        return best
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
        var agreed = 0, ranked = 0
        var differing: [String] = []
        for (i, held) in all.enumerated() {
            var training = all
            training.remove(at: i)
            let model = Self.fitted(training, candidates: candidates)
            let outcome = SharedLogs.outcome(of: held.url, model: model)
            if outcome.choice == .agrees {
                agreed += 1
            } else {
                differing.append(held.url.lastPathComponent)
                print("leave-one-out differs: \(held.url.lastPathComponent): \(Self.reason(held, model))")
            }
            if outcome.choice == .agrees || Self.alternative(held, model) == held.truth { ranked += 1 }
        }
        let fittedOnAll = Self.fitted(all, candidates: candidates)
        print(
            "leave-one-out: UIKit's broken constraint reproduced for \(agreed) of \(all.count) held-out logs "
                + "(\(Int((Double(agreed) / Double(max(all.count, 1)) * 100).rounded())) %); "
                + "fitted on all: \(fittedOnAll.criteria.map(\.rawValue).joined(separator: ", ")); "
                + "UIKit's among the likely choice and the alternative: \(ranked) of \(all.count)")
        #expect(agreed == SharedLogOutcomes.leaveOneOutAgreement)
        #expect(ranked == SharedLogOutcomes.leaveOneOutRanked)
        #expect(differing == SharedLogOutcomes.leaveOneOutDiffering)
    }

    /// Where only the list order tells the standard model's two likeliest apart, how often UIKit
    /// broke the one listed first: the odds `BreakRanking` quotes for its likely choice.
    @Test func listOrderOdds() {
        var decided = 0, first = 0
        for c in Self.cases() where c.conflict.constraints.count >= 2 {
            let model = BreakModel.standard
            func key(_ i: Int) -> [Int] { [c.isApp[i] ? 1 : 0] + model.criteria.map { c.values[i][$0]! } }
            let ranked = c.conflict.constraints.indices.sorted { key($0).lexicographicallyPrecedes(key($1)) }
            let (likely, next) = (key(ranked[ranked.count - 1]), key(ranked[ranked.count - 2]))
            guard let deciding = likely.indices.first(where: { likely[$0] != next[$0] }), deciding > 0,
                model.criteria[deciding - 1].isListOrder
            else { continue }
            decided += 1
            let earlier = min(ranked[ranked.count - 1], ranked[ranked.count - 2])
            if c.conflict.constraints[earlier].address == c.truth { first += 1 }
        }
        print("list order decided \(decided) logs; UIKit broke the first listed in \(first)")
        #expect(decided == BreakRanking.listOrderDecided)
        #expect(first == BreakRanking.listedFirstAgreed)
    }
}
