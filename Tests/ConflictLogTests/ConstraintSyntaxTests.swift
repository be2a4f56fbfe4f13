import LayoutEngine
import Testing

@testable import ConflictLog
import SceneModel

/// Each syntax form of a constraint description, read from a one-constraint log.
@Suite struct ConstraintSyntaxTests {
    /// The one constraint of a log holding just `description`.
    func read(_ description: String) throws -> LoggedConstraint {
        let log = try ConflictLogReader.read("(\n    \"\(description)\"\n)\n")
        return try #require(log.conflicts.first?.constraints.first)
    }

    @Test func equationWithConstant() throws {
        let c = try read(
            "<SnapKit.LayoutConstraint:0x600000c7e820@BackupWordsController.swift#61 UIButton:0x7f96dc4de760.bottom == UIExtensions.GradientView:0x7f96dc4de290.bottom - 24.0>"
        )
        #expect(c.className == "SnapKit.LayoutConstraint")
        #expect(c.address == "0x600000c7e820")
        #expect(c.sourceLine == LoggedSourceLine(file: "BackupWordsController.swift", line: 61))
        #expect(c.first.view == LoggedView(className: "UIButton", address: "0x7f96dc4de760"))
        #expect(c.first.attribute == .bottom)
        #expect(c.relation == .equal)
        #expect(c.second?.view.className == "UIExtensions.GradientView")
        #expect(c.second?.view.shortClassName == "GradientView")
        #expect(c.constant == -24)
        #expect(c.multiplier == 1)
        #expect(c.origin == .app)
    }

    @Test func labelTextWithApostropheAndEscapes() throws {
        let c = try read("<NSLayoutConstraint:0x1 UILabel:0x7f1'Don't \\U2019go'.width == 40   (active)>")
        #expect(c.first.view.text == "Don't \\U2019go")
        #expect(c.first.attribute == .width)
        #expect(c.constant == 40)
    }

    @Test func multiplierPriorityAndExponent() throws {
        let c = try read("<NSLayoutConstraint:0x2 UIView:0xa.width == 0.5*UIView:0xb.width + 1e-05 @750   (active)>")
        #expect(c.multiplier == 0.5)
        #expect(c.constant == 1e-05)
        #expect(c.priority == 750)
        #expect(c.second?.view.address == "0xb")
    }

    @Test func negativeConstantWithSpaceAfterSign() throws {
        let c = try read("<NSLayoutConstraint:0x6000033386e0 UIView:0x7fa4f344aeb0.width == - 16   (active)>")
        #expect(c.constant == -16)
        #expect(c.second == nil)
    }

    @Test func identifierAndInequality() throws {
        let c = try read(
            "<NSLayoutConstraint:0x6000014d8e60 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f8.height == 56   (active)>"
        )
        #expect(c.identifier == "UIView-Encapsulated-Layout-Height")
        #expect(c.origin == .encapsulatedLayout)
        let d = try read("<NSLayoutConstraint:0x3 UIView:0x7f.height >= 330   (active)>")
        #expect(d.relation == .greaterThanOrEqual)
    }

    @Test func namesClauseGivesAddresses() throws {
        let c = try read(
            "<NSLayoutConstraint:0x600002170be0 AddressToolbar.lockIcon.width == 40   (active, names: AddressToolbar.lockIcon:0x106c2b2e0 )>"
        )
        #expect(c.first.view.address == "0x106c2b2e0")
        #expect(c.first.view.name == "AddressToolbar.lockIcon")
        #expect(c.constant == 40)
    }

