import LayoutEngine
import SceneModel
import SourceText

enum DiagnosticsSummary {
    /// `1 conflict (broke c3); ambiguous: Label (horizontal); misplaced: Box (left +12, right +12)`
    static func line(_ layout: SolvedLayout, places: Bool = false) -> String {
        parts(layout, places: places).joined(separator: "; ")
    }

    /// One entry per kind of problem: conflicts, ambiguity (and views it could not check),
    /// misplacement. `places`: the broken constraints and the ambiguous views followed by where
    /// the code makes them (`Card.swift:12:9`), for scenes read from Swift.
    static func parts(_ layout: SolvedLayout, places: Bool = false) -> [String] {
        var parts: [String] = []
        func place(_ location: SourceLocation?) -> String {
            guard places, let location, location.line > 0 else { return "" }
            return " at \(location)"
        }
        if !layout.conflicts.isEmpty {
            let broken = layout.conflicts.map { conflict in
                conflict.broken + place(layout.constraints.first { $0.id == conflict.broken }?.spec.location)
            }
            parts.append(
                "\(layout.conflicts.count) conflict\(layout.conflicts.count == 1 ? "" : "s") (broke \(broken.joined(separator: ", ")))"
            )
        }
        let ambiguous = layout.views.filter { !$0.ambiguity.isEmpty }
        if !ambiguous.isEmpty {
            parts.append(
                "ambiguous: "
                    + ambiguous.map { v in
                        "\(v.spec.name)\(place(v.spec.location)) (\(Set(v.ambiguity.map(\.axis.rawValue)).sorted().joined(separator: ", ")))"
                    }.joined(separator: ", "))
        }
        let unprobed = layout.unprobedViews
        if !unprobed.isEmpty {
            parts.append(
                "ambiguity not checked for \(unprobed.count) view\(unprobed.count == 1 ? "" : "s") "
                    + "(the constraints are too entangled to probe them all)")
        }
        if !layout.misplacedViews.isEmpty {
            parts.append(
                "misplaced: "
                    + layout.misplacedViews.map { v in
                        "\(v.spec.name) (\(v.edgeMoves?.text ?? ""))"
                    }.joined(separator: ", "))
        }
        return parts
    }

    /// Rendering a scene with problems says so on standard error, one line per problem, as
    /// UIKit logs "Unable to simultaneously satisfy constraints" (the exit code is unchanged
    /// unless --strict).
    static func warn(_ path: String, _ layouts: [SolvedLayout], places: Bool = false) {
        for layout in layouts {
            for part in parts(layout, places: places) {
                ToolMessage.warning(terminalSafe("\(path): \(layout.configuration.summary): \(part)"))
            }
        }
        warnNegativeSizes(path, layouts)
    }

    /// A view the layout makes narrower or shorter than nothing (a stack whose negative spacing
    /// overlaps more than its views, bounded numbers that still add up below zero): not an
    /// error UIKit reports, but no screen shows it; said at the view, once per view and axis.
    static func warnNegativeSizes(_ path: String, _ layouts: [SolvedLayout]) {
        var said: Set<String> = []
        for layout in layouts {
            for warning in negativeSizeWarnings(path, layout, said: &said) { ToolMessage.warning(warning) }
        }
    }

    /// The views `layout` gives a negative width or height, each view and axis said once over
    /// the layouts that share `said`.
    static func negativeSizeWarnings(_ path: String, _ layout: SolvedLayout, said: inout Set<String>) -> [String] {
        var warnings: [String] = []
        for view in layout.views {
            for (axis, size) in [("width", view.frame.width), ("height", view.frame.height)] where size < 0 {
                guard said.insert("\(view.spec.name) \(axis)").inserted else { continue }
                let place = view.spec.location.line > 0 ? "\(view.spec.location)" : path
                warnings.append(
                    terminalSafe(
                        "\(place): '\(shownValue(view.spec.name))' is laid out with a negative \(axis) "
                            + "(\(formatPoints(size)) on \(layout.configuration.summary)), which no screen shows; "
                            + "check its constraints and its stack's spacing"))
            }
        }
        return warnings
    }
}

