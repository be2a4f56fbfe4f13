import LayoutEngine
import SceneFormat
import Testing
import TextMetrics

@testable import Rendering
import SceneModel

/// A rounded-rect field draws its white rounded background under its hairline border, its text
/// 7 points in; a borderless field (no side padding) draws neither, its text at its edges.
@Suite struct TextFieldDrawingTests {
    static let scene = """
        views:
          Rounded: {type: textField, placeholder: Name}
          Borderless: {type: textField, placeholder: Name, contentInsets: [0, 0, 0, 0]}
          Colored: {type: textField, placeholder: Name, background: yellow}
        constraints:
          - Rounded.Leading = Superview.Leading + 20
          - Rounded.Top = Superview.Top + 40
          - Rounded.Width = 200
          - Borderless.Leading = Superview.Leading + 20
          - Borderless.Top = Superview.Top + 100
          - Borderless.Width = 200
          - Colored.Leading = Superview.Leading + 20
          - Colored.Top = Superview.Top + 160
          - Colored.Width = 200
        """

    static func content(_ name: String) throws -> [DisplayItem] {
        let scene = try SceneParser.parse(Self.scene, file: "t.yaml")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer())
            .solve(scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!))
        let display = ScreenDisplay(layout: layout, palette: .light, textWidth: { _, _ in 0 })
        return display.content(try #require(layout.view(named: name))).items
    }

    static func texts(_ items: [DisplayItem]) -> [DisplayText] {
        items.compactMap { if case .text(let text) = $0.paint { text } else { nil } }
    }

    @Test func aRoundedFieldIsWhiteInsideItsBorderAndInsetsItsText() throws {
        let items = try Self.content("Rounded")
        let border = DisplayShape.rect(Rect(x: 20.25, y: 40.25, width: 199.5, height: 33.5), radius: 5)
        #expect(items.first?.paint == .fill(border))
        #expect(items.first?.color == .white)
        #expect(items[1].paint == .stroke(border, width: 0.5, dash: nil))
        #expect(Self.texts(items).map(\.x) == [27])
        #expect(Self.texts(items).map(\.width) == [186])
    }

    @Test func aBorderlessFieldDrawsOnlyItsTextFromItsEdge() throws {
        let items = try Self.content("Borderless")
        #expect(!items.contains { if case .fill = $0.paint { true } else { false } })
        #expect(!items.contains { if case .stroke = $0.paint { true } else { false } })
        #expect(Self.texts(items).map(\.x) == [20])
        #expect(Self.texts(items).map(\.width) == [200])
    }

    /// The field's own color is its background (`ScreenDisplay.opening`): no white over it.
    @Test func aColoredFieldKeepsItsColor() throws {
        let items = try Self.content("Colored")
        #expect(!items.contains { if case .fill = $0.paint { true } else { false } })
        #expect(
            items.first?.paint
                == .stroke(
                    .rect(Rect(x: 20.25, y: 160.25, width: 199.5, height: 33.5), radius: 5), width: 0.5, dash: nil))
    }
}
