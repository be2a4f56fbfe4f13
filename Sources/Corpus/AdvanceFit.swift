import Foundation
import LayoutEngine
import SceneModel
import TextMetrics

/// A label or button on one line of system text whose solved width is its intrinsic width: the
/// stored width, minus what the view adds around its text, is San Francisco's width of the text.
/// The difference to the solved width is what the glyphs' advances owe (`AdvanceFit`).
struct TextWidthObservation {
    var repository: String
    var file: String
    /// The Xcode release that saved the file (`XcodeRelease`).
    var xcode: String
    var fontClass: FittedAdvances.FontClass
    var weight: FontSpec.Weight
    var size: Double
    /// How much each glyph counts: a text's corrections are spread over its n characters as one
    /// letter spacing, of which Pango leaves the line's two half ends out: (n − 1)/n each.
    var glyphs: [Unicode.Scalar: Double]
    /// Stored minus solved width, in points.
    var residual: Double
    /// The text's width as alpreview measures it (Inter with SF's tracking), and as Xcode stored
    /// it (the stored frame less what the view adds around its text).
    var measuredText: Double
    var storedText: Double { measuredText + residual }
    var text: String

    /// Within the bound the advance fit uses: a width set by something other than the text (a
    /// stale frame, a wider title in another state) says nothing of its glyphs.
    var isTextSized: Bool { abs(residual) <= min(6, 0.05 * solvedWidth + 0.5) }
    private var solvedWidth: Double

    /// Observations up to `widerBound` of the solved width off are kept (`isTextSized` tells
    /// which the fit uses), so that a weight whose text is wider than the fit's bound still shows.
    static let widerBound = 0.12

    init?(
        view: SolvedLayout.View, stored: Rect, repository: String, file: String, xcode: String, category: SizeCategory
    ) {
        guard view.spec.type == .label || view.spec.type == .button,
            let text = view.spec.type == .label ? view.spec.text : view.spec.title, !text.isEmpty,
            let measured = view.intrinsic.text, measured.lineCount == 1, view.intrinsic.hasWidth,
            abs(view.frame.width - view.intrinsic.size.width) < 0.01
        else { return nil }
        let font = IntrinsicContentCalculator.font(of: view.spec, category: category)
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > 1, let fontClass = FittedAdvances.FontClass(font),
            !scalars.contains(where: { $0.value > 0x2000 })
        else { return nil }
        residual = stored.width - view.frame.width
        solvedWidth = view.frame.width
        guard abs(residual) <= Self.widerBound * view.frame.width + 0.5 else { return nil }
        self.repository = repository
        self.file = file
        self.xcode = xcode
        self.text = text
        self.fontClass = fontClass
        weight = font.weight
        size = font.size
        measuredText = measured.width
        glyphs = [:]
        let share = Double(scalars.count - 1) / Double(scalars.count)
        for scalar in scalars { glyphs[scalar, default: 0] += share }
    }
}

/// Per-glyph advance corrections fitted to text widths: ridge least squares (toward no
/// correction) on the glyphs seen often enough in several repositories, each correction
/// bounded; scored leave-one-repository-out on the whole corpus run of the held-out repository.
struct AdvanceFit {
    /// A glyph is fitted in a class when it appears this often there, in this many repositories.
    static let minimumCount = 20.0
    static let minimumRepositories = 3
    /// The prior toward 0, in squared points per squared em: as much weight as this many
    /// observations of the glyph in 15-point text.
    static let ridge = 40 * 15.0 * 15.0
    /// The cuts fitted: the Display sizes have too few texts (and fitting them scored worse).
    static let fittedCuts: Set<FittedAdvances.FontClass.Cut> = [.text]
    /// The largest correction, in ems.
    static let bound = 0.03
    /// Points an observation may be off without cost, and the rounds of the interval-aware fit.
    static let tolerance = 0.5
    static let iterations = 60

    typealias Table = [FittedAdvances.FontClass: [Unicode.Scalar: Double]]

