import AccessibilityAudit
import Testing

/// Controls are measured by their frame against the HIG's 44 × 44 points.
@Suite struct TouchTargetTests {
    static func button(height: String) -> String {
        """
        devices: [iPhone 8]
        views:
          Close: {type: button, title: Close}
        constraints:
          - Close.Leading = Superview.LeadingMargin
          - Close.Top = Safe Area.Top + 20
          - Close.Width = 100
          - Close.Height = \(height)
        """
    }

    @Test func aButtonHalfAPointShortIsFound() throws {
        #expect(
            try AuditFixture.lines(Self.button(height: "43.5"), rule: .touchTarget) == [
                "touch-target: Close is 100 × 43.5 pt, below 44 × 44 (xS, 375 pt wide)"
            ])
    }

    @Test func aButton44HighIsNot() throws {
        #expect(try AuditFixture.lines(Self.button(height: "44"), rule: .touchTarget) == [])
    }

    @Test func theFindingNamesTheSceneLine() throws {
        let finding = try #require(try AuditFixture.findings(Self.button(height: "30")).first)
        #expect([finding.location.line, finding.location.column] == [3, 3])
        #expect([finding.measured, finding.threshold] == [30, 44])
    }
}
