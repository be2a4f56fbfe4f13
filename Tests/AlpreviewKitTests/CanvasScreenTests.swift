import AlpreviewKit
import LayoutEngine
import Rendering
import SceneModel
import Testing

/// A root shorter than its screen (below an opaque navigation bar) is drawn on the storyboard
/// canvas inside the screen around it: the scene takes the screen's size, and the root starts
/// where the screen's bars end (`StoryboardCanvasScenes`, `CanvasScene.rootOrigin`).
@Suite struct CanvasScreenTests {
    static func layout(height: Double, bars: Bars, device name: String = "iPhone 8") throws -> SolvedLayout {
        var device = try #require(DeviceCatalog.device(named: name))
        device.portraitSize = Size(width: device.portraitSize.width, height: height)
        var scene = Scene(title: "Screen", devices: [device])
        scene.bars = bars
        return try #require(try Pipeline.layouts(scene).first)
    }

    static func canvasScene(rootHeight: Double, device name: String = "iPhone 8") throws -> CanvasScene {
        var bars = Bars()
        bars.statusBar = false
        var outside = Bars()
        outside.navigationBar = true
        var entry = StoryboardMap.Entry(sceneID: "SC1", title: "Items", canvasLocation: nil, content: .view)
        var screen = Scene(title: "Items", devices: [try #require(DeviceCatalog.device(named: name))])
        screen.bars = outside
        entry.screen = screen
        let map = StoryboardMap(scenes: [entry], segues: [], initialSceneID: nil)
        let layouts = ["SC1": try layout(height: rootHeight, bars: bars, device: name)]
        return try #require(try StoryboardCanvasScenes.scenes(map, layouts: layouts) { _ in }.first)
    }

    @Test func aRootBelowTheBarsStartsWhereTheyEnd() throws {
        let scene = try Self.canvasScene(rootHeight: 603)
        #expect(scene.screen != nil)
        #expect(scene.size == Size(width: 375, height: 667))
        #expect(scene.rootOrigin == Point(0, 64))
    }

    /// A root as tall as the screen is under its bars (`extendedLayoutIncludesOpaqueBars`): the
    /// bars are drawn over it.
    @Test func aRootThatFillsTheScreenIsUnderItsBars() throws {
        let scene = try Self.canvasScene(rootHeight: 667)
        #expect(scene.screen != nil)
        #expect(scene.size == Size(width: 375, height: 667))
        #expect(scene.rootOrigin == Point(0, 0))
    }

    /// A root of another height (under a 56-point bar of a sheet the screen draws 44 high) is
    /// drawn alone: its bars would not meet it.
    @Test func aRootThatDoesNotFitBetweenTheBarsIsDrawnAlone() throws {
        let scene = try Self.canvasScene(rootHeight: 591)
        #expect(scene.screen == nil)
        #expect(scene.size == Size(width: 375, height: 591))
        #expect(scene.rootOrigin == Point(0, 0))
    }

    /// On a phone with a home indicator a root below the top bars reaches the screen's bottom: the
    /// screen's bottom inset is the indicator's, not a bar's (iPhone XR: 48 + 44 above, 896 − 92).
    @Test func aRootBelowTheBarsOfANotchedPhoneReachesTheScreensBottom() throws {
        let scene = try Self.canvasScene(rootHeight: 804, device: "iPhone XR")
        #expect(scene.screen != nil)
        #expect(scene.size == Size(width: 414, height: 896))
        #expect(scene.rootOrigin == Point(0, 92))
    }
}
