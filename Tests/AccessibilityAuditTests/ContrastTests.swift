import Testing

/// Text against its background by WCAG 2.2's ratio, 4.5:1 for body text and 3:1 for large text.
@Suite struct ContrastTests {
    static func label(_ color: String, on background: String, font: String = "body") -> String {
        """
        devices: [iPhone 8]
        views:
          Panel: {background: "\(background)"}
          Note: {type: label, text: Quiet, textColor: "\(color)", font: \(font)}
        constraints:
          - Panel.Leading = Superview.Leading
          - Panel.Trailing = Superview.Trailing
          - Panel.Top = Superview.Top
          - Panel.Bottom = Superview.Bottom
          - Note.Leading = Superview.LeadingMargin
          - Note.Top = Safe Area.Top + 20
        """
    }

    @Test func aGreyAHundredthBelowTheThresholdIsFound() throws {
        #expect(
            try AuditFixture.lines(Self.label("#757575", on: "#FCFCFC")) == [
                "contrast: Note is 4.49:1 against its background, below 4.5:1 for body text (#757575 on #FCFCFC) (xS, 375 pt wide, light)"
            ])
        let finding = try #require(try AuditFixture.findings(Self.label("#757575", on: "#FCFCFC")).first)
        #expect(abs(finding.measured - 4.4910) < 0.0001)
        #expect(finding.threshold == 4.5)
    }

    @Test func theSameGreyOnWhitePasses() throws {
        #expect(try AuditFixture.lines(Self.label("#767676", on: "#FFFFFF")) == [])
    }

    @Test func largeTextNeedsThreeToOne() throws {
        #expect(try AuditFixture.lines(Self.label("#949494", on: "#FFFFFF", font: "{size: 18}")) == [])
        #expect(
            try AuditFixture.lines(Self.label("#959595", on: "#FFFFFF", font: "{size: 18}")) == [
                "contrast: Note is 2.99:1 against its background, below 3:1 for large text (#959595 on #FFFFFF) (xS, 375 pt wide, light)"
            ])
    }

    @Test func aFixedColourOnTheSystemBackgroundFailsInDark() throws {
        let yaml = """
            devices: [iPhone 8]
            views:
              Note: {type: label, text: Ink, textColor: "#000000"}
            constraints:
              - Note.Leading = Superview.LeadingMargin
              - Note.Top = Safe Area.Top + 20
            """
        #expect(
            try AuditFixture.lines(yaml) == [
                "contrast: Note is 1:1 against its background, below 4.5:1 for body text (#000000 on #000000) (xS, 375 pt wide, dark)"
            ])
    }
}
