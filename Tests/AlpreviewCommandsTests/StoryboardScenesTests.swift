import Foundation
import TestSupport
import Testing
@testable import AlpreviewCommands

/// A storyboard of several view controllers: every command handles each scene, with outputs
/// and goldens named `FILE.SCENE`, and `--scene` picks one by id, identifier, title or class.
@Suite(.serialized) struct StoryboardScenesTests {
    static func controller(_ id: String, _ attributes: String, box: String) -> String {
        """
                <scene sceneID="s\(id)-aa-bbb">
                    <objects>
                        <viewController \(attributes) id="c\(id)-aa-bbb" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v\(id)-aa-bbb">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b\(id)-aa-bbb" userLabel="\(box)">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="w\(id)-aa-bbb"/>
                                            <constraint firstAttribute="height" constant="50" id="h\(id)-aa-bbb"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="b\(id)-aa-bbb" firstAttribute="leading" secondItem="v\(id)-aa-bbb" secondAttribute="leading" id="l\(id)-aa-bbb"/>
                                    <constraint firstItem="b\(id)-aa-bbb" firstAttribute="top" secondItem="v\(id)-aa-bbb" secondAttribute="top" id="t\(id)-aa-bbb"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
        \(controller("1", #"title="Log In" storyboardIdentifier="LoginScreen""#, box: "Box"))
        \(controller("2", #"customClass="SettingsViewController""#, box: "Other Box"))
            </scenes>
        </document>
        """

    @Test func renderWritesOneFilePerSceneIntoAFolder() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.storyboard, to: "Main.storyboard")
        let result = CommandRun.run([file, "-o", folder.path + "/out"])
        #expect(result.status == 0, "\(result.error)")
        #expect(folder.listing("out") == ["Main.Log-In.png", "Main.SettingsViewController.png"])
    }

    @Test func oneImageForSeveralScenesIsTheStoryboardsCanvas() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.storyboard, to: "Main.storyboard")
        let result = CommandRun.run([file, "-o", folder.path + "/out.png"])
        #expect(result.status == 0, "\(result.error)")
        #expect(folder.listing() == ["Main.storyboard", "out.png"])
    }

    @Test func oneImageForSeveralScenesOfOneNameIsAClearError() throws {
        let folder = TestFolder()
        let twins = Self.storyboard.replacingOccurrences(
            of: #"customClass="SettingsViewController""#, with: #"title="Log In""#)
        let file = try folder.write(twins, to: "Main.storyboard")
        let result = CommandRun.run([file, "--scene", "Log In", "-o", folder.path + "/out.png"])
        #expect(result.status == 2)
        #expect(
            result.error.contains(
                "\(file) has 2 scenes (Log In, Log In); pick one with --scene, "
                    + "or give -o a folder to write each as Main.SCENE.png"), "\(result.error)")
        #expect(folder.listing() == ["Main.storyboard"])
    }

    @Test func theReportOfAStoryboardHoldsEveryScene() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.storyboard, to: "Main.storyboard")
        let result = CommandRun.run([file, "--json", folder.path + "/all.json", "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let data = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/all.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(report["scene"] as? String == "Main")
        let configurations = try #require(report["configurations"] as? [[String: Any]])
        #expect(configurations.map { $0["sceneID"] as? String } == ["s1-aa-bbb", "s2-aa-bbb"])
        #expect(configurations.map { $0["sceneTitle"] as? String } == ["Log In", nil])
        let views = configurations.map { ($0["views"] as? [String: Any])?.keys.sorted() ?? [] }
        #expect(views == [["Box"], ["Other Box"]])
    }

    @Test func aReportOfSeveralFilesIsAClearError() throws {
        let folder = TestFolder()
        let first = try folder.write(Self.storyboard, to: "Main.storyboard")
        let second = try folder.write(Self.storyboard, to: "Other.storyboard")
        let result = CommandRun.run([first, second, "--json", folder.path + "/all.json"])
        #expect(result.status == 2)
        #expect(result.error.contains("--json takes a single scene file; give one file, or run once per file"))
        #expect(folder.listing() == ["Main.storyboard", "Other.storyboard"])
    }

    @Test(arguments: ["LoginScreen", "log in", "s1-aa-bbb", "c1-aa-bbb"])
    func sceneOptionPicksOneByIdentifierTitleOrId(_ key: String) throws {
        let folder = TestFolder()
        let file = try folder.write(Self.storyboard, to: "Main.storyboard")
        let result = CommandRun.run([
            file, "--scene", key, "-o", folder.path + "/one.png", "--json", folder.path + "/one.json",
        ])
        #expect(result.status == 0, "\(result.error)")
        let report = try String(contentsOfFile: folder.path + "/one.json", encoding: .utf8)
        #expect(report.contains("\"sceneID\": \"s1-aa-bbb\""))
        #expect(report.contains("\"sceneTitle\": \"Log In\""))
        #expect(report.contains("\"ibID\": \"b1-aa-bbb\""))
        #expect(report.contains("\"class\": \"UIView\""))
        #expect(!report.contains("Other Box"))
    }

    @Test func sceneOptionMatchesTheCustomClass() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.storyboard, to: "Main.storyboard")
        let result = CommandRun.run(["check", file, "--scene", "SettingsViewController"])
        #expect(result.status == 0)
        #expect(result.output == "ok\n")
    }

    @Test func checkListsEveryScene() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.storyboard, to: "Main.storyboard")
        let result = CommandRun.run(["check", file])
        #expect(result.status == 0)
        #expect(
            result.output
                == "\(file) [Log In]: ok\n\(file) [SettingsViewController]: ok\n\(file): 2 scenes, 2 ok\n")
    }

    @Test func checkEndsAStoryboardWithItsIssueCategories() throws {
        let folder = TestFolder()
        // The second scene's box is stored 10 points off where its constraints put it: misplaced.
        var misplaced = Self.storyboard
        let box = #"<rect key="frame" x="0.0" y="0.0" width="100" height="50"/>"#
        let secondBox = try #require(misplaced.range(of: box, options: .backwards))
        misplaced.replaceSubrange(secondBox, with: #"<rect key="frame" x="10" y="0.0" width="100" height="50"/>"#)
        #expect(misplaced != Self.storyboard)
        let file = try folder.write(misplaced, to: "Main.storyboard")
        let result = CommandRun.run(["check", file])
        #expect(result.status == 0)
        let last = result.output.split(separator: "\n").last.map(String.init)
        #expect(
            last
                == "\(file): 2 scenes, 1 ok; 1 with misplaced views, 0 with ambiguous layouts, "
                + "0 with conflicting constraints")
    }

    @Test func testHasGoldensPerScene() throws {
        let folder = TestFolder()
        let file = try folder.write(Self.storyboard, to: "scenes/Main.storyboard")
        let result = CommandRun.run([
            "test", folder.path + "/scenes", "--golden", folder.path + "/goldens", "--record", "missing", "--quiet",
        ])
        #expect(result.status == 1, "\(result.error)")
        _ = file
        #expect(
            folder.listing("goldens").filter { $0.hasSuffix(".png") }
                == ["Main.Log-In.iPhone-8.portrait.png", "Main.SettingsViewController.iPhone-8.portrait.png"])
    }
}

