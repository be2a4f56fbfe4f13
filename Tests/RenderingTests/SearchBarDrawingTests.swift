import LayoutEngine
import SceneModel
import Testing

@testable import Rendering

/// A search bar draws as Interface Builder shows it: the bar, a prompt above, the rounded field 8
/// points in from the sides with its glass and placeholder, the scope bar below.
@Suite struct SearchBarDrawingTests {
    static func items(_ keys: String, height: Double, direction: LayoutDirection = .ltr) throws -> [DisplayItem] {
        let layout = try ControlItems.solve(
            yaml: """
                devices: [iPhone 8]
                views:
                  Find: {type: searchBar, \(keys)}
                constraints: [Find.Left = Superview.Left, Find.Top = Superview.Top + 40, Find.Width = 320, Find.Height = \(height)]
                """, direction: direction)
        return ControlItems.items(of: try #require(layout.view(named: "Find")), in: layout)
    }

    /// A 320 × 130 bar at y 40: the prompt in the top 30 points, the scope bar in the bottom 44
    /// (its segments 8 in, 32 high), the 36-point field centred in the 56 between, from x 8 to
    /// 312; the glass 14 in from the field's left, the placeholder 28 in.
    @Test func promptFieldAndScopeBarStackInTheBar() throws {
        let items = try Self.items("placeholder: Cities, prompt: Where?, scopes: [All, Near]", height: 130)
        #expect(items.first?.paint == .clip(.rect(Rect(x: 0, y: 40, width: 320, height: 130), radius: 0)))
        #expect(items[1].paint == .fill(.rect(Rect(x: 0, y: 40, width: 320, height: 130), radius: 0)))
        #expect(items[1].color == Color(hex: 0xF9F9F9, alpha: 0.94))
        #expect(items.contains { $0.paint == .fill(.rect(Rect(x: 8, y: 132, width: 304, height: 32), radius: 8)) })
        #expect(items.contains { $0.paint == .fill(.rect(Rect(x: 8, y: 80, width: 304, height: 36), radius: 10)) })
        #expect(
            items.contains { $0.paint == .stroke(.circle(center: Point(22, 97), radius: 5.5), width: 1.5, dash: nil) })
        let texts = ControlItems.texts(items)
        #expect(texts.map(\.0) == ["Where?", "All", "Near", "Cities"])
        #expect(texts[0].1 == 8 && texts[0].2 == 304 && texts[0].3 == 13 && texts[0].4 == 55)
        #expect(texts[3].1 == 36 && texts[3].2 == 268 && texts[3].3 == 17 && texts[3].4 == 98)
        #expect(items.last?.paint == .restore)
    }

    /// No placeholder: iOS's "Search", in the secondary label colour; text wins over both, in
    /// the label colour. The minimal style draws no bar.
    @Test func minimalStyleHasNoBarAndShowsSearchByDefault() throws {
        let items = try Self.items("style: minimal", height: 56)
        #expect(items[1].paint == .fill(.rect(Rect(x: 8, y: 50, width: 304, height: 36), radius: 10)))
        let search = try #require(items.first { if case .text = $0.paint { true } else { false } })
        #expect(ControlItems.texts([search]).map(\.0) == ["Search"])
        #expect(search.color == Color(hex: 0x3C3C43, alpha: 0.6))
        let typed = try Self.items("text: Oslo, placeholder: City", height: 56)
        let text = try #require(typed.first { if case .text = $0.paint { true } else { false } })
        #expect(ControlItems.texts([text]).map(\.0) == ["Oslo"])
        #expect(text.color == .black)
    }

    /// Right to left the glass is at the field's right end and the text ends 8 points in from
    /// the left, right-aligned.
    @Test func rightToLeftTheGlassIsOnTheRight() throws {
        let items = try Self.items("placeholder: Cities", height: 56, direction: .rtl)
        #expect(
            items.contains { $0.paint == .stroke(.circle(center: Point(298, 67), radius: 5.5), width: 1.5, dash: nil) })
        let text = try #require(ControlItems.texts(items).first)
        #expect(text.1 == 16 && text.2 == 268)
    }

    /// A storyboard's search bar: its prompt, placeholder, minimal style, bar tint and scope
    /// titles (shown only with `showsScopeBar`) are read; a document saved before iOS 11 has the
    /// 44-point bar, whose field is 28 high and white on the grey bar.
    @Test func aStoryboardsSearchBarIsReadAndDrawn() throws {
        let xml = ControlItems.xib(
            """
            <searchBar contentMode="redraw" prompt="Where?" placeholder="Cities" searchBarStyle="minimal" showsScopeBar="YES" id="SRC-aa-aaa">
                <rect key="frame" x="0.0" y="20" width="375" height="130"/>
                <color key="barTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <textInputTraits key="textInputTraits"/>
                <scopeButtonTitles>
                    <string>All</string>
                    <string>Near</string>
                </scopeButtonTitles>
            </searchBar>
            """)
        let layout = try ControlItems.solve(xml: xml)
        let bar = try #require(layout.view(id: ViewID("SRC-aa-aaa")))
        #expect(bar.spec.type == .searchBar)
        #expect(bar.spec.prompt == "Where?" && bar.spec.placeholder == "Cities")
        #expect(bar.spec.style == .minimal && bar.spec.scopes == ["All", "Near"])
        #expect(bar.spec.tint == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(bar.rootFrame == Rect(x: 0, y: 20, width: 375, height: 130))

        let legacy = try ControlItems.solve(
            xml: ControlItems.xib(
                tools: "11762",
                """
                <searchBar contentMode="redraw" id="SRC-aa-aaa">
                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                </searchBar>
                """))
        let old = try #require(legacy.view(id: ViewID("SRC-aa-aaa")))
        let items = ControlItems.items(of: old, in: legacy)
        #expect(items[1].paint == .fill(.rect(Rect(x: 0, y: 20, width: 375, height: 44), radius: 0)))
        #expect(items[1].color == Color(hex: 0xC9C9CE))
        #expect(items[2].paint == .fill(.rect(Rect(x: 8, y: 28, width: 359, height: 28), radius: 5)))
        #expect(items[2].color == .white)
        #expect(ControlItems.texts(items).isEmpty)
    }
}
