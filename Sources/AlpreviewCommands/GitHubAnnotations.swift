import AlpreviewKit
import LayoutEngine
import SceneModel
import SourceText

/// Workflow commands for GitHub Actions (when `GITHUB_ACTIONS=true`): one `::error` per failed
/// configuration at the scene line of the changed constraint (or view; else the scene file), so
/// that the pull request shows the failure beside the line that caused it. A recorded golden is a
/// `::warning` (it fails the run too, but nothing is wrong with the scene).
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
}
