@testable import AlpreviewCommands
import AlpreviewKit
import Foundation
import LayoutEngine
import Readers
import SceneFormat
import SceneModel
import TestSupport
import Testing

/// `alpreview convert`: a scene written as YAML reads back to the same layout report, byte for byte.
@Suite struct ConvertCommandTests {
    static let samples = DocumentedCommandTests.root + "/Samples"

    static var sampleFiles: [String] {
        let manager = FileManager.default
        return [samples, samples + "/problems"].flatMap { folder in
            ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".yaml") }.map {
                folder + "/" + $0
            }
        }.sorted()
    }

    static func report(_ scene: Scene) throws -> String {
        LayoutReport.json(title: scene.title, layouts: try Pipeline.layouts(scene)).serialized()
    }

    /// Written next to the sample (so that its images are found as they were), read back and
    /// laid out: the report is the sample's.
    @Test(arguments: sampleFiles)
    func convertedSampleGivesTheSameReport(_ path: String) throws {
        let scene = try Pipeline.readScene(path)
        let yaml = SceneWriter.yaml(scene, imageFolder: (path as NSString).deletingLastPathComponent)
        let back = try SceneInput.read(Data(yaml.utf8), file: path)
        #expect(try Self.report(back) == Self.report(scene), "\(path)")
    }

    @Test func writesTheFileOrStandardOutput() throws {
        let folder = TestFolder()
        let scene = try folder.write(boxScene, to: "box.yaml")
        let result = CommandRun.run(["convert", scene, "-o", folder.path + "/out.yaml"])
        #expect(result.status == 0)
        let written = try String(contentsOfFile: folder.path + "/out.yaml", encoding: .utf8)
        #expect(
            written == """
                title: box
                devices: [iPhone 8]
                views:
                  Box: {background: blue}
                constraints:
                  - Box.Leading = Superview.Leading
                  - Box.Top = Superview.Top
                  - Box.Width = 100
                  - Box.Height = 50

                """)
        let standard = CommandRun.run(["convert", scene, "-o", "-"])
        #expect(standard.status == 0 && standard.output == written)
        // A folder gets the scene under its title.
        try FileManager.default.createDirectory(atPath: folder.path + "/converted", withIntermediateDirectories: true)
        #expect(CommandRun.run(["convert", scene, "-o", folder.path + "/converted"]).status == 0)
        #expect(folder.listing("converted") == ["box.yaml"])
    }

    @Test func badInputIsALocatedErrorAndWritesNothing() throws {
        let folder = TestFolder()
        let scene = try folder.write("views: {Box: {type: lable}}\n", to: "bad.yaml")
        let result = CommandRun.run(["convert", scene, "-o", folder.path + "/out.yaml"])
        #expect(result.status == 2)
        #expect(result.error.contains("\(scene):1:21: error: invalid value 'lable'"), "\(result.error)")
        #expect(folder.listing() == ["bad.yaml"])
    }

    @Test func sceneIsPickedByTitle() throws {
        let folder = TestFolder()
        let scene = try folder.write("title: Log In\n" + boxScene, to: "login.yaml")
        #expect(CommandRun.run(["convert", scene, "--scene", "log in", "-o", folder.path + "/a.yaml"]).status == 0)
        let missing = CommandRun.run(["convert", scene, "--scene", "Settings", "-o", folder.path + "/b.yaml"])
        #expect(missing.status == 2)
        #expect(missing.error.contains("alpreview: error: no scene 'Settings' in \(scene); its scenes: Log In\n"))
        #expect(folder.listing() == ["a.yaml", "login.yaml"])
    }

    @Test func severalScenesGoToAFolderNamedByTitle() throws {
        let scenes = [Scene(title: "Log In"), Scene(title: "log in"), Scene(title: "…")]
        #expect(SceneSelection.fileNames(scenes) == ["Log-In", "log-in-2", "scene"])
        #expect(try SceneSelection.select(scenes, matching: "LogIn", in: "Main.storyboard").count == 2)
        #expect(
            throws: SceneSelection.Failure(
                description: "no scene 'About' in Main.storyboard; its scenes: Log In, log in, …")
        ) {
            try SceneSelection.select(scenes, matching: "About", in: "Main.storyboard")
        }
    }

    /// A storyboard whose views nest deeper than a YAML scene may: the YAML would not read back,
    /// so nothing is written and the reader's reason is given.
    @Test func aSceneThatWouldNotReadBackIsRefused() throws {
        let folder = TestFolder()
        var views = ""
        for i in (0..<40).reversed() {
            views =
                #"<view contentMode="scaleToFill" id="V\#(i)-aa-aaa"><rect key="frame" x="0" y="0" width="10" height="10"/>"#
                + #"<autoresizingMask key="autoresizingMask"/><subviews>\#(views)</subviews></view>"#
        }
        let storyboard = try folder.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes><scene sceneID="SC1-aa-aaa"><objects><viewController id="VC1-aa-aaa" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="ROO-aa-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>\(views)</subviews>
                    </view>
                </viewController></objects></scene></scenes>
            </document>
            """, to: "Deep.storyboard")
        let result = CommandRun.run(["convert", storyboard, "-o", folder.path + "/deep.yaml"])
        #expect(result.status == 2)
        #expect(
            result.error
                == "alpreview: error: cannot convert \(storyboard) (Deep.storyboard · UIViewController (SC1-aa-aaa)): "
                + "the YAML scene would not read back: nested more than 64 levels deep; a scene does not nest this "
                + "deep; nothing written\n")
        #expect(folder.listing() == ["Deep.storyboard"])
    }

    /// Odd values of a storyboard are bounded when it is read: what convert writes reads back.
    @Test func boundedStoryboardValuesConvertToAReadableScene() throws {
        let folder = TestFolder()
        let storyboard = try folder.write(BoundedValueFixture.xml, to: "Odd.storyboard")
        let result = CommandRun.run(["convert", storyboard, "-o", folder.path + "/odd.yaml"])
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.error.contains(
                "alpreview: warning: \(storyboard):7:50: 'numberOfLines' must be from 0 to 100,000, not '-5'; 0 is used\n"
            ), "\(result.error)")
        let back = try SceneInput.read(path: folder.path + "/odd.yaml")
        #expect(back.allViews.compactMap(\.view.font?.size) == [1_000, 1])
    }
}

/// A storyboard with a font size of 99,999 and one of -17, a priority of 0 and lines of -5.
enum BoundedValueFixture {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes><scene sceneID="SC1-aa-aaa"><objects><viewController id="VC1-aa-aaa" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="ROO-aa-aaa"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <label text="Big" numberOfLines="-5" translatesAutoresizingMaskIntoConstraints="NO" id="BIG-aa-aaa">
                            <rect key="frame" x="0" y="0" width="-20" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="99999"/>
                        </label>
                        <label text="Small" translatesAutoresizingMaskIntoConstraints="NO" id="SMA-aa-aaa">
                            <rect key="frame" x="0" y="40" width="20" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="-17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="BIG-aa-aaa" firstAttribute="width" constant="10" priority="0" id="C01-aa-aaa"/>
                    </constraints>
                </view>
            </viewController></objects></scene></scenes>
        </document>
        """
}
