import Testing

@testable import LayoutEngine
import SceneModel

/// How many lines of a font fit in a height, for every height a solve can produce: a label
/// left unbounded by its constraints, or a height that is not a number, never stops the run.
@Suite struct LinesFittingTests {
    @Test func countsTheFirstLineThenOnePerSpacing() {
        let font = FontSpec(size: 17)
        #expect(font.linesFitting(height: 0) == 1)
        #expect(font.linesFitting(height: font.textHeight(lines: 1)) == 1)
        #expect(font.linesFitting(height: font.textHeight(lines: 3)) == 3)
        #expect(font.linesFitting(height: font.textHeight(lines: 3) - 1) == 2)
    }

    @Test func unboundedAndNonNumericHeightsFitWithoutTrapping() {
        let font = FontSpec(size: 17)
        #expect(font.linesFitting(height: .infinity) == 1_000_000_000)
        #expect(font.linesFitting(height: 1e300) == 1_000_000_000)
        #expect(font.linesFitting(height: .nan) == 1)
        #expect(font.linesFitting(height: -.infinity) == 1)
    }
}
