import AccessibilityAudit
import AlpreviewKit
import SceneModel

/// A scene's accessibility findings as the console says them: the findings of one view under one
/// rule, wherever they repeat (other sizes, widths, appearances, configurations, or a contrast
/// sampled from other pixels), said once at their first occurrence, with how many there are and
/// the range of what was measured. The JSON keeps every finding.
enum RepeatedFindings {
    struct Occurrence {
        /// The place of the finding's configuration among the audited ones, and its name.
        var position: Int
        var configuration: String
        var finding: AccessibilityFinding
        /// The finding's own console line.
        var line: String
    }

    /// One view's findings under one rule, the first first.
    struct Group {
        var occurrences: [Occurrence]
        var first: Occurrence { occurrences[0] }
        /// The first occurrence's line, then the summary of all when there are several.
        var line: String { first.line + (summary.map { " " + $0 } ?? "") }

        /// `[4 times: measured 30, threshold 44, xS to L, 320 to 667 pt wide, in 4 configurations]`;
        /// nil for a finding made once.
        var summary: String? {
            guard occurrences.count > 1 else { return nil }
            let findings = occurrences.map(\.finding)
            let isContrast = first.finding.rule == .contrast
            func span(_ values: [Double], _ text: (Double) -> String) -> String {
                let (low, high) = (values.min() ?? 0, values.max() ?? 0)
                return text(low) == text(high) ? text(low) : "\(text(low)) to \(text(high))"
            }
            let number = { (value: Double) in isContrast ? ContrastRatio.text(value) : formatPoints(value) }
            let place = { (category: SizeCategory) in SizeCategory.allCases.firstIndex(of: category) ?? 0 }
            let categories = findings.map(\.sizeCategory).sorted { place($0) < place($1) }
            var parts = [
                "measured \(span(findings.map(\.measured), number))",
                "threshold \(span(findings.map(\.threshold), number))",
                categories.first == categories.last
                    ? categories[0].rawValue
                    : "\(categories[0].rawValue) to \(categories[categories.count - 1].rawValue)",
                "\(span(findings.map(\.width)) { formatPoints($0) }) pt wide",
            ]
            if isContrast {
                parts.append(
                    Appearance.allCases.filter { theme in findings.contains { $0.theme == theme } }.map(\.rawValue)
                        .joined(separator: " and "))
            }
            let configurations = Set(occurrences.map(\.position)).count
            if configurations > 1 { parts.append("in \(configurations) configurations") }
            return "[\(findings.count) times: " + parts.joined(separator: ", ") + "]"
        }
    }

    /// Findings of one view under one rule share it.
    static func key(_ finding: AccessibilityFinding) -> String { "\(finding.view)\u{0}\(finding.rule.rawValue)" }

    /// A sweep's findings as the console says them: each view's under one rule once, at the
    /// first width (or height) that shows one, its line ending with their count and ranges.
    static func grouped(_ findings: [FirstFinding]) -> [FirstFinding] {
        let read = findings.map { first in
            (
                first: first,
                occurrence: CheckedAccessibility.finding(first.finding.json).map {
                    Occurrence(position: 0, configuration: "", finding: $0, line: first.finding.text)
                }
            )
        }
        return gathered(read) { $0.occurrence.map { key($0.finding) } }.map { gathering in
            let first = gathering[0].first
            guard let summary = Group(occurrences: gathering.compactMap(\.occurrence)).summary else { return first }
            var grouped = first
            grouped.finding.text += " " + summary
            return grouped
        }
    }

    /// The occurrences grouped by view and rule, in the order of each group's first occurrence.
    static func groups(_ occurrences: [Occurrence]) -> [Group] {
        gathered(occurrences) { key($0.finding) }.map(Group.init(occurrences:))
    }

    /// `items` gathered by `key`, each gathering in the order of its first item; an item without
    /// a key stands alone.
    static func gathered<Item>(_ items: [Item], by key: (Item) -> String?) -> [[Item]] {
        var gatherings: [[Item]] = []
        var indexByKey: [String: Int] = [:]
        for item in items {
            if let key = key(item), let index = indexByKey[key] {
                gatherings[index].append(item)
            } else {
                if let key = key(item) { indexByKey[key] = gatherings.count }
                gatherings.append([item])
            }
        }
        return gatherings
    }

    /// The occurrences of a scene's audit as a results file or `check --json` holds it: each
    /// configuration object's findings with its `lines`.
    static func occurrences(_ configurations: [JSON]) -> [Occurrence] {
        configurations.enumerated().flatMap { position, configuration -> [Occurrence] in
            let lines = (configuration["lines"]?.arrayValue ?? []).compactMap(\.stringValue)
            let findings = (configuration["findings"]?.arrayValue ?? []).compactMap(CheckedAccessibility.finding)
            let name = CheckedAccessibility.configurationName(configuration)
            return zip(findings, lines).map { finding, line in
                Occurrence(position: position, configuration: name, finding: finding, line: line)
            }
        }
    }
}
