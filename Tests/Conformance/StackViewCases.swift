import LayoutEngine
import SceneModel
import Testing

/// UIStackView's distributions and alignments, with arranged views of known intrinsic sizes
/// (A 50 × 40, B 100 × 20, C 60 × 30) so that no font is involved. The stack is pinned to the
/// margins of an iPhone 8 (x 16, 343 wide) 20 points below the safe area (y 40); the arranged
/// views' frames are in the stack's coordinates.
@Suite struct StackViewConformance {
    @Test(arguments: StackViewCases.all)
    func stackView(_ testCase: ConformanceCase) throws { try Conformance.check(testCase) }
}

enum StackViewCases {
    static let stackView =
        "Apple, UIStackView documentation: Distribution and Alignment (developer.apple.com/documentation/uikit/uistackview)"
    static let kean =
        "kean.blog, Let's Build UIStackView: the constraints UIKit prints for each distribution and alignment (kean.blog/post/lets-build-uistackview)"
    static let header = "UIKit SDK, UIStackView.h: distribution comments"
    static let hiding =
        "useyourloaf, Stack View Constraint Conflicts When Hiding Views (useyourloaf.com/blog/stack-view-constraint-conflicts-when-hiding-views/)"

    /// A stack of A, B and C; `attributes` are the stack's YAML keys, `arranged` overrides.
    static func stack(
        _ name: String, _ attributes: String, hidden: String = "", hugging: String = "C",
        extra: [String] = [], direction: LayoutDirection = .ltr, expected: [String: Frame],
        source: String = "\(stackView); \(kean)"
    ) -> ConformanceCase {
        func view(_ id: String, _ size: String) -> String {
            var keys = ["intrinsicSize: [\(size)]"]
            if id == hugging { keys.append("hugging: {h: 249, v: 249}") }
            if id == hidden { keys.append("hidden: true") }
            return "      \(id): {\(keys.joined(separator: ", "))}"
        }
        let scene = """
            views:
              Stack:
                type: stack
            \(attributes.split(separator: "\n").map { "    \($0)" }.joined(separator: "\n"))
                arranged:
            \(view("A", "50, 40"))
            \(view("B", "100, 20"))
            \(view("C", "60, 30"))
            constraints:
              - Stack.Leading = Margins.Leading
              - Stack.Top = Safe Area.Top + 20
            """ + (extra.isEmpty ? "\n  - Stack.Trailing = Margins.Trailing" : extra.map { "\n  - \($0)" }.joined())
        var testCase = ConformanceCase(name: name, source: source, scene: scene, device: "iPhone 8", expected: expected)
        testCase.direction = direction
        return testCase
    }

    static let distributions: [ConformanceCase] = [
        // C hugs least (249): it takes the 117 points left over.
        stack(
            "fill", "axis: horizontal\nspacing: 8",
            expected: [
                "Stack": Frame(16, 40, 343, 40),
                "A": Frame(0, 0, 50, 40), "B": Frame(58, 0, 100, 40), "C": Frame(166, 0, 177, 40),
            ]),
        // (343 − 16) / 3 = 109 each; across the axis every view fills the tallest (40).
        stack(
            "fillEqually", "axis: horizontal\ndistribution: fillEqually\nspacing: 8", hugging: "",
            expected: [
                "A": Frame(0, 0, 109, 40), "B": Frame(117, 0, 109, 40), "C": Frame(234, 0, 109, 40),
            ]),
        // Widths in proportion to 50 : 100 : 60 of a 420-point stack without spacing.
        stack(
            "fillProportionally", "axis: horizontal\ndistribution: fillProportionally", hugging: "",
            extra: ["Stack.Width = 420"],
            expected: [
                "A": Frame(0, 0, 100, 40), "B": Frame(100, 0, 200, 40), "C": Frame(300, 0, 120, 40),
            ]),
        // Intrinsic widths; the 133 points left are two equal gaps of 66.5.
        stack(
            "equalSpacing", "axis: horizontal\ndistribution: equalSpacing\nspacing: 8", hugging: "",
            expected: [
                "A": Frame(0, 0, 50, 40), "B": Frame(116.5, 0, 100, 40), "C": Frame(283, 0, 60, 40),
            ]),
        // Centres at 25, 169 and 313: equally far apart.
        stack(
            "equalCentering", "axis: horizontal\ndistribution: equalCentering\nspacing: 8", hugging: "",
            expected: [
                "A": Frame(0, 0, 50, 40), "B": Frame(119, 0, 100, 40), "C": Frame(283, 0, 60, 40),
            ]),
    ]

    /// Across a horizontal stack: the stack is as tall as its tallest view (40).
    static let horizontalAlignments: [ConformanceCase] = [
        stack(
            "alignment top", "axis: horizontal\nspacing: 8\nalignment: top",
            expected: [
                "Stack": Frame(16, 40, 343, 40),
                "A": Frame(0, 0, 50, 40), "B": Frame(58, 0, 100, 20), "C": Frame(166, 0, 177, 30),
            ]),
        stack(
            "alignment center", "axis: horizontal\nspacing: 8\nalignment: center",
            expected: [
                "Stack": Frame(16, 40, 343, 40),
                "A": Frame(0, 0, 50, 40), "B": Frame(58, 10, 100, 20), "C": Frame(166, 5, 177, 30),
            ]),
        stack(
            "alignment bottom", "axis: horizontal\nspacing: 8\nalignment: bottom",
            expected: [
                "Stack": Frame(16, 40, 343, 40),
                "A": Frame(0, 0, 50, 40), "B": Frame(58, 20, 100, 20), "C": Frame(166, 10, 177, 30),
            ]),
    ]

