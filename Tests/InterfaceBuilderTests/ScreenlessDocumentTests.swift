import Foundation
import Readers
import StoryboardFixtures
import Testing

/// A document with no screen to lay out is refused with an error located in the file.
@Suite struct ScreenlessDocumentTests {
    /// A storyboard whose only controller lost its view: an error at the controller, not at
    /// line 0 and not "no scene ''".
    @Test func aDocumentWithoutAScreenIsALocatedError() throws {
        let xml = StoryboardFixture.storyboard(root: "", constraints: "")
            .replacingOccurrences(of: #"<view key="view""#, with: #"<view key="inputView""#)
        #expect(throws: (any Error).self) { try SceneInput.read(Data(xml.utf8), file: "Main.storyboard") }
        do { _ = try SceneInput.read(Data(xml.utf8), file: "Main.storyboard") } catch {
            #expect(
                String(describing: error).hasPrefix(
                    "Main.storyboard:7:17: error: no view controller with a view and no top-level view: nothing to lay out"
                ))
        }
    }
}