    @Test func uikitsOwnConstraintsAreToldByTheirIdentifiers() throws {
        let margin = try read(
            "<NSLayoutConstraint:0x1 'UIView-leftMargin-guide-constraint' H:|-(8)-[UILayoutGuide:0x2'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0x3 )>"
        )
        #expect(margin.origin == .layoutGuide)
        #expect(margin.first.attribute == .left)
        let bar = try read(
            "<NSLayoutConstraint:0x4 'BIB_Trailing_Leading' H:[_UIModernBarButton:0x5]-(6)-[_UIModernBarButton:0x6]   (active)>"
        )
        #expect(bar.origin == .otherSystem)
        let snapKit = try read("<SnapKit.LayoutConstraint:0x7@View.swift#3 UIView:0x8.height == 44.0 @750>")
        #expect(snapKit.origin == .app && snapKit.priority == 750)
    }

    @Test func aConstraintAmongUIKitsPrivateViewsIsUIKitsOwn() throws {
        let stack = try read(
            "<NSLayoutConstraint:0x1 V:|-(0)-[_UIButtonBarStackView:0x2]   (active, names: '|':UIKeyboardAssistantBar:0x3 )>"
        )
        #expect(stack.origin == .privateViews)
        let input = try read(
            "<NSLayoutConstraint:0x4 UIInputSetHostView:0x5.height == _UIKBCompatInputView:0x6.height>")
        #expect(input.origin == .privateViews)
        #expect(UIKitPrivateClass.contains("SwiftUI._UIHostingView<App.RootView>"))
        #expect(UIKitPrivateClass.contains("UIKBKeyplaneView"))
        #expect(!UIKitPrivateClass.contains("MyApp.KeyboardBar") && !UIKitPrivateClass.contains("UIStackView"))
        // One app view in it makes it the app's: the app can reach that view.
        let app = try read("<NSLayoutConstraint:0x9 UIView:0xa.trailing == _UIBackButtonMaskView:0xb.trailing>")
        #expect(app.origin == .app)
        let guide = try read(
            "<NSLayoutConstraint:0xc _UIButtonBarButton:0xd.height == UILayoutGuide:0xe'UIViewLayoutMarginsGuide'.height>"
        )
        #expect(guide.origin == .app)
    }

    @Test func aConstraintPastedTwiceIsOne() throws {
        let line = "\"<NSLayoutConstraint:0x1 UIView:0xa.width == 10>\""
        let log = try ConflictLogReader.read("(\n\(line),\n\(line)\n)")
        #expect(log.conflicts[0].constraints.count == 1)
    }

    @Test func escapedJSONStringOfALogReads() throws {
        let log = try ConflictLogReader.read(
            #"{"message": "Unable to simultaneously satisfy constraints.\n(\n    \"<NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>\",\n    \"<NSLayoutConstraint:0x2 UIView:0xa.width == 20   (active)>\"\n)\nWill attempt to recover by breaking constraint \n<NSLayoutConstraint:0x2 UIView:0xa.width == 20   (active)>"}"#
        )
        #expect(log.conflicts.map { $0.constraints.map(\.address) } == [["0x1", "0x2"]])
        #expect(log.conflicts[0].broken?.address == "0x2")
    }

    @Test func sonomasConflictingConstraintsDetected() throws {
        let log = try ConflictLogReader.read(
            """
            2026-02-03 09:12:44.118 Notes[5120:88123] [Layout] Conflicting constraints detected: (
                "<NSLayoutConstraint:0x600003d3c9b0 NSImageView:0x13a6a2a30.width == 24   (active)>",
                "<NSLayoutConstraint:0x600003d3ca00 NSImageView:0x13a6a2a30.width == 32   (active)>"
            ). Will attempt to recover by breaking <NSLayoutConstraint:0x600003d3ca00 NSImageView:0x13a6a2a30.width == 32   (active)>.
            """)
        let conflict = try #require(log.conflicts.first)
        #expect(conflict.isAppKit)
        #expect(conflict.constraints.map(\.address) == ["0x600003d3c9b0", "0x600003d3ca00"])
        #expect(conflict.broken?.constant == 32)
    }

