import LayoutEngine
import Rendering
import SceneModel

/// A sweep as lines (one per breakpoint and per problem range) and as JSON (`sweep --json`).
public enum SweepReport {
    /// `width 498: optional `…` starts holding`; problems as `width 320…343.5: …`. The size
    /// category is named when the sweep has several.
    public static func lines(_ sweep: LayoutSweep, title: String) -> [String] {
        let axis = sweep.range.axis.rawValue
        let several = sweep.sizeCategories.count > 1
        func category(_ c: SizeCategory) -> String { several ? " (\(c.rawValue))" : "" }
        var lines = [
            "\(title): \(description(of: sweep.base)), \(axis) \(SweepFormat.points(sweep.range.from))…"
                + "\(SweepFormat.points(sweep.range.to)) step \(SweepFormat.points(sweep.range.step))"
                + (several ? ", size categories \(sweep.sizeCategories.map(\.rawValue).joined(separator: " "))" : "")
                + ": \(sweep.layoutCount) \(axis)s, \(sweep.solvedCount) laid out"
        ]
        for run in rewrapRuns(sweep.breakpoints) {
            guard run.count >= 3, let first = run.first, let last = run.last, let name = first.change.texts.first
            else {
                for breakpoint in run {
                    lines.append(
                        "breakpoint \(axis) \(SweepFormat.value(of: breakpoint))\(category(breakpoint.sizeCategory)): "
                            + breakpoint.change.sentences.joined(separator: "; "))
                }
                continue
            }
            let counts = run.map { "\(SweepFormat.value(of: $0)) (\($0.change.textLines[0]))" }
            lines.append(
                "breakpoints \(axis) \(SweepFormat.value(of: first))…\(SweepFormat.value(of: last))"
                    + "\(category(first.sizeCategory)): \(name) rewraps at \(run.count) \(axis)s "
                    + "(lines from then on): " + counts.joined(separator: ", "))
        }
        for range in sweep.problems {
            let span =
                range.from == range.to
                ? SweepFormat.points(range.from) : "\(SweepFormat.points(range.from))…\(SweepFormat.points(range.to))"
            lines.append(
                "problem \(axis) \(span)\(category(range.sizeCategory)): \(range.problem.message) "
                    + "(\(range.problem.kind.rawValue); smallest \(axis) \(SweepFormat.points(range.from)))")
        }
        if sweep.problems.isEmpty { lines.append("no problem at any \(axis)") }
        // Across categories, where each problem shows first: the smallest size, then category.
        if several {
            for first in sweep.firstFailures {
                lines.append(
                    "first \(axis) \(SweepFormat.points(first.from)) (\(first.sizeCategory.rawValue)): "
                        + first.problem.message)
            }
        }
        // The check's findings, each at the first size that shows it.
        if let findings = sweep.findings {
            for first in findings {
                lines.append("accessibility from \(axis) \(SweepFormat.points(first.value)): \(first.finding.text)")
            }
            if findings.isEmpty { lines.append("no accessibility finding at any \(axis)") }
        }
        return lines
    }

    /// `regimes` (`SweepRegime.regimes(of:)`) adds each regime with its views' frames as lines.
    public static func json(_ sweep: LayoutSweep, title: String, regimes: [SweepRegime]? = nil) -> JSON {
        let axis = sweep.range.axis.rawValue
        return .object(
            [
                ("scene", .string(title)),
                (
                    "configuration",
                    .object([
                        ("device", .string(sweep.base.device.name)),
                        ("orientation", .string(sweep.base.orientation.rawValue)),
                        ("direction", .string(sweep.base.direction.rawValue)),
                    ])
                ),
                ("axis", .string(axis)),
                ("from", .number(sweep.range.from)), ("to", .number(sweep.range.to)),
                ("step", .number(sweep.range.step)),
                ("sizeCategories", .array(sweep.sizeCategories.map { .string($0.rawValue) })),
                ("layouts", .number(Double(sweep.layoutCount))), ("laidOut", .number(Double(sweep.solvedCount))),
                (
                    "breakpoints",
                    .array(
                        sweep.breakpoints.map { breakpoint in
                            .object([
                                (axis, .number(breakpoint.value)),
                                ("sizeCategory", .string(breakpoint.sizeCategory.rawValue)),
                                ("changes", .array(breakpoint.change.sentences.map(JSON.string))),
                                ("texts", .array(breakpoint.change.texts.map(JSON.string))),
                                ("constraints", .array(breakpoint.change.constraints.map(JSON.string))),
                            ])
                        })
                ),
                (
                    "problems",
                    .array(
                        sweep.problems.map { range in
                            .object([
                                ("kind", .string(range.problem.kind.rawValue)),
                                ("subjects", .array(range.problem.subjects.map(JSON.string))),
                                ("message", .string(range.problem.message)),
                                ("sizeCategory", .string(range.sizeCategory.rawValue)),
                                ("from", .number(range.from)), ("to", .number(range.to)),
                            ])
                        })
                ),
                (
                    "firstFailures",
                    .array(
                        sweep.firstFailures.map { first in
                            .object([
                                ("kind", .string(first.problem.kind.rawValue)),
                                ("subjects", .array(first.problem.subjects.map(JSON.string))),
                                ("message", .string(first.problem.message)),
                                ("sizeCategory", .string(first.sizeCategory.rawValue)), (axis, .number(first.from)),
                            ])
                        })
                ),
            ] + (regimes.map { [("regimes", .array($0.map { json($0, axis: axis) }))] } ?? [])
                + accessibility(sweep, axis: axis))
    }

