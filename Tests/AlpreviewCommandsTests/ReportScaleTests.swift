import Foundation
import TestSupport
import Testing
@testable import AlpreviewCommands

/// The layout report states the scale its frames were snapped to: the device's pixels per
/// point, which `--scale` (the image's) does not change.
@Suite struct ReportScaleTests {
    @Test func theReportGivesTheSnappingScale() throws {
        let folder = TestFolder()
        let scene = try folder.write(
            """
            devices: [iPhone X, {name: Canvas, size: [200, 100], scale: 1, canvas: true}]
            views:
              Label: {type: label, text: Centre, font: system 17}
            constraints:
              - Label.CenterX = Root.CenterX
              - Label.Top = Root.Top + 100
            """, to: "s.yaml")
        let result = CommandRun.run([scene, "--scale", "1", "--json", "-", "-o", folder.path + "/s.png"])
        #expect(result.status == 0, "\(result.error)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let configurations = try #require(report["configurations"] as? [[String: Any]])
        #expect(configurations.map { $0["device"] as? String } == ["iPhone X", "Canvas"])
        #expect(configurations.map { $0["scale"] as? Double } == [3, 1])
        // Each label's edges lie on its device's grid: thirds of a point on the iPhone X, whole points on the canvas.
        for (configuration, scale) in zip(configurations, [3.0, 1.0]) {
            let views = try #require(configuration["views"] as? [String: [String: Any]])
            let frame = try #require(views["Label"]?["frame"] as? [Double])
            for edge in [frame[0], frame[0] + frame[2]] {
                #expect(abs(edge * scale - (edge * scale).rounded()) < 0.01, "\(frame) at \(scale)x")
            }
        }
    }
}
