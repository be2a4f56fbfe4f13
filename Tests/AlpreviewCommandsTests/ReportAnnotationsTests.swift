import Foundation
import TestSupport
import Testing
@testable import AlpreviewCommands

/// The layout report lists the tags and badges the image draws with the same options, with
/// their boxes in the panel's pixels; `--clean` draws none and lists none.
@Suite struct ReportAnnotationsTests {
    static let scene = """
        devices: [{name: Canvas, size: [200, 100], scale: 1, canvas: true}]
        views:
          Box: {background: red}
        constraints:
          - Box.Leading = Root.Leading + 20
          - Box.Top = Root.Top + 30
          - Box.Width = 100
          - Box.Height = 40
        """

    func annotations(_ options: [String]) throws -> [[String: Any]] {
        let folder = TestFolder()
        let scene = try folder.write(Self.scene, to: "s.yaml")
        let result = CommandRun.run([scene, "--json", "-", "-o", folder.path + "/s.png"] + options)
        #expect(result.status == 0, "\(result.error)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let configuration = try #require((report["configurations"] as? [[String: Any]])?.first)
        return try #require(configuration["annotations"] as? [[String: Any]])
    }

    /// At `--scale 2`, in the panel's pixels: the screen starts below the 40-point header and
    /// the 36-point margin; the `20` of the leading spacing is centred on its I-beam.
    @Test func boxesAreInThePanelsPixels() throws {
        let marks = try annotations(["--scale", "2"])
        #expect(marks.map { $0["text"] as? String } == ["20", "30", "100", "40", "Box"])
        #expect(marks.map { $0["kind"] as? String } == ["badge", "badge", "badge", "badge", "tag"])
        #expect(marks.map { $0["constraint"] as? String } == ["c1", "c2", "c3", "c4", nil])
        let leading = try #require(marks.first?["box"] as? [Double])
        // Centred on the I-beam from x 0 to 20 at the box's middle (y 50): x = (10 - w/2 + 36) × 2,
        // y = (50 - 7 + 40 + 36) × 2, height 14 × 2.
        #expect(leading[1] == 238 && leading[3] == 28)
        #expect(abs((leading[0] + leading[2] / 2) - 92) < 0.01)
    }

    @Test func cleanListsNone() throws {
        #expect(try annotations(["--clean"]).isEmpty)
    }
}
