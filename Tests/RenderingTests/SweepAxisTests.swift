import LayoutEngine
import RasterImage
import SceneFormat
import SceneModel
import Testing
import TextMetrics

@testable import Rendering

/// A sweep's strip ends with its range on an axis: regimes shaded between the breakpoints, each
/// breakpoint and each problem's first size a tick labelled with its size.
@Suite struct SweepAxisTests {
    static let axis = SweepAxis(
        label: "iPhone SE portrait ltr · L", dimension: "width", from: 320, to: 1320,
        marks: [
            .init(value: 414, kind: .breakpoint), .init(value: 497.333, kind: .breakpoint),
            .init(value: 420, kind: .problem),
        ])

    /// 1024 points of sheet: the bar runs from 12 to 1012, one point per point of width.
    @Test func aSizeFallsOnTheBarInProportion() {
        let band = SweepAxisBand(axes: [Self.axis], width: 1024)
        #expect(band.x(320, in: Self.axis) == 12)
        #expect(band.x(1320, in: Self.axis) == 1012)
        #expect(band.x(414, in: Self.axis) == 106)
        #expect(band.height == 64)
    }

    /// The labels: the row's, then each tick's size; 420 would overlap 414's, so it goes a line
    /// lower; three regimes, shaded in turn.
    @Test func ticksAreLabelledWithTheirExactSizes() throws {
        let band = SweepAxisBand(axes: [Self.axis], width: 1024)
        let list = MeasuringSurface.with(shapes: TextShapes()) { painter in
            band.list(y: 0, palette: .light, painter: painter)
        }
        let texts = list.items.compactMap { item -> (String, Double)? in
            if case .text(let text) = item.paint { return (text.string, text.top) }
            return nil
        }
        #expect(texts.map(\.0) == ["iPhone SE portrait ltr · L · width 320…1320 pt", "414", "420", "497.333"])
        #expect(texts.map(\.1) == [10, 38, 49, 38])
        let regimes = list.items.filter {
            if case .fill = $0.paint { return true }
            return false
        }
        #expect(regimes.count == 3)
    }

    /// The band is drawn between the panels and the legend: the sheet is as much taller.
    @Test func theSheetMakesRoomForIt() throws {
        let scene = try SceneParser.parse(
            "views:\n  Box: {}\nconstraints: [Box.Width = 10, Box.Height = 10, Box.Top = Superview.Top, Box.Leading = Superview.Leading]\n",
            file: "t.yaml")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: scene.configurations[0])
        var options = RenderOptions(scale: 1, layers: [])
        let plain = Renderer(options: options).sheetGeometry([layout], title: "t")
        options.sweepAxes = [Self.axis]
        let withAxis = Renderer(options: options).sheetGeometry([layout], title: "t")
        #expect(withAxis.height == plain.height + 64)
        let image = try PNGDecoder.decode(try Renderer(options: options).render([layout], title: "t"))
        #expect(Double(image.height) == withAxis.height)
    }
}
