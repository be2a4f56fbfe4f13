import Foundation
import TextMetrics

/// A number fitted to the corpus, validated leave-one-repository-out: for each repository, the
/// value that scores best on all the others is chosen, and the held-out repository is scored at
/// it. The held-out scores, not the fitted one, say whether the number generalises.
struct Calibration: Sendable {
    var name: String
    var candidates: [Double]
    var current: Double
    /// Sets the value for the next measurer created.
    var apply: @Sendable (Double) -> Void

    static let textBlend = Calibration(
        name: "SF Text capitals and figures, blend toward Inter Display",
        candidates: [0, 0.125, 0.25, 0.375, 0.5],
        current: TextCalibration.defaultCapitalsAndFiguresBlend,
        apply: { TextCalibration.capitalsAndFiguresBlend = $0 })

    static let textCutWeightTracking = Calibration(
        name: "SF Text letter spacing per weight step above regular, in ems",
        candidates: [0, 0.002, 0.003, 0.004, 0.005, 0.006, 0.007],
        current: TextCalibration.defaultTextCutTrackingPerWeightStep,
        apply: { TextCalibration.textCutTrackingPerWeightStep = $0 })

    /// Within-1-pt counts per repository for each candidate (`score` runs the whole corpus with a
    /// fresh measurer), then the leave-one-repository-out table.
    func crossValidated(score: () -> [String: ScoreTable.Row]) -> String {
        var scores: [Double: [String: ScoreTable.Row]] = [:]
        for value in candidates {
            apply(value)
            scores[value] = score()
        }
        apply(current)
        let repositories = Set(scores.values.flatMap(\.keys)).sorted()
        func within(_ value: Double, _ repositories: [String]) -> Int {
            repositories.reduce(0) { $0 + (scores[value]?[$1]?.withinOne ?? 0) }
        }
        let header = candidates.map { String(format: "%7.3f", $0) }.joined()
        var lines = [
            "\(name) (current \(current)):", "repository: frames within 1 pt at each value \(header)",
            "  held out: value chosen on the others, score there, score at the current value",
        ]
        var heldOut = 0, atCurrent = 0, compared = 0
        for repository in repositories {
            let others = repositories.filter { $0 != repository }
            // The best value on the other repositories; the smaller one on a tie.
            let chosen = candidates.max {
                within($0, others) < within($1, others) || (within($0, others) == within($1, others) && $0 > $1)
            }!
            let count = scores[chosen]?[repository]?.compared ?? 0
            heldOut += within(chosen, [repository])
            atCurrent += within(current, [repository])
            compared += count
            let row = candidates.map { String(format: "%7d", within($0, [repository])) }.joined()
            lines.append(
                "  \(repository.padding(toLength: 40, withPad: " ", startingAt: 0))\(row)   chosen \(chosen): "
                    + "\(ScoreTable.percent(within(chosen, [repository]), count)) (current \(ScoreTable.percent(within(current, [repository]), count)))"
            )
        }
        lines.append(
            "held-out score: \(heldOut)/\(compared) within 1 pt (\(ScoreTable.percent(heldOut, compared))); "
                + "at the current value \(atCurrent) (\(ScoreTable.percent(atCurrent, compared)))")
        return lines.joined(separator: "\n")
    }
}
