import Foundation
import LayoutEngine
import Readers
import SceneModel
import StoryboardFixtures
import Testing

/// Views this reader does not know (a newer Xcode's element names) and a controller's view
/// written without its key: laid out, with a warning.
@Suite struct UnknownViewClassTests {
    static let box =
        #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
    static let constraints = """
        <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" constant="30" id="C01-aa-aaa"/>
        <constraint firstItem="BOX-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="40" id="C02-aa-aaa"/>
        <constraint firstItem="BOX-aa-aaa" firstAttribute="width" constant="50" id="C03-aa-aaa"/>
        <constraint firstItem="BOX-aa-aaa" firstAttribute="height" constant="60" id="C04-aa-aaa"/>
        """

    static func warnings(_ xml: String) throws -> [String] {
        try SceneInput.read(Data(xml.utf8), file: "Main.storyboard").warnings.map(\.placed)
    }

    @Test func aSubviewOfAnUnknownClassIsLaidOutAsAPlainView() throws {
        let xml = StoryboardFixture.storyboard(
            root: Self.box.replacingOccurrences(of: "<view ", with: "<holoView ")
                .replacingOccurrences(of: "</view>", with: "</holoView>"),
            constraints: Self.constraints)
        #expect(SceneMappingTests.frame(try SceneMappingTests.layout(xml), "BOX-aa-aaa") == [30, 40, 50, 60])
        #expect(
            try Self.warnings(xml) == [
                "Main.storyboard:12:1: <holoView> is not a view class alpreview knows; laid out as a plain view"
            ])
    }

    @Test func aControllersViewOfAnUnknownClassIsLaidOutAsAPlainView() throws {
        var xml = StoryboardFixture.storyboard(root: Self.box, constraints: Self.constraints)
            .replacingOccurrences(of: #"<view key="view""#, with: #"<holoView key="view""#)
        xml.replaceSubrange(xml.range(of: "</view>", options: .backwards)!, with: "</holoView>")
        #expect(SceneMappingTests.frame(try SceneMappingTests.layout(xml), "BOX-aa-aaa") == [30, 40, 50, 60])
        #expect(
            try Self.warnings(xml) == [
                "Main.storyboard:8:21: <holoView> is not a view class alpreview knows; laid out as a plain view"
            ])
    }

    @Test func aKeylessViewOfAControllerIsItsView() throws {
        let xml = StoryboardFixture.storyboard(root: Self.box, constraints: Self.constraints)
            .replacingOccurrences(of: #"<view key="view" "#, with: "<view ")
        #expect(SceneMappingTests.frame(try SceneMappingTests.layout(xml), "BOX-aa-aaa") == [30, 40, 50, 60])
        #expect(
            try Self.warnings(xml) == [
                "Main.storyboard:8:21: <view> has no 'key' (Interface Builder always writes it); read as the controller's view"
            ])
    }

    /// A keyless view before the `key="view"` one is not the controller's view: skipped, said so.
    @Test func aKeylessViewBeforeTheControllersViewIsSkipped() throws {
        let xml = StoryboardFixture.storyboard(root: Self.box, constraints: Self.constraints)
            .replacingOccurrences(
                of: #"<view key="view" "#,
                with:
                    #"<view id="KLS-aa-aaa"><rect key="frame" x="0" y="0" width="10" height="10"/></view><view key="view" "#
            )
        #expect(SceneMappingTests.frame(try SceneMappingTests.layout(xml), "BOX-aa-aaa") == [30, 40, 50, 60])
        #expect(
            try Self.warnings(xml) == [
                "Main.storyboard:8:21: <view> has no 'key' (Interface Builder always writes it); skipped: the controller has one"
            ])
    }

    /// A table view controller's keyless `<tableView>` is its view too (bars always have a key).
    @Test func aKeylessTableViewOfAControllerIsItsView() throws {
        var xml = StoryboardFixture.storyboard(root: "", constraints: "")
            .replacingOccurrences(of: #"<view key="view" "#, with: "<tableView ")
        xml.replaceSubrange(xml.range(of: "</view>", options: .backwards)!, with: "</tableView>")
        let scene = try SceneInput.read(Data(xml.utf8), file: "Main.storyboard")
        #expect(scene.root.type == .table)
        #expect(
            scene.warnings.map(\.placed) == [
                "Main.storyboard:8:21: <tableView> has no 'key' (Interface Builder always writes it); read as the controller's view"
            ])
    }

    @Test func aXIBTopLevelObjectOfAnUnknownClassWithAFrameIsAView() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <holoView contentMode="scaleToFill" id="TOP-aa-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>\(Self.box)</subviews>
                        <constraints>
                            <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="TOP-aa-aaa" secondAttribute="leading" constant="30" id="C01-aa-aaa"/>
                            <constraint firstItem="BOX-aa-aaa" firstAttribute="top" secondItem="TOP-aa-aaa" secondAttribute="top" constant="40" id="C02-aa-aaa"/>
                            <constraint firstItem="BOX-aa-aaa" firstAttribute="width" constant="50" id="C03-aa-aaa"/>
                            <constraint firstItem="BOX-aa-aaa" firstAttribute="height" constant="60" id="C04-aa-aaa"/>
                        </constraints>
                    </holoView>
                </objects>
            </document>
            """
        #expect(SceneMappingTests.frame(try SceneMappingTests.layout(xml), "BOX-aa-aaa") == [30, 40, 50, 60])
        #expect(
            try Self.warnings(xml) == [
                "Main.storyboard:4:9: <holoView> is not a view class alpreview knows; laid out as a plain view"
            ])
    }
}

/// What the reader does not model is said where the file asks for it.
@Suite struct UnmodelledMetricsTests {
    @Test func aNavigationBarWithAPromptIsWarnedWhereItIsAsked() throws {
        let xml = StoryboardFixture.storyboard(
            root: UnknownViewClassTests.box, constraints: UnknownViewClassTests.constraints
        )
        .replacingOccurrences(
            of: #"<viewController id="VC1-aa-aaa" sceneMemberID="viewController">"#,
            with:
                #"<viewController id="VC1-aa-aaa" sceneMemberID="viewController"><simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="YES"/>"#
        )
        #expect(
            try UnknownViewClassTests.warnings(xml) == [
                "Main.storyboard:7:80: a simulated navigation bar with a prompt: laid out as the bar without its prompt"
            ])
    }
}
