import AlpreviewKit
import Foundation
import LayoutEngine
import Rendering
import SceneFormat
import Testing

@testable import PreviewServer

/// The width slider moves one layout session from width to width: each image is the one a
/// fresh layout at that width draws, byte for byte, and a new choice starts a new session.
@Suite struct SliderSessionTests {
    static let scene = """
        title: Columns
        devices: [iPhone SE (1st generation)]
        views:
          Blue: {background: blue}
          Red: {background: red}
        constraints:
          - Blue.Leading = Superview.LeadingMargin
          - Red.Leading = Blue.Trailing + 8
          - Red.Trailing = Superview.TrailingMargin
          - Blue.Top = Superview.TopMargin
          - Red.Top = Blue.Top
          - Blue.Height = 50
          - Red.Height = 50
          - Blue.Width >= 150
          - Red.Width = 2 x Blue.Width @750

        """

    @Test func eachSliderImageIsTheFreshLayouts() async throws {
        let scene = try SceneParser.parse(Self.scene, file: "columns.yaml")
        let session = PreviewSession(
            files: { ["columns.yaml"] }, loader: { _ in [scene] }, describe: { "\($0)" })
        await session.refresh()
        var choice = PreviewChoice()
        let plain = try #require(try await session.image(scene: 0, configuration: 0, choice))
        let plainExpected = try Renderer(options: RenderOptions(scale: 1)).render(
            [try LayoutSolver(measurer: Pipeline.measurer).solve(scene, in: scene.configurations[0])],
            title: scene.title)
        let plainSame = plain == plainExpected
        #expect(plainSame, "no slider")
        for width in [400.0, 498, 498.5, 414] {
            choice.width = width
            let image = try #require(try await session.image(scene: 0, configuration: 0, choice))
            let configuration = scene.configurations[0].resized(.width, to: width)
            let fresh = try LayoutSolver(measurer: Pipeline.measurer).solve(scene, in: configuration)
            let moved = try #require(try await session.layout(scene: 0, configuration: 0, choice)).1
            #expect(moved.views.map(\.frame) == fresh.views.map(\.frame), "width \(width)")
            #expect(moved.rootFitsContent == fresh.rootFitsContent && moved.safeArea == fresh.safeArea)
            let expected = try Renderer(options: RenderOptions(scale: 1)).render([fresh], title: scene.title)
            let same = image == expected
            #expect(same, "width \(width): \(image.count) bytes, \(expected.count) expected")
        }
        // One session for the four widths: the tableau moved by edits, not rebuilt.
        let counts = await session.sliderLayouts
        #expect(counts?.incremental ?? 0 >= 3)
        choice.theme = .dark
        choice.width = 450
        let dark = try #require(try await session.image(scene: 0, configuration: 0, choice))
        let fresh = try LayoutSolver(measurer: Pipeline.measurer).solve(
            scene, in: scene.configurations[0].resized(.width, to: 450))
        let darkExpected = try Renderer(options: RenderOptions(scale: 1, theme: .dark)).render(
            [fresh], title: scene.title)
        let same = dark == darkExpected
        #expect(same)
        // Another choice, another session.
        #expect(await session.sliderLayouts.map { $0.incremental + $0.fresh } == 1)
    }
}
