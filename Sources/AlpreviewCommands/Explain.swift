import AlpreviewKit
import ArgumentParser
import FileOutput
import LayoutEngine
import SceneModel
import SourceText

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Every constraint in plain words; conflicts in Apple's log format; ambiguity and misplacement.")

    @Argument(help: "Scene files, folders of them, or - for standard input.")
    var scenes: [String]
    @OptionGroup var configurations: ConfigurationOptions
    @OptionGroup var input: InputOptions

    func run() throws {
        let entries = try input.sceneFiles(scenes)
        // Every scene is read first: a bad one stops the command before anything is printed.
        let read = try entries.flatMap { try input.readScenes($0, configurations: configurations) }
        for file in read {
            if read.count > 1 { try StandardStreams.printLine("== \(terminalSafe(file.label))") }
            for layout in try Pipeline.layouts(file.scene) {
                // Names from the scene (a custom device's, a constraint id) never drive the terminal.
                try StandardStreams.printLine(
                    Explanation.text(layout, places: file.scene.provenance?.format == .swiftSource).split(
                        separator: "\n", omittingEmptySubsequences: false
                    )
                    .map { terminalSafe(String($0)) }.joined(separator: "\n"))
                // A recorded conflict (a log's): why UIKit broke the constraint it broke.
                if let recorded = file.scene.recordedConflict {
                    var lines = recorded.explanation
                    let broken = layout.conflicts.map(\.broken)
                    if let logged = recorded.broken {
                        lines.append(
                            broken.contains(logged)
                                ? "alpreview breaks \(logged) too."
                                : "alpreview breaks \(broken.isEmpty ? "nothing (the constraints hold together as rebuilt: see the first line)" : broken.joined(separator: ", ")) instead (docs/conflict-logs.md lists where its model differs)."
                        )
                    }
                    try StandardStreams.printLine(lines.map { terminalSafe($0) }.joined(separator: "\n"))
                }
            }
            // What the reader could not know statically: the sizes above rest on these.
            for assumption in file.scene.assumptions { try StandardStreams.printLine(terminalSafe(assumption.line)) }
        }
    }
}
