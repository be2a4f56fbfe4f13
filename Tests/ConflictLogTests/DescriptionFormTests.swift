import LayoutEngine
import Testing

@testable import ConflictLog
import SceneModel

/// Each library's and each era's form of a constraint description, read from a small log.
@Suite struct DescriptionFormTests {
    func read(_ description: String) throws -> LoggedConstraint {
        let log = try ConflictLogReader.read("(\n    \"\(description)\"\n)\n")
        return try #require(log.conflicts.first?.constraints.first)
    }

    /// SnapKit of 2015 wrapped each object in its own brackets.
    @Test func snapKitNestedBrackets() throws {
        let c = try read(
            "<<SnapKit.LayoutConstraint:0x7fb5c8c3e1a0> <UIView:0x7fb5c8e2a4d0>.top == <_UILayoutGuide:0x7fb5c8e2b120>.bottom>"
        )
        #expect(c.className == "SnapKit.LayoutConstraint")
        #expect(c.address == "0x7fb5c8c3e1a0")
        #expect(c.first.view == LoggedView(className: "UIView", address: "0x7fb5c8e2a4d0"))
        #expect(c.first.attribute == .top)
        #expect(c.second?.view == LoggedView(className: "_UILayoutGuide", address: "0x7fb5c8e2b120"))
        #expect(c.second?.attribute == .bottom)
        #expect(c.constant == 0)
        #expect(c.origin == .app)
    }

    @Test func snapKitNestedBracketsWithSourceMultiplierAndPriority() throws {
        let c = try read(
            "<<Snap.LayoutConstraint:0x1@ViewController.swift#42> <UILabel:0x2>.height >= <UIView:0x3>.height * 0.5 + 10.0 ^750.0>"
        )
        #expect(c.className == "Snap.LayoutConstraint")
        #expect(c.sourceLine == LoggedSourceLine(file: "ViewController.swift", line: 42))
        #expect(c.relation == .greaterThanOrEqual)
        #expect(c.multiplier == 0.5)
        #expect(c.constant == 10)
        #expect(c.priority == 750)
        let log = try ConflictLogReader.read(
            "(\n\"<<Snap.LayoutConstraint:0x1> <UILabel:0x2>.width == 40.0>\",\n\"<<Snap.LayoutConstraint:0x4> <UILabel:0x2>.width == 50.0>\"\n)"
        )
        #expect(log.warnings == [])
        #expect(log.conflicts[0].constraints.map(\.constant) == [40, 50])
    }

    /// SnapKit today: the class, address and source line, then the equation; `^` for priority.
    @Test func snapKitWithCaretPriority() throws {
        let c = try read("<SnapKit.LayoutConstraint:0x6000@Cell.swift#88 UIImageView:0x7f1.width == 60.0 ^999.0>")
        #expect(c.sourceLine == LoggedSourceLine(file: "Cell.swift", line: 88))
        #expect(c.constant == 60)
        #expect(c.priority == 999)
    }

    /// Masonry: `%g` numbers, ` * multiplier`, `^priority`, keys instead of addresses.
    @Test func masonryMultiplierAndPriority() throws {
        let c = try read("<MASLayoutConstraint:0x7fa1 UILabel:0x7fa2.height == UIView:0x7fa3.height * 0.25 - 4 ^750>")
        #expect(c.multiplier == 0.25)
        #expect(c.constant == -4)
        #expect(c.priority == 750)
        #expect(c.origin == .app)
    }

    /// PureLayout, Cartography and TinyConstraints make plain `NSLayoutConstraint`s, so UIKit prints
    /// its own form; PureLayout's `autoIdentify` adds an identifier.
    @Test func pureLayoutIdentifier() throws {
        let c = try read(
            "<NSLayoutConstraint:0x600003e1c0f0 'Avatar above title' UILabel:0x7f9a'Title'.top == UIImageView:0x7f9b.bottom + 8   (active)>"
        )
        #expect(c.identifier == "Avatar above title")
        #expect(c.origin == .app)
        #expect(c.first.view.text == "Title")
        #expect(c.second?.attribute == .bottom)
        #expect(c.constant == 8)
    }

    @Test func cartographyMultiplierAndNegativeConstant() throws {
        // `view.width == container.width * 0.5 - 10` in Cartography's operators.
        let c = try read("<NSLayoutConstraint:0x6000 UIView:0x7f1.width == 0.5*UIView:0x7f2.width - 10   (active)>")
        #expect(c.multiplier == 0.5)
        #expect(c.constant == -10)
        #expect(c.className == "NSLayoutConstraint")
    }

    @Test func tinyConstraintsPriority() throws {
        // `label.height(44, priority: .defaultHigh)`.
        let c = try read("<NSLayoutConstraint:0x6001 UILabel:0x7f3.height == 44 @750   (active)>")
        #expect(c.constant == 44)
        #expect(c.priority == 750)
    }

    /// Interface Builder's constraints for a view with a fixed frame and none of its own.
    @Test func interfaceBuilderPrototyping() throws {
        let c = try read(
            "<NSIBPrototypingLayoutConstraint:0x7fd3 'IB auto generated at build time for view with fixed frame' V:|-(84)-[UILabel:0x7fd4'Hello']   (Names: '|':UIView:0x7fd5 )>"
        )
        #expect(c.origin == .interfaceBuilderPrototype)
        #expect(c.origin.isSystem)
        #expect(c.identifier == "IB auto generated at build time for view with fixed frame")
        #expect(c.first.attribute == .top)
        #expect(c.second?.view.address == "0x7fd5")
        #expect(c.constant == 84)
    }