    /// The table fitted on `observations`.
    static func fit(_ observations: [TextWidthObservation]) -> Table {
        // The unknowns: glyphs per class with enough evidence.
        var counts: [FittedAdvances.FontClass: [Unicode.Scalar: (count: Double, repositories: Set<String>)]] = [:]
        for observation in observations {
            for (glyph, weight) in observation.glyphs {
                counts[observation.fontClass, default: [:]][glyph, default: (0, [])].count += weight
                counts[observation.fontClass, default: [:]][glyph, default: (0, [])].repositories.insert(
                    observation.repository)
            }
        }
        var unknowns: [(FittedAdvances.FontClass, Unicode.Scalar)] = []
        for (fontClass, glyphs) in counts {
            for (glyph, evidence) in glyphs
            where evidence.count >= minimumCount && evidence.repositories.count >= minimumRepositories
                && fittedCuts.contains(fontClass.cut)
            {
                unknowns.append((fontClass, glyph))
            }
        }
        unknowns.sort { ($0.0.description, $0.1.value) < ($1.0.description, $1.1.value) }
        let index = Dictionary(
            uniqueKeysWithValues: unknowns.enumerated().map { ("\($1.0)|\($1.1.value)", $0) })
        let n = unknowns.count
        guard n > 0 else { return [:] }
        var rows: [[(column: Int, value: Double)]] = []
        var normal = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
        for i in 0..<n { normal[i][i] = ridge }
        for observation in observations {
            var row: [(column: Int, value: Double)] = []
            for (glyph, weight) in observation.glyphs {
                if let column = index["\(observation.fontClass)|\(glyph.value)"] {
                    row.append((column, weight * observation.size))
                }
            }
            for (i, a) in row { for (j, b) in row { normal[i][j] += a * b } }
            rows.append(row)
        }
        // Interval-aware: an observation costs only its distance to [residual - tolerance,
        // residual + tolerance] (both widths are rounded up to the pixel grid, and a frame within
        // a point counts). Alternating minimisation: clamp each prediction into its interval, fit
        // those targets, again; the cost is convex, so this converges.
        var solution = [Double](repeating: 0, count: n)
        for _ in 0..<iterations {
            var right = [Double](repeating: 0, count: n)
            for (observation, row) in zip(observations, rows) {
                let predicted = row.reduce(0) { $0 + $1.value * solution[$1.column] }
                let target = max(observation.residual - tolerance, min(observation.residual + tolerance, predicted))
                for (i, a) in row { right[i] += a * target }
            }
            solution = solve(normal, right)
        }
        var table: Table = [:]
        for (k, (fontClass, glyph)) in unknowns.enumerated() {
            let value = max(-bound, min(bound, solution[k]))
            let rounded = (value * 1000).rounded() / 1000
            if rounded != 0 { table[fontClass, default: [:]][glyph] = rounded }
        }
        return table
    }

    /// Gaussian elimination with partial pivoting (the matrix is symmetric positive definite).
    static func solve(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
        var a = matrix, b = vector
        let n = b.count
        for column in 0..<n {
            let pivot = (column..<n).max { abs(a[$0][column]) < abs(a[$1][column]) }!
            a.swapAt(column, pivot)
            b.swapAt(column, pivot)
            for row in (column + 1)..<n {
                let factor = a[row][column] / a[column][column]
                guard factor != 0 else { continue }
                for k in column..<n { a[row][k] -= factor * a[column][k] }
                b[row] -= factor * b[column]
            }
        }
        var x = [Double](repeating: 0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            var sum = b[row]
            for k in (row + 1)..<n { sum -= a[row][k] * x[k] }
            x[row] = sum / a[row][row]
        }
        return x
    }