/// What a storyboard holds that alpreview does not know is one warning per kind on standard
/// error, through the command's own warning line, and the rest is read.
@Suite struct StoryboardWarningTests {
    @Test func unknownElementsAndAttributesAreWarnedOnceEach() throws {
        let folder = TestFolder()
        let file = try folder.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes><scene sceneID="a"><objects><viewController id="b"><view key="view" id="c" hologram="x">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/><futureThing/><futureThing/>
            </view></viewController></objects></scene></scenes></document>

            """, to: "w.storyboard")
        let result = CommandRun.run(["check", file])
        #expect(result.status == 0)
        #expect(result.output == "ok\n")
        #expect(
            result.error == """
                alpreview: warning: \(file): not understood, ignored: <futureThing> in <view> (2×)
                alpreview: warning: \(file): not understood, ignored: view@hologram (1×)

                """)
        // `--quiet` keeps them off standard error, and the image is written.
        let quiet = CommandRun.run(["render", file, "--quiet", "-o", folder.path + "/w.png"])
        #expect(quiet.status == 0)
        #expect(quiet.error == "")
        #expect(folder.listing().contains("w.png"))
    }
}

extension StoryboardWarningTests {
    /// A custom font is drawn with the system font: said once per font, the system's own private
    /// names (`.AppleSystemUIFont`) and the fonts drawn with a stand-in (Helvetica) excepted; each
    /// view it sizes is an assumption.
    @Test func customFontsAreWarnedOnceEach() throws {
        let folder = TestFolder()
        let label = { (id: String, font: String) in
            "<label text=\"Hi\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">"
                + "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"20\" height=\"20\"/>"
                + "<fontDescription key=\"fontDescription\" \(font) pointSize=\"17\"/></label>"
        }
        let file = try folder.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes><scene sceneID="a"><objects><viewController id="b"><view key="view" id="c">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/><subviews>
            \(label("l1", "name=\"Avenir-Heavy\" family=\"Avenir\""))\(label("l2", "name=\"Avenir-Heavy\" family=\"Avenir\""))
            \(label("l3", "name=\".AppleSystemUIFont\""))\(label("l4", "type=\"system\""))
            \(label("l5", "name=\"Helvetica\" family=\"Helvetica\""))
            </subviews></view></viewController></objects></scene></scenes></document>

            """, to: "f.storyboard")
        let result = CommandRun.run(["check", file])
        #expect(
            result.error
                == "alpreview: warning: \(file): custom font 'Avenir-Heavy' is drawn with the system font (its size and weight kept)\n"
        )
        let assumed = result.output.split(separator: "\n").filter { $0.contains("assumed:") }
        #expect(
            assumed == [
                "\(file): assumed: UILabel l1 width, height — font 'Avenir-Heavy' not available here: its size from the frame Interface Builder stored",
                "\(file): assumed: UILabel l2 width, height — font 'Avenir-Heavy' not available here: its size from the frame Interface Builder stored",
                "\(file): assumed: UILabel l5 height — font 'Helvetica' drawn with Liberation Sans, as wide: line height assumed the same",
            ])
    }
}
