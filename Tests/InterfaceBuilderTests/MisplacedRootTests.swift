import Testing

/// A controller's root that the file marks `misplaced="YES"` keeps a stale frame: it is no
/// freeform size. Xcode lays it out on the device's screen, below an opaque navigation bar.
@Suite struct MisplacedRootTests {
    static func storyboard(rootAttributes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="NAV-aa-aaa">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="SC1-aa-aaa">
                    <objects>
                        <viewController id="VC1-aa-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" \(rootAttributes) id="ROO-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="597"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa" userLabel="Box">
                                        <rect key="frame" x="0.0" y="503" width="375" height="100"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="SAF-aa-aaa" firstAttribute="bottom" secondItem="BOX-aa-aaa" secondAttribute="bottom" id="C01-aa-aaa"/>
                                    <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="SAF-aa-aaa" secondAttribute="leading" id="C02-aa-aaa"/>
                                    <constraint firstItem="SAF-aa-aaa" firstAttribute="trailing" secondItem="BOX-aa-aaa" secondAttribute="trailing" id="C03-aa-aaa"/>
                                    <constraint firstItem="BOX-aa-aaa" firstAttribute="height" constant="100" id="C04-aa-aaa"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="SAF-aa-aaa"/>
                            </view>
                            <navigationItem key="navigationItem" title="Items" id="NIT-aa-aaa"/>
                        </viewController>
                    </objects>
                </scene>
        \(StoryboardFixtures.navigationControllerScene(root: "VC1-aa-aaa", barAttributes: #"translucent="NO""#))
            </scenes>
        </document>
        """
    }

    static func boxFrame(_ xml: String) throws -> [Double] {
        try StoryboardFixtures.frame(of: "BOX-aa-aaa", inScene: "SC1-aa-aaa", of: xml)
    }

    @Test func aMisplacedRootIsTheScreenBelowItsOpaqueBar() throws {
        // 667 − 64 = 603 high, whatever height (597) the file kept.
        #expect(try Self.boxFrame(Self.storyboard(rootAttributes: #"misplaced="YES""#)) == [0, 503, 375, 100])
    }

    @Test func aRootNotMarkedKeepsItsStoredSize() throws {
        #expect(try Self.boxFrame(Self.storyboard(rootAttributes: "")) == [0, 497, 375, 100])
    }
}
