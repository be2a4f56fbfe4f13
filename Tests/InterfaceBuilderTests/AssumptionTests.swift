import Foundation
import InterfaceBuilder
import LayoutEngine
import Readers
import SceneFormat
import SceneModel
import StoryboardFixtures
import Testing

/// What a storyboard cannot tell without running the app is an assumption: listed on the scene
/// and hatched on the axes the constraints leave to it, never moving a frame.
@Suite struct AssumptionTests {
    /// A custom class with a placeholder intrinsic size placed by its center and top (both axes
    /// open), one pinned leading and trailing (only its height open), an image view whose image
    /// the project's catalogs lack.
    static let root = """
        <view contentMode="scaleToFill" placeholderIntrinsicWidth="80" placeholderIntrinsicHeight="60" translatesAutoresizingMaskIntoConstraints="NO" customClass="AWSLexVoiceButton" id="BTN-aa-aaa">
            <rect key="frame" x="147.5" y="100" width="80" height="60"/>
        </view>
        <view contentMode="scaleToFill" placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="30" translatesAutoresizingMaskIntoConstraints="NO" customClass="AnimatableView" id="ANI-aa-aaa">
            <rect key="frame" x="16" y="200" width="343" height="30"/>
        </view>
        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="hero" translatesAutoresizingMaskIntoConstraints="NO" id="IMG-aa-aaa">
            <rect key="frame" x="137.5" y="300" width="100" height="50"/>
        </imageView>
        """
    static let constraints = """
        <constraint firstItem="BTN-aa-aaa" firstAttribute="centerX" secondItem="ROO-aa-aaa" secondAttribute="centerX" id="C01-aa-aaa"/>
        <constraint firstItem="BTN-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="100" id="C02-aa-aaa"/>
        <constraint firstItem="ANI-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" constant="16" id="C03-aa-aaa"/>
        <constraint firstAttribute="trailing" secondItem="ANI-aa-aaa" secondAttribute="trailing" constant="16" id="C04-aa-aaa"/>
        <constraint firstItem="ANI-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="200" id="C05-aa-aaa"/>
        <constraint firstItem="IMG-aa-aaa" firstAttribute="centerX" secondItem="ROO-aa-aaa" secondAttribute="centerX" id="C06-aa-aaa"/>
        <constraint firstItem="IMG-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="300" id="C07-aa-aaa"/>
        """

    static var xml: String {
        StoryboardFixture.storyboard(root: root, constraints: constraints).replacingOccurrences(
            of: "</scenes>",
            with: "</scenes>\n<resources><image name=\"hero\" width=\"100\" height=\"50\"/></resources>")
    }

    static func axes(_ scene: Scene, _ id: String) -> Set<Attribute.Axis>? {
        scene.allViews.first { $0.view.id == ViewID(id) }?.view.assumedAxes
    }

