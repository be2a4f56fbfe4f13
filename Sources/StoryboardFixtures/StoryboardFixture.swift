/// Hand-written Interface Builder documents for the tests of the storyboard reader and of
/// StoredFrames.
public enum StoryboardFixture {
    /// A storyboard of one scene (`SC1-aa-aaa`, controller `VC1-aa-aaa`) whose root view
    /// (`ROO-aa-aaa`, 375 × 667 unless `rootFrame` says otherwise, safe area `SAF-aa-aaa`) holds the
    /// given subviews and constraints, saved by the given Xcode build for the given device.
    /// `rootAttributes` go on the root view, `controllerContent` after it (a navigation item,
    /// simulated metrics), `extraScene` after the scene (`navigationControllerScene`).
    public static func storyboard(
        tools: String = "22155",
        device: String = #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#,
        initialController: String = "VC1-aa-aaa", rootAttributes: String = "",
        rootFrame: String = #"x="0.0" y="0.0" width="375" height="667""#,
        root: String, constraints: String, controllerContent: String = "", extraScene: String = "",
        resources: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="\(initialController)">
            \(device)
            <scenes>
                <scene sceneID="SC1-aa-aaa">
                    <objects>
                        <viewController id="VC1-aa-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" \(rootAttributes.isEmpty ? "" : rootAttributes + " ")id="ROO-aa-aaa">
                                <rect key="frame" \(rootFrame)/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(root)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="SAF-aa-aaa"/>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>\(controllerContent.isEmpty ? "" : "\n" + controllerContent)
                        </viewController>
                    </objects>
                </scene>
        \(extraScene)
            </scenes>\(resources.isEmpty ? "" : "\n    <resources>\n" + resources + "\n    </resources>")
        </document>
        """
    }

    /// A navigation item with a left item (Cancel) and three right items: a done-styled title, a
    /// disabled image (`gear`), a 36 × 20 custom view.
    public static let navigationItemWithBarItems = """
        <navigationItem key="navigationItem" title="Items" leftItemsSupplementBackButton="YES" id="NAV-it-001">
            <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="BB1-aa-aaa"/>
            <rightBarButtonItems>
                <barButtonItem title="Send" style="done" id="BB2-aa-aaa"/>
                <barButtonItem enabled="NO" image="gear" id="BB3-aa-aaa"/>
                <barButtonItem id="BB4-aa-aaa">
                    <view key="customView" contentMode="scaleToFill" id="CV1-aa-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="36" height="20"/>
                    </view>
                </barButtonItem>
            </rightBarButtonItems>
        </navigationItem>
        """

    /// A controller (scene `SC1-aa-aaa`, its box `BX1-aa-aaa`) held by a navigation controller
    /// whose bar has `barAttributes` (`translucent="NO"`), its root stored below the bar (y = 64,
    /// 603 high, unless `rootFrame` and `barFrame` say otherwise, on the device `device` of the
    /// Xcode build `tools`); `edges` go in the controller (`<extendedEdge key="edgesForExtendedLayout"/>`).
    public static func rootBelowNavigationBar(
        barAttributes: String, edges: String = "", tools: String = "14460",
        device: String = #"<device id="retina4_7" orientation="portrait"/>"#,
        rootFrame: String = #"x="0.0" y="64" width="375" height="603""#,
        barFrame: String = #"x="0.0" y="20" width="375" height="44""#, barContent: String = ""
    ) -> String {
        document(
            tools: tools, device: device, initialController: "NAV-aa-aaa",
            scenes: [
                boxScene(
                    1, rootFrame: rootFrame,
                    controllerContent: #"<navigationItem key="navigationItem" title="Items" id="NIT-aa-aaa"/>"# + edges),
                navigationControllerScene(
                    root: "VC1-aa-aaa", barAttributes: barAttributes, barFrame: barFrame, barContent: barContent),
            ])
    }

    /// A navigation controller scene holding `root` (a controller id) by a relationship segue;
    /// `barAttributes` go on its navigation bar (`translucent="NO"`), `barFrame` is the bar's
    /// stored frame, `barContent` its children (colours, title attributes, appearances);
    /// `attributes` go on the navigation controller (`navigationBarHidden="YES"`); `toolbar` is
    /// its `<toolbar key="toolbar">` element, if any.
    public static func navigationControllerScene(
        root: String, barAttributes: String = "", barFrame: String = #"x="0.0" y="20" width="375" height="44""#,
        barContent: String = "", attributes: String = "", toolbar: String = ""
    ) -> String {
        """
                <scene sceneID="SCN-aa-nav">
                    <objects>
                        <navigationController \(attributes.isEmpty ? "" : attributes + " ")id="NAV-aa-aaa" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" \(barAttributes) id="BAR-aa-aaa">
                                <rect key="frame" \(barFrame)/>
                                <autoresizingMask key="autoresizingMask"/>\(barContent.isEmpty ? "" : "\n" + barContent)
                            </navigationBar>\(toolbar.isEmpty ? "" : "\n" + toolbar)
                            <connections>
                                <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="REL-aa-aaa"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        """
    }

    /// A tab bar controller scene (`STB-aa-aaa`, controller `TAB-aa-aaa`) holding `children`
    /// (controller ids) by relationship segues; `navigationItem` goes in the controller,
    /// `barAttributes` and `barContent` on and in its tab bar.
    public static func tabBarControllerScene(
        children: [String], navigationItem: String = "", barAttributes: String = "", barContent: String = ""
    ) -> String {
        let segues = children.enumerated().map { index, child in
            #"<segue destination="\#(child)" kind="relationship" relationship="viewControllers" id="TR\#(index)-aa-aaa"/>"#
        }
        return """
                    <scene sceneID="STB-aa-aaa">
                        <objects>
                            <tabBarController id="TAB-aa-aaa" sceneMemberID="viewController">\(navigationItem.isEmpty ? "" : "\n" + navigationItem)
                                <tabBar key="tabBar" contentMode="scaleToFill" \(barAttributes.isEmpty ? "" : barAttributes + " ")id="TBB-aa-aaa">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>\(barContent.isEmpty ? "" : "\n" + barContent)
                                </tabBar>
                                <connections>
            \(segues.joined(separator: "\n"))
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
            """
    }
}
