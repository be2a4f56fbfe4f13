import AlpreviewKit
import LayoutEngine
import SourceText

/// What `check` says about one scene, read from its configurations' layouts one at a time:
/// each layout is dropped once its lines are made, so memory holds a few layouts however many
/// configurations the scene has. Nothing is printed here: a scene whose last configuration
/// fails prints its error alone, not the lines of the configurations before it.
struct CheckedScene {
    var hasIssues = false
    /// Standard output's lines: one per configuration with issues, and its Xcode issues.
    var lines: [String] = []
    /// Standard error's: views laid out with a negative size, and configurations without issues
    /// whose ambiguity was not fully probed.
    var warnings: [String] = []
    /// `check --json`'s report of each configuration.
    var configurations: [JSON] = []

    init(_ item: FileScene, json: Bool) throws {
        let scene = item.scene
        var said: Set<String> = []
        try Pipeline.forEachLayout(scene) { _, layout in
            hasIssues = hasIssues || layout.hasIssues
            warnings += DiagnosticsSummary.negativeSizeWarnings(item.label, layout, said: &said)
            let summary = "\(item.label): \(layout.configuration.summary): \(DiagnosticsSummary.line(layout))"
            if !layout.hasIssues && !layout.unprobedViews.isEmpty { warnings.append(terminalSafe(summary)) }
            if json {
                configurations.append(CheckReport.configuration(layout, of: scene))
                return
            }
            guard layout.hasIssues else { return }
            lines.append(terminalSafe(summary))
            if let origin = scene.origin {
                for line in InterfaceBuilderIssues.lines(layout, markedMisplaced: origin.markedMisplaced) {
                    lines.append(terminalSafe("  \(line)"))
                }
            }
        }
    }
}
