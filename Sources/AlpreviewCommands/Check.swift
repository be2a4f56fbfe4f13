import AlpreviewKit
import ArgumentParser
import FileOutput
import Foundation
import LayoutEngine
import Rendering
import SceneFormat

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Parse, solve and diagnose scenes; print ok or the errors.")

    @Argument(help: "Scene files, or - for standard input.")
    var scenes: [String]
    @OptionGroup var configurations: ConfigurationOptions
    @Flag(name: .long, help: "Exit 1 when a configuration has a conflict, an ambiguity or a misplacement.")
    var strict = false

    func run() throws {
        var failed = false, issues = false
        var errors: [String] = []
        for path in scenes {
            do {
                var scene = try Pipeline.readScene(path)
                try configurations.apply(to: &scene)
                let layouts = try Pipeline.layouts(scene)
                for layout in layouts where layout.hasIssues {
                    issues = true
                    print("\(path): \(layout.configuration.summary): \(DiagnosticsSummary.line(layout))")
                }
                if !layouts.contains(where: \.hasIssues) { print(scenes.count > 1 ? "\(path): ok" : "ok") }
            } catch let e as SceneErrors {
                failed = true
                errors.append(e.description)
            }
        }
        if failed {
            FileHandle.standardError.write(Data((errors.joined(separator: "\n") + "\n").utf8))
            throw ExitCode(2)
        }
        if strict && issues { throw ExitCode(1) }
    }
}
