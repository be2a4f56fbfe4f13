import LayoutEngine
import SceneFormat
import Testing
import TextMetrics

@testable import Rendering
import SceneModel

/// What every view's frame carries, as display items: a scroll view's clip around its content,
/// a translucent view's group, the background under the content and the border over it.
@Suite struct ScreenDisplayTests {
    @Test func aTranslucentBorderedViewInAScrollView() throws {
        let scene = try SceneParser.parse(
            """
            views:
              Scroller:
                type: scroll
                content:
                  Card: {background: red, alpha: 0.5, border: {color: black, width: 2}, cornerRadius: 8}
            constraints:
              - Scroller.Leading = Superview.Leading + 10
              - Scroller.Top = Superview.Top + 40
              - Scroller.Width = 200
              - Scroller.Height = 100
              - Card.Leading = Scroller.Content Layout Guide.Leading + 20
              - Card.Top = Scroller.Content Layout Guide.Top + 30
              - Card.Width = 60
              - Card.Height = 40
              - Card.Trailing = Scroller.Content Layout Guide.Trailing
              - Card.Bottom = Scroller.Content Layout Guide.Bottom
            """, file: "t.yaml")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer())
            .solve(scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
        let display = ScreenDisplay(layout: layout, palette: .light, textWidth: { _, _ in 0 })
        let card = try #require(layout.view(named: "Card"))
        #expect(InsetGroups(layout).group(around: card) == nil)
        let frame = Rect(x: 30, y: 70, width: 60, height: 40)
        #expect(card.rootFrame == frame)
        let ink = Rect(x: -34, y: 6, width: 188, height: 168)
        #expect(
            display.opening(card, insetGroup: nil).items == [
                DisplayItem(paint: .clip(.rect(Rect(x: 10, y: 40, width: 200, height: 100), radius: 0)), color: .clear),
                DisplayItem(paint: .beginGroup, color: .clear),
                DisplayItem(paint: .fill(.rect(frame, radius: 8)), color: Color(hex: 0xFF0000), ink: ink),
            ])
        #expect(
            display.closing(card, insetGroup: nil).items == [
                DisplayItem(
                    paint: .stroke(.rect(Rect(x: 31, y: 71, width: 58, height: 38), radius: 8), width: 2, dash: nil),
                    color: .black, ink: ink),
                DisplayItem(paint: .endGroup(alpha: 0.5), color: .clear),
                DisplayItem(paint: .restore, color: .clear),
            ])
    }

    /// The screen is clipped to its bounds; the system's text (the clock) is not the scene's,
    /// and the annotation placer may put badges on it.
    @Test func theScreenIsOneClippedListAndTheClockIsNotSceneText() throws {
        let scene = try SceneParser.parse("views: {Box: {background: blue}}\n", file: "t.yaml")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer())
            .solve(scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
        let list = ScreenDisplay(layout: layout, palette: .light, textWidth: { _, _ in 20 }).list()
        #expect(list.items.first == DisplayItem(paint: .clip(.rect(layout.rootFrame, radius: 0)), color: .clear))
        #expect(list.items.last == DisplayItem(paint: .restore, color: .clear))
        let texts = list.items.compactMap { item -> DisplayText? in
            if case .text(let text) = item.paint { return text }
            return nil
        }
        #expect(texts.map(\.string) == ["9:41", "100%"])
        #expect(texts.allSatisfy { !$0.recordsInk })
    }

    /// Without the status bar's items the clock and the battery's text are gone; a phone's
    /// Dynamic Island, the hardware's, is still drawn.
    @Test func withoutTheStatusBarOnlyTheCutoutStays() throws {
        let scene = try SceneParser.parse("views: {Box: {background: blue}}\n", file: "t.yaml")
        for (device, cutouts) in [("iPhone 8", 0), ("iPhone 15", 1)] {
            let layout = try LayoutSolver(measurer: PangoTextMeasurer())
                .solve(scene, in: Configuration(device: DeviceCatalog.device(named: device)!))
            let display = ScreenDisplay(
                layout: layout, palette: .light, showsStatusBar: false, textWidth: { _, _ in 20 })
            let geometry = BarGeometry(layout: layout)
            let bar = StatusBarDisplay(
                geometry: geometry, palette: .light, configuration: layout.configuration,
                textWidth: { _, _ in 20 }, showsItems: false)
            var cutout = DisplayList()
            if let rect = geometry.cutout { bar.appendCutout(rect, to: &cutout) }
            #expect(bar.list().items == cutout.items)
            #expect((cutout.items.isEmpty ? 0 : 1) == cutouts)
            let texts = display.list().items.filter {
                if case .text = $0.paint { return true }
                return false
            }
            #expect(texts.isEmpty)
        }
    }
}
