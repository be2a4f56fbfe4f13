import LayoutEngine
@testable import Rendering
import SceneModel
import Testing

/// Every kind that draws content of its own has a painter, and the others have none: a kind added
/// to the engine without its painter fails here rather than drawing an empty frame.
@Suite struct ViewPainterTests {
    @Test func everyDrawnKindHasAPainter() {
        for kind in ViewKinds.all {
            #expect((ViewPainters.byType[kind.type] != nil) == kind.drawsContent, "\(kind.type)")
        }
        #expect(ViewPainters.byType.count == ViewKinds.all.filter(\.drawsContent).count)
    }
}
