import Testing

/// Xcode 11 to 14 simulate a home-button phone without a status bar; Xcode 15 and later show
/// the 20-point status bar again.
@Suite struct HomeButtonStatusBarTests {
    /// A lone controller on an iPhone 8 with a box on its safe area's top.
    static func storyboard(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="VC1-aa-aaa">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="SC1-aa-aaa">
                    <objects>
                        <viewController id="VC1-aa-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="ROO-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa">
                                        <rect key="frame" x="0.0" y="20" width="375" height="100"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="SAF-aa-aaa"/>
                                <constraints>
                                    <constraint firstItem="BOX-aa-aaa" firstAttribute="top" secondItem="SAF-aa-aaa" secondAttribute="top" id="C01-aa-aaa"/>
                                    <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" id="C02-aa-aaa"/>
                                    <constraint firstItem="BOX-aa-aaa" firstAttribute="trailing" secondItem="ROO-aa-aaa" secondAttribute="trailing" id="C03-aa-aaa"/>
                                    <constraint firstItem="BOX-aa-aaa" firstAttribute="height" constant="100" id="C04-aa-aaa"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func boxFrame(toolsVersion: String) throws -> [Double] {
        try FixtureLayout.frame(
            of: "BOX-aa-aaa", inScene: "SC1-aa-aaa", of: storyboard(toolsVersion: toolsVersion))
    }

    @Test func xcode10ShowsTheStatusBar() throws {
        #expect(try Self.boxFrame(toolsVersion: "14490.70") == [0, 20, 375, 100])
    }

    @Test func xcode11To14HideIt() throws {
        #expect(try Self.boxFrame(toolsVersion: "15505") == [0, 0, 375, 100])
        #expect(try Self.boxFrame(toolsVersion: "21225") == [0, 0, 375, 100])
    }

    @Test func xcode15AndLaterShowItAgain() throws {
        #expect(try Self.boxFrame(toolsVersion: "22155") == [0, 20, 375, 100])
        #expect(try Self.boxFrame(toolsVersion: "24127") == [0, 20, 375, 100])
    }
}
