import LayoutEngine
import SceneModel
import Testing

/// Recipes of Apple's Auto Layout Cookbook and the Visual Format Language examples, with the
/// constraints as the documents list them, on devices with notches, Dynamic Island and iPads.
/// The frames follow from the recipe and the device's guides and margins.
@Suite struct CookbookConformance {
    @Test(arguments: CookbookCases.all)
    func recipe(_ testCase: ConformanceCase) throws { try Conformance.check(testCase) }
}

enum CookbookCases {
    static let simple =
        "Apple, Auto Layout Cookbook, Simple Constraints (developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/LayoutUsingSimpleConstraints.html)"
    static let vfl =
        "Apple, Auto Layout Guide, Visual Format Language (developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/VisualFormatLanguage.html)"
    static let square = "Keith Harrison, Modern Auto Layout, chapter 7, Challenge 3: As Big As Possible square"

    static let simpleSingleView = """
        views:
          Red View: {}
        constraints:
          - Red View.Leading = Superview.LeadingMargin
          - Red View.Trailing = Superview.TrailingMargin
          - Red View.Top = Top Layout Guide.Bottom + 20.0
          - Bottom Layout Guide.Top = Red View.Bottom + 20.0
        """

    static func twoViews(_ first: String, _ second: String, _ extra: [String]) -> String {
        """
        views:
          \(first): {}
          \(second): {}
        constraints:
          - \(first).Leading = Superview.LeadingMargin
          - \(second).Leading = \(first).Trailing + Standard
          - \(second).Trailing = Superview.TrailingMargin
          - \(first).Top = Top Layout Guide.Bottom + 20.0
          - \(second).Top = Top Layout Guide.Bottom + 20.0
          - Bottom Layout Guide.Top = \(first).Bottom + 20.0
          - Bottom Layout Guide.Top = \(second).Bottom + 20.0
        """ + extra.map { "\n  - \($0)" }.joined()
    }

    static let equalWidths = twoViews("Yellow View", "Green View", ["Yellow View.Width = Green View.Width"])
    static let differentWidths = twoViews("Purple View", "Orange View", ["Orange View.Width = 2.0 x Purple View.Width"])
    static let complexWidths = twoViews(
        "Blue View", "Red View",
        [
            "Red View.Width = 2.0 x Blue View.Width (Priority 750)",
            "Blue View.Width >= 150.0",
        ])

    static func recipe(
        _ name: String, _ scene: String, _ device: String, source: String = simple,
        _ expected: [String: Frame]
    ) -> ConformanceCase {
        recipe(name, scene, device, .portrait, source: source, expected)
    }

    static func recipe(
        _ name: String, _ scene: String, _ device: String, _ orientation: Orientation,
        source: String = simple, _ expected: [String: Frame]
    ) -> ConformanceCase {
        ConformanceCase(
            name: "\(name) on \(device) \(orientation.rawValue)", source: source, scene: scene,
            device: device, orientation: orientation, expected: expected)
    }

    static let recipes: [ConformanceCase] = [
        // 20 below the top guide (44), 20 above the bottom guide (812 − 34), between 16-point margins.
        recipe("Simple Single View", simpleSingleView, "iPhone X", ["Red View": Frame(16, 64, 343, 694)]),
        // Landscape: margins 20 inside the 44-point insets, bottom guide 21.
        recipe("Simple Single View", simpleSingleView, "iPhone X", .landscape, ["Red View": Frame(64, 20, 684, 314)]),
        recipe("Simple Single View", simpleSingleView, "iPhone 15 Pro", ["Red View": Frame(16, 79, 361, 719)]),
        recipe(
            "Simple Single View", simpleSingleView, "iPad Pro (11-inch)", .landscape,
            ["Red View": Frame(20, 44, 1154, 750)]),
        // (358 − 8) / 2 = 175 each.
        recipe(
            "Two Equal-Width Views", equalWidths, "iPhone 12",
            [
                "Yellow View": Frame(16, 67, 175, 723), "Green View": Frame(199, 67, 175, 723),
            ]),
        // 335 shared 1 : 2 = 111.667 and 223.333, on the 3x grid.
        recipe(
            "Two Different-Width Views", differentWidths, "iPhone X",
            [
                "Purple View": Frame(16, 64, 111.667, 694), "Orange View": Frame(135.667, 64, 223.333, 694),
            ]),
        // 335 < 450: blue keeps its 150, red takes the rest; the 2x ratio (750) gives way.
        recipe(
            "Two Views with Complex Widths", complexWidths, "iPhone 12 mini",
            [
                "Blue View": Frame(16, 70, 150, 688), "Red View": Frame(174, 70, 185, 688),
            ]),
        // 976 between the margins: 325.333 and 650.667, edges on the 2x grid.
        recipe(
            "Two Views with Complex Widths", complexWidths, "iPad Pro (12.9-inch)",
            [
                "Blue View": Frame(20, 44, 325.5, 1282), "Red View": Frame(353.5, 44, 650.5, 1282),
            ]),
    ]

