@testable import SceneFormat
import SceneModel
import SceneReading
import Testing

/// A view's `bar`: a navigation bar, toolbar or tab bar placed among the views, read with its
/// title, items and colours, refused with located errors, and written back by `convert`.
@Suite struct StandaloneBarKeysTests {
    static let yaml = """
        views:
          Top: {frame: [0, 20, 375, 44], bar: {kind: navigationBar, title: Quotes, left: [{system: cancel}], style: black, tint: yellow}}
          Bottom: {frame: [0, 623, 375, 44], bar: toolbar, items: [Done]}
          Tabs: {frame: [0, 554, 375, 49], bar: {kind: tabBar, tabs: [Inbox, {title: Saved, system: favorites}]}}
        """

    static func views(_ yaml: String) throws -> [String: ViewSpec] {
        let scene = try SceneParser.parse(yaml, file: "t.yaml")
        return Dictionary(uniqueKeysWithValues: scene.root.subviews.map { ($0.name, $0) })
    }

    @Test func theKindTitleItemsAndColoursAreRead() throws {
        let views = try Self.views(Self.yaml)
        #expect(
            views["Top"]?.bar
                == StandaloneBar(
                    .navigationBar, appearance: BarAppearance(isDark: true, tint: Color.named["yellow"]),
                    title: "Quotes", leadingItems: [BarItem(.system("cancel"))]))
        #expect(views["Bottom"]?.bar == StandaloneBar(.toolbar))
        #expect(views["Bottom"]?.barItems == [BarItem(.title("Done"))])
        #expect(
            views["Tabs"]?.bar
                == StandaloneBar(
                    .tabBar, tabTitles: ["Inbox", "Saved"],
                    tabIcons: [BarItem(.title("Inbox")), BarItem(.system("favorites"))]))
    }

    @Test func theBarsAreWrittenAndReadBack() throws {
        let scene = try SceneParser.parse(Self.yaml, file: "t.yaml")
        let yaml = SceneWriter.yaml(scene)
        let top = "bar: {kind: navigationBar, title: Quotes, left: [{system: cancel}], style: black, tint: yellow}"
        #expect(yaml.contains(top), "\(yaml)")
        #expect(yaml.contains("bar: toolbar"), "\(yaml)")
        let back = try Self.views(yaml)
        #expect(back["Top"]?.bar == (try Self.views(Self.yaml))["Top"]?.bar)
        #expect(back["Bottom"]?.bar == StandaloneBar(.toolbar))
        #expect(yaml.contains("bar: {kind: tabBar, tabs: [Inbox, {title: Saved, system: favorites}]}"), "\(yaml)")
        #expect(back["Tabs"]?.bar == (try Self.views(Self.yaml))["Tabs"]?.bar)
    }

    @Test func misusesAreLocatedErrors() throws {
        func messages(_ bar: String) -> [String] {
            do {
                _ = try SceneParser.parse("views:\n  Bar: {bar: \(bar)}\n", file: "t.yaml")
                return []
            } catch let errors as SceneErrors {
                return errors.errors.map { "\($0.location.line):\($0.location.column): \($0.message)" }
            } catch {
                return ["\(error)"]
            }
        }
        #expect(
            messages("{title: A}")
                == ["2:14: a bar needs its kind: {kind: navigationBar, …} (navigationBar, toolbar or tabBar)"])
        #expect(
            messages("{kind: toolbar, title: A}")
                == ["2:30: only a navigation bar has a title; a toolbar's items are the view's `items`"])
        #expect(
            messages("{kind: tabBar, tilte: A}")
                == [
                    "2:29: unknown bar key 'tilte' (expected kind, title, left, right, tabs, background, tint, titleColor, style) (did you mean 'title'?)"
                ])
        #expect(messages("sidebar").count == 1)
        #expect(messages("{kind: toolbar, tabs: [A]}") == ["2:30: only a tab bar has tabs"])
        #expect(
            messages("navigationBar, items: [Edit]")
                == ["2:29: items are a toolbar's; a navigationBar's are not drawn (give its bar left and right items)"])
    }
}
