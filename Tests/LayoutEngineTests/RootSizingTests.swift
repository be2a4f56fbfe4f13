import LayoutEngine
import SceneFormat
import SceneModel
import TestSupport
import Testing

/// A root sized by its content (`rootSizing`), as UIKit's `systemLayoutSizeFitting` sizes a
/// self-sizing cell: the device's width required, the height pulled toward zero at
/// `fittingSizeLevel`, then laid out at the size measured; a plain view, without bars or safe area.
@Suite struct RootSizingTests {
    func solve(sizing: String, root: String = "", views: String, constraints: [String]) throws -> SolvedLayout {
        let scene = try SceneParser.parse(
            """
            devices: [iPhone 8]
            rootSizing: \(sizing)
            \(root)
            views:
            \(views)
            constraints:
            \(constraints.map { "  - " + $0 }.joined(separator: "\n"))
            """, file: "test.yaml")
        return try LayoutSolver(measurer: FakeMeasurer()).solve(scene, in: scene.configurations[0])
    }

    func frame(_ layout: SolvedLayout, _ name: String) -> [Double] {
        (layout.view(named: name)?.frame.array ?? []).map { ($0 * 100).rounded() / 100 }
    }

    static let pinnedToMargins = [
        "Box.Top = Margins.Top", "Box.Bottom = Margins.Bottom", "Box.Leading = Margins.Leading",
        "Box.Trailing = Margins.Trailing",
    ]

    @Test func aFittingRootIsTheScreensWidthAndItsContentsHeight() throws {
        let layout = try solve(
            sizing: "fitsHeight", views: "  Box: {}", constraints: Self.pinnedToMargins + ["Box.Height = 44"])
        #expect(layout.rootFrame == Rect(x: 0, y: 0, width: 375, height: 60))
        #expect(layout.rootFitsContent)
        #expect(layout.safeArea == .zero)
        #expect(layout.rootMargins == Insets(all: 8))
        #expect(frame(layout, "Box") == [8, 8, 359, 44])
        #expect(layout.conflicts.isEmpty && layout.ambiguities.isEmpty)
    }

    /// A table cell's content view: a label on its margins makes the row the label's height
    /// and the two margins.
    @Test func aLabelOnACellsMarginsMakesTheRowsHeight() throws {
        let layout = try solve(
            sizing: "fitsHeight", root: "root: {margins: [11, 16, 11, 16]}",
            views: "  Box: {type: label, text: Title}", constraints: Self.pinnedToMargins)
        #expect(layout.rootFrame == Rect(x: 0, y: 0, width: 375, height: 42.5))
        #expect(frame(layout, "Box") == [16, 11, 343, 20.5])
    }

    /// A multi-line label is measured wrapped at the width it is laid out at: 612 points of text
    /// in 359 make two lines, 41 points high.
    @Test func aWrappingLabelIsMeasuredAtItsWidth() throws {
        let text = String(repeating: "x", count: 60)
        let layout = try solve(
            sizing: "fitsHeight", views: "  Box: {type: label, text: \(text), lines: 0}",
            constraints: Self.pinnedToMargins)
        #expect(layout.rootFrame.height == 57)
        #expect(frame(layout, "Box") == [8, 8, 359, 41])
    }

    @Test func aRootFittingItsSizeIsAsSmallAsItsContent() throws {
        let layout = try solve(
            sizing: "fitsSize", views: "  Box: {}",
            constraints: [
                "Box.Top = Superview.Top + 10", "Box.Bottom = Superview.Bottom - 10",
                "Box.Leading = Superview.Leading + 10", "Box.Trailing = Superview.Trailing - 10",
                "Box.Width = 100", "Box.Height = 40",
            ])
        #expect(layout.rootFrame == Rect(x: 0, y: 0, width: 120, height: 60))
        #expect(frame(layout, "Box") == [10, 10, 100, 40])
    }

    /// Nothing sizes the width: the screen's, as whatever holds the view would give it.
    @Test func aWidthLeftAtZeroIsTheScreens() throws {
        let layout = try solve(
            sizing: "fitsSize", views: "  Box: {}",
            constraints: [
                "Box.Top = Superview.Top", "Box.Bottom = Superview.Bottom", "Box.Leading = Superview.Leading",
                "Box.Trailing = Superview.Trailing", "Box.Height = 40",
            ])
        #expect(layout.rootFrame == Rect(x: 0, y: 0, width: 375, height: 40))
    }

    /// Nothing ties the content to the bottom: a view that fills its controller, drawn as the
    /// screen with its status bar.
    @Test func aHeightLeftAtZeroIsTheScreens() throws {
        let layout = try solve(
            sizing: "fitsHeight", views: "  Box: {}",
            constraints: [
                "Box.Top = Safe Area.Top", "Box.Leading = Superview.Leading", "Box.Width = 100", "Box.Height = 40",
            ])
        #expect(layout.rootFrame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(!layout.rootFitsContent)
        #expect(frame(layout, "Box") == [0, 20, 100, 40])
    }

