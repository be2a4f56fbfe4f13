import Foundation
import IBXML
import InterfaceBuilder
import LayoutEngine
import Readers
import SceneModel
import Testing

/// The storyboard's canvas as model values (`InterfaceBuilderScenes.storyboardMap`), on the
/// hand-written Samples/canvas/segues.storyboard: a tab bar controller (initial) holding a
/// navigation controller (root: Lists, which shows Detail, which embeds Summary, and presents
/// About in a popover from a bar button item) and Settings (which presents About, unwound from
/// About, and shows a storyboard reference).
@Suite struct StoryboardMapTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/canvas/segues.storyboard").path

    static func map() throws -> StoryboardMap {
        let document = try InterfaceBuilderDecoder.decode(contentsOf: file)
        return try #require(
            InterfaceBuilderScenes.storyboardMap(document, mapped: InterfaceBuilderScenes.map(document)))
    }

    @Test func everySceneWithItsCanvasLocationAndDockTitle() throws {
        let map = try Self.map()
        #expect(
            map.scenes.map(\.sceneID) == [
                "tab-SC-001", "nav-SC-001", "lst-SC-001", "det-SC-001", "sum-SC-001", "set-SC-001", "abt-SC-001",
                "hlp-SC-001",
            ])
        #expect(
            map.scenes.map(\.title) == [
                "Tab Bar Controller", "Navigation Controller", "Lists", "Detail", "Summary", "Settings", "About",
                "Help",
            ])
        #expect(
            map.scenes.map(\.canvasLocation) == [
                CanvasPoint(x: 0, y: 384), CanvasPoint(x: 475, y: 0), CanvasPoint(x: 950, y: 0),
                CanvasPoint(x: 1425, y: 0),
                CanvasPoint(x: 1425, y: 534), CanvasPoint(x: 475, y: 767), CanvasPoint(x: 950, y: 767),
                CanvasPoint(x: 475, y: 1234),
            ])
        #expect(map.initialSceneID == "tab-SC-001")
    }

    /// A scene drawn alone shows what the canvas shows in its navigation bar: its navigation
    /// item's title, and a back button unless it is the root of its navigation stack.
    @Test func eachScenesNavigationBarShowsItsTitleAndBackButton() throws {
        let document = try InterfaceBuilderDecoder.decode(contentsOf: Self.file)
        let scenes = Dictionary(
            uniqueKeysWithValues: try InterfaceBuilderScenes.map(document).map { ($0.sceneID, $0.scene.bars) })
        #expect(scenes["lst-SC-001"]?.navigationTitle == "Lists" && scenes["lst-SC-001"]?.backButton == false)
        #expect(scenes["det-SC-001"]?.navigationTitle == "Detail" && scenes["det-SC-001"]?.backButton == true)
    }

    /// A scene drawn alone shows the tab the canvas shows it under (its tab's title and icon),
    /// not the four placeholders: Detail under Lists, About only presented (no tab bar).
    @Test func eachScenesTabBarShowsItsTab() throws {
        let scenes = Dictionary(
            uniqueKeysWithValues: try SceneInput.readAll(path: Self.file).map {
                ($0.scene.provenance?.identifier ?? "", $0.scene.bars)
            })
        #expect(scenes["lst-SC-001"]?.tabTitles == ["Lists"])
        #expect(scenes["det-SC-001"]?.tabTitles == ["Lists"])
        #expect(scenes["det-SC-001"]?.tabIcons == [BarItem(.title("Lists"))])
        #expect(scenes["set-SC-001"]?.tabTitles == ["Settings"])
        #expect(scenes["abt-SC-001"]?.tabBar == false && scenes["abt-SC-001"]?.tabTitles == nil)
    }

    @Test func containersAreEmptyScreensWithTheirBars() throws {
        let map = try Self.map()
        guard case .container(let tabs) = map.scenes[0].content, case .container(let navigation) = map.scenes[1].content
        else {
            Issue.record("the tab bar and navigation controllers are not containers")
            return
        }
        #expect(tabs.bars.tabBar && !tabs.bars.navigationBar)
        // The navigation controller is the Lists tab: it shows the tab bar too.
        #expect(navigation.bars.navigationBar && navigation.bars.tabBar)
        #expect(tabs.devices.map(\.name) == ["iPhone 8"])
        #expect(tabs.root.subviews.isEmpty)
        #expect(map.scenes[2].content == .view)
        #expect(map.scenes[7].content == .reference(storyboard: "Help"))
    }

    /// A tab bar controller's bar shows its children's items; each scene a child leads to shows
    /// that child's item; no back button on a navigation controller or its root.
    @Test func barsShowTheStoryboardsItems() throws {
        let map = try Self.map()
        #expect(
            map.scenes.map(\.tabTitles) == [
                ["Lists", "Settings"], ["Lists"], ["Lists"], ["Lists"], nil, ["Settings"], nil, ["Settings"],
            ])
        #expect(map.scenes.map(\.showsBackButton) == [true, false, false, true, true, true, true, true])
    }

    @Test func seguesBetweenScenesWithoutTheUnwind() throws {
        let segues = try Self.map().segues.map {
            "\($0.sourceSceneID) → \($0.destinationSceneID) \($0.kind.rawValue) \($0.sourceViewID ?? "-")"
        }
        #expect(
            segues == [
                "tab-SC-001 → nav-SC-001 relationship -", "tab-SC-001 → set-SC-001 relationship -",
                "nav-SC-001 → lst-SC-001 relationship -", "lst-SC-001 → abt-SC-001 popover -",
                "lst-SC-001 → det-SC-001 show lst-BT-001",
                "det-SC-001 → sum-SC-001 embed det-CV-001", "set-SC-001 → hlp-SC-001 show -",
                "set-SC-001 → abt-SC-001 present set-BT-001",
            ])
    }

    /// A XIB's canvas is its top-level views, without segues or an initial scene (one view draws
    /// as a scene of its own: `RenderPlan` takes a canvas from two).
    @Test func aXIBsCanvasHoldsItsTopLevelViews() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="v1">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                </objects>
            </document>
            """
        let document = try InterfaceBuilderDecoder.decode(bytes: Array(xib.utf8), file: "t.xib")
        let map = try #require(
            InterfaceBuilderScenes.storyboardMap(document, mapped: try InterfaceBuilderScenes.map(document)))
        #expect(map.scenes.map(\.sceneID) == ["v1"] && map.scenes.map(\.content) == [.view])
        #expect(map.segues.isEmpty && map.initialSceneID == nil && map.scenes[0].canvasLocation == nil)
    }

    @Test(arguments: [#"x="nan" y="1e999""#, #"x="200000" y="0""#, #"x="a" y="1""#])
    func aCanvasLocationThatIsNotANumberWithinBoundsIsIgnored(_ attributes: String) throws {
        let text = try String(contentsOfFile: Self.file, encoding: .utf8)
            .replacingOccurrences(
                of: #"<point key="canvasLocation" x="0.0" y="384"/>"#,
                with: #"<point key="canvasLocation" "# + attributes + "/>")
        let document = try InterfaceBuilderDecoder.decode(bytes: Array(text.utf8), file: "t.storyboard")
        let map = try #require(
            InterfaceBuilderScenes.storyboardMap(document, mapped: InterfaceBuilderScenes.map(document)))
        #expect(map.scenes[0].canvasLocation == nil)
        #expect(map.scenes[1].canvasLocation == CanvasPoint(x: 475, y: 0))
    }
}