    @Test func placeholderSizesAndMissingImagesAreAssumedOnTheirOpenAxes() throws {
        let scene = try SceneInput.read(Data(Self.xml.utf8), file: "<stdin>")
        #expect(
            scene.assumptions.map(\.line) == [
                "assumed: AWSLexVoiceButton BTN-aa-aaa width, height — custom class, size not in the document: "
                    + "Interface Builder's placeholder intrinsic size",
                "assumed: AnimatableView ANI-aa-aaa height — custom class, size not in the document: "
                    + "Interface Builder's placeholder intrinsic size",
                "assumed: UIImageView IMG-aa-aaa width, height — image 'hero' not in the project's asset catalogs: "
                    + "its size from the document's resources",
            ])
        #expect(Self.axes(scene, "BTN-aa-aaa") == [.horizontal, .vertical])
        #expect(Self.axes(scene, "ANI-aa-aaa") == [.vertical])
        #expect(Self.axes(scene, "IMG-aa-aaa") == [.horizontal, .vertical])
    }

    /// A button's image sizes it as an image view's does: not in the project's catalogs, the
    /// size the document's resources saved is assumed; the button's title beside it is measured.
    @Test func aButtonsMissingImageIsAssumed() throws {
        let button = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="IMB-aa-aaa">
                <rect key="frame" x="163.5" y="400" width="48" height="48"/>
                <state key="normal" image="play"/>
            </button>
            """
        let xml = StoryboardFixture.storyboard(
            root: button,
            constraints: """
                <constraint firstItem="IMB-aa-aaa" firstAttribute="centerX" secondItem="ROO-aa-aaa" secondAttribute="centerX" id="C08-aa-aaa"/>
                <constraint firstItem="IMB-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="400" id="C09-aa-aaa"/>
                """
        ).replacingOccurrences(
            of: "</scenes>",
            with: "</scenes>\n<resources><image name=\"play\" width=\"48\" height=\"48\"/></resources>")
        let scene = try SceneInput.read(Data(xml.utf8), file: "<stdin>")
        #expect(
            scene.assumptions.map(\.line) == [
                "assumed: UIButton IMB-aa-aaa width, height — image 'play' not in the project's asset catalogs: "
                    + "its size from the document's resources"
            ])
        #expect(Self.axes(scene, "IMB-aa-aaa") == [.horizontal, .vertical])
    }

    /// A view laid out by its frame and autoresizing mask has the frame's size: its missing
    /// image sizes nothing, so nothing is assumed (Apple's StitchedStreamPlayer, fixed frames).
    @Test func aFramedViewsMissingImageIsNotAssumed() throws {
        let framed = """
            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="hero" id="FIX-aa-aaa">
                <rect key="frame" x="20" y="40" width="100" height="50"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </imageView>
            """
        let xml = StoryboardFixture.storyboard(root: framed, constraints: "").replacingOccurrences(
            of: "</scenes>",
            with: "</scenes>\n<resources><image name=\"hero\" width=\"100\" height=\"50\"/></resources>")
        let scene = try SceneInput.read(Data(xml.utf8), file: "<stdin>")
        #expect(scene.assumptions.isEmpty)
        #expect(Self.axes(scene, "FIX-aa-aaa") == [])
    }

    /// A required `width = 80` and `height = 60` give the size whatever the class's code says.
    @Test func aSizeTheConstraintsGiveIsNotAssumed() throws {
        let fixed = Self.xml.replacingOccurrences(
            of: #"<constraint firstItem="BTN-aa-aaa" firstAttribute="centerX""#,
            with: """
                <constraint firstAttribute="width" constant="80" id="W01-aa-aaa"/>
                <constraint firstItem="BTN-aa-aaa" firstAttribute="centerX"
                """
        ).replacingOccurrences(
            of: #"<constraint firstAttribute="width" constant="80" id="W01-aa-aaa"/>"#,
            with: #"<constraint firstItem="BTN-aa-aaa" firstAttribute="width" constant="80" id="W01-aa-aaa"/>"#)
        let scene = try SceneInput.read(Data(fixed.utf8), file: "<stdin>")
        #expect(Self.axes(scene, "BTN-aa-aaa") == [.vertical])
        #expect(scene.assumptions.first?.axes == [.vertical])
    }

    /// The image in a catalog next to the storyboard is the project's: nothing is assumed.
    @Test func anImageInTheProjectsCatalogIsNotAssumed() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("assume-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: project) }
        let imageSet = project.appendingPathComponent("Assets.xcassets/hero.imageset")
        try FileManager.default.createDirectory(at: imageSet, withIntermediateDirectories: true)
        let contents = imageSet.appendingPathComponent("Contents.json")
        try Data(#"{"images":[{"idiom":"universal"}]}"#.utf8).write(to: contents)
        let file = project.appendingPathComponent("Main.storyboard")
        try Data(Self.xml.utf8).write(to: file)
        let scene = try SceneInput.read(Data(Self.xml.utf8), file: file.path)
        #expect(Self.axes(scene, "IMG-aa-aaa") == [])
        #expect(scene.assumptions.map(\.view) == [ViewID("BTN-aa-aaa"), ViewID("ANI-aa-aaa")])
    }

    /// A vertical stack with fill alignment gives its arranged view's width: only the height is open.
    @Test func aFillingStackGivesTheCrossAxis() throws {
        let xml = StoryboardFixture.storyboard(
            root: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="STK-aa-aaa">
                    <rect key="frame" x="16" y="100" width="343" height="30"/>
                    <subviews>
                        <view contentMode="scaleToFill" placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="30" customClass="AnimatableView" id="ANI-aa-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="343" height="30"/>
                        </view>
                    </subviews>
                </stackView>
                """,
            constraints: """
                <constraint firstItem="STK-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" constant="16" id="C01-aa-aaa"/>
                <constraint firstAttribute="trailing" secondItem="STK-aa-aaa" secondAttribute="trailing" constant="16" id="C02-aa-aaa"/>
                <constraint firstItem="STK-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="100" id="C03-aa-aaa"/>
                """)
        let scene = try SceneInput.read(Data(xml.utf8), file: "<stdin>")
        #expect(Self.axes(scene, "ANI-aa-aaa") == [.vertical])
        #expect(scene.assumptions.map(\.axes) == [[.vertical]])
    }

    /// A horizontal stack that fills equally a width its own constraints fix gives its arranged
    /// views their widths whatever their content: only the height is open. Without the trailing
    /// constraint the stack's width is its views' (the widest, times two), so the width stays open.
    @Test func aStackFillingEquallyAFixedLengthGivesItsAxis() throws {
        func scene(trailing: Bool) throws -> Scene {
            let xml = StoryboardFixture.storyboard(
                root: """
                    <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="STK-aa-aaa">
                        <rect key="frame" x="16" y="100" width="343" height="30"/>
                        <subviews>
                            <view contentMode="scaleToFill" placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="30" customClass="AnimatableView" id="ANI-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="171.5" height="30"/>
                            </view>
                            <view contentMode="scaleToFill" placeholderIntrinsicWidth="80" placeholderIntrinsicHeight="30" customClass="AnimatableView" id="ANJ-aa-aaa">
                                <rect key="frame" x="171.5" y="0.0" width="171.5" height="30"/>
                            </view>
                        </subviews>
                    </stackView>
                    """,
                constraints: """
                    <constraint firstItem="STK-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" constant="16" id="C01-aa-aaa"/>
                    \(trailing ? #"<constraint firstAttribute="trailing" secondItem="STK-aa-aaa" secondAttribute="trailing" constant="16" id="C02-aa-aaa"/>"# : "")
                    <constraint firstItem="STK-aa-aaa" firstAttribute="top" secondItem="ROO-aa-aaa" secondAttribute="top" constant="100" id="C03-aa-aaa"/>
                    """)
            return try SceneInput.read(Data(xml.utf8), file: "<stdin>")
        }
        let fixed = try scene(trailing: true)
        #expect(Self.axes(fixed, "ANI-aa-aaa") == [.vertical] && Self.axes(fixed, "ANJ-aa-aaa") == [.vertical])
        #expect(fixed.assumptions.map(\.axes) == [[.vertical], [.vertical]])
        let free = try scene(trailing: false)
        #expect(free.assumptions.map(\.axes) == [[.horizontal, .vertical], [.horizontal, .vertical]])
    }
}
