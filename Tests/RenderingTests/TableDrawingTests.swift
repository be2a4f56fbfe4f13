import LayoutEngine
import SceneFormat
import SceneModel
import Testing
import TextMetrics

@testable import Rendering

/// A table drawn around its rows: a grouped table's backgrounds, an inset grouped section's
/// rounded group (its rows clipped to it), the section titles, the separators between a section's
/// rows and the rows' accessories, as display items.
@Suite struct TableDrawingTests {
    static func layout(style: String, direction: LayoutDirection = .ltr) throws -> SolvedLayout {
        let scene = try SceneParser.parse(
            """
            views:
              List:
                type: table
                style: \(style)
                sections: [{rows: 2, header: General, footer: Shown below}, {rows: 1}]
                subviews:
                  A: {frame: [16, 40, 343, 44], autoresizing: {flexible: [], superview: [375, 400]}, accessory: disclosureIndicator}
                  B: {frame: [16, 84, 343, 44], autoresizing: {flexible: [], superview: [375, 400]}, accessory: checkmark, background: red}
                  C: {frame: [16, 166, 343, 44], autoresizing: {flexible: [], superview: [375, 400]}, accessory: detailButton}
            constraints: [List.Leading = Superview.Leading, List.Trailing = Superview.Trailing, List.Top = Superview.Top + 100, List.Height = 400]
            """, file: "t.yaml")
        var configuration = Configuration(device: DeviceCatalog.device(named: "iPhone 8")!)
        configuration.direction = direction
        return try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
    }

    /// A scene solved on an iPhone 8, at `sizeCategory`.
    static func solved(_ scene: Scene, sizeCategory: SizeCategory = .L) throws -> SolvedLayout {
        var configuration = Configuration(device: DeviceCatalog.device(named: "iPhone 8")!)
        configuration.sizeCategory = sizeCategory
        return try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
    }

    /// The texts among display items, with their colours.
    static func texts(_ items: [DisplayItem]) -> [(DisplayText, Color)] {
        items.compactMap { item in
            if case .text(let text) = item.paint { return (text, item.color) }
            return nil
        }
    }

    static func display(_ layout: SolvedLayout, _ palette: Palette = .light) -> ScreenDisplay {
        ScreenDisplay(layout: layout, palette: palette, textWidth: { _, _ in 0 })
    }

    static let table = Rect(x: 0, y: 100, width: 375, height: 400)
    static let firstGroup = Rect(x: 16, y: 160, width: 343, height: 88)
    static let secondGroup = Rect(x: 16, y: 286, width: 343, height: 44)

