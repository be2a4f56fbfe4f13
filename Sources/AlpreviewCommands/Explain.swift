import AlpreviewKit
import ArgumentParser
import FileOutput
import Foundation
import LayoutEngine
import Rendering
import SceneFormat

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Every constraint in plain words; conflicts in Apple's log format; ambiguity and misplacement.")

    @Argument(help: "The scene file, or - for standard input.")
    var scene: String
    @OptionGroup var configurations: ConfigurationOptions
    @OptionGroup var input: InputOptions

    func run() throws {
        let scene = try input.readScene(self.scene, configurations: configurations)
        for layout in try Pipeline.layouts(scene) {
            // Names from the scene (a custom device's, a constraint id) never drive the terminal.
            try StandardStreams.printLine(Explanation.text(layout).split(separator: "\n", omittingEmptySubsequences: false)
                .map { terminalSafe(String($0)) }.joined(separator: "\n"))
        }
    }
}