    /// Across a vertical stack of 40 + 8 + 20 + 8 + 30 = 106 points, as wide as the margins.
    static let verticalAlignments: [ConformanceCase] = [
        stack(
            "vertical fill", "axis: vertical\nspacing: 8", hugging: "",
            expected: [
                "Stack": Frame(16, 40, 343, 106),
                "A": Frame(0, 0, 343, 40), "B": Frame(0, 48, 343, 20), "C": Frame(0, 76, 343, 30),
            ]),
        stack(
            "vertical leading", "axis: vertical\nspacing: 8\nalignment: leading", hugging: "",
            expected: [
                "A": Frame(0, 0, 50, 40), "B": Frame(0, 48, 100, 20), "C": Frame(0, 76, 60, 30),
            ]),
        stack(
            "vertical center", "axis: vertical\nspacing: 8\nalignment: center", hugging: "",
            expected: [
                "A": Frame(146.5, 0, 50, 40), "B": Frame(121.5, 48, 100, 20), "C": Frame(141.5, 76, 60, 30),
            ]),
        stack(
            "vertical trailing", "axis: vertical\nspacing: 8\nalignment: trailing", hugging: "",
            expected: [
                "A": Frame(293, 0, 50, 40), "B": Frame(243, 48, 100, 20), "C": Frame(283, 76, 60, 30),
            ]),
    ]

    static let arrangement: [ConformanceCase] = [
        // A hidden view takes no room and no spacing: [A]-8-[C].
        stack(
            "hidden arranged view", "axis: horizontal\nspacing: 8", hidden: "B",
            expected: [
                "A": Frame(0, 0, 50, 40), "C": Frame(58, 0, 285, 40),
            ], source: "\(stackView); \(kean); \(hiding)"),
        // Hidden views that end the stack leave no gap after the last visible one: the stack is
        // 40 + 8 + 20 high, C collapsed at its end (HLSCatalog, Xcode 9, stores such a hidden
        // progress view flush under its label).
        stack(
            "hidden last arranged view", "axis: vertical\nspacing: 8", hidden: "C", hugging: "",
            expected: [
                "Stack": Frame(16, 40, 343, 68),
                "A": Frame(0, 0, 343, 40), "B": Frame(0, 48, 343, 20), "C": Frame(0, 68, 343, 0),
            ], source: "\(stackView); \(kean); \(hiding)"),
        // 20 after A, the default 8 after B.
        stack(
            "custom spacing", "axis: horizontal\nspacing: 8\ncustomSpacing: {after A: 20}",
            expected: [
                "A": Frame(0, 0, 50, 40), "B": Frame(70, 0, 100, 40), "C": Frame(178, 0, 165, 40),
            ],
            source:
                "Apple, UIStackView.setCustomSpacing(_:after:) (developer.apple.com/documentation/uikit/uistackview/setcustomspacing(_:after:)); \(header)"
        ),
        // The views sit inside the stack's own 8-point margins, on every side.
        stack(
            "layout margins relative", "axis: horizontal\nspacing: 8\nlayoutMarginsRelative: true",
            expected: [
                "Stack": Frame(16, 40, 343, 56),
                "A": Frame(8, 8, 50, 40), "B": Frame(66, 8, 100, 40), "C": Frame(174, 8, 161, 40),
            ],
            source:
                "Apple, UIStackView.isLayoutMarginsRelativeArrangement and UIView.layoutMargins, 8 points by default (developer.apple.com/documentation/uikit/uistackview/islayoutmarginsrelativearrangement); \(kean)"
        ),
    ]

    static let mirroring =
        "Apple, Internationalization and Localization Guide, Supporting Right-To-Left Languages: stack views lay out their arranged views from leading to trailing, so right to left from the right"

    /// Right to left, the arranged views run from the right edge: the left-to-right frames mirrored
    /// in the 343-point stack (A at 343 − 50, the gap of 8 to its left).
    static let rightToLeft: [ConformanceCase] = [
        stack(
            "fill right to left", "axis: horizontal\nspacing: 8", direction: .rtl,
            expected: [
                "Stack": Frame(16, 40, 343, 40),
                "A": Frame(293, 0, 50, 40), "B": Frame(185, 0, 100, 40), "C": Frame(0, 0, 177, 40),
            ],
            source: "\(stackView); \(mirroring)"),
        stack(
            "equalSpacing right to left", "axis: horizontal\ndistribution: equalSpacing\nspacing: 8", hugging: "",
            direction: .rtl,
            expected: [
                "A": Frame(293, 0, 50, 40), "B": Frame(126.5, 0, 100, 40), "C": Frame(0, 0, 60, 40),
            ],
            source: "\(stackView); \(mirroring)"),
    ]

    static let all = distributions + horizontalAlignments + verticalAlignments + arrangement + rightToLeft
}
