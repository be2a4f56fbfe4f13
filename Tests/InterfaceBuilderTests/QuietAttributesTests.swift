import InterfaceBuilder
import SceneModel
import StoryboardFixtures
import Testing

/// Attributes that change neither a frame nor the canvas are read without a warning; an Xcode 11
/// colour's semantic name is the colour drawn.
@Suite struct QuietAttributesTests {
    static func document(root: String) throws -> IBDocument {
        let xml = StoryboardFixture.storyboard(root: root, constraints: "")
        return try InterfaceBuilderDecoder.decode(bytes: Array(xml.utf8), file: "Main.storyboard")
    }

    @Test func behaviourAttributesAndEmptyAnimationsAreNotReported() throws {
        let document = try Self.document(
            root: """
                <tableView clipsSubviews="YES" contentMode="scaleToFill" allowsSelectionDuringEditing="YES" showsSelectionImmediatelyOnTouchBegin="NO" id="TBL-aa-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="600"/>
                    <animations/>
                </tableView>
                <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="SEG-aa-aaa">
                    <rect key="frame" x="0.0" y="610" width="121" height="29"/>
                    <segments>
                        <segment title="First"/>
                        <segment title="Second"/>
                    </segments>
                </segmentedControl>
                """)
        #expect(document.notUnderstood.isEmpty)
    }

    @Test func anXcode11ColourIsItsSemanticName() throws {
        let document = try Self.document(
            root: """
                <view contentMode="scaleToFill" id="BOX-aa-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <color key="backgroundColor" xcode11CocoaTouchSystemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor"/>
                </view>
                """)
        let box = try #require(document.scenes.first?.controller?.view?.subviews.first)
        #expect(box.content.colors.first?.value == .system("systemBackgroundColor"))
        #expect(document.notUnderstood.isEmpty)
    }

    /// Xcode 6–8's default simulated metrics are the roots' stored sizes' reason, read without a
    /// warning; another key in that element is still reported.
    @Test func aDocumentsDefaultSimulatedMetricsAreNotReported() throws {
        func decode(_ key: String) throws -> IBDocument {
            let xml = StoryboardFixture.storyboard(root: "", constraints: "").replacingOccurrences(
                of: "</document>",
                with: """
                        <simulatedMetricsContainer key="\(key)">
                            <simulatedStatusBarMetrics key="statusBar"/>
                            <simulatedOrientationMetrics key="orientation"/>
                            <simulatedScreenMetrics key="destination" type="retina4_7.fullscreen"/>
                        </simulatedMetricsContainer>
                    </document>
                    """)
            return try InterfaceBuilderDecoder.decode(bytes: Array(xml.utf8), file: "Main.storyboard")
        }
        #expect(try decode("defaultSimulatedMetrics").notUnderstood.isEmpty)
        #expect(
            try decode("somethingElse").notUnderstood.keys.map(\.description) == [
                "<simulatedMetricsContainer> in <document>"
            ])
    }

    /// What changes what the app does with its content, not the canvas, is read without a
    /// warning: a web view's configuration, a text view's data detectors, a static section's notes,
    /// a table view controller's refresh control, a page view controller's transition.
    @Test func behaviourElementsAreNotReported() throws {
        let document = try Self.document(
            root: """
                <wkWebView contentMode="scaleToFill" id="WEB-aa-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <wkWebViewConfiguration key="configuration">
                        <audiovisualMediaTypes key="mediaTypesRequiringUserActionForPlayback" none="YES"/>
                        <wkPreferences key="preferences"/>
                    </wkWebViewConfiguration>
                </wkWebView>
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Call 555" id="TXT-aa-aaa">
                    <rect key="frame" x="0.0" y="100" width="375" height="100"/>
                    <dataDetectorType key="dataDetectorTypes" phoneNumber="YES" link="YES"/>
                </textView>
                <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" id="TBL-aa-aaa">
                    <rect key="frame" x="0.0" y="200" width="375" height="300"/>
                    <sections>
                        <tableViewSection headerTitle="A" id="SEC-aa-aaa">
                            <attributedString key="userComments">
                                <fragment content="A note for the team"/>
                            </attributedString>
                        </tableViewSection>
                    </sections>
                </tableView>
                """)
        #expect(document.notUnderstood.isEmpty)
        let controllers = StoryboardFixture.storyboard(
            root: "", constraints: "",
            extraScene: """
                <scene sceneID="SC2-aa-aaa">
                    <objects>
                        <tableViewController id="TVC-aa-aaa" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" id="TV2-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </tableView>
                            <refreshControl key="refreshControl" opaque="NO" multipleTouchEnabled="YES" contentMode="center" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="REF-aa-aaa"/>
                        </tableViewController>
                        <pageViewController autoresizesArchivedViewToFullSize="NO" transitionStyle="scroll" navigationOrientation="horizontal" spineLocation="none" id="PVC-aa-aaa" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                """)
        let decoded = try InterfaceBuilderDecoder.decode(bytes: Array(controllers.utf8), file: "Main.storyboard")
        // `autoresizesArchivedViewToFullSize` could change a root's size: still reported.
        #expect(
            decoded.notUnderstood.keys.map(\.description) == ["pageViewController@autoresizesArchivedViewToFullSize"])
    }
}
