import LayoutEngine
import Testing

@testable import ConflictLog
import SceneModel

/// A conflict rebuilt as a scene: names, nesting, assumptions, the order UIKit is modelled to break in.
@Suite struct ConflictSceneTests {
    static let cell = """
        2019-04-11 21:37:26.613667+0200 App[2427:80984] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x6000014d9cc0 V:|-(12)-[UILabel:0x7f8671c8aa70'Don't \\U2019go']   (active, names: '|':UITableViewCellContentView:0x7f8671c8a880 )>",
            "<SnapKit.LayoutConstraint:0x6000014db7f0@Cell.swift#40 UILabel:0x7f8671c8aa70.bottom == UITableViewCellContentView:0x7f8671c8a880.bottom - 12>",
            "<NSLayoutConstraint:0x6000014d8e60 UILabel:0x7f8671c8aa70.height == 40   (active)>",
            "<NSLayoutConstraint:0x60000174d310 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f8671c8a880.height == 44   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x6000014d8e60 UILabel:0x7f8671c8aa70.height == 40   (active)>
        """

    func rebuilt() throws -> ConflictScene {
        let log = try ConflictLogReader.read(Self.cell)
        return ConflictScene(try #require(log.conflicts.first), number: 1, file: "cell.log", lines: log.lines)
    }

    @Test func viewsAreNamedByClassAndTextAndNestedAsTheLogSays() throws {
        let scene = try rebuilt().scene
        #expect(scene.title == "cell.log conflict 1 · UIKit's UITableViewCellContentView folded into UITableViewCell")
        // With no cell in the log, the content view stands for it: drawn as its box and tag.
        #expect(scene.root.subviews.map(\.name) == ["UITableViewCell (content view)"])
        #expect(scene.root.subviews[0].isFolded == false)
        #expect(scene.root.subviews[0].background != nil)
        let label = try #require(scene.root.subviews.first?.subviews.first)
        #expect(label.name == "UILabel 'Don't \u{2019}go'")
        #expect(label.type == .label)
        #expect(label.text == "Don't \u{2019}go")
        #expect(label.id == ViewID("0x7f8671c8aa70"))
        #expect(label.assumedAxes.isEmpty)  // sized by its text
        #expect(scene.root.subviews[0].assumedAxes == [.horizontal])
    }

    /// A label's text of 20,000 escaped line breaks is read whole, in linear time, and names
    /// its view with a line's worth of it: messages quote the name.
    @Test func aLongLabelTextNamesItsViewWithALinesWorth() throws {
        let text = (0..<20_000).map { "x\($0)" }.joined(separator: "\\n")
        let log = try ConflictLogReader.read(
            Self.cell.replacingOccurrences(of: "Don't \\U2019go", with: text))
        let scene = ConflictScene(try #require(log.conflicts.first), number: 1, file: "cell.log", lines: log.lines)
            .scene
        let label = try #require(scene.root.subviews.first?.subviews.first)
        let shown = (0..<20_000).map { "x\($0)" }.joined(separator: " ").prefix(60)
        #expect(label.name == "UILabel '\(shown)…'")
        #expect(label.text?.split(separator: "\n").count == 20_000)
    }

    @Test func constraintsKeepTheirAddressesAndLinesInBreakingOrder() throws {
        let rebuilt = try rebuilt()
        let own = rebuilt.scene.constraints.filter { !$0.isAssumption }
        // UIKit's own first, then by how likely UIKit is to break them: the label's height last.
        #expect(own.map(\.id) == ["0x60000174d310", "0x6000014d9cc0", "0x6000014db7f0", "0x6000014d8e60"])
        #expect(own[1].location.line == 3 && own[1].location.column == 6)
        #expect(own[2].constant == .points(-12))
        #expect(rebuilt.scene.recordedConflict?.broken == "0x6000014d8e60")
        #expect(
            rebuilt.scene.recordedConflict?.declaration(of: "0x6000014db7f0")
                == SourceLocation(file: "Cell.swift", line: 40, column: 0))
        #expect(
            rebuilt.scene.constraints.first { $0.id == "0x6000014db7f0" }?.provenance.declaration
                == SourceLocation(file: "Cell.swift", line: 40, column: 0))
        #expect(rebuilt.internalViews == ["UITableViewCell (content view)"])
        #expect(
            rebuilt.foldedViews == [
                "UITableViewCellContentView a880 is UIKit's own view, drawn as UITableViewCell (content view)"
            ])
    }

    @Test func theExplanationSaysWhyAndWhatToChange() throws {
        let lines = try #require(try rebuilt().scene.recordedConflict?.explanation)
        #expect(
            lines == [
                "UIKit broke 0x6000014d8e60 (UILabel 'Don't \u{2019}go'.height == 40) because:",
                "- all 4 constraints are required (priority 1000), so they cannot all hold and one must go.",
                "- UIKit made 0x60000174d310 (the size its container gives it) itself and breaks its own constraints last.",
                "- UIKit added 0x60000174d310 last, when it sized the view (or hid it), after the app's constraints were in: that addition found the conflict.",
                "- it sets the size of the innermost view of the conflict (UILabel 'Don't \u{2019}go'), which UIKit's engine gives up before the chain around it.",
                "Change instead: to keep this layout without the log, lower the priority of 0x6000014d8e60 to 999; for the layout you meant, change one of 0x6000014d9cc0, 0x6000014db7f0 (Cell.swift#40), 0x6000014d8e60 (a cell's size comes from its container: the cell's own constraints must fit it, or one of them give way at 999).",
                "Likely choice: 0x6000014d8e60 (UILabel 'Don't \u{2019}go'.height == 40): it ties fewer sizes together than the next likeliest.",
            ])
    }

    @Test func aConstraintUIKitWouldRefuseIsLeftOutWithAWarning() throws {
        let log = try ConflictLogReader.read(
            "(\n\"<NSLayoutConstraint:0x1 UIView:0xa.width == UIView:0xb.leading>\",\n\"<NSLayoutConstraint:0x2 UIView:0xa.width == 10>\"\n)"
        )
        let rebuilt = ConflictScene(log.conflicts[0], number: 1, file: "x.log", lines: log.lines)
        #expect(rebuilt.scene.constraints.filter { !$0.isAssumption }.map(\.id) == ["0x2"])
        #expect(
            rebuilt.warnings == [
                "line 2: 0x1 left out: cannot constrain a size attribute (width) to a location attribute (leading)"
            ])
    }
}
