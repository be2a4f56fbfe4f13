import StoryboardFixtures
import Testing

/// A controller pushed (a `show` segue, from the controller or one of its views) by one inside
/// a navigation controller is on that navigation stack: it has the navigation bar too.
@Suite struct PushedControllerTests {
    static func storyboard(segueKind: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="NAV-aa-aaa">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="SC1-aa-aaa">
                    <objects>
                        <viewController id="VC1-aa-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="RO1-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="BTN-aa-aaa">
                                        <rect key="frame" x="20" y="100" width="46" height="30"/>
                                        <state key="normal" title="Next"/>
                                        <connections>
                                            <segue destination="VC2-aa-aaa" kind="\(segueKind)" id="PSH-aa-aaa"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="SA1-aa-aaa"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="SC2-aa-aaa">
                    <objects>
                        <viewController id="VC2-aa-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="RO2-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa" userLabel="Box">
                                        <rect key="frame" x="0.0" y="64" width="375" height="100"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="BOX-aa-aaa" firstAttribute="top" secondItem="SA2-aa-aaa" secondAttribute="top" id="C01-aa-aaa"/>
                                    <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="RO2-aa-aaa" secondAttribute="leading" id="C02-aa-aaa"/>
                                    <constraint firstItem="BOX-aa-aaa" firstAttribute="trailing" secondItem="RO2-aa-aaa" secondAttribute="trailing" id="C03-aa-aaa"/>
                                    <constraint firstItem="BOX-aa-aaa" firstAttribute="height" constant="100" id="C04-aa-aaa"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="SA2-aa-aaa"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        \(StoryboardFixture.navigationControllerScene(root: "VC1-aa-aaa"))
            </scenes>
        </document>
        """
    }

    static func boxFrame(_ xml: String) throws -> [Double] {
        try FixtureLayout.frame(of: "BOX-aa-aaa", inScene: "SC2-aa-aaa", of: xml)
    }

    @Test func aControllerShownFromOneInANavigationControllerHasItsBar() throws {
        #expect(try Self.boxFrame(Self.storyboard(segueKind: "show")) == [0, 64, 375, 100])
    }

    @Test func aControllerPresentedModallyHasNoNavigationBar() throws {
        #expect(try Self.boxFrame(Self.storyboard(segueKind: "presentation")) == [0, 20, 375, 100])
    }
}
