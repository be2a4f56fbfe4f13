import Foundation
import Readers
import SceneModel
import StoryboardFixtures
import Testing
import TestSupport

/// Bars a controller places among its views (a `UINavigationBar` it adds itself, a toolbar in a
/// dock view): read with their colours, a navigation bar with its navigation item's title and
/// items, so that they are drawn as bars (`StandaloneBarDisplayTests`).
@Suite struct StandaloneBarTests {
    static let bars = """
                    <navigationBar contentMode="scaleToFill" barStyle="black" translatesAutoresizingMaskIntoConstraints="NO" id="NB1-aa-aaa">
                        <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                        <color key="barTintColor" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <items>
                            <navigationItem title="Back" id="NI0-aa-aaa"/>
                            <navigationItem title="Quotes" id="NI1-aa-aaa">
                                <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="BB1-aa-aaa"/>
                                <barButtonItem key="rightBarButtonItem" title="Send" style="done" id="BB2-aa-aaa"/>
                            </navigationItem>
                        </items>
                    </navigationBar>
                    <toolbar opaque="NO" contentMode="scaleToFill" barStyle="blackTranslucent" translatesAutoresizingMaskIntoConstraints="NO" id="TB1-aa-aaa">
                        <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                        <items>
                            <barButtonItem systemItem="done" id="BB3-aa-aaa">
                                <color key="tintColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            </barButtonItem>
                        </items>
                    </toolbar>
                    <tabBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="TAB-aa-aaa">
                        <rect key="frame" x="0.0" y="554" width="375" height="49"/>
                        <items>
                            <tabBarItem systemItem="favorites" id="TI1-aa-aaa"/>
                            <tabBarItem title="Inbox" image="tray" id="TI2-aa-aaa"/>
                            <tabBarItem tag="2" systemItem="mostRecent" id="TI3-aa-aaa"/>
                        </items>
                    </tabBar>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa">
                        <rect key="frame" x="0.0" y="100" width="100" height="100"/>
                    </view>
        """

    static func views() throws -> [String: ViewSpec] {
        let xml = StoryboardFixture.storyboard(root: Self.bars, constraints: "")
        let path = try TestFolder("standalone-bars").write(xml, to: "Bars.storyboard")
        let scene = try #require(try SceneInput.readAll(path: path).first?.scene)
        var views: [String: ViewSpec] = [:]
        func collect(_ specs: [ViewSpec]) {
            for spec in specs {
                views[spec.id.rawValue] = spec
                collect(spec.subviews)
            }
        }
        collect([scene.root])
        return views
    }

    @Test func aNavigationBarShowsItsTopItemInItsColours() throws {
        let bar = try #require(try Self.views()["NB1-aa-aaa"]?.bar)
        #expect(
            bar
                == StandaloneBar(
                    .navigationBar,
                    appearance: BarAppearance(
                        background: Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1), isDark: true),
                    title: "Quotes", leadingItems: [BarItem(.system("cancel"))],
                    trailingItems: [BarItem(.title("Send"), isDone: true)]))
    }

    /// The toolbar's item keeps its own tint (white, over the bar's blue).
    @Test func aBlackTranslucentToolbarIsABlackBarWithItsItems() throws {
        let views = try Self.views()
        let toolbar = try #require(views["TB1-aa-aaa"])
        #expect(toolbar.bar == StandaloneBar(.toolbar, appearance: BarAppearance(isDark: true)))
        #expect(toolbar.barItems == [BarItem(.system("done"), tint: Color(red: 1, green: 1, blue: 1, alpha: 1))])
        #expect(views["BOX-aa-aaa"]?.bar == nil)
    }

    /// A tab bar's items: a system item's own title, spaced as UIKit shows it.
    @Test func aTabBarShowsItsItems() throws {
        let bar = try #require(try Self.views()["TAB-aa-aaa"]?.bar)
        #expect(bar.kind == .tabBar)
        #expect(bar.tabTitles == ["Favorites", "Inbox", "Most Recent"])
        #expect(
            bar.tabIcons == [
                BarItem(.system("favorites")), BarItem(.image("tray", size: nil)), BarItem(.system("mostRecent")),
            ])
    }
}
