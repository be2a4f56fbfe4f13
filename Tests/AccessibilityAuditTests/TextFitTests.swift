import Testing

/// Text cut, outside its bounds or over other views, at the smallest Dynamic Type size it happens.
@Suite struct TextFitTests {
    @Test func aLabelIsReportedAtTheFirstSizeItTruncatesAt() throws {
        let yaml = """
            devices: [iPhone SE (1st generation)]
            views:
              Headline: {type: label, text: Notifications are on for this, font: body}
            constraints:
              - Headline.Leading = Superview.LeadingMargin
              - Headline.Trailing = Superview.TrailingMargin
              - Headline.Top = Safe Area.Top + 20
            """
        #expect(
            try AuditFixture.lines(yaml) == [
                #"truncated-text: Headline is cut with "…": its text needs 292.5 pt, it has 288 (xxxL, 320 pt wide)"#
            ])
    }

    @Test func textLeavingTheScreenIsFound() throws {
        let yaml = """
            devices: [iPhone 8]
            views:
              Banner: {type: label, text: Welcome back}
            constraints:
              - Banner.Leading = Superview.Trailing - 40
              - Banner.Top = Safe Area.Top + 20
            """
        #expect(
            try AuditFixture.lines(yaml) == [
                "text-outside: Banner reaches 72.5 pt outside the screen (xS, 375 pt wide)"
            ])
    }

    @Test func overlappingLabelsAreFound() throws {
        let yaml = """
            devices: [iPhone 8]
            views:
              First: {type: label, text: Departures}
              Second: {type: label, text: Arrivals}
            constraints:
              - First.Leading = Superview.LeadingMargin
              - First.Top = Safe Area.Top + 20
              - Second.Leading = First.Leading + 40
              - Second.Top = First.Top + 10
            """
        #expect(
            try AuditFixture.lines(yaml) == [
                "text-overlap: Second overlaps First by 46 × 10.5 pt (xS, 375 pt wide)"
            ])
    }
}
