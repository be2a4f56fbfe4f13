import Foundation
import LayoutEngine
import RasterImage
import Rendering
import SceneFormat
import SceneModel
import Testing
import TextMetrics

/// A multi-line label is drawn as the engine measured it: its lines San Francisco's line
/// height apart, so the last one ends on the label's last baseline, inside its frame.
@Suite struct LabelDrawingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The rows of `bitmap` in `columns` that hold dark ink (text), top to bottom.
    static func inkRows(_ bitmap: Bitmap, columns: Range<Int>, rows: Range<Int>) -> [Int] {
        rows.filter { y in
            columns.contains { x in
                let p = Bitmap.rgba(bitmap[x, y])
                return Int(p.r) + Int(p.g) + Int(p.b) < 3 * 128
            }
        }
    }

    /// The Scroll View sample on an iPad Pro 12.9" at AX2: the body (39-point title2 in Inter
    /// Display, 20 lines, title2's AX2 leading of 47 apart: 46.5 + 19 × 47) is 940 points tall from
    /// y 103.5, its last baseline at 1,033.5; the last
    /// line has no descender, so the ink ends on that baseline. Spaced by Inter's line
    /// height, the lines drifted 14 points down and the last was cut by the frame at 1,174.
    @Test func theScrollViewsBodyShowsItsLastLine() throws {
        let scene = try SceneParser.parse(contentsOf: Self.root.appendingPathComponent("Samples/scroll-view.yaml").path)
        let configuration = Configuration(
            device: DeviceCatalog.device(named: "iPad Pro (12.9-inch)")!, sizeCategory: .AX2)
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
        let body = try #require(layout.view(named: "Body"))
        #expect(body.rootFrame.array == [20, 103.5, 984, 940])
        #expect(body.baselines?.last == 1033.5)
        #expect(body.textFit?.visibleLines == 20 && body.isTruncated == false)
        let bitmap = try Renderer(options: RenderOptions(scale: 1, layers: [])).renderBitmap([layout], title: "t")
        let ink = Self.inkRows(bitmap, columns: 20..<1004, rows: 104..<1174)
        #expect(ink.last == 1033)
        // The first line's capital rises to Inter Display's cap height above the first baseline, and overshoots.
        #expect(ink.first == 113)
    }
}
