import LayoutEngine
import SceneFormat
import Testing
import TextMetrics

@testable import Rendering
import SceneModel

/// Right to left, UIKit mirrors the controls that go from one value to another: a switch's knob
/// is at the left when on, a slider's minimum track and a progress view's bar run from the right.
@Suite struct RightToLeftControlTests {
    static let scene = """
        views:
          Toggle: {type: switch}
          Volume: {type: slider, value: 0.25}
          Progress: {type: progressView, progress: 0.25}
        constraints:
          - Toggle.Left = Superview.Left + 20
          - Toggle.Top = Superview.Top + 40
          - Volume.Left = Superview.Left + 20
          - Volume.Top = Superview.Top + 100
          - Volume.Width = 228
          - Progress.Left = Superview.Left + 20
          - Progress.Top = Superview.Top + 160
          - Progress.Width = 200
        """

    static func content(_ name: String, _ direction: LayoutDirection) throws -> [DisplayItem.Paint] {
        let scene = try SceneParser.parse(Self.scene, file: "t.yaml")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer())
            .solve(
                scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!, direction: direction))
        let display = ScreenDisplay(layout: layout, palette: .light, textWidth: { _, _ in 0 })
        return display.content(try #require(layout.view(named: name))).items.map(\.paint)
    }

    /// The switch's frame is x 20–71 (18–69 right to left, where its 2-point alignment inset is on
    /// the left), y 40–71: its knob 15.5 in from one end.
    @Test func anOnSwitchHasItsKnobAtTheLeftRightToLeft() throws {
        #expect(try Self.content("Toggle", .ltr).last == .fill(.circle(center: Point(55.5, 55.5), radius: 13.5)))
        #expect(try Self.content("Toggle", .rtl).last == .fill(.circle(center: Point(33.5, 55.5), radius: 13.5)))
    }

    /// A quarter of the thumb's 200-point travel from the leading end: x 20 + 14 + 50 = 84 left to
    /// right, 248 − 14 − 50 = 184 right to left; the tinted track from the leading end to it.
    @Test func aSliderRunsFromTheRightRightToLeft() throws {
        let ltr = try Self.content("Volume", .ltr), rtl = try Self.content("Volume", .rtl)
        #expect(ltr.first == .line(from: Point(22, 115.5), to: Point(84, 115.5), width: 4, dash: nil))
        #expect(rtl.first == .line(from: Point(246, 115.5), to: Point(184, 115.5), width: 4, dash: nil))
        #expect(rtl.last == .fill(.circle(center: Point(184, 115.5), radius: 13.5)))
    }

    @Test func aProgressViewFillsFromTheRightRightToLeft() throws {
        #expect(
            try Self.content("Progress", .ltr).last
                == .fill(.rect(Rect(x: 20, y: 160, width: 50, height: 4), radius: 2)))
        #expect(
            try Self.content("Progress", .rtl).last
                == .fill(.rect(Rect(x: 170, y: 160, width: 50, height: 4), radius: 2)))
    }
}
