import LayoutEngine
import SceneModel
import Testing

/// Pixel snapping: UIKit rounds solved frames to the nearest device pixel (1/2 point at 2x,
/// 1/3 at 3x), halves up, and rounds a frame's edges, so that views whose constraints make
/// them meet still meet on screen.
@Suite struct PixelSnappingConformance {
    @Test(arguments: PixelSnappingCases.all)
    func pixelSnapping(_ testCase: ConformanceCase) throws { try Conformance.check(testCase) }
}

enum PixelSnappingCases {
    static let snapshots =
        "swift-snapshot-testing recorded snapshots, label centred in a 375-point view at 3x (github.com/pointfreeco/swift-snapshot-testing, Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests)"
    static let nearest =
        "Stack Overflow: Auto Layout rounds frames to the nearest pixel, 950.25 -> 950.5 and 950.2 -> 950 at 2x (mirror: www.e-learn.cn/topic/786373)"
    static let anatomy =
        "Apple, Auto Layout Guide, Anatomy of a Constraint (developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/AnatomyofaConstraint.html): an equality holds exactly, so views that meet in the solution meet on screen"
    static let cookbookEqualWidths =
        "Apple, Auto Layout Cookbook, Simple Constraints: Two Equal-Width Views (developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/LayoutUsingSimpleConstraints.html)"

    /// A view with the given horizontal and vertical constraints (the other two lines).
    static func box(
        _ name: String, device: String, source: String, _ constraints: [String],
        expected: Frame, knownIssue: String? = nil
    ) -> ConformanceCase {
        ConformanceCase(
            name: name, source: source,
            scene: "views:\n  Box: {}\nconstraints:\n" + constraints.map { "  - \($0)\n" }.joined(),
            device: device, expected: ["Box": expected], knownIssue: knownIssue)
    }

    static let rounding: [ConformanceCase] = [
        // (375 − 52.667) / 2 = 161.1667, 483.5 pixels: up to 161.333.
        box(
            "52.667 wide centred in 375 at 3x", device: "iPhone X", source: snapshots,
            [
                "Box.Width = 52.666666666666664", "Box.CenterX = Superview.CenterX",
                "Box.Height = 19.333333333333332", "Box.Top = Superview.Top + 100",
            ],
            expected: Frame(161.333, 100, 52.667, 19.333)),
        // y = 406 − 7/6 = 404.8333, 1214.5 pixels: up to 405.
        box(
            "centre y 404.8333 at 3x", device: "iPhone X", source: snapshots,
            [
                "Box.Leading = Superview.Leading", "Box.Width = 10",
                "Box.Height = 2.3333333333333335", "Box.CenterY = Superview.CenterY",
            ],
            expected: Frame(0, 405, 10, 2.333)),
        box(
            "950.25 at 2x", device: "iPad Pro (12.9-inch)", source: nearest,
            [
                "Box.Leading = Superview.Leading", "Box.Width = 10", "Box.Top = Superview.Top + 950.25",
                "Box.Height = 10",
            ],
            expected: Frame(0, 950.5, 10, 10)),
        box(
            "950.2 at 2x", device: "iPad Pro (12.9-inch)", source: nearest,
            [
                "Box.Leading = Superview.Leading", "Box.Width = 10", "Box.Top = Superview.Top + 950.2",
                "Box.Height = 10",
            ],
            expected: Frame(0, 950, 10, 10)),
        // Nearest, not up: 10.3 → 10.5 at 2x; 10.1 → 10.0 and 10.2 → 10.333 at 3x.
        box(
            "10.3 at 2x", device: "iPhone 8", source: nearest,
            [
                "Box.Leading = Superview.Leading + 10.3", "Box.Width = 20", "Box.Top = Superview.Top + 10.1",
                "Box.Height = 20",
            ],
            expected: Frame(10.5, 10, 20, 20)),
        box(
            "10.1 and 10.2 at 3x", device: "iPhone X", source: nearest,
            [
                "Box.Leading = Superview.Leading + 10.1", "Box.Width = 20", "Box.Top = Superview.Top + 10.2",
                "Box.Height = 20",
            ],
            expected: Frame(10, 10.333, 20, 20)),
        // Right edge 20.25, a tie at 2x: up to 20.5, so the width is 10.5.
        box(
            "width tie at 2x", device: "iPhone 8", source: nearest,
            [
                "Box.Leading = Superview.Leading + 10", "Box.Width = 10.25", "Box.Top = Superview.Top",
                "Box.Height = 10",
            ],
            expected: Frame(10, 0, 10.5, 10)),
        // Edges 10.2 and 20.4 snap to 10.0 and 20.5: 10.5 wide, where snapping the size gives 10.
        box(
            "edges 10.2 to 20.4 at 2x", device: "iPhone 8", source: "\(nearest); \(anatomy)",
            [
                "Box.Leading = Superview.Leading + 10.2", "Box.Width = 10.2", "Box.Top = Superview.Top",
                "Box.Height = 10",
            ],
            expected: Frame(10, 0, 10.5, 10)),
    ]

    /// Two views that meet (B.Leading = A.Trailing) stay flush after snapping: A ends where B begins.
    static let flush = ConformanceCase(
        name: "meeting views stay flush at 2x", source: "\(nearest); \(anatomy)",
        scene: """
            views:
              A: {}
              B: {}
            constraints:
              - A.Leading = Superview.Leading + 10.2
              - A.Width = 10.2
              - B.Leading = A.Trailing
              - B.Width = 10.2
              - A.Top = Superview.Top
              - B.Top = Superview.Top
              - A.Height = 10
              - B.Height = 10
            """,
        device: "iPhone 8",
        // Edges 10.2, 20.4, 30.6 → 10.0, 20.5, 30.5.
        expected: ["A": Frame(10, 0, 10.5, 10), "B": Frame(20.5, 0, 10, 10)])

    /// Three equal widths between the 16-point margins of a 375-point root: 114.333 each, edges
    /// at 16, 130.333, 244.667, 359 → 16, 130.5, 244.5, 359 at 2x.
    static let equalThirds = ConformanceCase(
        name: "three equal widths at 2x", source: "\(cookbookEqualWidths); \(nearest)",
        scene: """
            views:
              A: {}
              B: {}
              C: {}
            constraints:
              - H:|-[A][B(==A)][C(==A)]-|
              - V:|-100-[A(50)]
              - V:|-100-[B(50)]
              - V:|-100-[C(50)]
            """,
        device: "iPhone 8",
        expected: ["A": Frame(16, 100, 114.5, 50), "B": Frame(130.5, 100, 114, 50), "C": Frame(244.5, 100, 114.5, 50)])

    /// The snapshot's own case: headline "What's" at M (52.667 × 19.333) centred in 375.
    static let centredLabel = ConformanceCase(
        name: "headline label centred at 3x", source: snapshots,
        scene: """
            views:
              Text: {type: label, text: "What's", font: headline}
            constraints:
              - Text.CenterX = Superview.CenterX
              - Text.Top = Superview.Top + 100
            """,
        device: "iPhone X", category: .M, expected: ["Text": Frame(161.333, 100, 52.667, 19.333)])

    static let all = rounding + [flush, equalThirds, centredLabel]
}