/// `alpreview explain`: constraints in words, grouped by view, then the problems.
enum Explanation {
    static func words(_ c: SolvedLayout.SolvedConstraint) -> String {
        let spec = c.spec
        func phrase(_ anchor: Anchor) -> String { "\(anchor.item)'s \(anchor.attribute.rawValue)" }
        let relation =
            spec.relation == .equal
            ? "should be" : spec.relation == .greaterThanOrEqual ? "should be at least" : "should be at most"
        var text = "\(phrase(spec.first)) \(relation) "
        if let second = spec.second {
            if spec.multiplier != 1 { text += "\(formatPoints(spec.multiplier)) × " }
            text += phrase(second)
            if c.constant != 0 {
                text += c.constant > 0 ? " + \(formatPoints(c.constant))" : " − \(formatPoints(-c.constant))"
            }
        } else {
            text += formatPoints(c.constant)
        }
        if spec.priority < 1000 { text += ", if possible (priority \(formatPoints(spec.priority)))" }
        if c.broken {
            text += "; BROKEN to recover from a conflict"
        } else if !c.satisfied {
            let want = (c.secondValue.map { spec.multiplier * $0 } ?? 0) + c.constant
            text += "; it is \(formatPoints(c.firstValue)), not \(formatPoints(spec.second == nil ? c.constant : want))"
        }
        return text
    }

    /// `places`: each view and constraint followed by where the code makes it
    /// (`Banner.swift:12:9`), for scenes read from Swift, whose ids say nothing of where.
    static func text(_ layout: SolvedLayout, places: Bool = false) -> String {
        var lines = ["== \(layout.configuration.summary)"]
        var groups: [String: [String]] = [:]
        var order: [String] = []
        func place(_ location: SourceLocation?) -> String {
            guard places, let location, location.line > 0 else { return "" }
            return " (\(location))"
        }
        let constraintPlaces = Dictionary(
            layout.constraints.map { ($0.id, $0.spec.location) }, uniquingKeysWith: { first, _ in first })
        for c in layout.constraints where !c.isGenerated {
            let key = "\(c.spec.first.item)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append("  [\(c.id)] \(words(c))\(place(c.spec.location))")
        }
        for key in order {
            lines.append("\(key)\(place(layout.view(named: key)?.spec.location)):")
            lines += groups[key]!
        }
        for conflict in layout.conflicts {
            lines.append("")
            lines.append(conflict.log)
            let named = conflict.constraints.map { $0 + place(constraintPlaces[$0]) }
            lines.append("Fix: delete one of \(named.joined(separator: ", ")) or lower its priority below 1000.")
        }
        for tie in layout.contentPriorityAmbiguities {
            let names = tie.views.joined(separator: " and ")
            let verb = tie.kind == .hugging ? "stretch to fill the space" : "be squeezed to fit"
            lines.append(
                "Content priority ambiguity: \(names) have the same \(tie.axis.rawValue) \(tie.kind.words) "
                    + "priority (\(formatPoints(tie.priority))) and one of them must \(verb); nothing says which. "
                    + "Fix: \(tie.suggestion).")
        }
        let explainedByTies = Set(
            layout.contentPriorityAmbiguities.flatMap { tie in tie.views.map { "\($0)/\(tie.axis)" } })
        for view in layout.views where !view.ambiguity.isEmpty {
            for a in view.ambiguity {
                let values = "can be \(formatPoints(a.values[0])) or \(formatPoints(a.values[1]))"
                if explainedByTies.contains("\(a.view)/\(a.axis)") {
                    lines.append(
                        "Ambiguous: \(a.view)'s \(a.component) (\(a.axis.rawValue)) \(values), from the content priority tie above."
                    )
                } else {
                    lines.append(
                        "Ambiguous: \(a.view)'s \(a.component) (\(a.axis.rawValue)) \(values). "
                            + "Fix: add the missing constraint that determines its \(a.component), "
                            + "or give one of the competing constraints a different priority.")
                }
            }
        }
        for view in layout.misplacedViews {
            let frame = "[" + view.frame.array.map(formatPoints).joined(separator: ", ") + "]"
            var fix = "Fix: update frames (set its frame to \(frame))"
            let updates = layout.constantUpdates(forDesignFrameOf: view)
            if !updates.isEmpty {
                fix +=
                    ", or update constraints to keep the design frame ("
                    + updates.map { "\($0.constraint) constant \(formatPoints($0.from)) → \(formatPoints($0.to))" }
                    .joined(separator: ", ") + ")"
            }
            lines.append(
                "Misplaced: \(view.spec.name) is at \(view.frame), its design frame is \(view.spec.designFrame.map { "\($0)" } ?? "none") "
                    + "(from the design frame, the edges move: \(view.edgeMoves?.text ?? "none")). \(fix).")
        }
        return lines.joined(separator: "\n")
    }
}
