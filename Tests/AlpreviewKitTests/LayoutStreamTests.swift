import AlpreviewKit
import LayoutEngine
import SceneModel
import Testing

/// `Pipeline.forEachLayout`: the layouts of a scene's configurations, one at a time in the
/// scene's order (what `check` and `sweep` read without holding them all), stopping at the
/// first error.
@Suite struct LayoutStreamTests {
    /// Four devices × two orientations: eight configurations.
    static let scene = """
        devices: [{name: A, size: [300, 500]}, {name: B, size: [310, 500]}, {name: C, size: [320, 500]},
          {name: D, size: [330, 500]}]
        orientations: [portrait, landscape]
        views:
          V: {}
        constraints:
          - V.Leading = Superview.Leading
          - V.Trailing = Superview.Trailing
          - V.Top = Superview.Top
          - V.Height = 10
        """

    @Test func layoutsComeInTheScenesOrder() throws {
        let scene = try Pipeline.readScene(fromText: Self.scene)
        var seen: [String] = []
        try Pipeline.forEachLayout(scene) { index, layout in
            seen.append("\(index) \(layout.configuration.device.name) \(layout.view(named: "V")!.frame.width)")
        }
        #expect(
            seen == [
                "0 A 300.0", "1 A 500.0", "2 B 310.0", "3 B 500.0", "4 C 320.0", "5 C 500.0", "6 D 330.0", "7 D 500.0",
            ])
    }

    struct Stop: Error {}

    /// The body's error stops the stream: no layout after it reaches the body, and it is thrown.
    @Test func theFirstErrorStopsTheRest() throws {
        let scene = try Pipeline.readScene(fromText: Self.scene)
        var calls = 0
        #expect(throws: Stop.self) {
            try Pipeline.forEachLayout(scene) { index, _ in
                calls += 1
                if index == 2 { throw Stop() }
            }
        }
        #expect(calls == 3)
    }
}