    /// A scroll view's automatic content size: the content, a view of its own, has the height.
    @Test func scrollViewAutomaticContentSize() throws {
        let c = try read(
            "<_UIScrollViewAutomaticContentSizeConstraint:0x7a09e6a0 UITableView:0x7c1d4400.contentHeight{id: 178} == -5.000000>"
        )
        #expect(c.origin == .contentSize)
        #expect(c.first.view.address == "0x7c1d4400-content")
        #expect(c.first.view.name == "UITableView 4400 content")
        #expect(c.first.attribute == .height)
        #expect(c.first.loggedAttribute == "contentHeight")
        #expect(c.constant == -5)
    }

    /// Markdown took the quotes and brackets: each entry is read to the end of its line.
    @Test func bracketsStrippedByMarkdown() throws {
        let log = try ConflictLogReader.read(
            """
            Unable to simultaneously satisfy constraints.
            (
                NSLayoutConstraint:0x7ff1 SwipeView:0x7ff2.leading == UITableViewCellContentView:0x7ff3.leading + 5,
                NSLayoutConstraint:0x7ff4 UITableViewCellContentView:0x7ff3.width == 0
            )
            Will attempt to recover by breaking constraint
            NSLayoutConstraint:0x7ff1 SwipeView:0x7ff2.leading == UITableViewCellContentView:0x7ff3.leading + 5
            """)
        let conflict = try #require(log.conflicts.first)
        #expect(conflict.constraints.map(\.address) == ["0x7ff1", "0x7ff4"])
        #expect(conflict.constraints.map(\.constant) == [5, 0])
        #expect(conflict.broken?.address == "0x7ff1")
        let flat = try ConflictLogReader.read(
            "( NSLayoutConstraint:0x1 UIView:0xa.width == 10, NSLayoutConstraint:0x2 UIView:0xa.width == 20 )")
        #expect(flat.conflicts[0].constraints.map(\.constant) == [10, 20])
    }

    /// `<Class: 0x…>` then the body, or `(null)`: what is printed is read, the rest counted.
    @Test func addressOnlyBracketsAndNullDescriptions() throws {
        let log = try ConflictLogReader.read(
            """
            Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint: 0x15df97b0> (null) ((null), (null))",
                "<NSAutoresizingMaskLayoutConstraint: 0x15df34b0> H:[HeaderView:0x15d55520(320)](%28null%29, %28null%29)",
                "<NSLayoutConstraint: 0x15ee9630> H:[UIView:0x15d5bff0]-(0)-| ((null), (null))"
            )
            """)
        let conflict = try #require(log.conflicts.first)
        #expect(conflict.constraints.map(\.address) == ["0x15df34b0", "0x15ee9630"])
        #expect(conflict.constraints[0].first.attribute == .width)
        #expect(conflict.constraints[0].constant == 320)
        #expect(conflict.constraints[1].first.view.name == "superview of 0x15d5bff0")
        #expect(conflict.unprinted == [UnprintedConstraint(address: "0x15df97b0", line: 3)])
        #expect(
            log.warnings == ["line 3: constraint 0x15df97b0 is printed as '(null)': left out of the rebuilt conflict"])
    }

    @Test func aPrivateLogIsALocatedError() {
        let text =
            "[Layout] Unable to simultaneously satisfy constraints:\n<private>\n\nWill attempt to recover by breaking constraint \n<private>\n"
        #expect(throws: ConflictLogError(RedactedLog.message, line: 2, column: 1, sourceLine: "<private>")) {
            try ConflictLogReader.read(text)
        }
    }
}

extension DescriptionFormTests {
    /// The example of Apple's Auto Layout Guide (AppKit, 2010): a space after the class's colon
    /// and after `H:`, the names clause wrapped onto the next line, a space before the `>`.
    @Test func appKit2010GuideExample() throws {
        let log = try ConflictLogReader.read(
            """
            2010-08-30 03:48:18.589 ak_runner[22206:110b] Unable to simultaneously satisfy
            constraints:
            (
                "<NSLayoutConstraint: 0x40082d820 H: [NSButton:0x4004ea720'OK']-(20)-| (Names:
            '|':NSView:0x4004ea9a0 ) >",
                "<NSLayoutConstraint: 0x400821b40 H: [NSButton:0x4004ea720'OK']-(29)-| (Names:
            '|':NSView:0x4004ea9a0 ) >"
            )

            Will attempt to recover by breaking constraint

            <NSLayoutConstraint: 0x40082d820 H: [NSButton:0x4004ea720'OK']-(20)-| (Names: '|':NSView:0x4004ea9a0 ) >
            """)
        let conflict = try #require(log.conflicts.first)
        #expect(conflict.isAppKit)
        #expect(conflict.constraints.map(\.address) == ["0x40082d820", "0x400821b40"])
        #expect(conflict.constraints.map(\.constant) == [20, 29])
        #expect(conflict.constraints[0].first.view == LoggedView(className: "NSView", address: "0x4004ea9a0"))
        #expect(conflict.constraints[0].second?.view.text == "OK")
        #expect(conflict.broken?.address == "0x40082d820")
    }
}
