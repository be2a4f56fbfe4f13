import LayoutEngine
import RasterImage
import SceneFormat
import SceneModel
import Testing
import TextMetrics

@testable import Rendering

/// The root view's background color fills the screen under its subviews; a dynamic system color
/// takes its dark value in the dark appearance; without one the screen is white or black.
@Suite struct RootBackgroundTests {
    static func pixel(root: String, theme: Theme) throws -> (r: UInt8, g: UInt8, b: UInt8) {
        let scene = try SceneParser.parse(
            """
            devices: [iPhone SE (1st generation)]
            \(root)
            views: {Box: {background: red}}
            constraints: [Box.Top = Superview.Top + 100, Box.Leading = Superview.Leading, Box.Width = 10, Box.Height = 10]
            """, file: "t.yaml")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
        let bytes = try Renderer(options: RenderOptions(scale: 1, layers: [], theme: theme)).render(
            [layout], title: "t")
        let image = try PNGDecoder.decode(bytes)
        let pixel = Bitmap.rgba(image[160, 300])
        return (pixel.r, pixel.g, pixel.b)
    }

    @Test func aRootsColorFillsTheScreen() throws {
        let yellow = try Self.pixel(root: ##"root: {background: "#FFCC00"}"##, theme: .light)
        #expect(yellow.r == 255 && yellow.g == 204 && yellow.b == 0)
        #expect(try Self.pixel(root: ##"root: {background: "#FFCC00"}"##, theme: .dark) == yellow)
    }

    @Test func aSystemColorTakesItsDarkValue() throws {
        let light = try Self.pixel(root: "root: {background: systemGroupedBackground}", theme: .light)
        let dark = try Self.pixel(root: "root: {background: systemGroupedBackground}", theme: .dark)
        #expect(light.r == 242 && light.g == 242 && light.b == 247)
        #expect(dark.r == 0 && dark.g == 0 && dark.b == 0)
    }

    @Test func withoutOneTheScreenIsTheAppearances() throws {
        #expect(try Self.pixel(root: "", theme: .light) == (255, 255, 255))
        #expect(try Self.pixel(root: "", theme: .dark) == (0, 0, 0))
    }
}
