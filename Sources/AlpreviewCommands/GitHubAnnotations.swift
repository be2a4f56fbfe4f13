import AccessibilityAudit
import AlpreviewKit
import LayoutEngine
import SceneModel
import SourceText

/// Workflow commands for GitHub Actions (when `GITHUB_ACTIONS=true`): one `::error` per failed
/// configuration at the scene line of the changed constraint (or view; else the scene file), so
/// that the pull request shows the failure beside the line that caused it. A recorded golden is a
/// `::warning` (it fails the run too, but nothing is wrong with the scene). An accessibility
/// finding is a `::warning` at the view's line, an `::error` when `--strict` makes it fail.
enum GitHubAnnotations {
    static func isEnabled(environment: [String: String]) -> Bool { environment["GITHUB_ACTIONS"] == "true" }

    /// For a scene read from a conflict log, the `::error` on the app's source line (SnapKit's
    /// `File.swift#88`) of the constraint UIKit broke, as `check`, `render` and `test` print it;
    /// nil off GitHub Actions, for other scenes, or when the log names no source line.
    static func logConflict(_ scene: Scene, path: String, environment: [String: String]) -> String? {
        guard isEnabled(environment: environment) else { return nil }
        return LogConflictReport.githubAnnotation(scene, path: path).map { terminalSafe($0) }
    }

    static func lines(_ document: JSON) -> [String] {
        (document["results"]?.arrayValue ?? []).compactMap { item in
            let level: String
            switch item["status"]?.stringValue {
            case "failed": level = "error"
            case "recorded": level = "warning"
            default: return nil
            }
            var properties: [(String, String)] = []
            if let file = item["location"]?["file"]?.stringValue ?? item["sceneFile"]?.stringValue {
                properties.append(("file", file))
                if let line = item["location"]?["line"]?.numberValue {
                    properties.append(("line", String(Int(line))))
                    if let column = item["location"]?["column"]?.numberValue {
                        properties.append(("col", String(Int(column))))
                    }
                }
            }
            properties.append(("title", "golden \(item["name"]?.stringValue ?? "")"))
            let message = item["message"]?.stringValue ?? ""
            let props = properties.map { "\($0.0)=\(GitHubWorkflowText.property($0.1))" }.joined(separator: ",")
            return "::\(level) \(props)::\(GitHubWorkflowText.data(message))"
        }
    }

    /// One annotation per view and rule of a scene's findings (`RepeatedFindings`), at the view's
    /// line: `::warning file=…,line=…,col=…,title=accessibility touch-target Close::iPhone 8 ·
    /// portrait · ltr: touch-target: Close is 30 × 30 pt, below 44 × 44 (xS, 375 pt wide)`.
    static func accessibility(_ groups: [RepeatedFindings.Group], sceneFile: String, strict: Bool) -> [String] {
        groups.map { group in
            let finding = group.first.finding
            var properties = [("file", finding.location.file.isEmpty ? sceneFile : finding.location.file)]
            if finding.location.line > 0 {
                properties += [("line", String(finding.location.line)), ("col", String(finding.location.column))]
            }
            properties.append(("title", "accessibility \(finding.rule.rawValue) \(finding.view)"))
            let props = properties.map { "\($0.0)=\(GitHubWorkflowText.property($0.1))" }.joined(separator: ",")
            let message =
                "\(group.first.configuration): \(finding.line)" + (group.summary.map { " " + $0 } ?? "")
            return terminalSafe("::\(strict ? "error" : "warning") \(props)::\(GitHubWorkflowText.data(message))")
        }
    }

    /// The annotations of a run's accessibility section (`test --a11y`), scene by scene.
    static func accessibility(_ document: JSON) -> [String] {
        let strict = GoldenAccessibility.isStrict(document)
        return (document["accessibility"]?["scenes"]?.arrayValue ?? []).flatMap { scene in
            accessibility(
                RepeatedFindings.groups(RepeatedFindings.occurrences(scene["configurations"]?.arrayValue ?? [])),
                sceneFile: scene["sceneFile"]?.stringValue ?? "", strict: strict)
        }
    }
}
