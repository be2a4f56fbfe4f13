import Foundation
import LayoutEngine
import Rendering
import SceneFormat
import SceneModel
import Testing

/// The `a11y` annotation layer: VoiceOver's order as numbered badges and the views with findings
/// outlined and tagged with their rules; never drawn unless asked for.
@Suite struct AccessibilityLayerTests {
    func marks(_ layers: Set<AnnotationLayer>) throws -> [AnnotationMark] {
        try AnnotationMarkTests().marks("controls", device: "iPhone 15 Pro", layers: layers)
    }

    @Test func theReadingOrderIsNumberedInOrder() throws {
        let order = try marks([.a11y]).filter { $0.role == .readingOrder }.compactMap(\.text)
        #expect(order == (1...11).map(String.init))
    }

    @Test func viewsWithFindingsAreOutlinedAndTagged() throws {
        let marks = try marks([.a11y]).filter { $0.role == .accessibility }
        let tags = marks.compactMap(\.text)
        #expect(tags.first == "touch-target")
        #expect(tags.contains("touch-target, contrast"))
        #expect(tags.contains("truncated-text"))
        #expect(marks.contains { if case .outline(_, 1.5) = $0.shape { $0.dashed } else { false } })
    }

    @Test func theStandardLayersLeaveItOut() throws {
        #expect(!AnnotationLayer.standard.contains(.a11y))
        #expect(
            try marks(AnnotationLayer.standard).allSatisfy { $0.role != .readingOrder && $0.role != .accessibility })
    }
}
