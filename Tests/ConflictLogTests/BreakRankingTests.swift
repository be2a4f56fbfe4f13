import Testing

@testable import ConflictLog

/// Where the model cannot separate two constraints, the likely choice and the alternative, each
/// with its reason; where it can, one choice and the rule that made it.
@Suite struct BreakRankingTests {
    func rebuilt(_ text: String) throws -> ConflictScene {
        let log = try ConflictLogReader.read(text)
        return ConflictScene(try #require(log.conflicts.first), number: 1, file: "x.log", lines: log.lines)
    }

    @Test func twoEqualWidthsAreRanked() throws {
        let scene = try rebuilt(
            "(\n\"<NSLayoutConstraint:0x1 UIView:0xa.width == 10>\",\n\"<NSLayoutConstraint:0x2 UIView:0xa.width == 20>\"\n)"
        )
        let origin = try #require(scene.scene.recordedConflict)
        #expect(origin.likely == "0x1")
        #expect(origin.alternative == "0x2")
        #expect(
            origin.choiceReasons == [
                "Likely choice: 0x1 (UIView 0xa.width == 10): no rule of the model tells it from 0x2; the log lists it before that one, and where only the list order told two constraints apart UIKit broke the one listed first in 11 of 15 real logs.",
                "Alternative: 0x2 (UIView 0xa.width == 20): as likely by every rule of the model; UIKit broke the other one listed in 4 of those 15 logs.",
            ])
        #expect(scene.scene.title.hasSuffix(" · unsure: UIKit breaks 0x1 or 0x2"))
    }

    @Test func anInequalityIsTheOneChoice() throws {
        let scene = try rebuilt(
            "(\n\"<NSLayoutConstraint:0x1 UIView:0xa.width >= 30>\",\n\"<NSLayoutConstraint:0x2 UIView:0xa.width == 20>\"\n)"
        )
        let origin = try #require(scene.scene.recordedConflict)
        #expect(origin.likely == "0x1")
        #expect(origin.alternative == nil)
        #expect(
            origin.choiceReasons == [
                "Likely choice: 0x1 (UIView 0xa.width >= 30): a required inequality gives way before an equality."
            ])
        #expect(!scene.scene.title.contains("unsure"))
    }
}
