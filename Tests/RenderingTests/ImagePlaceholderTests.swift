import LayoutEngine
import SceneFormat
import Testing
import TextMetrics

@testable import Rendering
import SceneModel

/// An image view whose image cannot be drawn shows Interface Builder's crossed box, with the
/// image's size inside it when the box is as high as the size's 13-point line, clipped to the box.
@Suite struct ImagePlaceholderTests {
    static func paints(_ frame: String) throws -> [DisplayItem.Paint] {
        let scene = try SceneParser.parse(
            "views: {Arrow: {type: imageView, image: {size: [21, 12]}, frame: \(frame)}}", file: "t.yaml")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer())
            .solve(scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
        let display = ScreenDisplay(layout: layout, palette: .light, textWidth: { _, _ in 0 })
        return display.content(try #require(layout.view(named: "Arrow"))).items.map(\.paint)
    }

    @Test func aBoxLowerThanTheLabelShowsNoSize() throws {
        let paints = try Self.paints("[20, 100, 30, 12]")
        #expect(paints.first == .fill(.rect(Rect(x: 20, y: 100, width: 30, height: 12), radius: 0)))
        #expect(!paints.contains { if case .text = $0 { true } else { false } })
    }

    /// The size's line is centred in the box: 13 high from y 103.5 in 100–120.
    @Test func theSizeIsClippedToTheBox() throws {
        let paints = Array(try Self.paints("[20, 100, 60, 20]").suffix(3))
        #expect(paints.first == .clip(.rect(Rect(x: 20, y: 100, width: 60, height: 20), radius: 0)))
        #expect(paints.last == .restore)
        guard case .text(let size) = paints[1] else { Issue.record("no size label"); return }
        #expect(size.string == "21×12" && size.top == 103.5 && size.width == 60)
    }
}
