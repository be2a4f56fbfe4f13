import AlpreviewKit
import LayoutEngine
import SceneModel
import SourceText

/// What `check` says about one scene, read from its configurations' layouts one at a time:
/// each layout is dropped once its lines are made, so memory holds a few layouts however many
/// configurations the scene has. Nothing is printed here: a scene whose last configuration
/// fails prints its error alone, not the lines of the configurations before it.
struct CheckedScene {
    var hasIssues = false
    /// Standard output's lines: one per configuration with issues, and its Xcode issues, then one
    /// per assumption the reader made (not an issue: the exit status does not change).
    var lines: [String] = []
    /// Standard error's: views laid out with a negative size, and configurations without issues
    /// whose ambiguity was not fully probed.
    var warnings: [String] = []
    /// `check --json`'s report of each configuration.
    var configurations: [JSON] = []
    /// Whether some configuration has a conflict, an ambiguity, a misplaced view: Xcode's issue
    /// categories, for a storyboard's summary line.
    var conflicting = false, ambiguous = false, misplaced = false

    init(_ item: FileScene, json: Bool) throws {
        let scene = item.scene
        var said: Set<String> = []
        try Pipeline.forEachLayout(scene) { _, layout in
            // A recorded conflict is a conflict even when the rebuilt scene does not reproduce it.
            let unreproduced = layout.conflicts.isEmpty ? scene.recordedConflict?.note : nil
            hasIssues = hasIssues || layout.hasIssues || unreproduced != nil
            conflicting = conflicting || !layout.conflicts.isEmpty || unreproduced != nil
            ambiguous = ambiguous || !layout.ambiguities.isEmpty
            misplaced = misplaced || !layout.misplacedViews.isEmpty
            warnings += DiagnosticsSummary.negativeSizeWarnings(item.label, layout, said: &said)
            let summary =
                "\(item.label): \(layout.configuration.summary): \(DiagnosticsSummary.line(layout, places: scene.provenance?.format == .swiftSource))"
            if !layout.hasIssues && !layout.unprobedViews.isEmpty { warnings.append(terminalSafe(summary)) }
            if json {
                configurations.append(CheckReport.configuration(layout, of: scene))
                return
            }
            if let unreproduced {
                lines.append(
                    terminalSafe(
                        "\(item.label): \(layout.configuration.summary): the log's conflict, not reproduced: \(unreproduced)"
                    ))
            }
            guard layout.hasIssues else { return }
            lines.append(terminalSafe(summary))
            if scene.provenance?.format == .interfaceBuilder {
                for line in InterfaceBuilderIssues.lines(layout) {
                    lines.append(terminalSafe("  \(line)"))
                }
            }
        }
        if !json { lines += scene.assumptions.map { terminalSafe("\(item.label): \($0.line)") } }
    }
}

/// The line `check` ends a file of several scenes with: how many are ok, and how many have each of
/// Xcode's issue categories.
struct CheckSummary {
    var scenes = 0, ok = 0, conflicting = 0, ambiguous = 0, misplaced = 0

    mutating func add(_ scene: CheckedScene) {
        scenes += 1
        if !scene.hasIssues { ok += 1 }
        if scene.conflicting { conflicting += 1 }
        if scene.ambiguous { ambiguous += 1 }
        if scene.misplaced { misplaced += 1 }
    }

    /// `Main.storyboard: 12 scenes, 9 ok; 2 with misplaced views, 1 with ambiguous layouts, 0 with
    /// conflicting constraints`.
    func line(_ file: String) -> String {
        let issues =
            scenes == ok
            ? ""
            : "; \(misplaced) with misplaced views, \(ambiguous) with ambiguous layouts, "
                + "\(conflicting) with conflicting constraints"
        return "\(file): \(scenes) scenes, \(ok) ok\(issues)"
    }
}
