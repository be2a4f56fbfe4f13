import Testing

@testable import ConflictLog

/// Where the model cannot separate two constraints, the likely choice and the alternative, each
/// with its reason; where it can, one choice and the rule that made it.
@Suite struct BreakRankingTests {
    func rebuilt(_ text: String) throws -> ConflictScene {
        let log = try ConflictLogReader.read(text)
        return ConflictScene(try #require(log.conflicts.first), number: 1, file: "x.log", lines: log.lines)
    }

    @Test func twoWidthsOfOneViewAreRanked() throws {
        let scene = try rebuilt(
            "(\n\"<NSLayoutConstraint:0x1 UIView:0xa.width == 10>\",\n\"<NSLayoutConstraint:0x2 UIView:0xa.width == 20>\"\n)"
        )
        let origin = try #require(scene.scene.recordedConflict)
        #expect(origin.likely == "0x2")
        #expect(origin.alternative == "0x1")
        #expect(
            origin.choiceReasons == [
                "Likely choice: 0x2 (UIView 0xa.width == 20): it differs from 0x1 only in its constant, which is the larger; where only their constants told two constraints apart UIKit broke the one with the larger in 9 of 10 real logs.",
                "Alternative: 0x1 (UIView 0xa.width == 10): the same constraint with the smaller constant; UIKit broke that one in 1 of those 10 logs.",
            ])
        #expect(scene.scene.title.hasSuffix(" · unsure: UIKit breaks 0x2 or 0x1"))
    }

    @Test func widthsOfTwoViewsAreRankedByTheirListOrder() throws {
        let scene = try rebuilt(
            "(\n\"<NSLayoutConstraint:0x1 UIView:0xa.width == 10>\",\n\"<NSLayoutConstraint:0x2 UIView:0xa.width == UIView:0xb.width>\",\n\"<NSLayoutConstraint:0x3 UIView:0xb.width == 20>\"\n)"
        )
        let origin = try #require(scene.scene.recordedConflict)
        #expect(origin.likely == "0x1")
        #expect(origin.alternative == "0x3")
        #expect(
            origin.choiceReasons == [
                "Likely choice: 0x1 (UIView 0xa.width == 10): no rule of the model tells it from 0x3; the log lists it before that one, and where only the list order told two constraints apart UIKit broke the one listed first in 2 of 3 real logs.",
                "Alternative: 0x3 (UIView 0xb.width == 20): as likely by every rule of the model; UIKit broke the other one listed in 1 of those 3 logs.",
            ])
        #expect(scene.scene.title.hasSuffix(" · unsure: UIKit breaks 0x1 or 0x3"))
    }

    @Test func theSpacingAfterAViewIsBrokenBeforeTheSameGapWrittenTheOtherWay() throws {
        let scene = try rebuilt(
            "(\n\"<NSLayoutConstraint:0x1 UIView:0xa.bottom == UIView:0xb.top - 17>\",\n\"<NSLayoutConstraint:0x2 V:[UIView:0xa]-(0)-[UIView:0xb]>\"\n)"
        )
        let origin = try #require(scene.scene.recordedConflict)
        #expect(origin.likely == "0x2")
        #expect(origin.alternative == nil)
        #expect(
            origin.choiceReasons == [
                "Likely choice: 0x2 (UIView 0xb.top == UIView 0xa.bottom): it is the spacing that places a view after its neighbour."
            ])
        #expect(!scene.scene.title.contains("unsure"))
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