    /// The table as Swift, for `FittedAdvances.table`.
    static func swiftLiteral(_ table: Table) -> String {
        guard !table.isEmpty else { return "[:]" }
        var lines = ["["]
        for fontClass in table.keys.sorted(by: { $0.description < $1.description }) {
            let entries = table[fontClass]!.sorted { $0.key.value < $1.key.value }
                .map { "\"\(escaped($0.key))\": \(String(format: "%.3f", $0.value))" }
            lines.append("    FontClass(cut: .\(fontClass.cut.rawValue), heavy: \(fontClass.heavy)): [")
            var line = "       "
            for entry in entries {
                if line.count + entry.count > 100 {
                    lines.append(line)
                    line = "       "
                }
                line += " \(entry),"
            }
            lines.append(line)
            lines.append("    ],")
        }
        lines.append("]")
        return lines.joined(separator: "\n")
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        default:
            return scalar.value < 0x20 || scalar.value > 0x7E ? "\\u{\(String(scalar.value, radix: 16))}" : "\(scalar)"
        }
    }

    /// With the fitted corrections removed: each repository's score and text widths; then, for
    /// each repository, the table fitted on the others and the held-out repository scored at it;
    /// then the table fitted on all, scored in sample (`verbose`: each text width too, stored
    /// minus solved). `run` lays out the given repositories with
    /// a fresh measurer.
    static func crossValidated(
        repositories: [String], verbose: Bool,
        run: ([String]) -> (checks: [FrameCheck], observations: [TextWidthObservation])
    ) -> String {
        let shipped = TextCalibration.fittedAdvances
        defer { TextCalibration.fittedAdvances = shipped }
        TextCalibration.fittedAdvances = [:]
        let baselineRun = run(repositories)
        let baseline = (
            scores: ScoreTable("", baselineRun.checks) { $0.repository }.rows,
            observations: baselineRun.observations.filter(\.isTextSized)
        )
        func key(_ check: FrameCheck) -> String { "\(check.repository)/\(check.file) \(check.scene) \(check.view)" }
        let missedBefore = Set(baselineRun.checks.filter { $0.error > 1 }.map(key))
        if verbose {
            for observation in baseline.observations {
                print(
                    String(format: "  %+6.2f  ", observation.residual)
                        + "\(observation.fontClass) \(observation.size) \(observation.repository): \(observation.text)")
            }
        }
        var lines = [
            "Per-glyph advances fitted on text widths (\(baseline.observations.count) labels and buttons; "
                + "shipped table: \(shipped.values.map(\.count).reduce(0, +)) corrections):",
            "  held out: repository, frames within 1 pt without fitted advances, with the table fitted on the others",
        ]
        var before = 0, after = 0, compared = 0
        for repository in repositories where baseline.scores[repository] != nil {
            let others = baseline.observations.filter { $0.repository != repository }
            let table = fit(others)
            TextCalibration.fittedAdvances = table
            let heldRun = run([repository]).checks
            let held = ScoreTable("", heldRun) { $0.repository }.rows[repository] ?? ScoreTable.Row()
            let base = baseline.scores[repository]!
            before += base.withinOne
            after += held.withinOne
            compared += base.compared
            let sign = held.withinOne > base.withinOne ? "+" : held.withinOne < base.withinOne ? "-" : " "
            lines.append(
                "  \(sign) \(repository.padding(toLength: 40, withPad: " ", startingAt: 0))"
                    + "\(String(format: "%5d", base.withinOne))/\(base.compared) "
                    + "\(ScoreTable.percent(base.withinOne, base.compared)) -> "
                    + "\(String(format: "%5d", held.withinOne)) \(ScoreTable.percent(held.withinOne, base.compared))"
                    + "  (\(table.values.map(\.count).reduce(0, +)) corrections)")
            // `verbose`: the frames the held-out table wins and loses.
            for check in heldRun where verbose && (check.error > 1) != missedBefore.contains(key(check)) {
                lines.append("      \(check.error > 1 ? "lost" : "won ") \(key(check))")
            }
        }
        lines.append(
            "held-out score: \(after)/\(compared) within 1 pt (\(ScoreTable.percent(after, compared))); "
                + "without fitted advances \(before) (\(ScoreTable.percent(before, compared)))")
        let table = fit(baseline.observations)
        TextCalibration.fittedAdvances = table
        let inSample = ScoreTable("", run(repositories).checks) { $0.repository }.rows
        var inSampleLines: [String] = []
        var total = 0
        for repository in repositories {
            guard let row = inSample[repository] else { continue }
            total += row.withinOne
            inSampleLines.append(
                "    \(repository.padding(toLength: 40, withPad: " ", startingAt: 0))"
                    + "\(String(format: "%5d", row.withinOne)) \(ScoreTable.percent(row.withinOne, row.compared))")
        }
        lines.append(
            "in sample (the table fitted on all repositories): \(total)/\(compared) "
                + "(\(ScoreTable.percent(total, compared)))")
        lines += inSampleLines
        lines.append("FittedAdvances.table fitted on all repositories:")
        lines.append(swiftLiteral(table))
        return lines.joined(separator: "\n")
    }
}
