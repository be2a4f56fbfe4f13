import SceneModel
import Testing

/// A XIB's top-level view is previewed at the top left of a screen of the file's device: its
/// safe area is the part of the screen's insets it overlaps, with the status bar the Xcode that
/// saved the file simulates (none on home-button phones in Xcode 11 to 14).
@Suite struct XIBSafeAreaTests {
    /// A 465 × 154 XIB view of `device`, saved by `tools`, with a box 8 below its safe area's top
    /// and 8 above its safe area's bottom.
    static func xib(tools: String, device: String = "retina4_7", orientation: String = "portrait") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="\(orientation)" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="ROT-aa-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="465" height="154"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa">
                            <rect key="frame" x="16" y="28" width="403" height="118"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="SAF-aa-aaa"/>
                    <constraints>
                        <constraint firstItem="BOX-aa-aaa" firstAttribute="top" secondItem="SAF-aa-aaa" secondAttribute="top" constant="8" id="K01-aa-aaa"/>
                        <constraint firstItem="SAF-aa-aaa" firstAttribute="bottom" secondItem="BOX-aa-aaa" secondAttribute="bottom" constant="8" id="K02-aa-aaa"/>
                        <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="SAF-aa-aaa" secondAttribute="leading" constant="16" id="K03-aa-aaa"/>
                        <constraint firstItem="BOX-aa-aaa" firstAttribute="width" constant="403" id="K04-aa-aaa"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    @Test func xcode15ShowsAHomeButtonPhonesStatusBar() throws {
        let layout = try SceneMappingTests.layout(Self.xib(tools: "22505"))
        #expect(SceneMappingTests.frame(layout, "BOX-aa-aaa") == [16, 28, 403, 118])
    }

    @Test func xcode11To14ShowNoStatusBarOnAHomeButtonPhone() throws {
        let layout = try SceneMappingTests.layout(Self.xib(tools: "19162"))
        #expect(SceneMappingTests.frame(layout, "BOX-aa-aaa") == [16, 8, 403, 138])
    }

    /// An iPhone X in landscape: the view at the screen's top left overlaps the 44-point inset on
    /// the left only (no status bar; 347 points spare on the right, 221 below).
    @Test func aLandscapeXIBTakesTheLandscapeInsets() throws {
        let layout = try SceneMappingTests.layout(
            Self.xib(tools: "19162", device: "retina5_9", orientation: "landscape"))
        #expect(layout.configuration.size == Size(width: 465, height: 154))
        #expect(SceneMappingTests.frame(layout, "BOX-aa-aaa") == [60, 8, 403, 138])
    }

    /// An iPhone X of Xcode 13: 44 above; the view, 154 high, is far above the home indicator.
    @Test func aNotchedPhoneInsetsTheTopOnly() throws {
        let layout = try SceneMappingTests.layout(Self.xib(tools: "19162", device: "retina5_9"))
        #expect(SceneMappingTests.frame(layout, "BOX-aa-aaa") == [16, 52, 403, 94])
    }
}
