import Foundation
import LayoutEngine
import SceneFormat
import SceneModel
import Testing
import TextMetrics

/// A label shows its whole text unless the layout makes its frame smaller than the text needs,
/// and then the report says so: every Sample in every configuration and size category, and a
/// multi-line label in a stack of every axis and alignment (Pango, pinned fonts).
@Suite struct TextTruncationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let measurer = PangoTextMeasurer()

    /// Every configuration a scene declares, in every size category.
    static func configurations(of scene: Scene) -> [Configuration] {
        scene.configurations.flatMap { configuration in
            SizeCategory.allCases.map { category in
                var c = configuration
                c.sizeCategory = category
                return c
            }
        }.reduce(into: [Configuration]()) { list, c in
            if !list.contains(c) { list.append(c) }
        }
    }

    /// The labels of a layout that are cut, as `NAME@CONFIGURATION`; and an issue for each label
    /// whose text was measured at another width than the one it is drawn at, or whose cut does
    /// not match a frame smaller than its intrinsic size.
    static func truncatedLabels(_ layout: SolvedLayout, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        -> [String]
    {
        var cut: [String] = []
        for view in layout.views {
            guard let fit = view.textFit else { continue }
            let place = "\(view.spec.name) on \(layout.configuration.summary)"
            // The layout's last pass measured the text at the width it is drawn at.
            #expect(
                fit.text == view.intrinsic.text,
                "\(place): measured \(String(describing: view.intrinsic.text)), drawn \(fit.text)",
                sourceLocation: sourceLocation)
            let compressed =
                view.frame.width < view.intrinsic.size.width - 1e-6
                || (fit.wrapWidth != nil && view.frame.height < view.intrinsic.size.height - 1e-6)
            #expect(
                fit.isTruncated == compressed,
                "\(place): truncated \(fit.isTruncated), frame \(view.frame.array), intrinsic \(view.intrinsic.size)",
                sourceLocation: sourceLocation)
            if fit.isTruncated { cut.append("\(view.spec.name)@\(layout.configuration.summary)") }
        }
        return cut
    }

    /// Only the labels the Samples squeeze on purpose are cut: the Controls sample's label "too
    /// long for its width", and Dynamic Height Columns' name labels past AX2, where the longest
    /// no longer fits beside its text field (the sample declares L and AX2).
    @Test func noSampleLabelIsCutUnlessTheLayoutCompressesIt() throws {
        let folder = Self.root.appendingPathComponent("Samples")
        let files = try ["", "problems/"].flatMap { sub in
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(sub).path)
                .filter { $0.hasSuffix(".yaml") }.sorted().map { sub + $0 }
        }
        #expect(files.count == 29)
        var cut: [String] = []
        var layouts = 0
        for file in files {
            let scene = try SceneParser.parse(contentsOf: folder.appendingPathComponent(file).path)
            for configuration in Self.configurations(of: scene) {
                let layout = try LayoutSolver(measurer: Self.measurer).solve(scene, in: configuration)
                layouts += 1
                cut += Self.truncatedLabels(layout).map { "\(file): \($0)" }
            }
        }
        #expect(layouts == 864)
        let controls = SizeCategory.allCases.map {
            "controls.yaml: Truncated@iPhone 15 Pro · portrait · compact-regular · \($0.rawValue) · ltr"
        }
        let columns = [("Middle", "AX4"), ("Middle", "AX5")].map {
            "dynamic-height-columns.yaml: \($0.0) Name Label@iPhone 8 Plus · portrait · compact-regular · \($0.1) · ltr"
        }
        #expect(cut == controls + columns)
    }

    static let paragraphs = [
        "Constraints between the edges or margins of the scroll view and its content attach to the scroll view's content area.",
        "A multi-line label wraps at the width the layout gives it; its last line keeps its last word, wherever the words fall.",
    ]

    /// A stack of a title and a multi-line label (vertical), or of an icon and the label
    /// (horizontal), pinned to the margins at the top.
    static func stackScene(axis: String, alignment: String, text: String, body: String = "", constraints: String = "")
        throws -> Scene
    {
        let first =
            axis == "vertical" ? "Title: {type: label, text: Welcome, font: title1}" : "Icon: {intrinsicSize: [44, 44]}"
        return try SceneParser.parse(
            """
            views:
              S:
                type: stack
                axis: \(axis)
                alignment: \(alignment)
                spacing: 8
                arranged:
                  \(first)
                  Body: {type: label, text: "\(text)", font: body, lines: 0\(body)}
            constraints:
              - S.Leading = Superview.LeadingMargin
              - S.Trailing = Superview.TrailingMargin
              - S.Top = Safe Area.Top + 20
            \(constraints)
            """, file: "stack.yaml")
    }

    /// Every alignment of both axes, every size category, on phones of both scales and widths:
    /// the label is never cut, and it is drawn at the width it was measured at.
    @Test func aStackedMultiLineLabelIsNeverCut() throws {
        let alignments = [
            "vertical": ["fill", "leading", "center", "trailing"],
            "horizontal": ["fill", "top", "center", "bottom", "firstBaseline", "lastBaseline"],
        ]
        var layouts = 0
        for (axis, list) in alignments.sorted(by: { $0.key < $1.key }) {
            for alignment in list {
                for text in Self.paragraphs {
                    let scene = try Self.stackScene(axis: axis, alignment: alignment, text: text)
                    for device in ["iPhone SE (1st generation)", "iPhone 8", "iPhone 15 Pro"] {
                        for category in SizeCategory.allCases {
                            let configuration = Configuration(
                                device: DeviceCatalog.device(named: device)!, sizeCategory: category)
                            let layout = try LayoutSolver(measurer: Self.measurer).solve(scene, in: configuration)
                            layouts += 1
                            #expect(Self.truncatedLabels(layout) == [], "\(axis) \(alignment)")
                        }
                    }
                }
            }
        }
        #expect(layouts == 720)
    }

    /// Body text at AX3 (40 points) in a leading-aligned stack on an iPhone 8.
    /// The label hugs its widest line, 337 points (Inter Display), and shows all 7 lines, body's AX3
    /// leading of 48 apart (47.7 + 6 × 48 = 335.7, 336 on the pixel grid) (it was laid out at
    /// 282 × 477.5 and drawn in 10 lines, or cut, when its measured width wrapped into 9).
    @Test func aLeadingStackShowsTheWholeText() throws {
        let scene = try Self.stackScene(axis: "vertical", alignment: "leading", text: Self.paragraphs[0])
        let configuration = Configuration(device: DeviceCatalog.device(named: "iPhone 8")!, sizeCategory: .AX3)
        let layout = try LayoutSolver(measurer: Self.measurer).solve(scene, in: configuration)
        let body = try #require(layout.view(named: "Body"))
        #expect(body.frame.array == [0, 65.5, 337, 336])
        #expect(
            body.textFit
                == TextFit(wrapWidth: 337, text: try #require(body.intrinsic.text), visibleLines: 7, isTruncated: false)
        )
    }

    /// A stack 200 points tall leaves the label 134.5 points: 2 of its 7 lines, cut with "…".
    @Test func aLabelTheLayoutSqueezesIsReportedCut() throws {
        let scene = try Self.stackScene(
            axis: "vertical", alignment: "leading", text: Self.paragraphs[0],
            body: ", compressionResistance: {v: 700}", constraints: "  - S.Height = 200")
        let configuration = Configuration(device: DeviceCatalog.device(named: "iPhone 8")!, sizeCategory: .AX3)
        let layout = try LayoutSolver(measurer: Self.measurer).solve(scene, in: configuration)
        let body = try #require(layout.view(named: "Body"))
        #expect(body.frame.array == [0, 65.5, 337, 134.5])
        #expect(body.textFit?.visibleLines == 2 && body.textFit?.text.lineCount == 7)
        #expect(body.isTruncated)
        #expect(Self.truncatedLabels(layout) == ["Body@iPhone 8 · portrait · compact-regular · AX3 · ltr"])
    }
}
