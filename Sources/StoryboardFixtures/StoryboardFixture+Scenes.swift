/// Storyboards of several scenes, built from parts: a document, controller scenes numbered 1, 2, …
/// (scene `SC1-aa-aaa`, controller `VC1-aa-aaa`, root `RO1-aa-aaa`), and the box most bar tests
/// measure (`BX1-aa-aaa`), so that a test states only the attributes its rule is about.
extension StoryboardFixture {
    /// What a root's subviews are placed against at its top: a safe area (`SA1-aa-aaa`), or the
    /// top and bottom layout guides of documents without safe areas (`TO1-aa-aaa`, `BO1-aa-aaa`).
    public enum TopGuide: Sendable {
        case safeArea, layoutGuides
    }

    /// A document of `scenes` (`controllerScene`, `navigationControllerScene`), saved by the given
    /// Xcode build for the given device; `safeAreas` says whether its roots have safe areas.
    public static func document(
        tools: String = "22155",
        device: String = #"<device id="retina4_7" orientation="portrait"/>"#,
        safeAreas: Bool = true, initialController: String = "VC1-aa-aaa", scenes: [String]
    ) -> String {
        let safeAreaAttribute = safeAreas ? #" useSafeAreas="YES""# : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES"\(safeAreaAttribute) initialViewController="\(initialController)">
                \(device)
                <scenes>
            \(scenes.joined(separator: "\n"))
                </scenes>
            </document>
            """
    }

    /// Controller scene `number`: its root (375 × 667 unless `rootFrame` says otherwise) holds
    /// `subviews` and `constraints` against `guide`; `controllerContent` follows the root (a
    /// navigation item, simulated metrics), `controllerAttributes` go on the controller.
    public static func controllerScene(
        _ number: Int, guide: TopGuide = .safeArea,
        rootFrame: String = #"x="0.0" y="0.0" width="375" height="667""#,
        subviews: String, constraints: String = "", controllerContent: String = "", controllerAttributes: String = ""
    ) -> String {
        let layoutGuides =
            guide == .layoutGuides
            ? """
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="TO\(number)-aa-aaa"/>
                            <viewControllerLayoutGuide type="bottom" id="BO\(number)-aa-aaa"/>
                        </layoutGuides>

            """ : ""
        let safeArea = guide == .safeArea ? "\n" + #"<viewLayoutGuide key="safeArea" id="SA\#(number)-aa-aaa"/>"# : ""
        return """
                    <scene sceneID="SC\(number)-aa-aaa">
                        <objects>
                            <viewController \(controllerAttributes.isEmpty ? "" : controllerAttributes + " ")id="VC\(number)-aa-aaa" sceneMemberID="viewController">
            \(layoutGuides)                <view key="view" contentMode="scaleToFill" id="RO\(number)-aa-aaa">
                                    <rect key="frame" \(rootFrame)/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
            \(subviews)
                                    </subviews>\(safeArea)
                                    <constraints>
            \(constraints)
                                    </constraints>
                                </view>\(controllerContent.isEmpty ? "" : "\n" + controllerContent)
                            </viewController>
                        </objects>
                    </scene>
            """
    }

    /// Controller scene `number` holding only its box (`box`): what the bar tests measure.
    public static func boxScene(
        _ number: Int, guide: TopGuide = .safeArea,
        rootFrame: String = #"x="0.0" y="0.0" width="375" height="667""#, height: Int = 100,
        controllerContent: String = ""
    ) -> String {
        let (subview, constraints) = box(number, guide: guide, height: height)
        return controllerScene(
            number, guide: guide, rootFrame: rootFrame, subviews: subview, constraints: constraints,
            controllerContent: controllerContent)
    }

    /// The box `BX1-aa-aaa` of scene `number`: as wide as its root, `height` high, its top on the
    /// top of `guide` (the safe area's top, the top layout guide's bottom). Where a bar puts that
    /// top is what the bar tests read from its frame.
    public static func box(_ number: Int, guide: TopGuide = .safeArea, height: Int = 100) -> (
        subview: String, constraints: String
    ) {
        let (top, edge) = guide == .safeArea ? ("SA\(number)-aa-aaa", "top") : ("TO\(number)-aa-aaa", "bottom")
        let (box, root) = ("BX\(number)-aa-aaa", "RO\(number)-aa-aaa")
        let subview = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(box)" userLabel="Box">
                <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
            </view>
            """
        let constraints = """
            <constraint firstItem="\(box)" firstAttribute="top" secondItem="\(top)" secondAttribute="\(edge)" id="C1\(number)-aa-aaa"/>
            <constraint firstItem="\(box)" firstAttribute="leading" secondItem="\(root)" secondAttribute="leading" id="C2\(number)-aa-aaa"/>
            <constraint firstItem="\(box)" firstAttribute="trailing" secondItem="\(root)" secondAttribute="trailing" id="C3\(number)-aa-aaa"/>
            <constraint firstItem="\(box)" firstAttribute="height" constant="\(height)" id="C4\(number)-aa-aaa"/>
            """
        return (subview, constraints)
    }

    /// The box `BOX-aa-aaa` of a one-scene storyboard: as wide as its root `ROO-aa-aaa`, 100
    /// high, its bottom on the safe area's bottom. Where a bottom bar puts that bottom is what the
    /// toolbar tests read from its frame.
    public static let bottomBox = (
        subview: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX-aa-aaa" userLabel="Box">
            <rect key="frame" x="0.0" y="567" width="375" height="100"/>
        </view>
        """,
        constraints: """
        <constraint firstItem="SAF-aa-aaa" firstAttribute="bottom" secondItem="BOX-aa-aaa" secondAttribute="bottom" id="C01-aa-aaa"/>
        <constraint firstItem="BOX-aa-aaa" firstAttribute="leading" secondItem="ROO-aa-aaa" secondAttribute="leading" id="C02-aa-aaa"/>
        <constraint firstItem="BOX-aa-aaa" firstAttribute="trailing" secondItem="ROO-aa-aaa" secondAttribute="trailing" id="C03-aa-aaa"/>
        <constraint firstItem="BOX-aa-aaa" firstAttribute="height" constant="100" id="C04-aa-aaa"/>
        """
    )
}