    static let squareScene = """
        views:
          Green View: {}
        constraints:
          - Green View.CenterX = Superview.CenterX
          - Green View.CenterY = Superview.CenterY
          - Green View.Width = Green View.Height
          - Green View.Width <= Superview.Width
          - Green View.Height <= Superview.Height
          - Green View.Width = Superview.Width (Priority 750)
        """

    static let squares: [ConformanceCase] = [
        // 406 − 187.5 = 218.5 is 655.5 pixels at 3x: a tie, up to 218.667.
        recipe(
            "As Big As Possible", squareScene, "iPhone X", source: "\(square); \(PixelSnappingCases.snapshots)",
            ["Green View": Frame(0, 218.667, 375, 375)]),
        recipe(
            "As Big As Possible", squareScene, "iPhone X", .landscape,
            source: "\(square); \(PixelSnappingCases.snapshots)",
            ["Green View": Frame(218.667, 0, 375, 375)]),
        recipe(
            "As Big As Possible", squareScene, "iPad Pro (11-inch)", source: square,
            ["Green View": Frame(0, 180, 834, 834)]),
    ]

    static func format(_ name: String, _ views: [String: String], _ lines: [String], _ expected: [String: Frame])
        -> ConformanceCase
    {
        ConformanceCase(
            name: "VFL \(name)", source: vfl,
            scene: "views:\n" + views.sorted { $0.key < $1.key }.map { "  \($0.key): \($0.value)\n" }.joined()
                + "constraints:\n" + lines.map { "  - \"\($0)\"\n" }.joined(),
            device: "iPhone 8", expected: expected)
    }

    /// The guide's examples on an iPhone 8 (margins 16, 343 between them).
    static let visualFormat: [ConformanceCase] = [
        format(
            "|-50-[orchidBox]-50-|", ["orchidBox": "{}"], ["|-50-[orchidBox]-50-|", "V:|-100-[orchidBox(50)]"],
            ["orchidBox": Frame(50, 100, 275, 50)]),
        // Standard space: 8 between siblings; |- is the margin.
        format(
            "[button]-[textField]", ["button": "{}", "textField": "{}"],
            ["|-[button(80)]-[textField]-|", "V:|-100-[button(30)]", "V:|-100-[textField(30)]"],
            ["button": Frame(16, 100, 80, 30), "textField": Frame(104, 100, 255, 30)]),
        format(
            "[button1(==button2)]", ["button1": "{}", "button2": "{}"],
            ["|-[button1(==button2)]-[button2]-|", "V:|-100-[button1(30)]", "V:|-100-[button2(30)]"],
            ["button1": Frame(16, 100, 167.5, 30), "button2": Frame(191.5, 100, 167.5, 30)]),
        // The required edges win over the width at priority 20.
        format(
            "[button(100@20)]", ["button": "{}"], ["|-[button(100@20)]-|", "V:|-100-[button(30)]"],
            ["button": Frame(16, 100, 343, 30)]),
        // Intrinsic 120 is capped at 100; intrinsic 50 is raised to 70.
        format(
            "[flexibleButton(>=70,<=100)]",
            ["flexibleButton": "{intrinsicSize: [120, 30]}", "small": "{intrinsicSize: [50, 30]}"],
            ["|-[flexibleButton(>=70,<=100)]", "|-[small(>=70,<=100)]", "V:|-100-[flexibleButton]-[small]"],
            ["flexibleButton": Frame(16, 100, 100, 30), "small": Frame(16, 138, 70, 30)]),
        format(
            "V:[topField]-10-[bottomField]", ["topField": "{}", "bottomField": "{}"],
            ["V:|-100-[topField(30)]-10-[bottomField(30)]", "|-[topField]-|", "|-[bottomField]-|"],
            ["topField": Frame(16, 100, 343, 30), "bottomField": Frame(16, 140, 343, 30)]),
        format(
            "[maroonView][blueView]", ["maroonView": "{}", "blueView": "{}"],
            ["|-[maroonView(100)][blueView]-|", "V:|-100-[maroonView(30)]", "V:|-100-[blueView(30)]"],
            ["maroonView": Frame(16, 100, 100, 30), "blueView": Frame(116, 100, 243, 30)]),
        // A complete line: the field (hugging 249) takes what the two buttons leave.
        format(
            "|-[find]-[findNext]-[findField(>=20)]-|",
            [
                "find": "{intrinsicSize: [40, 30]}", "findNext": "{intrinsicSize: [60, 30]}",
                "findField": "{intrinsicSize: [-1, 30], hugging: {h: 249}}",
            ],
            ["|-[find]-[findNext]-[findField(>=20)]-|", "V:|-100-[find]", "V:|-100-[findNext]", "V:|-100-[findField]"],
            ["find": Frame(16, 100, 40, 30), "findNext": Frame(64, 100, 60, 30), "findField": Frame(132, 100, 227, 30)]),
    ]

    static let all = recipes + squares + visualFormat
}
