import AlpreviewKit
import ArgumentParser
import FileOutput
import Foundation
import LayoutEngine
import SceneModel
import SourceText

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Parse, solve and diagnose scenes; print ok or the errors.")

    @Argument(help: "Scene files, folders of them, or - for standard input.")
    var scenes: [String]
    @OptionGroup var configurations: ConfigurationOptions
    @OptionGroup var input: InputOptions
    @Flag(
        name: .long,
        help: "Exit 1 when a configuration has a conflict, an ambiguity, a misplacement or an accessibility finding.")
    var strict = false

    @Flag(name: .long, help: "Print the results as JSON (each scene's errors, conflicts, ambiguity and misplacement).")
    var json = false

    @Flag(
        name: .customLong("a11y"),
        help: "Audit accessibility at every Dynamic Type size: touch targets, contrast, text fit, VoiceOver order.")
    var accessibility = false

    func run() throws {
        let files = try input.sceneFiles(scenes)
        var failed = false, issues = false
        var errors: [String] = []
        var report: [JSON] = []
        let several = files.count > 1
        for file in files {
            do {
                // A storyboard is checked scene by scene, as Xcode's Issue navigator lists it.
                let read = try input.readScenes(file, configurations: configurations)
                var summary = CheckSummary()
                for item in read {
                    let result = try CheckedScene(item, json: json)
                    let audit = accessibility ? try CheckedAccessibility(item) : nil
                    summary.add(result)
                    issues = issues || result.hasIssues || (audit?.findingCount ?? 0) > 0
                    // Not a problem of the layout, but what `ok` cannot vouch for: said on standard error.
                    for warning in result.warnings { ToolMessage.warning(warning) }
                    if json {
                        report.append(
                            CheckReport.scene(
                                file.path, scene: item.scene, ok: !result.hasIssues,
                                configurations: result.configurations, accessibility: audit?.configurations))
                        continue
                    }
                    for line in result.lines + (audit?.lines ?? []) { try StandardStreams.printLine(line) }
                    // On GitHub Actions, a log's broken constraint is annotated on its source line (SnapKit's),
                    // an accessibility finding on its view's.
                    let environment = ProcessInfo.processInfo.environment
                    if let annotation = GitHubAnnotations.logConflict(
                        item.scene, path: file.path, environment: environment)
                    {
                        try StandardStreams.printLine(annotation)
                    }
                    if let audit, GitHubAnnotations.isEnabled(environment: environment) {
                        for line in GitHubAnnotations.accessibility(audit.groups, sceneFile: file.path, strict: strict)
                        {
                            try StandardStreams.printLine(line)
                        }
                    }
                    if !result.hasIssues && (audit?.findingCount ?? 0) == 0 {
                        try StandardStreams.printLine(several || item.ofSeveral ? "\(item.label): ok" : "ok")
                    }
                }
                if read.count > 1 && !json { try StandardStreams.printLine(terminalSafe(summary.line(file.path))) }
            } catch {
                // A scene's own problem is reported and the next scene checked; others stop the command.
                guard let problem = CommandFailure.sceneProblem(error, in: file.path) else { throw error }
                failed = true
                errors.append(problem.text)
                report.append(CheckReport.failed(file.path, errors: problem.errors))
            }
        }
        if json { try StandardStreams.printLine(JSON.object([("scenes", .array(report))]).serialized()) }
        if failed {
            if !json { StandardStreams.printError(errors.joined(separator: "\n")) }
            throw ExitCode(2)
        }
        if strict && issues { throw ExitCode(1) }
    }
}
