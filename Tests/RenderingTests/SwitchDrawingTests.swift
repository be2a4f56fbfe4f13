import LayoutEngine
import SceneFormat
import Testing
import TextMetrics

@testable import Rendering
import SceneModel

/// A switch's track is its size: 51 × 31 by default, 63 × 28 where the document's SDK (iOS 26)
/// makes it so; the knob is 2 points inside the track's rounded end.
@Suite struct SwitchDrawingTests {
    static func paints(_ view: String) throws -> [DisplayItem.Paint] {
        let scene = try SceneParser.parse(
            """
            views:
              Toggle: \(view)
            constraints:
              - Toggle.Left = Superview.Left + 20
              - Toggle.Top = Superview.Top + 40
            """, file: "t.yaml")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer())
            .solve(scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
        let display = ScreenDisplay(layout: layout, palette: .light, textWidth: { _, _ in 0 })
        return display.content(try #require(layout.view(named: "Toggle"))).items.map(\.paint)
    }

    @Test func theDefaultTrackIs51By31() throws {
        #expect(
            try Self.paints("{type: switch}") == [
                .fill(.rect(Rect(x: 20, y: 40, width: 51, height: 31), radius: 15.5)),
                .fill(.circle(center: Point(55.5, 55.5), radius: 13.5)),
            ])
    }

    @Test func anIOS26SwitchIs63By28() throws {
        #expect(
            try Self.paints("{type: switch, intrinsicSize: [63, 28], isOn: false}") == [
                .fill(.rect(Rect(x: 20, y: 40, width: 63, height: 28), radius: 14)),
                .fill(.circle(center: Point(34, 54), radius: 12.5)),
                .fill(.circle(center: Point(34, 54), radius: 12)),
            ])
    }
}
