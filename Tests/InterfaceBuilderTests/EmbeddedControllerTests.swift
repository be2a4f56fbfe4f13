import Testing

/// A controller embedded in a container view (an `embed` segue) is laid out in the container,
/// not at the top of the screen: Interface Builder simulates it without a status bar, so its
/// top layout guide is at its top.
@Suite struct EmbeddedControllerTests {
    static func storyboard(segueKind: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11762" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="VC1-aa-aaa">
            <device id="ipad9_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="SC1-aa-aaa">
                    <objects>
                        <viewController id="VC1-aa-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="RO1-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" id="CON-aa-aaa">
                                        <rect key="frame" x="20" y="100" width="400" height="300"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <connections>
                                            <segue destination="VC2-aa-aaa" kind="\(segueKind)" id="EMB-aa-aaa"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="SC2-aa-aaa">
                    <objects>
                        <viewController id="VC2-aa-aaa" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="TOP-aa-aaa"/>
                                <viewControllerLayoutGuide type="bottom" id="BOT-aa-aaa"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="RO2-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa" userLabel="Box">
                                        <rect key="frame" x="0.0" y="0.0" width="400" height="40"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="BOX-aa-aaa" firstAttribute="top" secondItem="TOP-aa-aaa" secondAttribute="bottom" id="C01-aa-aaa"/>
                                    <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="RO2-aa-aaa" secondAttribute="leading" id="C02-aa-aaa"/>
                                    <constraint firstItem="BOX-aa-aaa" firstAttribute="trailing" secondItem="RO2-aa-aaa" secondAttribute="trailing" id="C03-aa-aaa"/>
                                    <constraint firstItem="BOX-aa-aaa" firstAttribute="height" constant="40" id="C04-aa-aaa"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func boxFrame(_ xml: String) throws -> [Double] {
        try FixtureLayout.frame(of: "BOX-aa-aaa", inScene: "SC2-aa-aaa", of: xml)
    }

    @Test func anEmbeddedControllerHasNoStatusBar() throws {
        #expect(try Self.boxFrame(Self.storyboard(segueKind: "embed")) == [0, 0, 400, 40])
    }

    @Test func aPresentedControllerKeepsTheStatusBar() throws {
        #expect(try Self.boxFrame(Self.storyboard(segueKind: "presentation")) == [0, 20, 400, 40])
    }
}
