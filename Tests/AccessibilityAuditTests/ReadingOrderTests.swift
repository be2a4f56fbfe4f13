import Testing

/// VoiceOver's default order: rows top to bottom, leading to trailing; a stack in its order (its
/// first arranged view is at the leading edge in either direction).
@Suite struct ReadingOrderTests {
    static func form(direction: String) -> String {
        """
        devices: [iPhone 8]
        directions: [\(direction)]
        views:
          Title: {type: label, text: Profile}
          Toggle: {type: switch}
          Notify: {type: label, text: Notify me}
          Row:
            type: stack
            axis: horizontal
            spacing: 8
            arranged:
              Cancel: {type: button, title: Cancel}
              Save: {type: button, title: Save}
          Badge: {type: imageView, image: {size: [20, 20]}}
        constraints:
          - Title.Leading = Superview.LeadingMargin
          - Title.Top = Safe Area.Top + 20
          - Notify.Left = Superview.LeftMargin
          - Notify.CenterY = Toggle.CenterY
          - Toggle.Right = Superview.RightMargin
          - Toggle.Top = Title.Bottom + 20
          - Row.Leading = Superview.LeadingMargin
          - Row.Top = Toggle.Bottom + 20
          - Badge.Trailing = Superview.TrailingMargin
          - Badge.Top = Safe Area.Top + 20
        """
    }

    @Test func rowsTopToBottomLeadingFirst() throws {
        #expect(
            try AuditFixture.readingOrder(Self.form(direction: "ltr")) == [
                "Title", "Notify", "Toggle", "Cancel", "Save",
            ])
    }

    @Test func rightToLeftReadsTheRightEdgeFirst() throws {
        #expect(
            try AuditFixture.readingOrder(Self.form(direction: "rtl")) == [
                "Title", "Toggle", "Notify", "Cancel", "Save",
            ])
    }
}
