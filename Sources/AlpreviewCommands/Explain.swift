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

    func run() throws {
        var scene = try Pipeline.readScene(self.scene)
        try configurations.apply(to: &scene)
        for layout in try Pipeline.layouts(scene) {
            print(Explanation.text(layout))
        }
    }
}
