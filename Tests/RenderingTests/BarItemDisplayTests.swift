import LayoutEngine
import SceneFormat
import SceneModel
import Testing
import TextMetrics

@testable import Rendering

/// Bar button items in the navigation bar and the toolbar: words in the tint 8 points apart from
/// the bar's 16-point margins (20 on 414-point screens), glyphs 22 points wide, flexible spaces
/// sharing a toolbar's free width. Text widths are 10 points a character here.
@Suite struct BarItemDisplayTests {
    static func items(
        bars barNames: String, device: String = "iPhone 8", _ direction: LayoutDirection = .ltr,
        backButton: Bool = true, _ configure: (inout Bars) -> Void
    ) throws -> [DisplayItem] {
        let scene = try SceneParser.parse(
            "bars: [\(barNames)]\nviews: {Box: {frame: [0, 100, 10, 10]}}", file: "t.yaml")
        var bars = scene.bars
        configure(&bars)
        let configuration = Configuration(
            device: DeviceCatalog.device(named: device)!, direction: direction, bars: bars)
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
        let display = BarDisplay(
            geometry: BarGeometry(layout: layout), palette: .light, layout: layout, title: "Title",
            backButton: backButton, textWidth: { string, _ in Double(string.count) * 10 })
        return display.items().items
    }

    /// Each text as "string x width weight", and whether it is in the tint.
    static func texts(_ items: [DisplayItem]) -> [String] {
        items.compactMap {
            guard case .text(let text) = $0.paint else { return nil }
            let tint = $0.color == Palette.light.tint ? " tint" : $0.color == Palette.light.placeholder ? " dimmed" : ""
            return "\(text.string) \(text.x) \(text.width ?? -1) \(text.font.weight)\(tint)"
        }
    }

    static func cancelAddDone(_ bars: inout Bars) {
        bars.leadingItems = [BarItem(.system("cancel"))]
        bars.trailingItems = [BarItem(.system("done")), BarItem(.system("add"))]
    }