    /// A title above a scroll view that fills the rest: fitting would leave the scroll view
    /// nothing (it has no intrinsic size), so the view is one its container sizes: the screen.
    @Test func aViewHoldingAScrollViewIsTheScreens() throws {
        let layout = try solve(
            sizing: "fitsHeight", views: "  Title: {}\n  List: {type: scroll}",
            constraints: [
                "Title.Top = Superview.Top", "Title.Leading = Superview.Leading", "Title.Trailing = Superview.Trailing",
                "Title.Height = 44", "List.Top = Title.Bottom", "List.Bottom = Superview.Bottom",
                "List.Leading = Superview.Leading", "List.Trailing = Superview.Trailing",
            ])
        #expect(layout.rootFrame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(!layout.rootFitsContent)
        #expect(frame(layout, "List") == [0, 44, 375, 623])
    }

    /// A scroll view of a fixed height leaves the fit alone.
    @Test func aScrollViewOfFixedHeightIsFitted() throws {
        let layout = try solve(
            sizing: "fitsHeight", views: "  List: {type: scroll}",
            constraints: [
                "List.Top = Superview.Top", "List.Bottom = Superview.Bottom", "List.Leading = Superview.Leading",
                "List.Trailing = Superview.Trailing", "List.Height = 120",
            ])
        #expect(layout.rootFrame == Rect(x: 0, y: 0, width: 375, height: 120))
        #expect(layout.rootFitsContent)
    }

    /// A cell whose list sizes it: as high as its lowest view reaches (a label 8 + 20.5 from
    /// the top), its content where its constraints put it.
    @Test func aCellLeftAtZeroHoldsItsContent() throws {
        let layout = try solve(
            sizing: "cell", views: "  Box: {type: label, text: Title}\n  Dot: {}",
            constraints: [
                "Box.Top = Superview.Top + 8", "Box.Leading = Superview.Leading + 16", "Dot.Top = Box.Top",
                "Dot.Trailing = Superview.Trailing - 16", "Dot.Width = 8", "Dot.Height = 8",
            ])
        #expect(layout.rootFrame == Rect(x: 0, y: 0, width: 375, height: 28.5))
        #expect(layout.rootFitsContent && layout.safeArea == .zero)
        #expect(frame(layout, "Box") == [16, 8, 51, 20.5])
        #expect(frame(layout, "Dot") == [351, 8, 8, 8])
    }

    /// A table cell's content view: 11 above and below, 16 on the sides of a 375-point screen,
    /// 20 on a 414-point one.
    @Test func aTableCellsMarginsFollowTheScreensWidth() throws {
        for (device, side, width) in [("iPhone 8", 16.0, 375.0), ("iPhone 8 Plus", 20, 414)] {
            let scene = try SceneParser.parse(
                """
                devices: [\(device)]
                rootSizing: tableCell
                views:
                  Box: {}
                constraints:
                \(Self.pinnedToMargins.map { "  - " + $0 }.joined(separator: "\n"))
                  - Box.Height = 22
                """, file: "cell.yaml")
            let layout = try LayoutSolver(measurer: FakeMeasurer()).solve(scene, in: scene.configurations[0])
            #expect(layout.rootMargins == Insets(top: 11, left: side, bottom: 11, right: side))
            #expect(layout.rootFrame == Rect(x: 0, y: 0, width: width, height: 44))
            #expect(frame(layout, "Box") == [side, 11, width - 2 * side, 22])
        }
    }

    /// Its safe area is its bounds: no status bar above a fitted root.
    @Test func aFittingRootsSafeAreaIsItsBounds() throws {
        let layout = try solve(
            sizing: "fitsHeight", views: "  Box: {}",
            constraints: [
                "Box.Top = Safe Area.Top", "Box.Bottom = Safe Area.Bottom", "Box.Leading = Safe Area.Leading",
                "Box.Trailing = Safe Area.Trailing", "Box.Height = 30",
            ])
        #expect(layout.rootFrame.height == 30)
        #expect(frame(layout, "Box") == [0, 0, 375, 30])
    }

    /// A height lower than the content's required constraints allow is not the fit: the
    /// fitting constraint is the weakest, and the content wins.
    @Test func theContentOutweighsTheFittingHeight() throws {
        let layout = try solve(
            sizing: "fitsHeight", views: "  Box: {}",
            constraints: [
                "Box.Top = Superview.Top", "Box.Bottom <= Superview.Bottom", "Box.Leading = Superview.Leading",
                "Box.Width = 50", "Box.Height = 70 @low",
            ])
        #expect(layout.rootFrame.height == 70)
    }

    @Test func theSizingIsWrittenAndReadBack() throws {
        var scene = Scene(title: "Cell")
        scene.rootSizing = .fitsHeight
        let text = SceneWriter.yaml(scene)
        #expect(text.contains("rootSizing: fitsHeight\n"))
        #expect(try SceneParser.parse(text, file: "cell.yaml").rootSizing == .fitsHeight)
    }
}
