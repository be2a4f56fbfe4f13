/// Hand-written Interface Builder documents for tests: a storyboard of one scene whose root view
/// (375 × 667, a safe area) holds the given subviews and constraints, saved by the given Xcode build
/// for the given device.
public enum StoryboardFixture {
    public static func storyboard(
        tools: String = "22155",
        device: String = #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#,
        root: String, constraints: String, extraScene: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="VC1-aa-aaa">
            \(device)
            <scenes>
                <scene sceneID="SC1-aa-aaa">
                    <objects>
                        <viewController id="VC1-aa-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="ROO-aa-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(root)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="SAF-aa-aaa"/>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        \(extraScene)
            </scenes>
        </document>
        """
    }
}
