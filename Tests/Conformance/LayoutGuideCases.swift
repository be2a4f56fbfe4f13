import LayoutEngine
import SceneModel
import Testing

/// Layout guides: the top and bottom layout guides under bars, the safe area, the readable
/// content guide, and the layout margins of views below the root.
@Suite struct LayoutGuideConformance {
    @Test(arguments: LayoutGuideCases.all)
    func layoutGuide(_ testCase: ConformanceCase) throws { try Conformance.check(testCase) }
}

enum LayoutGuideCases {
    static let useYourLoafX =
        "useyourloaf, Supporting iPhone X: top layout guide 64 under a navigation bar on iPhone 8, 88 on iPhone X; 32-point bar in compact-height landscape (useyourloaf.com/blog/supporting-iphone-x/)"
    static let hacknicity =
        "Geoff Hackworth, iPad Navigation Bar and Toolbar Height Changes in iOS 12: 50 points on iPad (medium.com/@hacknicity/ipad-navigation-bar-and-toolbar-height-changes-in-ios-12-91c5766809f4)"
    static let largeTitle =
        "Geoff Hackworth (as above) and usagimaru, large titles: a 96-point bar, 116 under a 20-point status bar, 140 on iPhone X (qiita.com/usagimaru/items/761e9a5f3d78b1939df8)"
    static let qmui =
        "QMUI_iOS QMUICommonDefines.h: TabBarHeight 49, 83 with the home indicator (github.com/Tencent/QMUI_iOS)"
    static let qmuiToolbar =
        "QMUI_iOS QMUICommonDefines.h: ToolBarHeight 44, 78 with the home indicator (github.com/Tencent/QMUI_iOS)"
    static let readable =
        "useyourloaf, Readable Content Guides: 672 points wide, 176 from each side of a 1024-point iPad (useyourloaf.com/blog/readable-content-guides/)"
    static let margins =
        "Apple, UIView.directionalLayoutMargins: 8 points on each side of a view that is not a view controller's root (developer.apple.com/documentation/uikit/uiview/directionallayoutmargins)"

    /// A box from the top layout guide's bottom to the bottom layout guide's top.
    static func between(
        _ name: String, bars: String, device: String, _ orientation: Orientation = .portrait,
        top: Double, bottom: Double, height: Double, source: String
    ) -> ConformanceCase {
        ConformanceCase(
            name: name, source: source,
            scene: """
                bars: [\(bars)]
                views:
                  Box: {}
                constraints:
                  - Box.Leading = Superview.Leading
                  - Box.Width = 10
                  - Box.Top = Top Layout Guide.Bottom
                  - Box.Bottom = Bottom Layout Guide.Top
                """,
            device: device, orientation: orientation, expected: ["Box": Frame(0, top, 10, height - top - bottom)])
    }

    static let bars: [ConformanceCase] = [
        between(
            "navigation bar on iPhone 8", bars: "statusBar, navigationBar", device: "iPhone 8",
            top: 64, bottom: 0, height: 667, source: useYourLoafX),
        between(
            "navigation bar on iPhone X", bars: "statusBar, navigationBar", device: "iPhone X",
            top: 88, bottom: 34, height: 812, source: useYourLoafX),
        // No status bar in landscape; the bar is 32 in compact height.
        between(
            "navigation bar on iPhone 8 landscape", bars: "statusBar, navigationBar", device: "iPhone 8", .landscape,
            top: 32, bottom: 0, height: 375, source: useYourLoafX),
        between(
            "navigation bar on iPad", bars: "statusBar, navigationBar", device: "iPad Air (5th generation)",
            top: 74, bottom: 20, height: 1180, source: hacknicity),
        between(
            "large title on iPhone 8", bars: "statusBar, largeTitle", device: "iPhone 8",
            top: 116, bottom: 0, height: 667, source: largeTitle),
        between(
            "large title on iPhone X", bars: "statusBar, largeTitle", device: "iPhone X",
            top: 140, bottom: 34, height: 812, source: largeTitle),
        between(
            "tab bar on iPhone 8", bars: "statusBar, tabBar", device: "iPhone 8",
            top: 20, bottom: 49, height: 667, source: qmui),
        between(
            "tab bar on iPhone X", bars: "statusBar, tabBar", device: "iPhone X",
            top: 44, bottom: 83, height: 812, source: qmui),
        between(
            "toolbar on iPhone 8", bars: "statusBar, toolbar", device: "iPhone 8",
            top: 20, bottom: 44, height: 667, source: qmuiToolbar),
        between(
            "toolbar on iPhone X", bars: "statusBar, toolbar", device: "iPhone X",
            top: 44, bottom: 78, height: 812, source: qmuiToolbar),
    ]

    static func readableCase(
        _ device: String, _ orientation: Orientation = .portrait, x: Double, width: Double,
        source: String
    ) -> ConformanceCase {
        ConformanceCase(
            name: "readable content on \(device) \(orientation.rawValue)", source: source,
            scene: """
                views:
                  Text Column: {}
                constraints:
                  - Text Column.Leading = Readable Content.Leading
                  - Text Column.Trailing = Readable Content.Trailing
                  - Text Column.Top = Superview.Top + 100
                  - Text Column.Height = 10
                """,
            device: device, orientation: orientation, expected: ["Text Column": Frame(x, 100, width, 10)])
    }

    static let readableContent: [ConformanceCase] = [
        readableCase("iPad Pro (12.9-inch)", x: 176, width: 672, source: readable),
        // On an iPhone in portrait the guide is the margins guide.
        readableCase("iPhone 8", x: 16, width: 343, source: readable),
    ]

    /// Inner is pinned to Card's margins guide: 8 points inside Card on every side.
    static let viewMargins = ConformanceCase(
        name: "margins of a subview", source: margins,
        scene: """
            views:
              Card:
                subviews:
                  Inner: {}
            constraints:
              - Card.Leading = Superview.Leading + 40
              - Card.Top = Superview.Top + 100
              - Card.Width = 200
              - Card.Height = 100
              - Inner.Leading = Card.Margins.Leading
              - Inner.Trailing = Card.Margins.Trailing
              - Inner.Top = Card.Margins.Top
              - Inner.Bottom = Card.Margins.Bottom
            """,
        device: "iPhone 8", expected: ["Card": Frame(40, 100, 200, 100), "Inner": Frame(8, 8, 184, 84)])

    static let all = bars + readableContent + [viewMargins]
}
