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
}
