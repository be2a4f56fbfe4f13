import LayoutEngine
@testable import SceneFormat
import SceneModel
import SceneReading
import Testing

/// Bar button items in a scene file: the navigation bar's and the toolbar's in `bars`, a toolbar
/// view's `items`; read, refused with located errors, and written back by `convert`.
@Suite struct BarItemKeysTests {
    static let yaml = """
        bars:
          - statusBar
          - navigationBar:
              title: Mail
              backButton: false
              left: [{system: cancel}]
              right: [{title: Send, style: done}, {image: gear, size: [30, 28], enabled: false}, {customView: [36, 20]}]
              leftItemsSupplementBackButton: true
          - toolbar: [Edit, {system: flexibleSpace}, {system: fixedSpace, width: 42}, {system: trash}]
        views:
          Strip: {items: [{system: done}, {system: flexibleSpace}, Snap], frame: [0, 100, 320, 44]}
        """

    static let trailing = [
        BarItem(.title("Send"), isDone: true),
        BarItem(.image("gear", size: Size(width: 30, height: 28)), isEnabled: false),
        BarItem(.customView(Size(width: 36, height: 20))),
    ]

    @Test func theItemsAreRead() throws {
        let scene = try SceneParser.parse(Self.yaml, file: "t.yaml")
        let bars = scene.bars
        #expect(bars.statusBar && bars.navigationBar && bars.toolbar && !bars.tabBar && !bars.largeTitle)
        #expect(bars.navigationTitle == "Mail" && bars.backButton == false)
        #expect(bars.leadingItems == [BarItem(.system("cancel"))])
        #expect(bars.trailingItems == Self.trailing)
        #expect(bars.leadingItemsSupplementBackButton)
        #expect(
            bars.toolbarItems == [
                BarItem(.title("Edit")), BarItem(.flexibleSpace), BarItem(.fixedSpace(42)), BarItem(.system("trash")),
            ])
        let strip = try #require(scene.root.subviews.first)
        #expect(strip.barItems == [BarItem(.system("done")), BarItem(.flexibleSpace), BarItem(.title("Snap"))])
    }

    /// A bar listed without what it shows keeps the defaults: the scene's title, a back button,
    /// no items, and the toolbar's two placeholders (nil); an empty list is an empty toolbar.
    @Test func barsWithoutItemsKeepTheDefaults() throws {
        let plain = try SceneParser.parse("bars: [largeTitle, toolbar]\n", file: "t.yaml").bars
        #expect(plain.largeTitle && plain.navigationTitle == nil && plain.backButton)
        #expect(plain.leadingItems.isEmpty && plain.trailingItems.isEmpty && plain.toolbarItems == nil)
        let empty = try SceneParser.parse("bars: [{largeTitle: {right: [Edit]}}, {toolbar: []}]\n", file: "t.yaml").bars
        #expect(empty.largeTitle && empty.navigationBar && empty.trailingItems == [BarItem(.title("Edit"))])
        #expect(empty.toolbar && empty.toolbarItems == [])
    }

    @Test func theItemsAreWrittenAndReadBack() throws {
        let scene = try SceneParser.parse(Self.yaml, file: "t.yaml")
        let yaml = SceneWriter.yaml(scene)
        #expect(
            yaml.contains(
                "bars: [statusBar, {navigationBar: {title: Mail, backButton: false, left: [{system: cancel}], "
                    + "right: [{title: Send, style: done}, {image: gear, size: [30, 28], enabled: false}, "
                    + "{customView: [36, 20]}], leftItemsSupplementBackButton: true}}, {toolbar: [Edit, "
                    + "{system: flexibleSpace}, {system: fixedSpace, width: 42}, {system: trash}]}]\n"))
        #expect(
            yaml.contains(
                "  Strip: {frame: [0, 100, 320, 44], items: [{system: done}, {system: flexibleSpace}, Snap]}\n"))
        let back = try SceneParser.parse(yaml, file: "t.yaml")
        #expect(back.bars == scene.bars)
        #expect(withoutLocations(back).root == withoutLocations(scene).root)
    }

    /// Titles YAML would read as something else are quoted; a done or disabled title is a mapping.
    @Test func titlesAreQuotedWhereYAMLWouldMisreadThem() throws {
        let items = [
            BarItem(.title("true")), BarItem(.title("")), BarItem(.title("A, B")), BarItem(.title("OK"), isDone: true),
        ]
        #expect(BarItemWriter.list(items) == #"["true", "", "A, B", {title: OK, style: done}]"#)
        var scene = Scene(title: "t")
        scene.bars.toolbar = true
        scene.bars.toolbarItems = items
        #expect(try SceneParser.parse(SceneWriter.yaml(scene), file: "t.yaml").bars.toolbarItems == items)
    }

    /// A storyboard's large title may come without `navigationBar` set: it is the bar all the same.
    @Test func aLargeTitleAloneCarriesTheItems() throws {
        var scene = Scene(title: "t")
        scene.bars.largeTitle = true
        scene.bars.trailingItems = [BarItem(.system("add"))]
        let yaml = SceneWriter.yaml(scene)
        #expect(yaml.contains("bars: [statusBar, {largeTitle: {right: [{system: add}]}}]\n"))
        let back = try SceneParser.parse(yaml, file: "t.yaml").bars
        #expect(back.largeTitle && back.trailingItems == [BarItem(.system("add"))])
    }

    @Test func badValuesAreLocatedErrors() {
        do {
            _ = try SceneParser.parse(
                """
                bars:
                  - navigationBar: {left: Cancel, rigth: [], backButton: maybe}
                  - toolbar: [{system: trahs}, {title: A, system: add}, {style: done}, {image: g, size: [-1, 2]}]
                  - {statusBar: [A]}
                views:
                  L: {type: label, items: [A]}
                  V: {items: [{title: A, width: 3}, {system: fixedSpace, width: -4}, {customView: 9}, {title: B, colour: red}]}
                """, file: "t.yaml")
            Issue.record("expected errors")
        } catch let errors as SceneErrors {
            #expect(
                errors.errors.map(\.message) == [
                    // Views are read first.
                    "'items' does not apply to a label (only to view)",
                    "width applies only to {system: fixedSpace}",
                    "a fixed space's width must be >= 0, not '-4'",
                    "customView must be a list of 2 numbers",
                    "unknown bar item key 'colour' (expected title, system, image, customView, size, width, style, enabled, tint)",
                    "left must be a list of bar button items, e.g. [Edit, {system: flexibleSpace}, {system: add}]",
                    "unknown navigation bar key 'rigth' (expected title, backButton, left, right, "
                        + "leftItemsSupplementBackButton, background, tint, titleColor, style) (did you mean 'right'?)",
                    "backButton must be true or false",
                    "invalid value 'trahs' (expected \(BarItem.systemItemNames.joined(separator: ", "))) (did you mean 'trash'?)",
                    "a bar item is one of title, system, image, customView, not both 'title' and 'system'",
                    "a bar item needs one of title, system, image, customView: {title: Edit}",
                    "size's width and height must be >= 0",
                    "only navigationBar, largeTitle, toolbar and tabBar show items",
                ])
            // Each at its value: `items` (6:20), `3` (7:33), `-4`, `9`, `colour`, `Cancel` (2:27) …
            #expect(
                errors.errors.map { "\($0.location.line):\($0.location.column)" } == [
                    "6:20", "7:33", "7:65", "7:83", "7:98", "2:27", "2:35", "2:58", "3:24", "3:32", "3:57", "3:89",
                    "4:6",
                ])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// A tab bar's tabs: a title over its place's placeholder icon, a system item, an image.
    @Test func theTabsAreRead() throws {
        let scene = try SceneParser.parse(
            "bars: [{tabBar: [Lists, {title: Settings, system: more}, {title: Photos, image: photo, size: [25, 25]}]}]\n",
            file: "t.yaml")
        #expect(scene.bars.tabBar && !scene.bars.statusBar)
        #expect(scene.bars.tabTitles == ["Lists", "Settings", "Photos"])
        #expect(
            scene.bars.tabIcons == [
                BarItem(.title("Lists")), BarItem(.system("more")),
                BarItem(.image("photo", size: Size(width: 25, height: 25))),
            ])
        // Written back as read.
        let reread = try SceneParser.parse(SceneWriter.yaml(scene), file: "w.yaml")
        #expect(reread.bars == scene.bars)
    }

    @Test func aBadTabIsALocatedError() throws {
        do {
            _ = try SceneParser.parse(
                "bars: [{tabBar: [{title: A, system: moar}, {system: more}, {title: B, image: i, system: more}, {title: C, badge: 2}]}]\n",
                file: "t.yaml")
            Issue.record("expected errors")
        } catch let errors as SceneErrors {
            #expect(
                errors.errors.map(\.message) == [
                    "invalid value 'moar' (expected \(SceneParser.tabSystemItemNames.joined(separator: ", "))) (did you mean 'more'?)",
                    "a tab needs a title: {title: Settings}",
                    "a tab's icon is a system item or an image, not both",
                    "unknown tab key 'badge' (expected title, system, image, size)",
                ])
            #expect(
                errors.errors.map { "\($0.location.line):\($0.location.column)" } == ["1:37", "1:44", "1:60", "1:107"])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}

/// An item's own tint, over the bar's: read, and written back with the item as a mapping.
@Suite struct BarItemTintTests {
    @Test func anItemsTintIsReadAndWrittenBack() throws {
        let yaml = "views:\n  Strip: {items: [{title: Snap, tint: white}, Edit], frame: [0, 100, 320, 44]}\n"
        let scene = try SceneParser.parse(yaml, file: "t.yaml")
        let items = try #require(scene.root.subviews.first?.barItems)
        #expect(items == [BarItem(.title("Snap"), tint: Color.named["white"]), BarItem(.title("Edit"))])
        let written = SceneWriter.yaml(scene)
        #expect(written.contains("items: [{title: Snap, tint: white}, Edit]"), "\(written)")
        #expect(try SceneParser.parse(written, file: "back.yaml").root.subviews.first?.barItems == items)
    }
}
