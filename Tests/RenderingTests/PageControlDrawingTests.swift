import LayoutEngine
import SceneModel
import Testing

@testable import Rendering

/// A page control draws a dot per page, 7 points across and 9 apart, centred; the current
/// page's solid.
@Suite struct PageControlDrawingTests {
    static func dots(_ keys: String, direction: LayoutDirection = .ltr) throws -> [DisplayItem] {
        let layout = try ControlItems.solve(
            yaml: """
                devices: [iPhone 8]
                views: {Pages: {type: pageControl, \(keys)}}
                constraints: [Pages.Left = Superview.Left, Pages.Top = Superview.Top + 100, Pages.Width = 200]
                """, direction: direction)
        let items = ControlItems.items(of: try #require(layout.view(named: "Pages")), in: layout)
        return items.filter { if case .fill(.circle) = $0.paint { true } else { false } }
    }

    static func centers(_ dots: [DisplayItem]) -> [Double] {
        dots.compactMap { if case .fill(.circle(let center, 3.5)) = $0.paint { center.x } else { nil } }
    }

    /// Four pages in a 200 × 26 control at y 100: 55 points of dots from x 72.5, centres 16
    /// apart on y 113; the second in the tint, the others white at 30 %.
    @Test func dotsAreCentredAndTheCurrentOneIsTinted() throws {
        let dots = try Self.dots("pages: 4, currentPage: 1, tint: red")
        #expect(Self.centers(dots) == [76, 92, 108, 124])
        #expect(dots.allSatisfy { if case .fill(.circle(let c, _)) = $0.paint { c.y == 113 } else { false } })
        #expect(
            dots.map(\.color) == [
                Color.white.withAlpha(0.3), Color(hex: 0xFF0000), Color.white.withAlpha(0.3),
                Color.white.withAlpha(0.3),
            ])
    }

    /// By default three pages, the first current and white; right to left the first is the
    /// rightmost; no pages, no dots.
    @Test func defaultsAndRightToLeft() throws {
        let dots = try Self.dots("background: black")
        #expect(Self.centers(dots) == [84, 100, 116])
        #expect(dots.map(\.color) == [.white, Color.white.withAlpha(0.3), Color.white.withAlpha(0.3)])
        let mirrored = try Self.dots("currentPage: 0", direction: .rtl)
        #expect(mirrored.first.map { Self.centers([$0]) } == [116])
        #expect(mirrored.first?.color == .white)
        #expect(try Self.dots("pages: 0").isEmpty)
    }

    /// A storyboard's page control: `numberOfPages`, `currentPage` and both indicator colours.
    @Test func aStoryboardsPageControlIsReadAndDrawn() throws {
        let layout = try ControlItems.solve(
            xml: ControlItems.xib(
                """
                <pageControl opaque="NO" contentMode="scaleToFill" numberOfPages="5" currentPage="4" id="PAG-aa-aaa">
                    <rect key="frame" x="0.0" y="600" width="375" height="26"/>
                    <color key="pageIndicatorTintColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <color key="currentPageIndicatorTintColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </pageControl>
                """))
        let control = try #require(layout.view(id: ViewID("PAG-aa-aaa")))
        #expect(control.spec.type == .pageControl && control.spec.pages == 5 && control.spec.currentPage == 4)
        let dots = ControlItems.items(of: control, in: layout).filter {
            if case .fill(.circle) = $0.paint { true } else { false }
        }
        #expect(Self.centers(dots) == [155.5, 171.5, 187.5, 203.5, 219.5])
        let grey = Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        #expect(dots.map(\.color) == [grey, grey, grey, grey, Color(red: 0, green: 0, blue: 1, alpha: 1)])
    }
}
