import Foundation
import LayoutEngine
import Readers
import SceneFormat
import SceneModel
import StoryboardFixtures
import TextMetrics

@testable import Rendering

/// The display items one view of a scene draws (its kind's painter, light appearance), from a
/// YAML scene or a storyboard's XML, laid out in the scene's first configuration.
enum ControlItems {
    static func solve(yaml: String, direction: LayoutDirection = .ltr) throws -> SolvedLayout {
        let scene = try SceneParser.parse(yaml, file: "t.yaml")
        var configuration = scene.configurations[0]
        configuration.direction = direction
        return try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
    }

    static func solve(xml: String) throws -> SolvedLayout {
        let scene = try SceneInput.read(Data(xml.utf8), file: "Controls.xib")
        return try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
    }

    /// `textWidth`: a text's width (none by default; a date picker's capsules need one).
    static func items(
        of view: SolvedLayout.View, in layout: SolvedLayout,
        textWidth: @escaping (String, FontSpec) -> Double = { _, _ in 0 }
    ) -> [DisplayItem] {
        ScreenDisplay(layout: layout, palette: .light, textWidth: textWidth).content(view).items
    }

    /// The texts drawn: the string, its left end, width, font size and the middle of its line.
    static func texts(_ items: [DisplayItem]) -> [(String, Double, Double?, Double, Double)] {
        items.compactMap { item in
            guard case .text(let text) = item.paint else { return nil }
            let middle = text.top + SystemFontMetrics.lineHeight * text.font.size / 2
            return (text.string, text.x, text.width, text.font.size, (middle * 100).rounded() / 100)
        }
    }

    /// A 375 × 667 XIB saved by the Xcode of `tools` whose root view holds `body`.
    static func xib(tools: String = "22155", _ body: String) -> String {
        StoryboardFixture.xib(tools: tools, subviews: body)
    }
}
