import LayoutEngine
import Readers
import SceneModel
import StoryboardFixtures
import Testing

/// Interface Builder's Accessibility inspector (`<accessibility key="accessibilityConfiguration">`)
/// becomes the view's accessibility label and element flag.
@Suite struct AccessibilityConfigurationTests {
    @Test func theLabelAndTheElementFlagAreRead() throws {
        let xml = StoryboardFixture.storyboard(
            root: """
                <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="IMG-aa-aaa">
                    <rect key="frame" x="16" y="100" width="40" height="40"/>
                    <accessibility key="accessibilityConfiguration" label="Profile photo">
                        <bool key="isElement" value="YES"/>
                    </accessibility>
                </imageView>
                <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="LBL-aa-aaa">
                    <rect key="frame" x="16" y="150" width="42" height="21"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <accessibility key="accessibilityConfiguration">
                        <bool key="isElement" value="NO"/>
                    </accessibility>
                </label>
                """,
            constraints: "")
        let layout = try SceneMappingTests.layout(xml)
        let image = try #require(layout.view(id: ViewID("IMG-aa-aaa")))
        let label = try #require(layout.view(id: ViewID("LBL-aa-aaa")))
        #expect(image.spec.accessibilityLabel == "Profile photo")
        #expect(image.spec.isAccessibilityElement == true)
        #expect(label.spec.accessibilityLabel == nil)
        #expect(label.spec.isAccessibilityElement == false)
    }
}
