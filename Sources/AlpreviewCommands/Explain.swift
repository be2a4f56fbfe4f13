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
            try StandardStreams.printLine(Explanation.text(layout))
        }
    }
}
