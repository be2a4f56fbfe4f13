import LayoutEngine
@testable import SceneFormat
import SceneModel
import SceneReading
import Testing

/// A switch can be off, a slider and a progress view can show any value: keys of their own,
/// with Interface Builder's defaults, refused on other views and outside 0...1.
@Suite struct ControlStateTests {
    @Test func statesAreReadWithInterfaceBuildersDefaults() throws {
        let scene = try SceneParser.parse(
            """
            views:
              Off: {type: switch, isOn: false}
              On: {type: switch}
              Slider: {type: slider, value: 0.25}
              Progress: {type: progressView, progress: 1}
              Plain: {type: progressView}
            """, file: "s.yaml")
        let views = Dictionary(uniqueKeysWithValues: scene.root.subviews.map { ($0.name, $0) })
        #expect(views["Off"]?.isOn == false && views["On"]?.isOn == true)
        #expect(views["Slider"]?.value == 0.25)
        #expect(views["Progress"]?.progress == 1 && views["Plain"]?.progress == 0.5)
    }

    @Test func badStatesAreLocatedErrors() {
        do {
            _ = try SceneParser.parse(
                "views: {S: {type: slider, value: 2}, T: {type: switch, isOn: maybe}, U: {type: label, progress: 0.1}}\n",
                file: "s.yaml")
            Issue.record("expected errors")
        } catch let errors as SceneErrors {
            #expect(
                errors.errors.map(\.message) == [
                    "value must be from 0 to 1, not '2'", "isOn must be true or false",
                    "'progress' does not apply to a label (only to progressView)",
                ])
            #expect(errors.errors.map(\.location.column) == [34, 62, 87])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
