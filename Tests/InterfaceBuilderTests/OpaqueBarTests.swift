import StoryboardFixtures
import Testing

/// UIKit extends a controller's view under translucent bars only: under an opaque navigation
/// bar (`translucent="NO"`) the root starts below the bar and its safe area has no top inset.
@Suite struct OpaqueBarTests {
    static func storyboard(translucent: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="NAV-aa-aaa">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="SC1-aa-aaa">
                    <objects>
                        <viewController id="VC1-aa-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="ROO-aa-aaa">
                                <rect key="frame" x="0.0" y="64" width="375" height="603"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa" userLabel="Box">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="BOX-aa-aaa" firstAttribute="top" secondItem="SAF-aa-aaa" secondAttribute="top" id="C01-aa-aaa"/>
                                    <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" id="C02-aa-aaa"/>
                                    <constraint firstItem="BOX-aa-aaa" firstAttribute="trailing" secondItem="ROO-aa-aaa" secondAttribute="trailing" id="C03-aa-aaa"/>
                                    <constraint firstItem="BOX-aa-aaa" firstAttribute="height" constant="100" id="C04-aa-aaa"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="SAF-aa-aaa"/>
                            </view>
                            <navigationItem key="navigationItem" title="Items" id="NIT-aa-aaa"/>
                        </viewController>
                    </objects>
                </scene>
        \(StoryboardFixture.navigationControllerScene(root: "VC1-aa-aaa", barAttributes: translucent))
            </scenes>
        </document>
        """
    }

    static func boxFrame(_ xml: String) throws -> [Double] {
        try FixtureLayout.frame(of: "BOX-aa-aaa", inScene: "SC1-aa-aaa", of: xml)
    }

    @Test func underAnOpaqueBarTheRootsSafeAreaStartsAtItsTop() throws {
        #expect(try Self.boxFrame(Self.storyboard(translucent: #"translucent="NO""#)) == [0, 0, 375, 100])
    }

    @Test func underATranslucentBarTheSafeAreaIsBelowTheBars() throws {
        #expect(try Self.boxFrame(Self.storyboard(translucent: "")) == [0, 64, 375, 100])
    }
}
