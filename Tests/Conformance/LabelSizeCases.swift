import LayoutEngine
import SceneModel
import Testing

/// Single-line labels at their intrinsic size: the text's width and the font's line height
/// (1.193359375 em), each rounded up to the pixel grid. The sizes are UIKit's, measured at 3x
/// in swift-snapshot-testing's recorded snapshots; widths depend on San Francisco, for which
/// the project substitutes Inter.
@Suite struct LabelSizeConformance {
    @Test(arguments: LabelSizeCases.all)
    func labelSize(_ testCase: ConformanceCase) throws { try Conformance.check(testCase) }
}

enum LabelSizeCases {
    static let snapshots =
        "swift-snapshot-testing recorded snapshots, testTraits (github.com/pointfreeco/swift-snapshot-testing, Tests/SnapshotTestingTests/__Snapshots__/SnapshotTestingTests)"
    static let typography =
        "Apple Human Interface Guidelines, Typography: Dynamic Type sizes (developer.apple.com/design/human-interface-guidelines/typography)"
    /// Inter is 2-4.5 % wider than San Francisco before tracking and lands within about half a
    /// point after it: some widths round to another third of a point.
    static let interWidths = "Inter stands in for San Francisco: its width rounds to another pixel"

    static func label(
        _ text: String, font: String, category: SizeCategory = .L, device: String = "iPhone X",
        size: Frame, source: String = snapshots, knownIssue: String? = nil
    ) -> ConformanceCase {
        ConformanceCase(
            name: "\(font) \"\(text)\" at \(category.rawValue) on \(device)", source: source,
            scene: """
                views:
                  Text: {type: label, text: "\(text)", font: \(font)}
                constraints:
                  - Text.Leading = Superview.Leading + 10
                  - Text.Top = Superview.Top + 100
                """,
            device: device, category: category,
            expected: ["Text": Frame(10, 100, size.width, size.height)], knownIssue: knownIssue)
    }

    /// Width and height as recorded at the default size (L) and at M (body and headline 16,
    /// subheadline 14).
    static let measured: [ConformanceCase] = [
        label("the", font: "body", size: .size(25.0, 20.333), knownIssue: interWidths),
        label("point", font: "body", size: .size(39.0, 20.333)),
        label("What's", font: "headline", size: .size(55.667, 20.333), knownIssue: interWidths),
        label("?", font: "subheadline", size: .size(7.667, 18.0)),
        label("What's", font: "headline", category: .M, size: .size(52.667, 19.333)),
        label("the", font: "body", category: .M, size: .size(23.667, 19.333), knownIssue: interWidths),
        label("point", font: "body", category: .M, size: .size(37.0, 19.333)),
        label("?", font: "subheadline", category: .M, size: .size(7.333, 17.0)),
    ]

    /// Title 1 at every content-size category (25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58
    /// points): the recorded heights are ceil to 1/3 of 1.193359375 × size. Widths are not
    /// recorded.
    static let title1Heights: [ConformanceCase] = zip(
        SizeCategory.allCases,
        [30.0, 31.333, 32.333, 33.667, 36.0, 38.333, 40.667, 45.667, 51.333, 57.333, 63.333, 69.333]
    ).map {
        label("Title", font: "title1", category: $0, size: .size(nil, $1), source: "\(snapshots); \(typography)")
    }

    /// The same line height on the 2x grid: 17 × 1.193359375 = 20.287 rounds up to 20.5.
    static let twoX: [ConformanceCase] = [
        label("the", font: "body", device: "iPhone 8", size: .size(nil, 20.5)),
        label(
            "Title", font: "title1", category: .AX5, device: "iPhone 8", size: .size(nil, 69.5),
            source: "\(snapshots); \(typography)"),
    ]

    /// A label pinned to the margins of a 320-point root is 288 wide at x = 16, whatever its text.
    static let pinned = ConformanceCase(
        name: "label between the margins on iPhone SE", source: "\(snapshots), iPhone SE label pinned to the margins",
        scene: """
            views:
              Text: {type: label, text: "What's the point?", font: body}
            constraints:
              - Text.Leading = Margins.Leading
              - Text.Trailing = Margins.Trailing
              - Text.Top = Safe Area.Top
            """,
        device: "iPhone SE (1st generation)", expected: ["Text": Frame(16, 20, 288, 20.5)])

    static let all = measured + title1Heights + twoX + [pinned]
}