    /// `{"sizeCategory", "from", "to", "source", "views": [{"name", "linear": true, "x": {"a",
    /// "b"}, …} or {"name", "linear": false, "sampled": [{"width", "frame"}, …]}]}`.
    public static func json(_ regime: SweepRegime, axis: String) -> JSON {
        func line(_ line: LinearLayout.Line) -> JSON { .object([("a", .precise(line.a)), ("b", .precise(line.b))]) }
        func rect(_ rect: Rect) -> JSON {
            .object([
                ("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)),
                ("height", .number(rect.height)),
            ])
        }
        let views: [JSON] = regime.views.map { view in
            switch view.frame {
            case .linear(let frame):
                return .object([
                    ("name", .string(view.name)), ("linear", .bool(true)), ("x", line(frame.x)), ("y", line(frame.y)),
                    ("width", line(frame.width)), ("height", line(frame.height)),
                ])
            case .notLinear(let first, let last):
                return .object([
                    ("name", .string(view.name)), ("linear", .bool(false)),
                    (
                        "sampled",
                        .array([
                            .object([(axis, .number(regime.sampled.first)), ("frame", rect(first))]),
                            .object([(axis, .number(regime.sampled.last)), ("frame", rect(last))]),
                        ])
                    ),
                ])
            }
        }
        return .object([
            ("sizeCategory", .string(regime.sizeCategory.rawValue)), ("from", .number(regime.from)),
            ("to", .number(regime.to)), ("source", .string(regime.source.rawValue)), ("views", .array(views)),
        ])
    }

    static func accessibility(_ sweep: LayoutSweep, axis: String) -> [(String, JSON)] {
        guard let findings = sweep.findings else { return [] }
        return [("accessibility", accessibilityJSON(findings, axis: axis))]
    }

    /// Each finding's object with the first size that shows it.
    static func accessibilityJSON(_ findings: [FirstFinding], axis: String) -> JSON {
        .array(
            findings.map { first -> JSON in
                let found: [(String, JSON)] = [
                    (axis, .number(first.value)), ("sizeCategory", .string(first.sizeCategory.rawValue)),
                ]
                let details = (first.finding.json.objectPairs ?? []).filter { key, _ in
                    key != "sizeCategory" && key != axis
                }
                return .object(found + details)
            })
    }

    /// `iPhone SE (1st generation) portrait ltr` (the size category when only one is swept).
    static func description(of configuration: Configuration) -> String {
        "\(configuration.device.name) \(configuration.orientation.rawValue) \(configuration.direction.rawValue)"
    }

    /// The strip's axes: a row per size category swept, its breakpoints and its problems' first sizes.
    public static func axes(_ sweep: LayoutSweep) -> [SweepAxis] {
        sweep.sizeCategories.map { category in
            let breakpoints = sweep.breakpoints.filter { $0.sizeCategory == category }.map {
                SweepAxis.Mark(value: $0.value, kind: $0.change.onlyRewraps ? .rewrap : .breakpoint)
            }
            let failures = sweep.firstFailures.filter { $0.sizeCategory == category }.map {
                SweepAxis.Mark(value: $0.from, kind: .problem)
            }
            return SweepAxis(
                label: description(of: sweep.base) + " · " + category.rawValue,
                dimension: sweep.range.axis.rawValue, from: sweep.range.from, to: sweep.range.to,
                marks: breakpoints + failures)
        }
    }

    /// The breakpoints in order, cut into runs: a run of breakpoints where only the same one text
    /// rewraps (the text report says such a run in one line), or a single other breakpoint.
    static func rewrapRuns(_ breakpoints: [LayoutSweep.Breakpoint]) -> [[LayoutSweep.Breakpoint]] {
        var runs: [[LayoutSweep.Breakpoint]] = []
        for breakpoint in breakpoints {
            if breakpoint.change.onlyRewraps, breakpoint.change.texts.count == 1, let last = runs.last?.last,
                last.change.onlyRewraps, last.change.texts == breakpoint.change.texts,
                last.sizeCategory == breakpoint.sizeCategory
            {
                runs[runs.count - 1].append(breakpoint)
            } else {
                runs.append([breakpoint])
            }
        }
        return runs
    }

    /// The sizes the strip shows: each breakpoint where a rule or a constraint changes (not where
    /// a text only rewraps: its frames change by the text's height alone) and each problem's
    /// first failure, in order, each (size, category) once.
    public static func stripSizes(_ sweep: LayoutSweep) -> [(value: Double, sizeCategory: SizeCategory)] {
        var seen = Set<String>()
        let all =
            sweep.breakpoints.filter { !$0.change.onlyRewraps }.map { ($0.value, $0.sizeCategory) }
            + sweep.firstFailures.map { ($0.from, $0.sizeCategory) }
        return all.sorted { ($0.1.sortIndex, $0.0) < ($1.1.sortIndex, $1.0) }
            .filter { seen.insert("\($0.1.rawValue) \($0.0)").inserted }
            .map { (value: $0.0, sizeCategory: $0.1) }
    }
}
