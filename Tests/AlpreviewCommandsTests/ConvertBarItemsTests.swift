import AlpreviewKit
import Foundation
import SceneModel
import StoryboardFixtures
import TestSupport
import Testing

/// A storyboard's bar button items through `convert`: the navigation item's, the controller's
/// toolbar items and a toolbar view's are written as YAML keys, read back the same, and drawn the
/// same, pixel for pixel.
@Suite struct ConvertBarItemsTests {
    static let storyboard = StoryboardFixture.storyboard(
        root: """
                                    <toolbar opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="TBV-aa-aaa">
                                        <rect key="frame" x="0.0" y="100" width="375" height="44"/>
                                        <items>
                                            <barButtonItem systemItem="done" id="TI1-aa-aaa"/>
                                            <barButtonItem style="plain" systemItem="flexibleSpace" id="TI2-aa-aaa"/>
                                            <barButtonItem title="Snap" enabled="NO" id="TI3-aa-aaa"/>
                                        </items>
                                    </toolbar>
            """,
        constraints: """
                                    <constraint firstItem="TBV-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" id="C01-aa-aaa"/>
                                    <constraint firstItem="TBV-aa-aaa" firstAttribute="trailing" secondItem="ROO-aa-aaa" secondAttribute="trailing" id="C02-aa-aaa"/>
                                    <constraint firstItem="TBV-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="100" id="C03-aa-aaa"/>
            """,
        controllerContent: StoryboardFixture.navigationItemWithBarItems + """

            <toolbarItems>
                <barButtonItem title="Edit" id="TB1-aa-aaa"/>
                <barButtonItem style="plain" systemItem="flexibleSpace" id="TB2-aa-aaa"/>
                <barButtonItem width="42" style="plain" systemItem="fixedSpace" id="TB3-aa-aaa"/>
                <barButtonItem systemItem="trash" id="TB4-aa-aaa"/>
            </toolbarItems>
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
            """,
        resources: #"<image name="gear" width="30" height="28"/>"#)

    @Test func barItemsSurviveConvertAndDrawTheSame() throws {
        let folder = TestFolder()
        let input = try folder.write(Self.storyboard, to: "Items.storyboard")
        let yaml = folder.path + "/items.yaml"
        #expect(CommandRun.run(["convert", input, "-o", yaml]).status == 0)
        let written = try String(contentsOfFile: yaml, encoding: .utf8)
        #expect(
            written.contains(
                "bars: [statusBar, {navigationBar: {title: Items, left: [{system: cancel}], right: [{title: Send, "
                    + "style: done}, {image: gear, size: [30, 28], enabled: false}, {customView: [36, 20]}], "
                    + "leftItemsSupplementBackButton: true}}, {toolbar: [Edit, {system: flexibleSpace}, "
                    + "{system: fixedSpace, width: 42}, {system: trash}]}]\n"))
        #expect(
            written.contains("    items: [{system: done}, {system: flexibleSpace}, {title: Snap, enabled: false}]\n"))

        let original = try Pipeline.readScene(input), converted = try Pipeline.readScene(yaml)
        #expect(converted.bars == original.bars)
        #expect(converted.bars.trailingItems.count == 3 && converted.bars.toolbarItems?.count == 4)
        #expect(converted.allViews.map(\.view.barItems) == original.allViews.map(\.view.barItems))
        #expect(converted.allViews.compactMap(\.view.barItems).map(\.count) == [3])

        try Self.expectSameDrawing(input, yaml, in: folder)
    }

    /// A scene under a tab keeps its tab through `convert`, and draws the same.
    @Test func aScenesTabSurvivesConvert() throws {
        let folder = TestFolder()
        let input = StoryboardCanvasCommandTests.sample
        let yaml = folder.path + "/detail.yaml"
        #expect(CommandRun.run(["convert", input, "--scene", "Detail", "-o", yaml]).status == 0)
        let written = try String(contentsOfFile: yaml, encoding: .utf8)
        #expect(written.contains("{tabBar: [Lists]}"), "\(written)")
        try Self.expectSameDrawing(input, yaml, options: ["--scene", "Detail"], in: folder)
    }

    /// The storyboard (with `options`, such as `--scene`) and the YAML `convert` wrote draw the
    /// same PNG, byte for byte.
    static func expectSameDrawing(_ input: String, _ yaml: String, options: [String] = [], in folder: TestFolder)
        throws
    {
        let (storyboardImage, yamlImage) = (folder.path + "/storyboard.png", folder.path + "/yaml.png")
        #expect(CommandRun.run([input] + options + ["--clean", "-o", storyboardImage]).status == 0)
        #expect(CommandRun.run([yaml, "--clean", "-o", yamlImage]).status == 0)
        let a = try Data(contentsOf: URL(fileURLWithPath: storyboardImage))
        let b = try Data(contentsOf: URL(fileURLWithPath: yamlImage))
        #expect(a.count > 1000 && a == b)
    }

    /// A bad item is located in the scene file, exit code 2, nothing drawn.
    @Test func aBadItemIsALocatedError() throws {
        let folder = TestFolder()
        let scene = try folder.write("bars: [{toolbar: [{system: trahs}]}]\n", to: "bad.yaml")
        let result = CommandRun.run([scene, "-o", folder.path + "/bad.png"])
        #expect(result.status == 2)
        #expect(
            result.error.contains(
                "\(scene):1:28: error: invalid value 'trahs' (expected done, cancel, edit, save, add, flexibleSpace,"),
            "\(result.error)")
        #expect(result.error.contains("(did you mean 'trash'?)"))
        #expect(folder.listing() == ["bad.yaml"])
    }
}
