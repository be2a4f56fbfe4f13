import LayoutEngine
import Testing

@testable import Rendering
import SceneModel

/// Where the whole-storyboard canvas puts its scenes and what scale it is drawn at: centred on
/// their canvas locations, unplaced ones in a row on the right, the bounding box plus 60 points,
/// and a smaller scale past the canvas limits.
@Suite struct StoryboardCanvasLayoutTests {
    static func reference(_ id: String, at point: CanvasPoint?) -> CanvasScene {
        CanvasScene(
            entry: StoryboardMap.Entry(
                sceneID: id, title: id, canvasLocation: point, content: .reference(storyboard: id)),
            layout: nil)
    }

    @Test func scenesAreCentredOnTheirLocationsAndUnplacedOnesFollowInARow() {
        let scenes = [
            Self.reference("a", at: CanvasPoint(x: 0, y: 0)), Self.reference("b", at: nil),
            Self.reference("c", at: CanvasPoint(x: 400, y: 100)), Self.reference("d", at: nil),
        ]
        let placed = StoryboardCanvasLayout(scenes, initialSceneID: nil, scale: 1, format: .png)
        #expect(
            placed.frames == [
                Rect(x: -75, y: -16, width: 150, height: 32), Rect(x: 555, y: -16, width: 150, height: 32),
                Rect(x: 325, y: 84, width: 150, height: 32), Rect(x: 785, y: -16, width: 150, height: 32),
            ])
        #expect(placed.bounds == Rect(x: -135, y: -76, width: 1130, height: 252))
        #expect(placed.scale == 1 && placed.requestedScale == nil && placed.downscaleWarning == nil)
    }

    /// Views kept in a scene's dock sit in a row above its 28-point title band, 20 points above
    /// it and 20 apart, from the scene's left edge: a's frame starts at y −16, so they end at −64.
    @Test func dockViewsGoInARowAboveTheirScene() {
        func dockView(_ id: String) -> CanvasScene {
            var scene = Self.reference(id, at: nil)
            scene.entry.dockOf = "a"
            return scene
        }
        let scenes = [Self.reference("a", at: CanvasPoint(x: 0, y: 0)), dockView("d1"), dockView("d2")]
        let placed = StoryboardCanvasLayout(scenes, initialSceneID: nil, scale: 1, format: .png)
        #expect(
            placed.frames == [
                Rect(x: -75, y: -16, width: 150, height: 32), Rect(x: -75, y: -96, width: 150, height: 32),
                Rect(x: 95, y: -96, width: 150, height: 32),
            ])
    }

    @Test func theInitialArrowWidensTheCanvasOnTheLeft() {
        let placed = StoryboardCanvasLayout(
            [Self.reference("a", at: CanvasPoint(x: 0, y: 0))], initialSceneID: "a", scale: 2, format: .png)
        #expect(placed.bounds == Rect(x: -225, y: -76, width: 360, height: 152))
        #expect(placed.imageSize.width == 720 && placed.imageSize.height == 304)
    }

    @Test(arguments: [
        (OutputFormat.png, 0.16, "16,777,216 pixels and 16,384 a side"), (.pdf, 0.1446, "14,400 points a side"),
        (.svg, 0.329, "32,767 points a side"),
    ])
    func aCanvasPastTheLimitsIsDrawnSmaller(_ format: OutputFormat, _ scale: Double, _ limit: String) {
        let scenes = [
            Self.reference("a", at: CanvasPoint(x: 0, y: 0)), Self.reference("b", at: CanvasPoint(x: 99_300, y: 0)),
        ]
        let placed = StoryboardCanvasLayout(scenes, initialSceneID: nil, scale: 1, format: format)
        #expect(abs(placed.scale - scale) < 0.001, "\(placed.scale)")
        #expect(placed.requestedScale == 1)
        #expect(placed.downscaleWarning?.contains("the storyboard's canvas is 99,570×152 points") == true)
        #expect(placed.downscaleWarning?.contains(limit) == true, "\(placed.downscaleWarning ?? "")")
        let size = placed.imageSize
        let side = format == .pdf ? 14_400.0 : format == .svg ? 32_767 : 16_384
        #expect(size.width <= side && size.height <= side)
    }
}
