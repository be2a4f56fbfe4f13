import LayoutEngine
import SceneFormat
import SceneModel
import Testing
import TextMetrics

/// One conformance case: a small scene, the configuration it is laid out in, and the frames
/// UIKit gives its views according to a public source (docs/conformance.md).
struct ConformanceCase: Sendable, CustomTestStringConvertible {
    /// Short and unique: it names the test case in the output.
    var name: String
    /// The public document (URL, or title and section) the expected frames come from.
    var source: String
    /// A scene in the project's YAML format; its `bars` and `defaults` apply, its devices do not.
    var scene: String
    var device: String
    var orientation: Orientation = .portrait
    var category: SizeCategory = .L
    var direction: LayoutDirection = .ltr
    /// Frames in the superview's coordinates (UIKit's `frame`), per view name.
    var expected: [String: Frame]
    /// Why the engine disagrees today, when the disagreement is a known open defect; the case
    /// then runs under `withKnownIssue` and starts failing once the defect is fixed.
    var knownIssue: String? = nil

    var testDescription: String { name }
}

/// An expected frame `[x, y, width, height]` to 0.01 point; a nil component is not asserted
/// (a source that gives a label's height but not its width).
struct Frame: Sendable, CustomStringConvertible {
    var x, y, width, height: Double?

    init(_ x: Double?, _ y: Double?, _ width: Double?, _ height: Double?) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    static func size(_ width: Double?, _ height: Double?) -> Frame { Frame(nil, nil, width, height) }

    var components: [Double?] { [x, y, width, height] }
    var description: String { "[" + components.map { $0.map { "\($0)" } ?? "_" }.joined(separator: ", ") + "]" }
}

enum Conformance {
    static let measurer = PangoTextMeasurer()
    static let tolerance = 0.01

    static func layout(_ testCase: ConformanceCase) throws -> SolvedLayout {
        let scene = try SceneParser.parse(testCase.scene, file: "\(testCase.name).yaml")
        let device = try #require(DeviceCatalog.device(named: testCase.device), "unknown device \(testCase.device)")
        let configuration = Configuration(
            device: device, orientation: testCase.orientation,
            sizeCategory: testCase.category, direction: testCase.direction,
            bars: scene.bars)
        return try LayoutSolver(measurer: measurer).solve(scene, in: configuration)
    }

    /// Lays the case out and compares every expected frame; a case with a known issue must
    /// still fail (withKnownIssue records an unexpected pass as a failure).
    static func check(_ testCase: ConformanceCase) throws {
        // A scene that does not parse or solve is a defect of the case, never a known issue.
        let layout = try layout(testCase)
        #expect(layout.conflicts.isEmpty, "\(testCase.name): conflicts \(layout.conflicts.map(\.constraints))")
        #expect(layout.ambiguities.isEmpty, "\(testCase.name): ambiguous \(layout.ambiguities)")
        if let reason = testCase.knownIssue {
            withKnownIssue(Comment(rawValue: reason)) { compare(testCase, layout) }
        } else {
            compare(testCase, layout)
        }
    }

    static func compare(_ testCase: ConformanceCase, _ layout: SolvedLayout) {
        for (name, frame) in testCase.expected.sorted(by: { $0.key < $1.key }) {
            guard let view = layout.view(named: name) else {
                Issue.record("\(testCase.name): no view \(name)"); continue
            }
            let close = zip(view.frame.array, frame.components).allSatisfy { actual, expected in
                expected.map { abs(actual - $0) < tolerance } ?? true
            }
            #expect(close, "\(testCase.name) (\(testCase.source)): \(name) is \(view.frame.array), UIKit \(frame)")
        }
    }
}
