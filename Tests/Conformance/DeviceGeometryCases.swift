import LayoutEngine
import SceneModel
import Testing

/// Screen sizes, safe areas and root layout margins per device and orientation. Three views
/// are pinned to the root's edges, its safe area and its margins guide: their frames are
/// UIScreen.bounds, the safe-area rectangle and the margins rectangle UIKit gives a full-screen
/// root view without bars.
@Suite struct DeviceGeometryConformance {
    @Test(arguments: DeviceGeometryCases.all)
    func deviceGeometry(_ testCase: ConformanceCase) throws { try Conformance.check(testCase) }
}

enum DeviceGeometryCases {
    static let scene = """
        views:
          Full Box: {}
          Safe Box: {}
          Margin Box: {}
        constraints:
          - H:|[Full Box]|
          - V:|[Full Box]|
          - Safe Box.Leading = Safe Area.Leading
          - Safe Box.Trailing = Safe Area.Trailing
          - Safe Box.Top = Safe Area.Top
          - Safe Box.Bottom = Safe Area.Bottom
          - Margin Box.Leading = Margins.Leading
          - Margin Box.Trailing = Margins.Trailing
          - Margin Box.Top = Margins.Top
          - Margin Box.Bottom = Margins.Bottom
        """

    // Sources, as docs/uikit-rules.md names them.
    static let snapshotTesting =
        "swift-snapshot-testing ViewImageConfig (github.com/pointfreeco/swift-snapshot-testing, Sources/SnapshotTesting/Common/View.swift)"
    static let qmui = "QMUI_iOS QMUIHelper safeAreaInsetsForDeviceWithNotch (github.com/Tencent/QMUI_iOS)"
    static let appleSpecs =
        "Apple, iPad Pro tech specs (apple.com/ipad-pro/specs): the 11-inch 2420 × 1668 pixels, the 13-inch 2752 × 2064, at 2x; every iPad with a home indicator has insets 24 and 20"
    static let margins =
        "Apple, UIViewController.systemMinimumLayoutMargins and UIView.directionalLayoutMargins (developer.apple.com/documentation/uikit/uiviewcontroller/systemminimumlayoutmargins): 16 or 20 beside the safe area"

    /// One device in one orientation: the screen in points, the safe-area insets
    /// `[top, left, bottom, right]` and the system minimum side margin.
    static func geometry(
        _ device: String, _ orientation: Orientation, size: (Double, Double),
        safe: [Double], side: Double, source: String
    ) -> ConformanceCase {
        let (w, h) = size
        let (top, left, bottom, right) = (safe[0], safe[1], safe[2], safe[3])
        return ConformanceCase(
            name: "\(device) \(orientation.rawValue)", source: "\(source); \(margins)", scene: scene,
            device: device, orientation: orientation,
            expected: [
                "Full Box": Frame(0, 0, w, h),
                "Safe Box": Frame(left, top, w - left - right, h - top - bottom),
                // Margins are added inside the safe area (insetsLayoutMarginsFromSafeArea);
                // the root's top and bottom margins are 0.
                "Margin Box": Frame(left + side, top, w - left - right - 2 * side, h - top - bottom),
            ])
    }

    /// Portrait and landscape of a phone: landscape swaps the size; home-button phones hide
    /// the status bar in landscape (no inset); the side margin is 16 below 414 points of
    /// width, else 20 (also in landscape, where every phone is at least 568 wide).
    static func phone(
        _ device: String, _ w: Double, _ h: Double, top: Double, bottom: Double,
        landscape: [Double], source: String = snapshotTesting
    ) -> [ConformanceCase] {
        [
            geometry(
                device, .portrait, size: (w, h), safe: [top, 0, bottom, 0], side: w < 414 ? 16 : 20, source: source),
            geometry(device, .landscape, size: (h, w), safe: landscape, side: 20, source: source),
        ]
    }

    /// iPads keep the status bar (and home indicator) in both orientations; margins are 20.
    static func pad(
        _ device: String, _ w: Double, _ h: Double, top: Double, bottom: Double,
        source: String
    ) -> [ConformanceCase] {
        [
            geometry(device, .portrait, size: (w, h), safe: [top, 0, bottom, 0], side: 20, source: source),
            geometry(device, .landscape, size: (h, w), safe: [top, 0, bottom, 0], side: 20, source: source),
        ]
    }

    static let all: [ConformanceCase] =
        phone("iPhone SE (1st generation)", 320, 568, top: 20, bottom: 0, landscape: [0, 0, 0, 0])
        + phone("iPhone 8", 375, 667, top: 20, bottom: 0, landscape: [0, 0, 0, 0])
        + phone("iPhone 8 Plus", 414, 736, top: 20, bottom: 0, landscape: [0, 0, 0, 0])
        + phone(
            "iPhone X", 375, 812, top: 44, bottom: 34, landscape: [0, 44, 21, 44], source: "\(snapshotTesting); \(qmui)"
        )
        + phone("iPhone XR", 414, 896, top: 48, bottom: 34, landscape: [0, 48, 21, 48], source: qmui)
        + phone(
            "iPhone XS Max", 414, 896, top: 44, bottom: 34, landscape: [0, 44, 21, 44],
            source: "\(snapshotTesting); \(qmui)")
        + phone(
            "iPhone 12 mini", 375, 812, top: 50, bottom: 34, landscape: [0, 50, 21, 50],
            source: "\(snapshotTesting); \(qmui)")
        + phone(
            "iPhone 12", 390, 844, top: 47, bottom: 34, landscape: [0, 47, 21, 47],
            source: "\(snapshotTesting); \(qmui)")
        + phone(
            "iPhone 12 Pro Max", 428, 926, top: 47, bottom: 34, landscape: [0, 47, 21, 47],
            source: "\(snapshotTesting); \(qmui)")
        + phone("iPhone 15 Pro", 393, 852, top: 59, bottom: 34, landscape: [0, 59, 21, 59], source: qmui)
        + phone("iPhone 15 Pro Max", 430, 932, top: 59, bottom: 34, landscape: [0, 59, 21, 59], source: qmui)
        + phone("iPhone 16 Pro", 402, 874, top: 62, bottom: 34, landscape: [0, 62, 21, 62], source: qmui)
        + phone("iPhone 16 Pro Max", 440, 956, top: 62, bottom: 34, landscape: [0, 62, 21, 62], source: qmui)
        + pad(
            "iPad mini (6th generation)", 744, 1133, top: 24, bottom: 20,
            source:
                "swift-snapshot-testing PR #653, iPad mini 6 (github.com/pointfreeco/swift-snapshot-testing/pull/653); \(qmui)"
        )
        + pad("iPad (9th generation)", 810, 1080, top: 20, bottom: 0, source: "\(snapshotTesting), iPad10_2")
        + pad("iPad Air (5th generation)", 820, 1180, top: 24, bottom: 20, source: qmui)
        + pad("iPad Pro (11-inch)", 834, 1194, top: 24, bottom: 20, source: "\(snapshotTesting), iPadPro11")
        + pad("iPad Pro (12.9-inch)", 1024, 1366, top: 24, bottom: 20, source: qmui)
        + pad("iPad Pro 11-inch (M4)", 834, 1210, top: 24, bottom: 20, source: "\(appleSpecs); \(qmui)")
        + pad("iPad Pro 13-inch (M4)", 1032, 1376, top: 24, bottom: 20, source: "\(appleSpecs); \(qmui)")
}
