import AccessibilityAudit
import SceneModel
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

/// A stack is a container: read whole, before or after the view beside it, even where that view
/// sits between two of its rows (read view by view, the rows would go Name, Price, Origin). Views
/// placed by left and right stay put right to left, and the right one is read first.
@Suite struct StackReadingOrderTests {
    static func card(direction: String) -> String {
        """
        devices: [iPhone 8]
        directions: [\(direction)]
        views:
          Price: {type: label, text: "3.50"}
          Details:
            type: stack
            axis: vertical
            spacing: 4
            arranged:
              Name: {type: label, text: Coffee}
              Origin: {type: label, text: Kenya}
        constraints:
          - Price.Left = Superview.LeftMargin
          - Price.CenterY = Details.CenterY
          - Details.Left = Price.Right + 12
          - Details.Top = Safe Area.Top + 20
        """
    }

    static func text(_ elements: [(name: String, frame: Rect)]) -> [String] {
        elements.map { element in
            let f = element.frame
            return "\(element.name) \(formatPoints(f.minX)) \(formatPoints(f.minY)) \(formatPoints(f.width))"
                + " \(formatPoints(f.height))"
        }
    }

    @Test func leftToRightThePriceFirstThenTheStackWhole() throws {
        #expect(
            Self.text(try AuditFixture.readingOrderFrames(Self.card(direction: "ltr"))) == [
                "Price 16 52.5 34.5 20.5", "Name 62.5 40 52 20.5", "Origin 62.5 64.5 52 20.5",
            ])
    }

    @Test func rightToLeftTheStackWholeThenThePrice() throws {
        #expect(
            Self.text(try AuditFixture.readingOrderFrames(Self.card(direction: "rtl"))) == [
                "Name 62.5 40 52 20.5", "Origin 62.5 64.5 52 20.5", "Price 16 52.5 34.5 20.5",
            ])
    }
}

/// What a scene says about accessibility overrides UIKit's defaults.
@Suite struct DeclaredAccessibilityTests {
    static let card = """
        devices: [iPhone 8]
        views:
          Card:
            accessibilityElements: [Price, Name]
            subviews:
              Name: {type: label, text: Coffee}
              Price: {type: label, text: "3.50"}
              Photo: {type: imageView, image: {size: [40, 40]}, isAccessibilityElement: true, accessibilityLabel: A cup}
          Footer: {type: label, text: Thanks, isAccessibilityElement: false}
        constraints:
          - Card.Leading = Superview.LeadingMargin
          - Card.Trailing = Superview.TrailingMargin
          - Card.Top = Safe Area.Top + 20
          - Card.Height = 100
          - Name.Leading = Card.Leading
          - Name.Top = Card.Top
          - Price.Leading = Card.Leading
          - Price.Top = Name.Bottom + 8
          - Photo.Trailing = Card.Trailing
          - Photo.Top = Card.Top
          - Footer.Leading = Superview.LeadingMargin
          - Footer.Top = Card.Bottom + 20
        """

    @Test func aContainersElementsListIsItsOrder() throws {
        #expect(try AuditFixture.readingOrder(Self.card) == ["Price", "Name"])
    }

    @Test func anImageMarkedAsAnElementIsVisited() throws {
        let yaml = Self.card.replacingOccurrences(of: "    accessibilityElements: [Price, Name]\n", with: "")
        #expect(try AuditFixture.readingOrder(yaml) == ["Name", "Photo", "Price"])
    }

    @Test func anElementWithoutALabelIsFound() throws {
        let yaml = Self.card.replacingOccurrences(of: ", accessibilityLabel: A cup", with: "")
            .replacingOccurrences(of: "    accessibilityElements: [Price, Name]\n", with: "")
        #expect(
            try AuditFixture.lines(yaml, rule: .missingLabel) == [
                "missing-label: Photo is an accessibility element with no label and no text (xS, 375 pt wide)"
            ])
    }
}
