import StoryboardFixtures
import Testing

/// A navigation bar's stored frame records the status bar Xcode simulated only from Xcode 11:
/// earlier Xcodes stored the bar at y = 0 and still showed a status bar above it. A 1000 × 1000
/// bar is one Xcode never laid out: it records neither the status bar nor a large title.
@Suite struct NavigationBarFrameTests {
    /// A controller in a navigation controller with a box under its top layout guide.
    static func storyboard(toolsVersion: String, barFrame: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="NAV-aa-aaa">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="SC1-aa-aaa">
                    <objects>
                        <viewController id="VC1-aa-aaa" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="TOP-aa-aaa"/>
                                <viewControllerLayoutGuide type="bottom" id="BOT-aa-aaa"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="ROO-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa" userLabel="Box">
                                        <rect key="frame" x="0.0" y="64" width="375" height="100"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="BOX-aa-aaa" firstAttribute="top" secondItem="TOP-aa-aaa" secondAttribute="bottom" id="C01-aa-aaa"/>
                                    <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" id="C02-aa-aaa"/>
                                    <constraint firstItem="BOX-aa-aaa" firstAttribute="trailing" secondItem="ROO-aa-aaa" secondAttribute="trailing" id="C03-aa-aaa"/>
                                    <constraint firstItem="BOX-aa-aaa" firstAttribute="height" constant="100" id="C04-aa-aaa"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        \(StoryboardFixture.navigationControllerScene(root: "VC1-aa-aaa", barFrame: barFrame))
            </scenes>
        </document>
        """
    }

    static func boxFrame(toolsVersion: String, barFrame: String) throws -> [Double] {
        try FixtureLayout.frame(
            of: "BOX-aa-aaa", inScene: "SC1-aa-aaa",
            of: storyboard(toolsVersion: toolsVersion, barFrame: barFrame))
    }

    static let barAtTop = #"x="0.0" y="0.0" width="375" height="44""#

    @Test func anXcode8BarStoredAtTheTopStillHasTheStatusBarAboveIt() throws {
        #expect(try Self.boxFrame(toolsVersion: "11762", barFrame: Self.barAtTop) == [0, 64, 375, 100])
    }

    @Test func anXcode11BarStoredAtTheTopOfAHomeButtonPhoneHasNoStatusBar() throws {
        #expect(try Self.boxFrame(toolsVersion: "15505", barFrame: Self.barAtTop) == [0, 44, 375, 100])
    }

    @Test func anXcode11BarStoredBelowTheStatusBarKeepsIt() throws {
        let belowStatusBar = #"x="0.0" y="20" width="375" height="44""#
        #expect(try Self.boxFrame(toolsVersion: "15505", barFrame: belowStatusBar) == [0, 64, 375, 100])
    }

    @Test func aBarXcodeNeverLaidOutIsNoLargeTitle() throws {
        let placeholder = #"x="0.0" y="0.0" width="1000" height="1000""#
        #expect(try Self.boxFrame(toolsVersion: "12120", barFrame: placeholder) == [0, 64, 375, 100])
    }
}
