import LayoutEngine
import SceneFormat
import Testing
import TextMetrics

@testable import Rendering
import SceneModel

/// A button's image is drawn (here its placeholder: the scene gives only its size) on the leading
/// side of the title, the two centred together; an image-only button shows its image centred.
@Suite struct ButtonDrawingTests {
    static let scene = """
        views:
          Share: {type: button, title: Share, image: {size: [24, 24]}}
          Add: {type: button, image: {size: [22, 22]}}
        constraints:
          - Share.Left = Superview.Left + 20
          - Share.Top = Superview.Top + 40
          - Share.Width = 120
          - Add.Left = Superview.Left + 20
          - Add.Top = Superview.Top + 100
          - Add.Width = 44
          - Add.Height = 44
        """

    static func content(_ name: String, _ direction: LayoutDirection = .ltr) throws -> (
        items: [DisplayItem.Paint], titleWidth: Double
    ) {
        let scene = try SceneParser.parse(Self.scene, file: "t.yaml")
        let layout = try LayoutSolver(measurer: PangoTextMeasurer())
            .solve(
                scene, in: Configuration(device: DeviceCatalog.device(named: "iPhone 8")!, direction: direction))
        let view = try #require(layout.view(named: name))
        let display = ScreenDisplay(layout: layout, palette: .light, textWidth: { _, _ in 0 })
        return (display.content(view).items.map(\.paint), view.intrinsic.text?.width ?? -1)
    }

    static func texts(_ items: [DisplayItem.Paint]) -> [DisplayText] {
        items.compactMap { if case .text(let text) = $0 { text } else { nil } }
    }

    /// "Share" in system 15 is 40 wide: with the 24-point image, 64 centred in 120 from x 20, so
    /// the image starts at 48 (the button as high as it, 24, at y 40) and the title right after
    /// it, left-aligned.
    @Test func theImageIsOnTheLeadingSideOfTheTitle() throws {
        let (items, titleWidth) = try Self.content("Share")
        #expect(abs(titleWidth - 40) < 0.01)
        #expect(items.first == .fill(.rect(Rect(x: 48, y: 40, width: 24, height: 24), radius: 0)))
        let title = try #require(Self.texts(items).first)
        #expect(title.x == 72)
        #expect(title.alignment == .left)
    }

    /// Right to left, the image is on the right of the title: it ends where the pair does, at
    /// 20 + 60 + 32 = 112; the title is right-aligned in the content left of it.
    @Test func rightToLeftTheImageIsOnTheRight() throws {
        let (items, _) = try Self.content("Share", .rtl)
        #expect(items.first == .fill(.rect(Rect(x: 88, y: 40, width: 24, height: 24), radius: 0)))
        let title = try #require(Self.texts(items).first)
        #expect(title.x == 20 && title.width == 68 && title.alignment == .right)
    }

    @Test func anImageOnlyButtonShowsItsImageCentred() throws {
        let (items, _) = try Self.content("Add")
        #expect(items.first == .fill(.rect(Rect(x: 31, y: 111, width: 22, height: 22), radius: 0)))
        #expect(Self.texts(items).isEmpty)
    }
}
