import AccessibilityAudit
import Testing

/// A button showing only an image leaves VoiceOver nothing to say.
@Suite struct MissingLabelTests {
    static func button(_ keys: String) -> String {
        """
        devices: [iPhone 8]
        views:
          Share: {type: button, \(keys)}
        constraints:
          - Share.Leading = Superview.LeadingMargin
          - Share.Top = Safe Area.Top + 20
          - Share.Width = 44
          - Share.Height = 44
        """
    }

    @Test func anImageOnlyButtonIsFound() throws {
        #expect(
            try AuditFixture.lines(Self.button("image: {size: [24, 24]}")) == [
                "missing-label: Share shows only an image and has no accessibility label (xS, 375 pt wide)"
            ])
    }

    @Test func aTitledButtonIsNot() throws {
        #expect(try AuditFixture.lines(Self.button("title: Share, textColor: \"#000000\""), rule: .missingLabel) == [])
    }
}
