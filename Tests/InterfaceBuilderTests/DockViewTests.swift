import Foundation
import InterfaceBuilder
import LayoutEngine
import SceneFormat
import SceneModel
import SceneReading
import StoryboardFixtures
import Testing
import TextMetrics

/// A view kept in a scene's dock, beside the controller: Interface Builder lays it out on the
/// canvas at its own size, in the traits of the file's device (docs/interface-builder.md).
@Suite struct DockViewTests {
    /// A scene on `device` whose dock holds a 300 × 200 view with a label centred 20 points
    /// above its middle on regular-regular devices (a size-class variation).
    static func storyboard(device: String) -> String {
        let dock = """
                    <view contentMode="scaleToFill" id="DOC-aa-aaa" customClass="ParameterView">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="LAB-aa-aaa">
                                <rect key="frame" x="100" y="70" width="100" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="D01-aa-aaa"/>
                                    <constraint firstAttribute="height" constant="20" id="D02-aa-aaa"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="LAB-aa-aaa" firstAttribute="centerX" secondItem="DOC-aa-aaa" secondAttribute="centerX" id="D03-aa-aaa"/>
                            <constraint firstItem="LAB-aa-aaa" firstAttribute="centerY" secondItem="DOC-aa-aaa" secondAttribute="centerY" id="D04-aa-aaa">
                                <variation key="heightClass=regular-widthClass=regular" constant="-20"/>
                            </constraint>
                        </constraints>
                    </view>
            """
        return StoryboardFixture.storyboard(device: device, root: "", constraints: "")
            .replacingOccurrences(
                of: "                </viewController>\n", with: "                </viewController>\n" + dock + "\n")
    }

    static func scenes(_ xml: String) throws -> [Scene] {
        try InterfaceBuilderSceneReader().readScenes(
            Data(xml.utf8), file: "Main.storyboard", imageAccess: ImageAccess(sceneFile: "Main.storyboard")
        )
        .map(\.scene)
    }

    @Test func aDockViewIsAScreenOfItsOwnSize() throws {
        let scenes = try Self.scenes(Self.storyboard(device: #"<device id="retina4_7" orientation="portrait"/>"#))
        #expect(
            scenes.map(\.title) == [
                "Main.storyboard · UIViewController (SC1-aa-aaa)", "Main.storyboard · ParameterView (DOC-aa-aaa)",
            ])
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scenes[1], in: scenes[1].configurations[0])
        #expect(layout.configuration.size == Size(width: 300, height: 200))
        #expect(SceneMappingTests.frame(layout, "LAB-aa-aaa") == [100, 90, 100, 20])
    }

    /// A landscape document turns its scenes; a dock view keeps its own 300 × 200 (it was laid
    /// out 200 × 300, its label 60 points from where Xcode stores it).
    @Test func aDockViewOfALandscapeDocumentKeepsItsSize() throws {
        let scenes = try Self.scenes(Self.storyboard(device: #"<device id="ipad9_7" orientation="landscape"/>"#))
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scenes[1], in: scenes[1].configurations[0])
        #expect(layout.configuration.orientation == .landscape)
        #expect(layout.configuration.size == Size(width: 300, height: 200))
        #expect(SceneMappingTests.frame(layout, "LAB-aa-aaa") == [100, 70, 100, 20])
    }

    @Test func aDockViewOfAnIPadDocumentTakesItsRegularSizeClasses() throws {
        let scenes = try Self.scenes(Self.storyboard(device: #"<device id="ipad9_7" orientation="portrait"/>"#))
        let layout = try LayoutSolver(measurer: PangoTextMeasurer()).solve(scenes[1], in: scenes[1].configurations[0])
        #expect(SceneMappingTests.frame(layout, "LAB-aa-aaa") == [100, 70, 100, 20])
    }
}