    /// On the 375-point iPhone 8: Cancel (60 wide) at the 16-point margin, in place of the back
    /// button; Done (40) ending at 359, so at 319, semibold; the add glyph 22 wide 8 before it
    /// (289 to 311, centred at 300, the bar's middle at 42). The title is centred, kept 8 clear
    /// of the widest side (375 − 289 + 8 = 94).
    @Test func aLeadingItemReplacesTheBackButton() throws {
        let items = try Self.items(bars: "statusBar, navigationBar") { Self.cancelAddDone(&$0) }
        #expect(
            Self.texts(items) == [
                "Cancel 16.0 -1.0 regular tint", "Done 319.0 -1.0 semibold tint", "Title 94.0 187.0 semibold",
            ])
        #expect(
            items.contains {
                $0.paint
                    == DisplayItem.Paint.stroke(
                        .path(.polyline([Point(291.2, 42), Point(308.8, 42)])), width: 2, dash: nil)
                    && $0.color == Palette.light.tint
            })
        #expect(!items.contains { if case .stroke(.path, width: 3, _) = $0.paint { true } else { false } })
    }

    /// Right to left the bar is mirrored: Cancel ends at 359 (x 299), Done starts at 16.
    @Test func rightToLeftMirrorsTheItems() throws {
        let items = try Self.items(bars: "statusBar, navigationBar", .rtl) { Self.cancelAddDone(&$0) }
        #expect(
            Self.texts(items) == [
                "Cancel 299.0 -1.0 regular tint", "Done 16.0 -1.0 semibold tint", "Title 94.0 187.0 semibold",
            ])
    }

    /// On a 414-point screen the margins are 20: Done (40 wide) at 414 − 20 − 40 = 354.
    @Test func wideScreensHaveTwentyPointMargins() throws {
        let items = try Self.items(bars: "statusBar, navigationBar", device: "iPhone 8 Plus") {
            $0.trailingItems = [BarItem(.title("Done"), isDone: true)]
        }
        #expect(Self.texts(items).contains("Done 354.0 -1.0 semibold tint"))
    }

    /// Supplementing the back button, a leading item follows "Back" (its word ends at 24.5 + 40)
    /// 8 points further: x 72.5; a disabled item is dimmed.
    @Test func aSupplementingItemFollowsTheBackButton() throws {
        let items = try Self.items(bars: "statusBar, navigationBar") {
            $0.leadingItems = [BarItem(.title("More"), isEnabled: false)]
            $0.leadingItemsSupplementBackButton = true
        }
        #expect(
            Self.texts(items) == [
                "More 72.5 -1.0 regular dimmed", "Back 24.5 -1.0 regular tint", "Title 120.5 134.0 semibold",
            ])
    }

    /// Between the 16-point margins (343 points): Edit (40), a flexible space, trash (22), a
    /// 20-point fixed space and share (22): the flexible space takes 343 − 104 = 239, so the trash
    /// glyph spans 295 to 317 and share 337 to 359. Two adjacent items are 8 apart.
    @Test func toolbarItemsShareTheFreeWidth() throws {
        let paints = try Self.items(bars: "statusBar, toolbar") {
            $0.toolbarItems = [
                BarItem(.title("Edit")), BarItem(.flexibleSpace), BarItem(.system("trash")), BarItem(.fixedSpace(20)),
                BarItem(.system("action")),
            ]
        }
        #expect(Self.texts(paints) == ["Edit 16.0 -1.0 regular tint"])
        // The toolbar's 44-point row over the 0-point bottom inset of the iPhone 8: middle at 645.
        // The trash can's lid spans the glyph: 306 ± 9.9; share's arrow rises on x = 348.
        #expect(
            paints.contains {
                $0.paint
                    == DisplayItem.Paint.stroke(
                        .path(.polyline([Point(296.1, 637.85), Point(315.9, 637.85)])), width: 1.8, dash: nil)
            })
        #expect(
            paints.contains {
                $0.paint
                    == DisplayItem.Paint.stroke(
                        .path(.polyline([Point(348, 648.85), Point(348, 634)])), width: 1.8, dash: nil)
            })
        let packed = try Self.items(bars: "statusBar, toolbar") {
            $0.toolbarItems = [BarItem(.title("Edit")), BarItem(.system("save"))]
        }
        #expect(Self.texts(packed) == ["Edit 16.0 -1.0 regular tint", "Save 64.0 -1.0 regular tint"])
    }

    /// An empty `<toolbarItems/>` draws nothing; no items at all: the two placeholders.
    @Test func anEmptyToolbarIsEmpty() throws {
        #expect(try Self.items(bars: "statusBar, toolbar") { $0.toolbarItems = [] }.isEmpty)
        #expect(try Self.items(bars: "statusBar, toolbar") { _ in }.count == 5)
    }

    /// A toolbar view's items along its own frame, 16 points in from its sides: Cancel (60) at
    /// 16, Done (40) ending at 320 − 16, so at 264; right to left, mirrored in the view.
    @Test func aToolbarViewDrawsItsItems() throws {
        let scene = try SceneParser.parse("views: {Tools: {frame: [0, 100, 320, 44]}}", file: "t.yaml")
        for (direction, expected) in [
            (LayoutDirection.ltr, ["Cancel 16.0 -1.0 regular tint", "Done 264.0 -1.0 semibold tint"]),
            (.rtl, ["Cancel 244.0 -1.0 regular tint", "Done 16.0 -1.0 semibold tint"]),
        ] {
            let configuration = Configuration(device: DeviceCatalog.device(named: "iPhone 8")!, direction: direction)
            let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
            var tools = try #require(layout.view(named: "Tools"))
            tools.spec.barItems = [BarItem(.system("cancel")), BarItem(.flexibleSpace), BarItem(.system("done"))]
            let display = ScreenDisplay(
                layout: layout, palette: .light, textWidth: { string, _ in Double(string.count) * 10 })
            #expect(Self.texts(display.content(tools).items) == expected)
        }
    }

    /// A tab's image is its placeholder fitted in the 25-point icon square: 30 × 28 becomes
    /// 25 × 23.33, centred on the first 187.5-point slot (x 93.75) 18 below the bar's top (618);
    /// a system item draws its own icon (recents: the clock's face, radius 25 / 2 × 0.92).
    @Test func tabIconsShowImagesAndSystemItems() throws {
        let scene = try SceneParser.parse(
            "bars: [statusBar, tabBar]\nviews: {Box: {frame: [0, 100, 10, 10]}}", file: "t.yaml")
        let configuration = Configuration(device: DeviceCatalog.device(named: "iPhone 8")!, bars: scene.bars)
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scene, in: configuration)
        let display = BarDisplay(
            geometry: BarGeometry(layout: layout), palette: .light, layout: layout, title: "Title",
            tabTitles: ["Gear", "Recents"],
            tabIcons: [BarItem(.image("gear", size: Size(width: 30, height: 28))), BarItem(.system("recents"))],
            textWidth: { string, _ in Double(string.count) * 10 })
        let items = display.items().items
        guard case .fill(.rect(let box, radius: 0)) = items.first?.paint else {
            Issue.record("the first tab's icon is not a placeholder: \(String(describing: items.first))")
            return
        }
        #expect(abs(box.x - 81.25) < 0.01 && abs(box.y - 624.33) < 0.01)
        #expect(abs(box.width - 25) < 0.01 && abs(box.height - 23.33) < 0.01)
        #expect(
            items.contains {
                $0.paint == DisplayItem.Paint.fill(.circle(center: Point(281.25, 636), radius: 11.5))
                    && $0.color == Palette.light.unselectedItem
            })
    }
}
