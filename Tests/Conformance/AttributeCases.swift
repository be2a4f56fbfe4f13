import LayoutEngine
import SceneModel
import Testing

/// The constraint equation item1.attribute = multiplier × item2.attribute + constant:
/// multipliers on sizes and locations, aspect ratios, and leading and trailing in both
/// layout directions.
@Suite struct AttributeConformance {
    @Test(arguments: AttributeCases.all)
    func attribute(_ testCase: ConformanceCase) throws { try Conformance.check(testCase) }
}

enum AttributeCases {
    static let anatomy =
        "Apple, Auto Layout Guide, Anatomy of a Constraint (developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/AnatomyofaConstraint.html)"
    static let basics =
        "Apple, Auto Layout Guide, Constraint Basics: leading and trailing are right and left in a right-to-left language"
    static let multiplierSpace =
        "rob mayoff on Stack Overflow, When using NSLayoutAttributeCenterX, what scale does the multiplier use? (stackoverflow.com/questions/26964139): multipliers apply in the common superview's coordinates"

    static let mirroring =
        "Apple, Internationalization and Localization Guide, Supporting Right-To-Left Languages (developer.apple.com/library/archive/documentation/MacOSX/Conceptual/BPInternational/SupportingRight-To-LeftLanguages/SupportingRight-To-LeftLanguages.html): with leading and trailing constraints the layout is mirrored"

    static func box(
        _ name: String, _ lines: [String], device: String = "iPhone 8", direction: LayoutDirection = .ltr,
        expected: Frame, source: String, knownIssue: String? = nil
    ) -> ConformanceCase {
        ConformanceCase(
            name: name, source: source,
            scene: "views:\n  Box: {}\nconstraints:\n" + lines.map { "  - \($0)\n" }.joined(),
            device: device, direction: direction, expected: ["Box": expected], knownIssue: knownIssue)
    }

    static let all: [ConformanceCase] = [
        box(
            "half the superview's width",
            [
                "Box.Width = 0.5 x Superview.Width", "Box.Leading = Superview.Leading",
                "Box.Top = Superview.Top + 100", "Box.Height = 10",
            ],
            expected: Frame(0, 100, 187.5, 10), source: anatomy),
        box(
            "aspect ratio 2:1",
            [
                "Box.Width = 100", "Box.Height = 2 x Box.Width", "Box.Leading = Superview.Leading",
                "Box.Top = Superview.Top + 100",
            ],
            expected: Frame(0, 100, 100, 200), source: anatomy),
        box(
            "aspect ratio 9:16",
            [
                "Box.Leading = Superview.Leading", "Box.Trailing = Superview.Trailing",
                "Box.Height = 9/16 x Box.Width", "Box.Top = Superview.Top",
            ],
            device: "iPhone SE (1st generation)", expected: Frame(0, 0, 320, 180), source: anatomy),
        // Centre at 0.5 × 187.5 = 93.75, 40.5 wide: x = 73.5.
        box(
            "centerX at half the superview's centerX",
            [
                "Box.CenterX = 0.5 x Superview.CenterX", "Box.Width = 40.5",
                "Box.Top = Superview.Top", "Box.Height = 10",
            ],
            expected: Frame(73.5, 0, 40.5, 10), source: "\(anatomy); \(multiplierSpace)"),
        // 0.96 × 667 = 640.32, the nearest half point is 640.5.
        box(
            "top at 0.96 of the superview's bottom",
            [
                "Box.Top = 0.96 x Superview.Bottom", "Box.Height = 20",
                "Box.Leading = Superview.Leading", "Box.Width = 10",
            ],
            expected: Frame(0, 640.5, 10, 20), source: multiplierSpace),
        // The superview's own top is 0 in its coordinates: the multiplier changes nothing.
        box(
            "multiplier on the superview's top",
            [
                "Box.Top = 0.5 x Superview.Top + 10", "Box.Height = 20",
                "Box.Leading = Superview.Leading", "Box.Width = 10",
            ],
            expected: Frame(0, 10, 10, 20), source: multiplierSpace),
        box(
            "leading in right-to-left",
            [
                "Box.Leading = Superview.LeadingMargin", "Box.Width = 100",
                "Box.Top = Superview.Top", "Box.Height = 10",
            ],
            direction: .rtl, expected: Frame(259, 0, 100, 10), source: basics),
        box(
            "left ignores the direction",
            [
                "Box.Left = Superview.Left + 16", "Box.Width = 100",
                "Box.Top = Superview.Top", "Box.Height = 10",
            ],
            direction: .rtl, expected: Frame(16, 0, 100, 10), source: basics),
        // The mirror image of x = 245 (right edge 345) in 375: x = 30.
        box(
            "trailing constant in right-to-left",
            [
                "Box.Trailing = Superview.Trailing - 30", "Box.Width = 100",
                "Box.Top = Superview.Top", "Box.Height = 10",
            ],
            direction: .rtl, expected: Frame(30, 0, 100, 10), source: "\(basics); \(mirroring)"),
        // 20 from the right edge: x = 375 − 20 − 100.
        box(
            "leading constant in right-to-left",
            [
                "Box.Leading = Superview.Leading + 20", "Box.Width = 100",
                "Box.Top = Superview.Top", "Box.Height = 10",
            ],
            direction: .rtl, expected: Frame(255, 0, 100, 10), source: "\(basics); \(mirroring)"),
        box(
            "VFL |-20-[Box] in right-to-left", ["H:|-20-[Box(100)]", "V:|[Box(10)]"],
            direction: .rtl, expected: Frame(255, 0, 100, 10),
            source:
                "Apple, Auto Layout Guide, Visual Format Language: leading to trailing by default (developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/VisualFormatLanguage.html); \(mirroring)"
        ),
    ]
}
