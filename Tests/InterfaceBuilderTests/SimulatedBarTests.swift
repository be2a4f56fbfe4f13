import Testing

/// A controller's simulated navigation bar (`<simulatedNavigationBarMetrics
/// key="simulatedTopBarMetrics">`) is on its pushed controllers too, even when the navigation
/// controller is in another storyboard; an opaque one (`translucent="NO"`) is above the root
/// view, as a container's opaque bar is.
@Suite struct SimulatedBarTests {
    /// The first controller simulates a navigation bar (`barAttributes` on it) and pushes the
    /// second from a bar button item; each has a box under its top layout guide.
    static func storyboard(barAttributes: String, rootHeight: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="VC1-aa-aaa">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                \(scene(number: 1, rootHeight: rootHeight, extra: """
                    <navigationItem key="navigationItem" title="First" id="NIT-aa-aaa">
                        <barButtonItem key="rightBarButtonItem" title="Next" id="BBI-aa-aaa">
                            <connections>
                                <segue destination="VC2-aa-aaa" kind="show" id="PSH-aa-aaa"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" \(barAttributes) prompted="NO"/>
                    """))
                \(scene(number: 2, rootHeight: rootHeight, extra: ""))
            </scenes>
        </document>
        """
    }

    static func scene(number: Int, rootHeight: Int, extra: String) -> String {
        """
                <scene sceneID="SC\(number)-aa-aaa">
                    <objects>
                        <viewController id="VC\(number)-aa-aaa" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="TO\(number)-aa-aaa"/>
                                <viewControllerLayoutGuide type="bottom" id="BO\(number)-aa-aaa"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="RO\(number)-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="\(rootHeight)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BX\(number)-aa-aaa">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="BX\(number)-aa-aaa" firstAttribute="top" secondItem="TO\(number)-aa-aaa" secondAttribute="bottom" id="C1\(number)-aa-aaa"/>
                                    <constraint firstItem="BX\(number)-aa-aaa" firstAttribute="leading" secondItem="RO\(number)-aa-aaa" secondAttribute="leading" id="C2\(number)-aa-aaa"/>
                                    <constraint firstItem="BX\(number)-aa-aaa" firstAttribute="trailing" secondItem="RO\(number)-aa-aaa" secondAttribute="trailing" id="C3\(number)-aa-aaa"/>
                                    <constraint firstItem="BX\(number)-aa-aaa" firstAttribute="height" constant="100" id="C4\(number)-aa-aaa"/>
                                </constraints>
                            </view>
                            \(extra)
                        </viewController>
                    </objects>
                </scene>
        """
    }

    static func box(_ number: Int, barAttributes: String, rootHeight: Int) throws -> [Double] {
        try FixtureLayout.frame(
            of: "BX\(number)-aa-aaa", inScene: "SC\(number)-aa-aaa",
            of: storyboard(barAttributes: barAttributes, rootHeight: rootHeight))
    }

    @Test func aSimulatedTranslucentBarIsUnderTheTopLayoutGuide() throws {
        #expect(try Self.box(1, barAttributes: "", rootHeight: 667) == [0, 64, 375, 100])
    }

    @Test func aControllerPushedFromABarButtonHasThePushersBar() throws {
        #expect(try Self.box(2, barAttributes: "", rootHeight: 667) == [0, 64, 375, 100])
    }

    @Test func underASimulatedOpaqueBarTheTopLayoutGuideIsAtTheRootsTop() throws {
        #expect(try Self.box(1, barAttributes: #"translucent="NO""#, rootHeight: 603) == [0, 0, 375, 100])
    }

    @Test func aControllerPushedByOneWithAnOpaqueBarIsBelowItToo() throws {
        #expect(try Self.box(2, barAttributes: #"translucent="NO""#, rootHeight: 603) == [0, 0, 375, 100])
    }
}
