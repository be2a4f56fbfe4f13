import LayoutEngine
import SceneModel
import Testing

/// Priorities: required constraints hold, optional ones come as close as they can in order of
/// priority, and intrinsic sizes are two optional constraints each (hugging 250 and compression
/// resistance 750 for views made in code; Interface Builder gives labels and image views 251).
@Suite struct PriorityConformance {
    @Test(arguments: PriorityCases.all)
    func priority(_ testCase: ConformanceCase) throws { try Conformance.check(testCase) }
}

enum PriorityCases {
    static let basics =
        "Apple, Auto Layout Guide, Anatomy of a Constraint: Constraint Priorities (developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/AnatomyofaConstraint.html)"
    static let priorityValues =
        "Apple, UILayoutPriority: required 1000, defaultHigh 750, defaultLow 250 (developer.apple.com/documentation/uikit/uilayoutpriority)"
    static let contentSize =
        "objc.io, Advanced Auto Layout Toolbox: intrinsic size as NSContentSizeLayoutConstraint, Hug:250 CompressionResistance:750 (www.objc.io/issues/3-views/advanced-auto-layout-toolbox/)"
    static let interfaceBuilder =
        "Interface Builder storyboards: UILabel and UIImageView get content hugging 251 (the storyboard XML's horizontalHuggingPriority=\"251\")"
    static let modernAutoLayout =
        "Keith Harrison, Modern Auto Layout, chapter 7: Priorities and Content Size, Stretching and Squeezing"

    /// One 50-point-tall box at (10, 100) with width constraints given by the case.
    static func width(
        _ name: String, _ lines: [String], intrinsic: Bool = false, expected: Double,
        source: String
    ) -> ConformanceCase {
        let box = intrinsic ? "{intrinsicSize: [100, 50]}" : "{}"
        return ConformanceCase(
            name: name, source: source,
            scene: "views:\n  Box: \(box)\nconstraints:\n"
                + (["Box.Leading = Superview.Leading + 10", "Box.Top = Superview.Top + 100", "Box.Height = 50"] + lines)
                .map { "  - \($0)\n" }.joined(),
            device: "iPhone 8", expected: ["Box": Frame(10, 100, expected, 50)])
    }

    static let constraints: [ConformanceCase] = [
        width("required beats optional", ["Box.Width = 100", "Box.Width = 200 @750"], expected: 100, source: basics),
        // The optional 100 cannot hold: the width stops as close as the required >= 150 allows.
        width(
            "optional as close as it can", ["Box.Width >= 150", "Box.Width = 100 @999"], expected: 150, source: basics),
        width(
            "higher optional wins", ["Box.Width = 300 @750", "Box.Width = 200 @250"], expected: 300,
            source: "\(basics); \(priorityValues)"),
        width(
            "optional inequality", ["Box.Width <= 120", "Box.Width >= 200 @999", "Box.Width = 50 @250"],
            expected: 120, source: basics),
    ]

    /// A 100 × 50 intrinsic size against a width constraint just below or above hugging (250)
    /// and compression resistance (750).
    static let content: [ConformanceCase] = [
        width(
            "hugging 250 beats 249", ["Box.Width = 200 @249"], intrinsic: true, expected: 100,
            source: "\(contentSize); \(priorityValues)"),
        width(
            "251 beats hugging 250", ["Box.Width = 200 @251"], intrinsic: true, expected: 200,
            source: "\(contentSize); \(priorityValues)"),
        width(
            "compression 750 beats 749", ["Box.Width = 50 @749"], intrinsic: true, expected: 100,
            source: "\(contentSize); \(priorityValues)"),
        width(
            "751 beats compression 750", ["Box.Width = 50 @751"], intrinsic: true, expected: 50,
            source: "\(contentSize); \(priorityValues)"),
        width("required beats compression", ["Box.Width = 60"], intrinsic: true, expected: 60, source: contentSize),
    ]

    /// An image view (251 in Interface Builder) and a custom view (250) share a row between the
    /// margins: the image view keeps its width, the custom view stretches (343 − 80 = 263).
    static let interfaceBuilderHugging = ConformanceCase(
        name: "IB image view hugs at 251", source: "\(interfaceBuilder); \(contentSize)",
        scene: """
            defaults: interfaceBuilder
            views:
              Photo: {type: imageView, image: {size: [80, 40]}}
              Box: {intrinsicSize: [40, 40]}
            constraints:
              - H:|-[Photo][Box]-|
              - V:|-100-[Photo]
              - V:|-100-[Box]
            """,
        device: "iPhone 8", expected: ["Photo": Frame(16, 100, 80, 40), "Box": Frame(96, 100, 263, 40)])

    /// Too little room (288 between the SE's margins for 400): the view with compression
    /// resistance 750 is squeezed, the one with 751 keeps its 200.
    static let squeezing = ConformanceCase(
        name: "compression 751 keeps its width", source: "\(modernAutoLayout); \(contentSize)",
        scene: """
            views:
              Photo: {type: imageView, image: {size: [200, 50]}, compressionResistance: {h: 751}}
              Box: {intrinsicSize: [200, 50]}
            constraints:
              - H:|-[Photo][Box]-|
              - V:|-100-[Photo]
              - V:|-100-[Box]
            """,
        device: "iPhone SE (1st generation)",
        expected: ["Photo": Frame(16, 100, 200, 50), "Box": Frame(216, 100, 88, 50)])

    /// Room to spare: the view that hugs less (249) stretches.
    static let stretching = ConformanceCase(
        name: "hugging 249 stretches", source: "\(modernAutoLayout); \(contentSize)",
        scene: """
            views:
              Photo: {type: imageView, image: {size: [100, 50]}, hugging: {h: 249}}
              Box: {intrinsicSize: [100, 50]}
            constraints:
              - H:|-[Photo][Box]-|
              - V:|-100-[Photo]
              - V:|-100-[Box]
            """,
        device: "iPhone SE (1st generation)",
        expected: ["Photo": Frame(16, 100, 188, 50), "Box": Frame(204, 100, 100, 50)])

    static let all = constraints + content + [interfaceBuilderHugging, squeezing, stretching]
}
