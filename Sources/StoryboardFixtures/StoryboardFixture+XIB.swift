extension StoryboardFixture {
    /// A 375 × 667 XIB (an iPhone 8's screen) saved by the Xcode of `tools`, whose top-level root
    /// view (`ROT-aa-aaa`) holds `subviews` and `constraints`.
    public static func xib(tools: String = "22155", subviews: String, constraints: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="ROT-aa-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        \(subviews)
                    </subviews>
                    <constraints>
                        \(constraints)
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }
}
