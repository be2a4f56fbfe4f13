import Foundation
import LayoutEngine
import Readers
import SceneFormat
import SceneModel
import SceneReading
import StoryboardFixtures
import Testing

/// Numbers in a storyboard past the bounds a YAML scene keeps (docs/scene-format.md, "Limits")
/// are replaced by the nearest bound, each with a located warning: the file still reads.
@Suite struct BoundedValueTests {
    static let xml = StoryboardFixture.storyboard(
        root: """
            <label text="Big" horizontalHuggingPriority="99999" numberOfLines="-5" translatesAutoresizingMaskIntoConstraints="NO" id="BIG-aa-aaa">
                <rect key="frame" x="0" y="0" width="-20" height="20"/>
                <fontDescription key="fontDescription" type="system" pointSize="99999"/>
            </label>
            <label text="Small" alpha="7" translatesAutoresizingMaskIntoConstraints="NO" id="SMA-aa-aaa">
                <rect key="frame" x="0" y="40" width="20" height="20"/>
                <fontDescription key="fontDescription" type="system" pointSize="-17"/>
            </label>
            <view placeholderIntrinsicWidth="-3" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa">
                <rect key="frame" x="0" y="80" width="20" height="20"/>
            </view>
            """,
        constraints: """
            <constraint firstItem="BOX-aa-aaa" firstAttribute="width" constant="10" priority="0" id="C01-aa-aaa"/>
            """)

    @Test func valuesPastTheBoundsAreBoundedWithLocatedWarnings() throws {
        let scene = try SceneInput.read(Data(Self.xml.utf8), file: "Main.storyboard")
        #expect(
            scene.warnings.map(\.placed) == [
                "Main.storyboard:12:46: 'horizontalHuggingPriority' must be a priority from 1 to 1,000, not '99999'; 1,000 is used",
                "Main.storyboard:12:68: 'numberOfLines' must be from 0 to 100,000, not '-5'; 0 is used",
                "Main.storyboard:13:42: 'width' must be from 0 to 100,000, not '-20'; 0 is used",
                "Main.storyboard:14:69: 'pointSize' must be a font size from 1 to 1,000, not '99999'; 1,000 is used",
                "Main.storyboard:16:28: 'alpha' must be from 0 to 1, not '7'; 1 is used",
                "Main.storyboard:18:69: 'pointSize' must be a font size from 1 to 1,000, not '-17'; 1 is used",
                "Main.storyboard:20:34: 'placeholderIntrinsicWidth' must be >= 0, or -1 for none, not '-3'; -1 is used",
                "Main.storyboard:26:83: 'priority' must be a priority from 1 to 1,000, not '0'; 1 is used",
            ])
        func view(_ id: String) -> ViewSpec { scene.allViews.first { $0.view.id == ViewID(id) }!.view }
        #expect(view("BIG-aa-aaa").font?.size == 1_000 && view("SMA-aa-aaa").font?.size == 1)
        #expect(view("BIG-aa-aaa").hugging?.horizontal == 1_000 && view("BIG-aa-aaa").lines == 0)
        #expect(view("BIG-aa-aaa").designFrame?.width == 0 && view("SMA-aa-aaa").alpha == 1)
        #expect(view("BOX-aa-aaa").intrinsicSize == Size(width: -1, height: -1))
        #expect(scene.constraints.map(\.priority) == [1])
    }

    /// A root of no size, or wider than any screen, is laid out on a device of the nearest size.
    @Test func theRootSizeIsADevicesSize() throws {
        let xml = Self.xml.replacingOccurrences(
            of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
            with: #"<rect key="frame" x="0.0" y="0.0" width="0" height="50000"/>"#)
        let scene = try SceneInput.read(Data(xml.utf8), file: "Main.storyboard")
        #expect(scene.devices.map(\.portraitSize) == [Size(width: 1, height: 10_000)])
        #expect(
            scene.warnings.map(\.placed).contains(
                "Main.storyboard:9:25: the root view's width and height must be from 1 to 10,000 points (a screen's), "
                    + "not 0 × 50,000; 1 × 10,000 is used"))
    }

    /// A hostile file with thousands of bad values prints fifty warnings and a count.
    @Test func warningsAreCapped() throws {
        let labels = (0..<300).map { i in
            #"<label text="x" alpha="2" numberOfLines="-1" translatesAutoresizingMaskIntoConstraints="NO" id="L\#(i)-aa-aaa"/>"#
        }.joined(separator: "\n")
        let scene = try SceneInput.read(
            Data(StoryboardFixture.storyboard(root: labels, constraints: "").utf8), file: "Main.storyboard")
        #expect(scene.warnings.map(\.placed).count == 51)
        #expect(
            scene.warnings.map(\.placed)[50]
                == "Main.storyboard: … and 550 more warnings (values out of bounds, elements skipped or renamed)")
    }

    /// A size class's constant or spacing is read as the element's own attributes are: `nan` or
    /// `1e300` is a located error, not a NaN layout.
    @Test func variationNumbersAreReadAsTheElementsOwn() throws {
        let xml = StoryboardFixture.storyboard(
            root: """
                <view translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa">
                    <rect key="frame" x="0" y="0" width="20" height="20"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="BOX-aa-aaa" firstAttribute="width" constant="10" id="C01-aa-aaa">
                    <variation key="heightClass=compact" constant="nan"/>
                </constraint>
                <constraint firstItem="BOX-aa-aaa" firstAttribute="height" constant="10" id="C02-aa-aaa">
                    <variation key="heightClass=compact" constant="1e300"/>
                </constraint>
                """)
        do {
            _ = try SceneInput.read(Data(xml.utf8), file: "Main.storyboard")
            Issue.record("read a NaN constant")
        } catch let errors as SceneErrors {
            #expect(
                errors.errors.map { "\($0.location): \($0.message)" } == [
                    "Main.storyboard:19:52: 'constant' is not a number: 'nan'",
                    "Main.storyboard:22:52: 'constant' must be within ±100,000, not '1e300'",
                ])
        }
    }
}
