import Foundation
import LayoutEngine
import SceneFormat
import SceneModel
import Testing
import TextMetrics

/// Every Sample that comes from the seed documents, laid out with the real text measurer
/// (Pango, pinned fonts) on at least two configurations, against the frames the documents
/// imply. Text widths are Inter's (the San Francisco stand-in); heights and baselines follow
/// San Francisco's metrics, snapped to the device's pixel grid.
@Suite struct SampleRecipeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let measurer = PangoTextMeasurer()

    func layout(
        _ sample: String, _ device: String, _ orientation: Orientation = .portrait,
        category: SizeCategory = .L
    ) throws -> SolvedLayout {
        let scene = try SceneParser.parse(contentsOf: Self.root.appendingPathComponent("Samples/\(sample).yaml").path)
        let configuration = Configuration(
            device: DeviceCatalog.device(named: device)!, orientation: orientation,
            sizeCategory: category)
        let result = try LayoutSolver(measurer: Self.measurer).solve(scene, in: configuration)
        #expect(result.conflicts.isEmpty, "\(sample) on \(device) \(orientation): conflicts")
        #expect(result.ambiguities.isEmpty, "\(sample) on \(device) \(orientation): \(result.ambiguities)")
        return result
    }

    /// Frames to 0.01 point.
    func expectFrames(
        _ layout: SolvedLayout, _ expected: [String: [Double]],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        for (name, frame) in expected.sorted(by: { $0.key < $1.key }) {
            guard let view = layout.view(named: name) else {
                Issue.record("no view \(name)", sourceLocation: sourceLocation); continue
            }
            let close = zip(view.frame.array, frame).allSatisfy { abs($0 - $1) < 0.01 }
            #expect(close, "\(name): \(view.frame.array) != \(frame)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Simple Constraints

    /// 20 points below the top layout guide, which sits under the 20-point status bar in
    /// portrait and at the top edge in landscape (no status bar on an iPhone in landscape).
    @Test func simpleSingleView() throws {
        expectFrames(try layout("simple-single-view", "iPhone 8"), ["Red View": [16, 40, 343, 607]])
        expectFrames(try layout("simple-single-view", "iPhone 8", .landscape), ["Red View": [20, 20, 627, 335]])
        expectFrames(try layout("simple-single-view", "iPhone 8 Plus"), ["Red View": [20, 40, 374, 676]])
    }

    /// Standard (8) below the status bar; 20 from the top edge without one.
    @Test func adaptiveSingleView() throws {
        let portrait = try layout("adaptive-single-view", "iPhone 8")
        expectFrames(portrait, ["Blue View": [16, 28, 343, 619]])
        // No bottom bar: the optional Standard to the bottom guide loses to the required >= 20.
        let bottom = try #require(portrait.constraints.first { $0.id == "c5" })
        #expect(!bottom.satisfied && abs(bottom.error - 12) < 0.01)
        expectFrames(try layout("adaptive-single-view", "iPhone 8", .landscape), ["Blue View": [20, 20, 627, 335]])
    }

    @Test func twoEqualWidthViews() throws {
        expectFrames(
            try layout("two-equal-width-views", "iPhone SE (1st generation)"),
            ["Yellow View": [16, 40, 140, 508], "Green View": [164, 40, 140, 508]])
        expectFrames(
            try layout("two-equal-width-views", "iPhone 8 Plus", .landscape),
            ["Yellow View": [20, 20, 344, 374], "Green View": [372, 20, 344, 374]])
    }

    /// Orange is twice purple: 280 points shared 1:2, snapped to the 2x grid.
    @Test func twoDifferentWidthViews() throws {
        expectFrames(
            try layout("two-different-width-views", "iPhone SE (1st generation)"),
            ["Purple View": [16, 40, 93.5, 508], "Orange View": [117.5, 40, 186.5, 508]])
        expectFrames(
            try layout("two-different-width-views", "iPhone 8 Plus"),
            ["Purple View": [20, 40, 122, 676], "Orange View": [150, 40, 244, 676]])
    }

    /// 458 points between the margins is the threshold: below, blue keeps 150.
    @Test func twoViewsWithComplexWidths() throws {
        expectFrames(
            try layout("two-views-with-complex-widths", "iPhone 8 Plus"),
            ["Blue View": [20, 40, 150, 676], "Red View": [178, 40, 216, 676]])
        // 696 - 8 = 688 between the margins in landscape: 229.333 and 458.667 (3x grid).
        expectFrames(
            try layout("two-views-with-complex-widths", "iPhone 8 Plus", .landscape),
            ["Blue View": [20, 20, 229.333, 374], "Red View": [257.333, 20, 458.667, 374]])
    }

    // MARK: Views with Intrinsic Content Size

    /// The label keeps its text's width (hugging 251); the text field takes the rest.
    @Test func simpleLabelAndTextField() throws {
        let portrait = try layout("simple-label-and-text-field", "iPhone 8")
        expectFrames(portrait, ["Name Label": [16, 45.5, 46, 20.5], "Name Text Field": [70, 40, 289, 34]])
        let label = try #require(portrait.view(named: "Name Label"))
        let field = try #require(portrait.view(named: "Name Text Field"))
        #expect(label.frame.width == label.intrinsic.size.width)
        #expect(label.baselines?.last == field.baselines?.last)
        expectFrames(
            try layout("simple-label-and-text-field", "iPhone 8", .landscape),
            ["Name Label": [20, 25.5, 46, 20.5], "Name Text Field": [74, 20, 573, 34]])
    }

    /// The taller control sits 20 below the guide: the text field at Large, the label at AX3.
    @Test func dynamicHeightLabelAndTextField() throws {
        expectFrames(
            try layout("dynamic-height-label-and-text-field", "iPhone 8"),
            ["Name Label": [16, 45.5, 46, 20.5], "Name Text Field": [70, 40, 289, 34]])
        let large = try layout("dynamic-height-label-and-text-field", "iPhone 8", category: .AX3)
        expectFrames(large, ["Name Label": [16, 40, 102.5, 48], "Name Text Field": [126.5, 56.5, 232.5, 34]])
        #expect(
            large.view(named: "Name Label")?.baselines?.last == large.view(named: "Name Text Field")?.baselines?.last)
    }

    /// The labels' column is as wide as the longest label (Middle Name); rows 8 apart.
    @Test func fixedHeightColumns() throws {
        expectFrames(
            try layout("fixed-height-columns", "iPhone SE (1st generation)"),
            [
                "First Name Label": [16, 45.5, 101.5, 20.5], "First Name Text Field": [125.5, 40, 178.5, 34],
                "Middle Name Label": [16, 87.5, 101.5, 20.5], "Middle Name Text Field": [125.5, 82, 178.5, 34],
                "Last Name Label": [16, 129.5, 101.5, 20.5], "Last Name Text Field": [125.5, 124, 178.5, 34],
            ])
        expectFrames(
            try layout("fixed-height-columns", "iPhone 8 Plus", .landscape),
            [
                "First Name Label": [20, 25.667, 101.333, 20.333], "First Name Text Field": [129.333, 20, 586.667, 34],
                "Middle Name Text Field": [129.333, 62, 586.667, 34],
                "Last Name Text Field": [129.333, 104, 586.667, 34],
            ])
    }

    /// At Large the text fields set the rows; at AX2 the 39.667-point labels do.
    @Test func dynamicHeightColumns() throws {
        expectFrames(
            try layout("dynamic-height-columns", "iPhone 8 Plus"),
            [
                "First Name Label": [20, 45.667, 101.333, 20.333], "First Name Text Field": [129.333, 40, 264.667, 34],
                "Middle Name Text Field": [129.333, 82, 264.667, 34],
                "Last Name Text Field": [129.333, 124, 264.667, 34],
            ])
        expectFrames(
            try layout("dynamic-height-columns", "iPhone 8 Plus", category: .AX2),
            [
                "First Name Label": [20, 40, 190, 39.667], "First Name Text Field": [218, 49.667, 176, 34],
                "Middle Name Label": [20, 87.667, 190, 39.667], "Middle Name Text Field": [218, 97.333, 176, 34],
                "Last Name Label": [20, 135.333, 190, 39.667], "Last Name Text Field": [218, 145, 176, 34],
            ])
    }

    /// The titles do not matter: equal widths fill the row; the height is intrinsic (30).
    @Test func twoEqualWidthButtons() throws {
        expectFrames(
            try layout("two-equal-width-buttons", "iPhone 8"),
            ["Short Button": [16, 617, 167.5, 30], "Long Button": [191.5, 617, 167.5, 30]])
        expectFrames(
            try layout("two-equal-width-buttons", "iPhone 8", .landscape),
            ["Short Button": [20, 325, 309.5, 30], "Long Button": [337.5, 325, 309.5, 30]])
    }

    /// In landscape each button is 203.667 wide: their edges snap to the 2x grid, so the middle
    /// one takes the extra pixel (203.5 + 204 + 203.5 + 2 × 8 = 627, the row between the margins).
    @Test func threeEqualWidthButtons() throws {
        expectFrames(
            try layout("three-equal-width-buttons", "iPhone 8"),
            [
                "Short Button": [16, 617, 109, 30], "Medium Button": [133, 617, 109, 30],
                "Long Button": [250, 617, 109, 30],
            ])
        expectFrames(
            try layout("three-equal-width-buttons", "iPhone 8", .landscape),
            [
                "Short Button": [20, 325, 203.5, 30], "Medium Button": [231.5, 325, 204, 30],
                "Long Button": [443.5, 325, 203.5, 30],
            ])
    }

    /// With room, both buttons are as wide as the longer title (rounded up to 174 as UIButton
    /// does) and the three dummies share the rest, 93 each of the 627 points; without, the
    /// dummies shrink to the 8-point gap the >= constraints keep and the buttons split the row.
    @Test func twoButtonsWithEqualSpacing() throws {
        let roomy = try layout("two-buttons-with-equal-spacing", "iPhone 8", .landscape)
        expectFrames(
            roomy,
            [
                "Leading Dummy View": [20, 355, 93, 0], "Short Button": [113, 325, 174, 30],
                "Center Dummy View": [287, 355, 93, 0], "Long Button": [380, 325, 174, 30],
                "Trailing Dummy View": [554, 355, 93, 0],
            ])
        #expect(roomy.view(named: "Long Button")?.intrinsic.size.width == 174)
        expectFrames(
            try layout("two-buttons-with-equal-spacing", "iPhone SE (1st generation)"),
            [
                "Leading Dummy View": [16, 548, 8, 0], "Short Button": [24, 518, 132, 30],
                "Center Dummy View": [156, 548, 8, 0], "Long Button": [164, 518, 132, 30],
                "Trailing Dummy View": [296, 548, 8, 0],
            ])
    }

    /// Compact width and regular height (an iPhone in portrait) stacks the buttons.
    @Test func twoButtonsWithSizeClassBasedLayouts() throws {
        expectFrames(
            try layout("two-buttons-with-size-class-based-layouts", "iPhone 8"),
            ["Short Button": [16, 617, 343, 30], "Long Button": [16, 655, 343, 30]])
        expectFrames(
            try layout("two-buttons-with-size-class-based-layouts", "iPhone 8", .landscape),
            ["Short Button": [20, 325, 309.5, 30], "Long Button": [337.5, 325, 309.5, 30]])
        expectFrames(
            try layout("two-buttons-with-size-class-based-layouts", "iPad Pro (12.9-inch)"),
            ["Short Button": [20, 1296, 488, 30], "Long Button": [516, 1296, 488, 30]])
    }

    // MARK: Modern Auto Layout, chapter 7

    /// The caption sits Standard below the taller image (150), pulled up by the optional 250.
    @Test func optionalConstraintsPriorities() throws {
        let eight = try layout("priorities", "iPhone 8")
        expectFrames(
            eight, ["Sun": [16, 20, 100, 100], "Snow": [209, 20, 150, 150], "Caption Label": [16, 178, 343, 115]])
        let pull = try #require(eight.constraints.first { $0.spec.priority == 250 })
        #expect(abs(pull.error - 158) < 0.01)
        expectFrames(
            try layout("priorities", "iPhone 11 Pro", .landscape),
            ["Sun": [64, 0, 100, 100], "Snow": [598, 0, 150, 150], "Caption Label": [64, 158, 684, 76.667]])
    }

    /// The label (250/750) stretches in landscape and is squeezed onto two lines in portrait;
    /// the image view (251/751) keeps 100 × 100.
    @Test func stretchingAndSqueezing() throws {
        expectFrames(
            try layout("stretching-and-squeezing", "iPhone 8"),
            ["Sun": [16, 20, 100, 100], "Text Label": [124, 20, 235, 143.5]])
        expectFrames(
            try layout("stretching-and-squeezing", "iPhone 8", .landscape),
            ["Sun": [20, 0, 100, 100], "Text Label": [128, 0, 519, 72]])
    }

    /// Challenge 7.1: at least 160; twice as wide if possible.
    @Test func twiceAsBigIfPossible() throws {
        expectFrames(
            try layout("twice-as-big-if-possible", "iPhone SE (1st generation)"),
            ["Author Label": [16, 20, 160, 57.5], "Quote Label": [184, 20, 120, 229.5]])
        expectFrames(
            try layout("twice-as-big-if-possible", "iPhone 8 Plus", .landscape),
            ["Author Label": [20, 0, 229.333, 28.667], "Quote Label": [257.333, 0, 458.667, 57.333]])
    }

    /// Challenge 7.2: the button keeps 100 × 49 (Share at 24 points plus 20/10 insets, as Xcode stores it).
    @Test func stretchOrSqueeze() throws {
        expectFrames(
            try layout("stretch-or-squeeze", "iPhone SE (1st generation)"),
            ["Share Button": [16, 20, 100, 49], "Quote Label": [124, 20, 180, 115]])
        expectFrames(
            try layout("stretch-or-squeeze", "iPhone 8", .landscape),
            ["Share Button": [20, 0, 100, 49], "Quote Label": [128, 0, 519, 57.5]])
    }

    /// Challenge 7.3: as wide as the screen in portrait, as tall in landscape.
    @Test func asBigAsPossibleSquare() throws {
        expectFrames(
            try layout("as-big-as-possible-square", "iPhone SE (1st generation)"), ["Green View": [0, 124, 320, 320]])
        expectFrames(
            try layout("as-big-as-possible-square", "iPhone SE (1st generation)", .landscape),
            ["Green View": [124, 0, 320, 320]])
        expectFrames(
            try layout("as-big-as-possible-square", "iPad Pro (12.9-inch)", .landscape),
            ["Green View": [171, 0, 1024, 1024]])
    }
}
