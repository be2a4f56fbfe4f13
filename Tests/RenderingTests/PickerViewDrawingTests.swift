import LayoutEngine
import SceneModel
import Testing

@testable import Rendering

/// A picker view draws Interface Builder's placeholder rows on a wheel, clipped to its frame.
@Suite struct PickerViewDrawingTests {
    /// At 320 × 216 from y 100 (middle 208): the band 8 in, 34 high around the middle;
    /// Cupertino in it in system 20, the rows 1 and 2 away 33.5 and 63.5 from the middle in 19
    /// and 16 points, greyer (70 %, 40 % of the secondary label colour).
    @Test func placeholderRowsTurnOnTheWheel() throws {
        let layout = try ControlItems.solve(
            yaml: """
                devices: [iPhone 8]
                views: {Picker: {type: pickerView}}
                constraints: [Picker.Left = Superview.Left, Picker.Top = Superview.Top + 100]
                """)
        let picker = try #require(layout.view(named: "Picker"))
        #expect(picker.rootFrame == Rect(x: 0, y: 100, width: 320, height: 216))
        let items = ControlItems.items(of: picker, in: layout)
        #expect(items.first?.paint == .clip(.rect(Rect(x: 0, y: 100, width: 320, height: 216), radius: 0)))
        #expect(items[1].paint == .fill(.rect(Rect(x: 8, y: 191, width: 304, height: 34), radius: 8)))
        let texts = ControlItems.texts(items)
        #expect(texts.map(\.0) == ["Mountain View", "Sunnyvale", "Cupertino", "Santa Clara", "San Jose"])
        #expect(texts.map(\.3) == [16, 19, 20, 19, 16])
        #expect(texts.map(\.4) == [144.5, 174.5, 208, 241.5, 271.5])
        #expect(texts.allSatisfy { $0.1 == 8 && $0.2 == 304 })
        let colors = items.filter { if case .text = $0.paint { true } else { false } }.map(\.color)
        #expect(colors[2] == .black)
        #expect(colors.map(\.alpha) == [0.4, 0.7, 1, 0.7, 0.4])
        #expect(items.last?.paint == .restore)
    }

    /// A storyboard's `<pickerView>` is a picker view at UIPickerView's 320 × 216.
    @Test func aStoryboardsPickerViewIsOne() throws {
        let layout = try ControlItems.solve(
            xml: ControlItems.xib(
                """
                <pickerView contentMode="scaleToFill" id="PCK-aa-aaa">
                    <rect key="frame" x="0.0" y="451" width="375" height="216"/>
                </pickerView>
                """))
        let picker = try #require(layout.view(id: ViewID("PCK-aa-aaa")))
        #expect(picker.spec.type == .pickerView)
        #expect(picker.spec.intrinsicSize == Size(width: 320, height: 216))
        #expect(ControlItems.texts(ControlItems.items(of: picker, in: layout)).map(\.4)[2] == 559)
    }
}
