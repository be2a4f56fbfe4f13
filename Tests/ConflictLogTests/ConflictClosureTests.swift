import LayoutEngine
import Testing

@testable import ConflictLog
import SceneModel

/// A log's conflict is always a conflict: when the printed constraints hold together, the
/// rebuilt scene says what closes the conflict, or that nothing the log prints does.
@Suite struct ConflictClosureTests {
    func rebuilt(_ text: String) throws -> ConflictScene {
        let log = try ConflictLogReader.read(text)
        return ConflictScene(try #require(log.conflicts.first), number: 1, file: "x.log", lines: log.lines)
    }

    @Test func printingTolerance() {
        #expect(ConflictClosure.printingTolerance(56) == 0.5e-4)
        #expect(ConflictClosure.printingTolerance(20.4) == 0.5e-4)
        #expect(ConflictClosure.printingTolerance(0.7) == 0.5e-6)
        #expect(ConflictClosure.printingTolerance(375) == 0.5e-3)
        #expect(ConflictClosure.printingTolerance(0) == 0)
    }

    /// A label centered in and pinned to the bottom of a cell 56 high holds `height >= 56` as
    /// printed; with UIKit's 56 a fraction below, it does not, and the label's bound breaks.
    @Test func aRoundedConstantClosesTheConflict() throws {
        let scene = try rebuilt(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UILabel:0xa'Website'.centerY == UITableViewCellContentView:0xc.centerY   (active)>",
                "<NSLayoutConstraint:0x2 V:[UILabel:0xa'Website']-(0)-|   (active, names: '|':UITableViewCellContentView:0xc )>",
                "<NSLayoutConstraint:0x3 UILabel:0xa'Website'.height >= 56   (active)>",
                "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xc.height == 56   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x3 UILabel:0xa'Website'.height >= 56   (active)>
            """)
        let note =
            "As printed these constraints hold together; they conflict if the 56 of 0x4 was a fraction below what the "
            + "log prints (UIKit prints six significant digits), which is assumed here."
        #expect(scene.scene.recordedConflict?.note == note)
        #expect(scene.scene.recordedConflict?.explanation.first == note)
        #expect(scene.scene.title.hasSuffix(" · " + note))
        #expect(scene.conflict.constraints[3].constant == 56 - 0.5e-4)
        #expect(ConflictClosure.conflicts(scene.scene, addresses: ["0x1", "0x2", "0x3", "0x4"]))
    }

    /// What the log printed as `(null)` is where the conflict lies.
    @Test func unprintedConstraintsAreNamed() throws {
        let scene = try rebuilt(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint: 0x15df97b0> (null) ((null), (null))",
                "<NSAutoresizingMaskLayoutConstraint: 0x15df34b0> H:[HeaderView:0x15d55520(320)](%28null%29, %28null%29)"
            )
            """)
        #expect(
            scene.scene.recordedConflict?.note
                == "As printed these constraints hold together: the conflict lies with 0x15df97b0 (line 3), which the log prints as '(null)'."
        )
    }

    /// A conflict as printed gets no note.
    @Test func aPrintedConflictNeedsNoNote() throws {
        let scene = try rebuilt(
            "(\n\"<NSLayoutConstraint:0x1 UIView:0xa.width == 10>\",\n\"<NSLayoutConstraint:0x2 UIView:0xa.width == 20>\"\n)"
        )
        #expect(scene.scene.recordedConflict?.note == nil)
        #expect(!scene.scene.title.contains("hold together"))
    }

    /// Holding together as printed, a conflict with part of an autoresizing mask's and of a stack
    /// view's constraints names the rest of those sets, which the log does not print.
    @Test func theUnprintedRestOfUIKitsSetsIsNamed() throws {
        let scene = try rebuilt(
            "(\n\"<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0xa.width == 100   (active)>\",\n"
                + "\"<NSLayoutConstraint:0x2 'UISV-spacing' H:[UIView:0xb]-(10)-[UIView:0xc]   (active)>\"\n)")
        #expect(
            scene.scene.recordedConflict?.note
                == "As printed these constraints hold together, and no rounding of their constants makes them "
                + "conflict: UIKit's conflict lies in something the log does not print (the other constraints of "
                + "an autoresizing mask: UIKit makes two for each axis from the view's frame, and the log prints "
                + "only those in the conflict; the stack view's other UISV- constraints (its spacing, alignment "
                + "and canvas edges)).")
        let layout = try LayoutSolver(measurer: ConflictClosure.FixedMeasurer()).solve(
            scene.scene, in: scene.scene.configurations[0])
        #expect(layout.conflicts.isEmpty)
        #expect(layout.view(id: ViewID("0xa"))?.frame.width == 100)
        let b = try #require(layout.view(id: ViewID("0xb"))), c = try #require(layout.view(id: ViewID("0xc")))
        #expect(c.rootFrame.minX - b.rootFrame.maxX == 10)
    }
}
