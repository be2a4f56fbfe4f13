/// Compares a golden's layout report with the new one and says what changed and why
/// (`GoldenExplanation`). Both are reports of `LayoutReport`; a golden that is not one (written
/// by hand, an older format) gives no explanation rather than a wrong one.
public enum LayoutReportComparison {
    /// The device metrics of a configuration, in the report's order.
    static let deviceMetrics = ["size", "scale", "safeArea", "margins", "sizeClass", "sizeCategory", "direction"]

    /// `imageMatches`: whether the images matched, which makes an unchanged layout a pixel-only change.
    public static func explain(golden: String, actual: String, imageMatches: Bool) -> GoldenExplanation? {
        guard let old = try? JSONParser.parse(golden), let new = try? JSONParser.parse(actual),
            let oldConfigurations = old["configurations"]?.arrayValue,
            let newConfigurations = new["configurations"]?.arrayValue,
            oldConfigurations.count == newConfigurations.count
        else { return nil }
        var explanation = GoldenExplanation(frameChanges: [], causes: [])
        for (a, b) in zip(oldConfigurations, newConfigurations) {
            explanation.frameChanges += frameChanges(a, b)
            explanation.causes += causes(a, b)
        }
        if explanation.isEmpty && !imageMatches && golden == actual { explanation.causes = [.pixelsOnly] }
        return explanation
    }

    static func frameChanges(_ golden: JSON, _ actual: JSON) -> [GoldenExplanation.FrameChange] {
        let oldViews = viewsByName(golden)
        return (actual["views"]?.objectPairs ?? []).compactMap { name, view in
            guard let old = oldViews[name]?["frame"]?.numbers,
                let new = view["frame"]?.numbers, old.count == 4, new.count == 4, old != new
            else { return nil }
            let edges: [(String, Double, Double)] = [
                ("left", old[0], new[0]), ("top", old[1], new[1]),
                ("right", old[0] + old[2], new[0] + new[2]), ("bottom", old[1] + old[3], new[1] + new[3]),
            ]
            let moves = edges.compactMap { edge, from, to -> GoldenExplanation.EdgeMove? in
                // The report rounds to a thousandth; so does the difference.
                let by = ((to - from) * 1000).rounded() / 1000
                return by == 0 ? nil : GoldenExplanation.EdgeMove(edge: edge, by: by)
            }
            return GoldenExplanation.FrameChange(view: name, golden: old, actual: new, edges: moves)
        }
    }

    /// A report's views by name (the first of a name given twice), so that matching the views
    /// of two reports is linear in their number.
    static func viewsByName(_ report: JSON) -> [String: JSON] {
        Dictionary((report["views"]?.objectPairs ?? []).map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
    }

    static func causes(_ golden: JSON, _ actual: JSON) -> [GoldenExplanation.Cause] {
        var causes: [GoldenExplanation.Cause] = []
        for metric in deviceMetrics {
            let old = golden[metric] ?? .null, new = actual[metric] ?? .null
            if old != new {
                causes.append(
                    .deviceMetricChanged(
                        metric: metric, golden: old.serialized(pretty: false), actual: new.serialized(pretty: false)))
            }
        }
        func constraints(_ report: JSON) -> [ConstraintTextChange.Constraint] {
            (report["constraints"]?.arrayValue ?? []).compactMap { c in
                guard let id = c["id"]?.stringValue, let text = c["text"]?.stringValue else { return nil }
                return ConstraintTextChange.Constraint(id: id, text: text)
            }
        }
        causes += ConstraintTextChange.causes(golden: constraints(golden), actual: constraints(actual))
        let oldViews = golden["views"]?.objectPairs ?? [], newViews = actual["views"]?.objectPairs ?? []
        let oldNames = Set(oldViews.map(\.0)), newNames = Set(newViews.map(\.0))
        causes += newViews.filter { !oldNames.contains($0.0) }.map { .viewAdded($0.0) }
        causes += oldViews.filter { !newNames.contains($0.0) }.map { .viewRemoved($0.0) }
        let oldByName = viewsByName(golden)
        for (name, view) in newViews {
            guard let old = oldByName[name] else { continue }
            let before = old["intrinsicSize"] ?? .null, after = view["intrinsicSize"] ?? .null
            if before != after {
                causes.append(.intrinsicSizeChanged(view: name, golden: before.numbers, actual: after.numbers))
            }
        }
        return causes
    }
}
