import LayoutEngine
import RasterImage
import Rendering
import SceneFormat
import SceneModel
import Testing
import TextMetrics

/// In the dark appearance UIKit's dynamic system colors take their dark values; a color the
/// scene gives as a value stays what it is.
@Suite struct DarkAppearanceTests {
    func pixel(theme: Theme, at point: (x: Double, y: Double)) throws -> (r: UInt8, g: UInt8, b: UInt8) {
        let scene = try SceneParser.parse(
            """
            views:
              System: {frame: [20, 100, 100, 100], background: systemBlue}
              Fixed: {frame: [200, 100, 100, 100], background: "#007AFF"}
              Grouped: {frame: [20, 300, 100, 100], background: systemGray6}
              Toggle: {type: switch, frame: [200, 300, 51, 31]}
            """, file: "t.yaml")
        let configuration = Configuration(device: DeviceCatalog.device(named: "iPhone 8")!)
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
        // Without annotation layers the image is the screen alone, at the device's 2 pixels per point.
        let renderer = Renderer(options: RenderOptions(layers: [], theme: theme))
        let bitmap = try renderer.renderBitmap([layout], title: "Colors")
        let p = Bitmap.rgba(bitmap[Int(point.x * 2), Int(point.y * 2)])
        return (p.r, p.g, p.b)
    }

    @Test func systemColorsTakeTheirDarkValues() throws {
        #expect(try pixel(theme: .light, at: (70, 150)) == (0x00, 0x7A, 0xFF))
        #expect(try pixel(theme: .dark, at: (70, 150)) == (0x0A, 0x84, 0xFF))
        #expect(try pixel(theme: .light, at: (70, 350)) == (0xF2, 0xF2, 0xF7))
        #expect(try pixel(theme: .dark, at: (70, 350)) == (0x1C, 0x1C, 0x1E))
    }

    @Test func aColorGivenAsAValueStays() throws {
        #expect(try pixel(theme: .dark, at: (250, 150)) == (0x00, 0x7A, 0xFF))
    }

    /// An on switch's track is systemGreen in the appearance: 34C759 light, 30D158 dark (its
    /// left end, at x 205, is the track's, left of the knob).
    @Test func anOnSwitchIsTheAppearancesGreen() throws {
        #expect(try pixel(theme: .light, at: (205, 315.5)) == (0x34, 0xC7, 0x59))
        #expect(try pixel(theme: .dark, at: (205, 315.5)) == (0x30, 0xD1, 0x58))
    }
}
