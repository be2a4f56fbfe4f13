import AlpreviewKit
import Cassowary
import Foundation
import LayoutEngine
import RandomScenes
import SceneModel
import Testing

/// The probe reports what it is there to catch (a test of the random scenes is only as good
/// as the checks it runs), and nothing on a sound scene.
@Suite struct PipelineProbeTests {
    static let yaml = """
        title: Probe
        devices: [iPhone 8]
        views:
          Box: {type: label, text: Hello}
        constraints:
          - Box.Leading = Superview.LeadingMargin
          - Box.Top = Safe Area.Top + 20
        """

    @Test func aSoundSceneHasNoFailures() {
        #expect(PipelineProbe().check(yaml: Self.yaml) == [])
    }

    @Test func findsANaNFrame() {
        var probe = PipelineProbe()
        probe.layouts = { scene in
            var layouts = try Pipeline.layouts(scene)
            layouts[0].views[0].frame.width = .nan
            return layouts
        }
        let failures = probe.check(yaml: Self.yaml)
        #expect(failures.contains { $0.kind == "non-finite" && $0.detail.contains("frame of Box") })
    }

    @Test func findsAnInternalSolverError() {
        var probe = PipelineProbe()
        probe.layouts = { _ in throw SolverError.internalError("the objective is unbounded") }
        #expect(probe.check(yaml: Self.yaml).map(\.kind) == ["internal solver error"])
    }

    @Test func findsInfinityInText() {
        var probe = PipelineProbe()
        probe.explain = { _ in "Box's width should be inf" }
        #expect(probe.check(yaml: Self.yaml).map(\.kind) == ["non-finite"])
    }

    @Test func anInvalidSceneIsItsOwnKind() {
        #expect(PipelineProbe().check(yaml: "views: {Box: {type: nope}}").map(\.kind) == ["invalid scene"])
    }
}