    @Test func aRedactedLogSaysSo() {
        #expect(
            throws: ConflictLogError(
                RedactedLog.message,
                line: 1,
                column: 35,
                sourceLine:
                    "Conflicting constraints detected: <decode: bad range for [%@] got [offs:346 len:1057 within:0]>. Will attempt to recover by breaking <decode: bad range for [%@] got [offs:1403 len:139 within:0]>."
            )
        ) {
            try ConflictLogReader.read(
                "Conflicting constraints detected: <decode: bad range for [%@] got [offs:346 len:1057 within:0]>. Will attempt to recover by breaking <decode: bad range for [%@] got [offs:1403 len:139 within:0]>."
            )
        }
    }

    @Test func leadingEdgeVisualFormat() throws {
        let c = try read(
            "<NSLayoutConstraint:0x610000291fd0 V:|-(16)-[UILabel:0x7f9c12566050]   (active, names: '|':Prox.PlaceDetailsEventView:0x7f9c12565bb0 )>"
        )
        #expect(c.first.view.address == "0x7f9c12566050")
        #expect(c.first.attribute == .top)
        #expect(c.second?.view.className == "Prox.PlaceDetailsEventView")
        #expect(c.second?.attribute == .top)
        #expect(c.constant == 16)
        #expect(c.parentLinks.map(\.parent.address) == ["0x7f9c12565bb0"])
    }

    @Test func trailingEdgeVisualFormatWithOldNames() throws {
        let c = try read(
            "<NSLayoutConstraint:0x792d6890 H:[UILabel:0x792c8480'Loading...']-(20)-|   (Names: '|':UIImageView:0x792cf380 )>"
        )
        #expect(c.first.view.className == "UIImageView")
        #expect(c.first.attribute == .trailing)
        #expect(c.second?.view.text == "Loading...")
        #expect(c.second?.attribute == .trailing)
        #expect(c.constant == 20)
    }

    @Test func siblingSpacingWithNSSpace() throws {
        let c = try read(
            "<NSLayoutConstraint:0x7fd94ccb0ff0 H:[UILabel:0x7fd94ccacfa0' ']-(NSSpace(8))-[UIButton:0x7fd94ccb1800'Show More']>"
        )
        #expect(c.first.view.text == "Show More")
        #expect(c.first.attribute == .leading)
        #expect(c.second?.view.text == " ")
        #expect(c.second?.attribute == .trailing)
        #expect(c.constant == 8)
        #expect(c.isSystemSpacing)
    }

    @Test func sizeVisualFormatWithRelationAndNegativeGap() throws {
        let size = try read("<NSLayoutConstraint:0x608000082f80 V:[XiEditor.EditView:0x101d06bc0(>=4880.32)]>")
        #expect(size.first.attribute == .height)
        #expect(size.relation == .greaterThanOrEqual)
        #expect(size.constant == 4880.32)
        let gap = try read(
            "<NSLayoutConstraint:0x610000095c20 V:[_UILayoutGuide:0x7fa16b406020]-(-20)-[UINavigationBar:0x7fa16b607d40]   (active)>"
        )
        #expect(gap.constant == -20)
        let optional = try read("<NSLayoutConstraint:0x4 H:|-(>=95@750)-[UIStackView:0x102c479d0]   (active)>")
        #expect(optional.relation == .greaterThanOrEqual)
        #expect(optional.priority == 750)
        #expect(optional.second?.view.name == "superview of 0x102c479d0")
    }

    @Test func leftToRightEdges() throws {
        let c = try read("<NSLayoutConstraint:0x5 H:|-(15)-[UILabel:0x7f1](LTR)   (active, names: '|':UIView:0x7f2 )>")
        #expect(c.first.attribute == .left)
        #expect(c.isLeftToRight)
    }

    @Test func identifierInsideBrackets() throws {
        let c = try read(
            "<NSLayoutConstraint:0x6000000909a0 V:[NextButton]-(465)-[_UILayoutGuide:0x7ff359716b20]   (active, names: NextButton:0x7ff359716370 )>"
        )
        #expect(c.second?.view == LoggedView(className: "UIView", address: "0x7ff359716370", name: "NextButton"))
        #expect(c.second?.attribute == .bottom)
    }

    @Test func marginsBaselinesAndGuides() throws {
        let margin = try read(
            "<NSLayoutConstraint:0x600000095c20 UITableViewCellContentView:0x7f8c1aa3c5a0.trailingMargin == UIButton:0x7f8c1a937960.trailing   (active)>"
        )
        #expect(margin.first.attribute == .trailingMargin)
        let center = try read(
            "<NSLayoutConstraint:0x6 UILabel:0x1.centerXWithinMargins == UIView:0x2.centerXWithinMargins>")
        #expect(center.first.attribute == .centerXWithinMargins)
        let baseline = try read(
            "<_UISystemBaselineConstraint:0x6080000b7d60 UIView:0x7ff0fc40b290.bottom <= UILayoutGuide:0x6080001a2220'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)>"
        )
        #expect(baseline.relation == .lessThanOrEqual)
        #expect(baseline.constant == -8)
        #expect(baseline.isSystemSpacing)
        #expect(baseline.second?.view.text == "UIViewSafeAreaLayoutGuide")
        let last = try read("<NSLayoutConstraint:0x7 UILabel:0x1.lastBaseline == UILabel:0x2.firstBaseline>")
        #expect(last.first.attribute == .lastBaseline)
        #expect(last.second?.attribute == .firstBaseline)
    }

    @Test func autoresizingMaskAndAppKitNames() throws {
        let c = try read(
            "<NSAutoresizingMaskLayoutConstraint:0x60000250c460 h=-&- v=-&- _NSTextContentView:0x11bc1eb90.minX == 0   (active, names: '|':NSTextView:0x11bc1d320 )>"
        )
        #expect(c.autoresizingMask == "h=-&- v=-&-")
        #expect(c.origin == .autoresizingMask)
        #expect(c.first.attribute == .left)
        #expect(c.first.loggedAttribute == "minX")
        #expect(c.second?.view.className == "NSTextView")
        let named = try read(
            "<NSAutoresizingMaskLayoutConstraint:0x78a6c3c00 h=--& v=-&- ItemCell.width == 194   (active, names: ItemCell:0x78b50b000 )>"
        )
        #expect(named.first.view.address == "0x78b50b000")
    }

    @Test func mangledClassAndMasonry() throws {
        let c = try read(
            "<NSLayoutConstraint:0x8 _TtC13deltachat_ios26LocationStreamingIndicator:0x11555cb90.height == 16>")
        #expect(c.first.view.className == "deltachat_ios.LocationStreamingIndicator")
        let mas = try read("<MASLayoutConstraint:titleHeight UILabel:titleLabel.height == 20>")
        #expect(mas.address == "titleHeight")
        #expect(mas.first.view.name == "titleLabel")
        #expect(mas.first.view.address == nil)
    }

    @Test func markdownDamageAndQuotingAreUndone() throws {
        let log = try ConflictLogReader.read(
            """
            > Unable to simultaneously satisfy constraints.
            > (
            >     "\\<NSLayoutConstraint:0x1 '\\_UITemporaryLayoutWidth' UIView:0x2.width == 0   (active)\\>",
            >     "&lt;NSLayoutConstraint:0x3 UIView:0x2.width == 40&gt;"
            > )
            > Will attempt to recover by breaking constraint
            > \\<NSLayoutConstraint:0x3 UIView:0x2.width == 40\\>
            """)
        let conflict = try #require(log.conflicts.first)
        #expect(conflict.constraints.map(\.address) == ["0x1", "0x3"])
        #expect(conflict.constraints[0].origin == .temporaryLayout)
        #expect(conflict.broken?.address == "0x3")
        #expect(conflict.line == 1)
    }

    @Test func flattenedOntoOneLineWithSeveralConflicts() throws {
        let one =
            "2024 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints. Probably at least one… ( \"<NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>\", \"<NSLayoutConstraint:0x2 UIView:0xa.width == 20   (active)>\" ) Will attempt to recover by breaking constraint <NSLayoutConstraint:0x2 UIView:0xa.width == 20   (active)> Make a symbolic breakpoint…"
        let log = try ConflictLogReader.read(
            one + "\nother output\n" + one.replacingOccurrences(of: "0x2", with: "0x9"))
        #expect(log.conflicts.count == 2)
        #expect(log.conflicts.map { $0.broken?.address } == ["0x2", "0x9"])
    }

    @Test func wrappedDescriptionReadsAcrossLines() throws {
        let c = try read("<NSLayoutConstraint:0x1 UIView:0xa.width ==\n        20   (active)>")
        #expect(c.constant == 20)
    }

    @Test func notALogIsALocatedError() {
        #expect(
            throws: ConflictLogError(
                "not a constraint log: no 'Unable to simultaneously satisfy constraints' and no constraint like '<NSLayoutConstraint:0x600002c5a140 UIView:0x7f9.width == 40>'",
                line: 1, column: 1, sourceLine: "title: Hello")
        ) {
            try ConflictLogReader.read("title: Hello\nroot: {}\n")
        }
    }

    @Test func cutConstraintIsALocatedError() {
        #expect(
            throws: ConflictLogError(
                "the log is cut inside this constraint: no '>' closes it", line: 3, column: 6,
                sourceLine: "    \"<NSLayoutConstraint:0x1 UIView:0xa.width == ")
        ) {
            try ConflictLogReader.read(
                "Unable to simultaneously satisfy constraints.\n(\n    \"<NSLayoutConstraint:0x1 UIView:0xa.width == ")
        }
    }

    /// A fuzzer finding: the explanation looked up the broken constraint's views in the list's.
    @Test func aBrokenConstraintMissingFromTheListJoinsIt() throws {
        let log = try ConflictLogReader.read(
            """
            Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0x6000012 NSView:0x1008.width == 10   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6000014 NSTextField:0x1009.width >= 80   (active)>
            """)
        let conflict = try #require(log.conflicts.first)
        #expect(conflict.constraints.map(\.address) == ["0x6000012", "0x6000014"])
        let rebuilt = ConflictScene(conflict, number: 1, file: "x.log", lines: log.lines)
        #expect(
            rebuilt.scene.recordedConflict?.explanation.prefix(2) == [
                ConflictClosure.unexplained(conflict), "UIKit broke 0x6000014 (NSTextField 1009.width >= 80) because:",
            ])
    }

    @Test func numbersPastTheLimitsAreLocatedErrors() {
        #expect(
            throws: ConflictLogError(
                "the constant 1e+300 is past ±100000 points in '<NSLayoutConstraint:0x1 UIView:0xa.width == 1e300>'",
                line: 2, column: 2, sourceLine: "\"<NSLayoutConstraint:0x1 UIView:0xa.width == 1e300>\"")
        ) {
            try ConflictLogReader.read("(\n\"<NSLayoutConstraint:0x1 UIView:0xa.width == 1e300>\"\n)")
        }
    }

    @Test func unknownClassIsAWarning() throws {
        let log = try ConflictLogReader.read("(\n\"<MyConstraint:0x1 UIView:0xa.width == 10>\"\n)")
        #expect(log.warnings == ["line 2: unknown constraint class 'MyConstraint', read as an NSLayoutConstraint"])
    }

    @Test func unreadableBodyIsALocatedError() {
        #expect(
            throws: ConflictLogError(
                "unknown attribute 'widht' in '<NSLayoutConstraint:0x1 UIView:0xa.widht == 10>'", line: 2, column: 2,
                sourceLine: "\"<NSLayoutConstraint:0x1 UIView:0xa.widht == 10>\"")
        ) {
            try ConflictLogReader.read("(\n\"<NSLayoutConstraint:0x1 UIView:0xa.widht == 10>\"\n)")
        }
    }
}
