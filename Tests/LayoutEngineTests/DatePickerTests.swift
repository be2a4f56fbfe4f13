import Foundation
import LayoutEngine
import SceneFormat
import SceneModel
import TestSupport
import Testing
import TextMetrics

/// The date picker (wheels style) is 320 × 216, the size Interface Builder gives it: in the
/// Date Picker sample it needs only a position, and hugs at 250 either way (Interface Builder
/// gives it no higher hugging).
@Suite struct DatePickerTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theSamplesPickerIsItsIntrinsicSizeCentered() throws {
        let scene = try SceneParser.parse(contentsOf: Self.root.appendingPathComponent("Samples/date-picker.yaml").path)
        // The scene's one configuration: iPhone 15 Pro in portrait, under a navigation bar.
        let configuration = try #require(scene.configurations.first)
        #expect(scene.configurations.count == 1 && configuration.device.name == "iPhone 15 Pro")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
        #expect(layout.conflicts.isEmpty && layout.ambiguities.isEmpty)
        // Centred on the 393-point screen: x 36.5, snapped to the 3x grid's nearest third.
        let expected: [String: [Double]] = [
            "Picker": [36.667, 139.333, 320, 216], "Save": [179.667, 363.333, 34, 30],
            "Title": [16, 111, 113.333, 20.333],
        ]
        for (name, frame) in expected {
            let actual = try #require(layout.view(named: name)).frame.array
            #expect(zip(actual, frame).allSatisfy { abs($0 - $1) < 0.01 }, "\(name): \(actual) != \(frame)")
        }
    }

    @Test func itHugsAndResistsAsAPlainControl() {
        let picker = ViewSpec(name: "P", type: .datePicker)
        #expect(
            IntrinsicContentCalculator.hugging(of: picker, defaults: .interfaceBuilder) == AxisPriorities(both: 250))
        #expect(IntrinsicContentCalculator.compressionResistance(of: picker) == AxisPriorities(both: 750))
        let content = IntrinsicContentCalculator(
            measurer: FakeMeasurer(),
            configuration: Configuration(device: DeviceCatalog.device(named: "iPhone 15 Pro")!)
        )
        .intrinsicContent(of: picker)
        #expect(content.size == Size(width: 320, height: 216) && content.text == nil)
    }
}
