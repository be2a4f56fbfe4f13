import Foundation
import LayoutEngine
import SceneFormat
import SceneModel
import TestSupport
import Testing
import TextMetrics

/// A session's layout made afresh gives its lines in the root's width over the widths where a
/// solve from scratch chooses alike (`FreshLayoutLines`): the Controls sample from 615 points
/// up, where Photo and Truncated both hug at 250 and the optimum is not unique.
@Suite struct FreshLayoutLinesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func controls() throws -> (Scene, Configuration) {
        let scene = try SceneParser.parse(contentsOf: root.appendingPathComponent("Samples/controls.yaml").path)
        return (scene, try #require(scene.configurations.first))
    }

    static func sized(_ configuration: Configuration, _ width: Double) -> Configuration {
        var sized = configuration
        sized.device.portraitSize.width = width
        return sized
    }

    @Test func controlsLinesPastTheTieAreTheFreshLayouts() throws {
        let (scene, configuration) = try Self.controls()
        let solver = LayoutSolver(measurer: PangoTextMeasurer())
        let session = LayoutSession(scene: scene, solver: solver)
        session.readsFreshLayoutLines = true
        let layout = try session.layout(in: Self.sized(configuration, 700))
        #expect(session.freshLayouts == 1)
        #expect(layout.ambiguities.map(\.view) == ["Photo", "Truncated", "Truncated"])
        let lines = try #require(session.lastLinearLayout(along: .width))
        // From where Truncated's text fits (615 points, past the probe's 1e-7 threshold), the
        // same path at every width: Truncated takes the width, Photo keeps its 120 points.
        #expect(abs(lines.basis.lowerBound - (615 + 1e-7)) < 1e-9)
        #expect(lines.basis.upperBound == .infinity)
        let truncated = try #require(lines.views.first { $0.name == "Truncated" }).rootFrame
        #expect(truncated.x == LinearLayout.Line(a: 148, b: 0))
        #expect(truncated.width == LinearLayout.Line(a: -168, b: 1))
        let photo = try #require(lines.views.first { $0.name == "Photo" }).rootFrame
        #expect(photo.width == LinearLayout.Line(a: 120, b: 0))
        #expect(lines.snappedFrames(at: 700) == layout.views.map(\.frame))
        // Every width of a sweep's grid in the range, laid out from scratch: the lines' frames.
        for width in stride(from: 615.5, through: 1366, by: 10.25) {
            let fresh = try solver.solve(scene, in: Self.sized(configuration, width))
            #expect(lines.snappedFrames(at: width) == fresh.views.map(\.frame), "at \(width)")
        }
    }

    @Test func sessionsGiveNoFreshLinesUnlessAsked() throws {
        let (scene, configuration) = try Self.controls()
        let session = LayoutSession(scene: scene, solver: LayoutSolver(measurer: PangoTextMeasurer()))
        // Below the tie the session's own tableau gives the lines, as before.
        _ = try session.layout(in: Self.sized(configuration, 600))
        #expect(session.freshLayouts == 0)
        #expect(try #require(session.lastLinearLayout(along: .width)).basis.upperBound == 615)
        _ = try session.layout(in: Self.sized(configuration, 700))
        #expect(session.freshLayouts == 1)
        #expect(session.lastLinearLayout(along: .width) == nil)
    }
}
