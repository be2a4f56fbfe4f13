import LayoutEngine
import Testing

@testable import ConflictLog
import SceneModel

/// UIKit's own views folded into the nearest app view: named as its part, no box of their own.
@Suite struct ViewFoldingTests {
    /// A cell the log names, with its content view and an image inside; and a bar button stack
    /// of UIKit's inside a navigation bar of the app's.
    static let log = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 V:|-(0)-[UITableViewCellContentView:0x7f00000010c0]   (active, names: '|':App.ProfileCell:0x7f00000010a0'Ada' )>",
            "<NSLayoutConstraint:0x2 V:[UITableViewCellContentView:0x7f00000010c0]-(0)-|   (active, names: '|':App.ProfileCell:0x7f00000010a0'Ada' )>",
            "<NSLayoutConstraint:0x3 V:|-(12)-[UIImageView:0x7f00000010d0]   (active, names: '|':UITableViewCellContentView:0x7f00000010c0 )>",
            "<NSLayoutConstraint:0x4 UIImageView:0x7f00000010d0.height == 60   (active)>",
            "<NSLayoutConstraint:0x5 UIImageView:0x7f00000010d0.bottom == UITableViewCellContentView:0x7f00000010c0.bottom - 12   (active)>",
            "<NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Height' App.ProfileCell:0x7f00000010a0'Ada'.height == 44   (active)>"
        )
        """

    func rebuilt() throws -> ConflictScene {
        let read = try ConflictLogReader.read(Self.log)
        return ConflictScene(try #require(read.conflicts.first), number: 1, file: "cell.log", lines: read.lines)
    }

    @Test func aContentViewIsFoldedIntoTheCellAroundIt() throws {
        let rebuilt = try rebuilt()
        let cell = try #require(rebuilt.scene.root.subviews.first)
        #expect(cell.name == "ProfileCell 'Ada'")
        #expect(!cell.isFolded)
        let content = try #require(cell.subviews.first)
        #expect(content.name == "ProfileCell 'Ada' (content view)")
        // Drawn as a part of the cell: no box, tint, hatching or tag of its own.
        #expect(content.isFolded)
        #expect(content.background == nil && content.borderWidth == 0)
        #expect(content.assumedAxes.isEmpty)
        #expect(content.subviews.map(\.name) == ["UIImageView 10d0"])
        #expect(
            rebuilt.scene.title
                == "cell.log conflict 1 · UIKit's UITableViewCellContentView folded into ProfileCell 'Ada'")
        #expect(
            rebuilt.foldedViews == [
                "UITableViewCellContentView 10c0 is UIKit's own view, drawn folded into ProfileCell 'Ada' as ProfileCell 'Ada' (content view)"
            ])
    }

    @Test func itsConstraintsAreNamedAsTheCells() throws {
        let rebuilt = try rebuilt()
        let bottom = try #require(rebuilt.scene.constraints.first { $0.id == "0x5" })
        #expect(bottom.second == Anchor(.view("ProfileCell 'Ada' (content view)"), .bottom))
    }

    @Test func aPartIsSaidInWords() {
        #expect(ViewFolding.part("UITableViewCellContentView") == "content view")
        #expect(ViewFolding.part("_UIHostingView") == "hosting view")
        #expect(ViewFolding.part("_AVFocusContainerView") == "focus container view")
        #expect(ViewFolding.part("UIInputSetHostView") == "input set host view")
    }
}
