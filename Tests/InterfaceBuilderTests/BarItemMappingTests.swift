import InterfaceBuilder
import SceneModel
import StoryboardFixtures
import Testing

/// A navigation item's bar button items and a controller's toolbar items, as the bars draw them.
@Suite struct BarItemMappingTests {
    static func bars(_ controllerContent: String) throws -> Bars {
        let xml = StoryboardFixture.storyboard(root: "", constraints: "", controllerContent: controllerContent)
        let document = try InterfaceBuilderDecoder.decode(bytes: Array(xml.utf8), file: "Main.storyboard")
        return try #require(InterfaceBuilderScenes.map(document).first).scene.bars
    }

    @Test func singleItemsAndLists() throws {
        let bars = try Self.bars(StoryboardFixture.navigationItemWithBarItems)
        #expect(bars.navigationTitle == "Items")
        #expect(bars.leadingItems == [BarItem(.system("cancel"))])
        #expect(
            bars.trailingItems == [
                BarItem(.title("Send"), isDone: true), BarItem(.image("gear", size: nil), isEnabled: false),
                BarItem(.customView(Size(width: 36, height: 20))),
            ])
        #expect(bars.leadingItemsSupplementBackButton)
        #expect(bars.toolbarItems == nil)
    }

    @Test func toolbarItemsKeepTheirSpaces() throws {
        let bars = try Self.bars(
            """
            <toolbarItems>
                <barButtonItem title="Edit" id="TB1-aa-aaa"/>
                <barButtonItem style="plain" systemItem="flexibleSpace" id="TB2-aa-aaa"/>
                <barButtonItem width="42" style="plain" systemItem="fixedSpace" id="TB3-aa-aaa"/>
                <barButtonItem systemItem="trash" id="TB4-aa-aaa"/>
            </toolbarItems>
            """)
        #expect(
            bars.toolbarItems == [
                BarItem(.title("Edit")), BarItem(.flexibleSpace), BarItem(.fixedSpace(42)), BarItem(.system("trash")),
            ])
        #expect(bars.leadingItems.isEmpty && bars.trailingItems.isEmpty)
    }

    /// A `<toolbar>` view's `<items>` are its spec's bar items; other views have none.
    @Test func aToolbarViewKeepsItsItems() throws {
        let xml = StoryboardFixture.storyboard(
            root: """
                <toolbar opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="TBV-aa-aaa">
                    <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                    <items>
                        <barButtonItem systemItem="done" id="TI1-aa-aaa"/>
                        <barButtonItem style="plain" systemItem="flexibleSpace" id="TI2-aa-aaa"/>
                        <barButtonItem title="Snap" id="TI3-aa-aaa"/>
                    </items>
                </toolbar>
                """, constraints: "")
        let document = try InterfaceBuilderDecoder.decode(bytes: Array(xml.utf8), file: "Main.storyboard")
        let scene = try #require(InterfaceBuilderScenes.map(document).first).scene
        let specs = scene.allViews.map(\.view)
        #expect(
            specs.first { $0.id == ViewID("TBV-aa-aaa") }?.barItems == [
                BarItem(.system("done")), BarItem(.flexibleSpace), BarItem(.title("Snap")),
            ])
        #expect(specs.first { $0.id == ViewID("ROO-aa-aaa") }?.barItems == nil)
    }

    /// A tab bar controller's tabs carry their items' icons: a system item, an image at its size
    /// in the resources; each child's scene has its own.
    @Test func tabIconsComeFromTheTabBarItems() throws {
        func child(_ id: String, _ item: String) -> String {
            """
            <scene sceneID="S\(id)-aa-aaa">
                <objects>
                    <viewController id="V\(id)-aa-aaa" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="R\(id)-aa-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <viewLayoutGuide key="safeArea" id="G\(id)-aa-aaa"/>
                        </view>
                        \(item)
                    </viewController>
                </objects>
            </scene>
            """
        }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="TAB-aa-aaa">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="STB-aa-aaa">
                        <objects>
                            <tabBarController id="TAB-aa-aaa" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="TBB-aa-aaa">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                                </tabBar>
                                <connections>
                                    <segue destination="V01-aa-aaa" kind="relationship" relationship="viewControllers" id="SG1-aa-aaa"/>
                                    <segue destination="V02-aa-aaa" kind="relationship" relationship="viewControllers" id="SG2-aa-aaa"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    \(child("01", #"<tabBarItem key="tabBarItem" systemItem="favorites" id="TI1-aa-aaa"/>"#))
                    \(child("02", #"<tabBarItem key="tabBarItem" title="Gear" image="gear" id="TI2-aa-aaa"/>"#))
                </scenes>
                <resources>
                    <image name="gear" width="30" height="28"/>
                </resources>
            </document>
            """
        let document = try InterfaceBuilderDecoder.decode(bytes: Array(xml.utf8), file: "Main.storyboard")
        let map = try #require(
            InterfaceBuilderScenes.storyboardMap(document, mapped: InterfaceBuilderScenes.map(document)))
        let gear = BarItem(.image("gear", size: Size(width: 30, height: 28)))
        #expect(map.scenes.map(\.tabTitles) == [["Favorites", "Gear"], ["Favorites"], ["Gear"]])
        #expect(
            map.scenes.map(\.tabIcons) == [
                [BarItem(.system("favorites")), gear], [BarItem(.system("favorites"))], [gear],
            ])
    }

    /// An SF Symbol's nominal size (symbol units) is scaled to 22 points: 128 × 72 becomes
    /// 22 × 12.375; another image keeps its size.
    @Test func symbolImagesTakeTheBarsSize() throws {
        let xml = StoryboardFixture.storyboard(
            root: "", constraints: "",
            controllerContent: """
                <navigationItem key="navigationItem" id="NAV-it-002">
                    <rightBarButtonItems>
                        <barButtonItem image="chevron.down" catalog="system" id="BS1-aa-aaa"/>
                        <barButtonItem image="logo" id="BS2-aa-aaa"/>
                    </rightBarButtonItems>
                </navigationItem>
                """
        ).replacingOccurrences(
            of: "</scenes>",
            with: """
                </scenes>
                <resources>
                    <image name="chevron.down" catalog="system" width="128" height="72"/>
                    <image name="logo" width="40" height="30"/>
                </resources>
                """)
        let document = try InterfaceBuilderDecoder.decode(bytes: Array(xml.utf8), file: "Main.storyboard")
        let bars = try #require(InterfaceBuilderScenes.map(document).first).scene.bars
        #expect(
            bars.trailingItems == [
                BarItem(.image("chevron.down", size: Size(width: 22, height: 12.375))),
                BarItem(.image("logo", size: Size(width: 40, height: 30))),
            ])
    }
}