    @Test func anInsetGroupedTablesBackgroundsAndTitles() throws {
        let layout = try Self.layout(style: "insetGrouped")
        let list = try #require(layout.view(named: "List"))
        // The rows' content starts below the status bar (the table's content inset), 20 down.
        #expect(layout.view(named: "A")?.rootFrame == Rect(x: 16, y: 160, width: 343, height: 44))
        let items = Self.display(layout).content(list).items
        let white = Color.named["secondarysystemgroupedbackground"]!
        #expect(
            items.map(\.paint).prefix(4) == [
                .clip(.rect(Self.table, radius: 0)), .fill(.rect(Self.table, radius: 0)),
                .fill(.rect(Self.firstGroup, radius: 10)), .fill(.rect(Self.secondGroup, radius: 10)),
            ])
        #expect(items[1].color == Color(hex: 0xF2F2F7) && items[2].color == white && items[3].color == white)
        let texts = items.compactMap { item -> (DisplayText, Color)? in
            if case .text(let text) = item.paint { return (text, item.color) } else { return nil }
        }
        // On the rows' margins (15: UITableViewCell's least, over the rows' own 8), 6 points from the rows.
        #expect(
            texts.map(\.0) == [
                DisplayText(
                    string: "General", font: .system(13), x: 31, top: 160 - 6 - 13 * SystemFontMetrics.lineHeight,
                    width: 313),
                DisplayText(string: "Shown below", font: .system(13), x: 31, top: 254, width: 313, lines: 0),
            ])
        #expect(texts.allSatisfy { $0.1 == Palette.light.secondaryText })
        #expect(items.last?.paint == .restore)
        // A row with its own background is clipped to its section's rounded group.
        let b = try #require(layout.view(named: "B"))
        let group = InsetGroups(layout).group(around: b)
        #expect(
            Self.display(layout).opening(b, insetGroup: group).items.map(\.paint) == [
                .clip(.rect(Self.firstGroup, radius: 10)), .fill(.rect(b.rootFrame, radius: 0)),
            ])
        #expect(Self.display(layout).closing(b, insetGroup: group).items.map(\.paint) == [.restore])
    }

    @Test func theDarkAppearancesGroupedColors() throws {
        let layout = try Self.layout(style: "grouped")
        let list = try #require(layout.view(named: "List"))
        let items = Self.display(layout, .dark).content(list).items
        #expect(items[1].color == Color(hex: 0x000000) && items[2].color == Color(hex: 0x1C1C1E))
        // Grouped, not inset: square groups, and no clip around the rows.
        #expect(items[2].paint == .fill(.rect(Self.firstGroup, radius: 0)))
        let b = try #require(layout.view(named: "B"))
        #expect(InsetGroups(layout).group(around: b) == nil)
        #expect(
            Self.display(layout).opening(b, insetGroup: nil).items.map(\.paint) == [
                .fill(.rect(b.rootFrame, radius: 0))
            ])
    }

    @Test func aPlainHeaderIsABand() throws {
        let layout = try Self.layout(style: "plain")
        let list = try #require(layout.view(named: "List"))
        let items = Self.display(layout).content(list).items
        let band = Rect(x: 0, y: 132, width: 375, height: 28)
        #expect(items[1].paint == .fill(.rect(band, radius: 0)) && items[1].color == Color(hex: 0xF2F2F7))
        #expect(
            items[2].paint
                == .text(
                    DisplayText(
                        string: "General", font: .system(17, .semibold), x: 31,
                        top: 146 - 17 * SystemFontMetrics.lineHeight / 2, width: 313)))
        #expect(items[2].color == .black)
    }

    @Test func aGroupedTableSeparatesTheRowsOfASectionOnly() throws {
        let grouped = TableSeparators(layout: try Self.layout(style: "grouped"), color: .black).list().items
        let plain = TableSeparators(layout: try Self.layout(style: "plain"), color: .black).list().items
        let lines = { (items: [DisplayItem]) in
            items.compactMap { item -> Double? in if case .line(let from, _, _, _) = item.paint { from.y } else { nil }
            }
        }
        // Under A only; a plain table under every row, then empty rows down to its bottom.
        #expect(lines(grouped) == [203.75])
        #expect(lines(plain).prefix(4) == [203.75, 247.75, 329.75, 373.75])
        #expect(lines(plain).count == 6)
    }

    @Test func theAccessoriesOnTheTrailingMargin() throws {
        let layout = try Self.layout(style: "insetGrouped")
        let items = TableAccessories(layout: layout, palette: .light).list().items
        let tertiary = Color(hex: 0x3C3C43, alpha: 0.3)
        // 15 from the row's trailing edge at 359, centred on the row.
        #expect(
            items[1]
                == DisplayItem(
                    paint: .stroke(
                        .path(.polyline([Point(336, 175.5), Point(344, 182), Point(336, 188.5)])), width: 2, dash: nil),
                    color: tertiary))
        #expect(
            items[2].paint
                == .stroke(
                    .path(.polyline([Point(330, 226), Point(335.32, 232), Point(344, 220)])), width: 2, dash: nil))
        #expect(items[2].color == .systemBlue)
        #expect(items[3].paint == .stroke(.circle(center: Point(333, 308), radius: 10.25), width: 1.5, dash: nil))
        let rtl = TableAccessories(layout: try Self.layout(style: "insetGrouped", direction: .rtl), palette: .light)
            .list().items
        #expect(
            rtl[1].paint
                == .stroke(
                    .path(.polyline([Point(39, 175.5), Point(31, 182), Point(39, 188.5)])), width: 2, dash: nil))
    }

    /// A row's list content: the text in body and the secondary text in subheadline, 3 points
    /// below, between the row's margins (8: a YAML row's own, without a content view), the pair
    /// centred on the row; one line each, cut with an ellipsis. Row A (y 160 on the screen, 44
    /// high, as `firstGroup` above) has both, B (y 204) only a text, C none.
    @Test func aRowsListContentIsItsTextsCentredOnTheRow() throws {
        let scene = try SceneParser.parse(
            """
            views:
              List:
                type: table
                subviews:
                  A: {frame: [16, 40, 343, 44], autoresizing: {flexible: [], superview: [375, 400]}, listContent: {text: Wi-Fi, secondaryText: Home}}
                  B: {frame: [16, 84, 343, 44], autoresizing: {flexible: [], superview: [375, 400]}, listContent: {text: Bluetooth}}
                  C: {frame: [16, 128, 343, 44], autoresizing: {flexible: [], superview: [375, 400]}}
            constraints: [List.Leading = Superview.Leading, List.Trailing = Superview.Trailing, List.Top = Superview.Top + 100, List.Height = 400]
            """, file: "t.yaml")
        let layout = try Self.solved(scene)
        let texts = Self.texts(CellListContent(layout: layout, palette: .light).list().items)
        #expect(texts.map(\.0.string) == ["Wi-Fi", "Home", "Bluetooth"])
        #expect(texts.map(\.0.font.size) == [17, 15, 17])
        #expect(texts.map(\.1) == [Palette.light.text, Palette.light.secondaryText, Palette.light.text])
        // (20.29 + 3 + 17.9) / 2 above the middle of A (182); 20.29 / 2 above B's (226).
        #expect(texts.map(\.0.top) == [161.40625, 184.693359375, 215.8564453125])
        #expect(texts.allSatisfy { $0.0.x == 24 && $0.0.width == 327 && $0.0.lines == 1 && $0.0.truncates == true })
        // Body and subheadline follow Dynamic Type: 23 and 21 points at xxxL.
        let scaled = try Self.solved(scene, sizeCategory: .xxxL)
        #expect(
            Self.texts(CellListContent(layout: scaled, palette: .light).list().items).map(\.0.font.size) == [
                23, 21, 23,
            ])
        // A row in a hidden table's place (the screen's test) draws nothing.
        let hidden = CellListContent(layout: layout, palette: .light, isHidden: { _ in true }).list().items
        #expect(!hidden.contains { if case .text = $0.paint { true } else { false } })
    }

    /// A table inside a hidden view draws none of its rows' own drawings: neither the list
    /// content's texts, the accessories nor the separators (the screen's test of hidden views,
    /// ancestors included).
    @Test func aHiddenContainersTableDrawsNoRowContent() throws {
        let scene = try SceneParser.parse(
            """
            views:
              Box:
                hidden: true
                subviews:
                  List:
                    type: table
                    subviews:
                      A: {frame: [0, 0, 375, 44], autoresizing: {flexible: [], superview: [375, 400]}, accessory: checkmark, listContent: {text: Wi-Fi}}
            constraints: [Box.Leading = Superview.Leading, Box.Trailing = Superview.Trailing, Box.Top = Superview.Top, Box.Height = 400, List.Leading = Box.Leading, List.Trailing = Box.Trailing, List.Top = Box.Top, List.Bottom = Box.Bottom]
            """, file: "t.yaml")
        let items = Self.display(try Self.solved(scene)).screen().items
        #expect(!items.contains { if case .text = $0.paint { true } else { false } })
        #expect(!items.contains { if case .stroke(.path, _, _) = $0.paint { true } else { false } })
        #expect(!items.contains { if case .line = $0.paint { true } else { false } })
        // Shown, the same table draws all three.
        var shown = scene
        shown.root.subviews[0].hidden = false
        let drawn = Self.display(try Self.solved(shown)).screen().items
        #expect(drawn.contains { if case .text(let text) = $0.paint { text.string == "Wi-Fi" } else { false } })
        #expect(drawn.contains { if case .stroke(.path, _, _) = $0.paint { true } else { false } })
        #expect(drawn.contains { if case .line = $0.paint { true } else { false } })
    }

    /// A view outside any table carrying list content (a XIB's top-level cell, a collection
    /// view's list cell) shows it too, centred on the view, unclipped by any table.
    @Test func aCellOutsideATableShowsItsListContent() throws {
        let scene = try SceneParser.parse(
            """
            views:
              Cell: {listContent: {text: Wi-Fi}}
            constraints: [Cell.Leading = Superview.Leading, Cell.Trailing = Superview.Trailing, Cell.Top = Superview.Top + 100, Cell.Height = 44]
            """, file: "t.yaml")
        let items = CellListContent(layout: try Self.solved(scene), palette: .light).list().items
        let texts = Self.texts(items).map(\.0)
        // The view's own 8-point margins; 20.29 / 2 above its middle (122).
        #expect(texts.map(\.string) == ["Wi-Fi"])
        #expect(texts.map(\.x) == [8] && texts.map(\.top) == [111.8564453125])
        #expect(items.count == 3)
    }
}
