import CCairo
import LayoutEngine
import RasterImage
import Testing

@testable import Rendering
import SceneModel

/// The fast rasteriser draws what the reference draws: random display lists (seeded, the same
/// on every run) rasterised by `CairoRasterizer` and by `PixelRasterizer` over the same random
/// pixels, at the scales and row offsets of the renderer's stripes, give the same pixels, every
/// one of them. No tolerance: the fast path does Cairo's own arithmetic (`LayerPixels`).
@Suite struct DisplayListDifferentialTests {
    typealias Random = LayerPixelsTests.Random

    /// A color as display items have them: mostly opaque, some translucent (a tag's white at 85 %).
    static func color(_ random: inout Random) -> Color {
        Color(hex: UInt32(random.below(0x100_0000)), alpha: [1, 1, 1, 0.85, 0.35][random.below(5)])
    }

    static func dash(_ random: inout Random) -> DisplayItem.Dash? {
        random.below(5) == 0 ? DisplayItem.Dash(on: [2.0, 3, 4][random.below(3)], off: 2) : nil
    }

    /// One random item of any kind, near the surface (some partly or wholly off it), at `dy`
    /// points down (a stripe's rows).
    static func item(_ random: inout Random, dy: Double) -> DisplayItem {
        let (x, y) = (random.coordinate(60), random.coordinate(45) + dy)
        let paint: DisplayItem.Paint
        switch random.below(12) {
        case 0, 1:
            let rect = Rect(x: x, y: y, width: 10 + random.coordinate(40), height: [14.0, 12, 9.5][random.below(3)])
            paint = .fill(.rect(rect, radius: [4.0, 3, 0, 1][random.below(4)]))
        case 2:
            paint = .fill(.circle(center: Point(x, y), radius: [1.5, 1.5, 3, 6.25][random.below(4)]))
        case 3, 4:
            // Along an axis: constraint lines and I-beams.
            let length = random.coordinate(80) - 20
            let to = random.below(2) == 0 ? Point(x + length, y) : Point(x, y + length)
            paint = .line(
                from: Point(x, y), to: to, width: [1.0, 0.5, 0.75, 2, 1.5][random.below(5)], dash: dash(&random))
        case 5:
            // Slanted: leaders.
            let to = Point(x + random.coordinate(60) - 30, y + random.coordinate(50) - 25)
            paint = .line(from: Point(x, y), to: to, width: [0.75, 1, 0.5][random.below(3)], dash: dash(&random))
        case 6:
            let rect = Rect(x: x, y: y, width: random.coordinate(50), height: random.coordinate(40))
            paint = .stroke(
                .rect(rect, radius: [0.0, 4][random.below(2)]), width: [1.0, 2][random.below(2)], dash: dash(&random))
        case 7:
            paint = .stroke(.circle(center: Point(x, y), radius: 2 + random.coordinate(8)), width: 1, dash: nil)
        case 9:
            // The bars' symbols: polylines with round ends, arcs closed into wedges and bands.
            let centre = Point(x, y), r = 2 + random.coordinate(10)
            let path =
                random.below(2) == 0
                ? DisplayPath.polyline([centre, Point(x + r, y - r), Point(x + 2 * r, y)])
                : DisplayPath(elements: [
                    .move(centre), DisplayPath.arc(centre, r, from: -2.3, to: -0.8),
                    DisplayPath.arcNegative(centre, r / 2, from: -0.8, to: -2.3), .close,
                ])
            paint = random.below(2) == 0 ? .fill(.path(path)) : .stroke(.path(path), width: 1.5, dash: nil)
        case 10:
            // An image view's picture, scaled into a frame that cuts it.
            let (width, height) = (1 + random.below(6), 1 + random.below(6))
            let opaque = random.below(2) == 0
            let pixels = (0..<(width * height)).map { _ in
                opaque ? 0xFF00_0000 | UInt32(random.below(0x100_0000)) : 0x8040_2010
            }
            paint = .image(
                DisplayImage(
                    pixels: Bitmap(width: width, height: height, pixels: pixels), opaque: opaque,
                    destination: Rect(
                        x: x, y: y, width: 1 + abs(random.coordinate(30)), height: 1 + abs(random.coordinate(20))),
                    frame: Rect(x: x + 2, y: y + 1, width: random.coordinate(30), height: random.coordinate(20))))
        case 8:
            // An assumed size's hatching.
            let rect = Rect(x: x, y: y, width: random.coordinate(50), height: random.coordinate(40))
            paint = .hatch(rect, spacing: [8.0, 5][random.below(2)], width: [0.75, 1][random.below(2)])
        default:
            let text = DisplayText(
                string: ["8", "Standard", "≥ 16", "Label 3"][random.below(4)], font: .system(10, .semibold), x: x,
                top: y, width: random.below(2) == 0 ? nil : 30, alignment: random.below(2) == 0 ? .left : .center)
            paint = .text(text)
        }
        // No ink: culling is the protocol's, the same for both; what differs is how items are painted.
        return DisplayItem(paint: paint, color: color(&random), ink: nil)
    }

    /// `items` with some of them inside a clip (a scroll view's frame), a translation (a canvas's
    /// scene) or a translucent group (a view's alpha), nested as the screen nests them: each scope closes inside the one around it.
    static func scoped(_ items: ArraySlice<DisplayItem>, _ random: inout Random, dy: Double, depth: Int = 0)
        -> [DisplayItem]
    {
        guard depth < 2, random.below(3) != 0 else { return Array(items) }
        let start = items.startIndex + random.below(items.count + 1)
        let end = start + random.below(items.endIndex - start + 1)
        let (open, close): (DisplayItem.Paint, DisplayItem.Paint) =
            random.below(4) == 0
            ? (.translate(dx: random.coordinate(20), dy: random.coordinate(20)), .restore)
            : random.below(2) == 0
                ? (
                    .clip(
                        .rect(
                            Rect(
                                x: random.coordinate(40), y: random.coordinate(30) + dy, width: random.coordinate(60),
                                height: random.coordinate(45)), radius: [0.0, 4][random.below(2)])), .restore
                )
                : (.beginGroup, .endGroup(alpha: [0.5, 0.35, 0.9][random.below(3)]))
        let inside = scoped(items[start..<end], &random, dy: dy, depth: depth + 1)
        return Array(items[..<start]) + [DisplayItem(paint: open, color: .clear)] + inside
            + [DisplayItem(paint: close, color: .clear)] + Array(items[end...])
    }

    @Test func randomDisplayListsGiveTheReferencePixels() {
        var random = Random(state: 34)
        var (changed, items, own) = (0, 0, 0)
        for round in 0..<600 {
            var failed = false
            LayerPixelsTests.withPair(&random) { random, pair in
                let dy = Double(pair.rowOffset) / pair.scale
                var list = DisplayList()
                for _ in 0..<(1 + random.below(12)) { list.items.append(Self.item(&random, dy: dy)) }
                // Clips, translations and groups on the lists drawn whole.
                if round % 2 == 0 { list.items = Self.scoped(list.items[...], &random, dy: dy) }
                let before = LayerPixelsTests.pixels(pair.cairoSurface)
                CairoRasterizer(painter: Painter(pair.cairoContext)).draw(list)
                let fast = PixelRasterizer(
                    pixels: LayerPixels(surface: pair.ownSurface, context: pair.ownContext)!,
                    painter: Painter(pair.ownContext))
                if round % 2 == 0 {
                    fast.draw(list)
                } else {
                    // Item by item, counting those the pixels took: what `draw` does for items with no ink.
                    for item in list.items {
                        if fast.drawOwnPixels(item) { own += 1 } else { fast.cairo.drawVisible(item) }
                    }
                    items += list.items.count
                }
                if !pair.samePixels {
                    Issue.record("list \(round) at scale \(pair.scale), row offset \(pair.rowOffset): pixels differ")
                    failed = true
                }
                if LayerPixelsTests.pixels(pair.cairoSurface) != before { changed += 1 }
            }
            if failed { return }
        }
        // Most lists painted something, and the fast path took a good part of the items (hatching,
        // paths and images are Cairo's).
        #expect(changed > 450)
        #expect(Double(own) > 0.2 * Double(items))
    }

    /// Translations (a storyboard scene's screen on the canvas), nested, by whole points,
    /// thirds or anything: the items inside are the pixels' as often as outside, and Cairo's
    /// pixels still.
    @Test func translatedListsGiveTheReferencePixels() {
        var random = Random(state: 35)
        var (changed, items, own) = (0, 0, 0)
        for round in 0..<400 {
            var failed = false
            LayerPixelsTests.withPair(&random) { random, pair in
                let dy = Double(pair.rowOffset) / pair.scale
                var list: [DisplayItem] = []
                for _ in 0..<(1 + random.below(12)) { list.append(Self.item(&random, dy: dy)) }
                for _ in 0..<(1 + random.below(2)) {
                    let start = random.below(list.count + 1)
                    let end = start + random.below(list.count - start + 1)
                    let open = DisplayItem(
                        paint: .translate(dx: random.coordinate(40) - 10, dy: random.coordinate(30) - 8), color: .clear)
                    list.insert(DisplayItem(paint: .restore, color: .clear), at: end)
                    list.insert(open, at: start)
                }
                let result = Self.drawBothWays(list, on: pair, round: round)
                (own, items, changed) = (own + result.own, items + result.items, changed + (result.changed ? 1 : 0))
                failed = result.failed
            }
            if failed { return }
        }
        #expect(changed > 300)
        #expect(Double(own) > 0.2 * Double(items))
    }

    /// Draws `list` by Cairo on the pair's reference surface and by the pixels (as `drawVisible`
    /// does) on the other; `checkScope` looks at the pixels after each scope item (false: a
    /// failure). The items the pixels took, the items drawn, whether the reference changed, and
    /// whether the pair's pixels differ or a check failed.
    static func drawBothWays(
        _ list: [DisplayItem], on pair: LayerPixelsTests.Pair, round: Int,
        checkScope: (PixelRasterizer, DisplayItem) -> Bool = { _, _ in true }
    ) -> (own: Int, items: Int, changed: Bool, failed: Bool) {
        let before = LayerPixelsTests.pixels(pair.cairoSurface)
        CairoRasterizer(painter: Painter(pair.cairoContext)).draw(DisplayList(items: list))
        let fast = PixelRasterizer(
            pixels: LayerPixels(surface: pair.ownSurface, context: pair.ownContext)!,
            painter: Painter(pair.ownContext))
        var (own, failed) = (0, false)
        for item in list {
            if item.paint.isScope {
                fast.drawVisible(item)
                if !checkScope(fast, item) { failed = true }
            } else if fast.drawOwnPixels(item) {
                own += 1
            } else {
                fast.cairo.drawVisible(item)
            }
        }
        if !pair.samePixels {
            Issue.record("list \(round) at scale \(pair.scale), row offset \(pair.rowOffset): pixels differ")
            failed = true
        }
        let changed = LayerPixelsTests.pixels(pair.cairoSurface) != before
        return (own, list.count(where: { !$0.paint.isScope }), changed, failed)
    }

    /// A clip to a box of whole device pixels (a screen's bounds, drawn by the pixels on a
    /// bitmap) keeps the pixels: the items inside it, and the lines it cuts at its edges, are
    /// the pixels', the shapes across its edges Cairo's, and every pixel is Cairo's still.
    @Test func wholePixelClipsGiveTheReferencePixels() {
        var random = Random(state: 36)
        var (changed, items, own) = (0, 0, 0)
        for round in 0..<400 {
            var failed = false
            LayerPixelsTests.withPair(&random) { random, pair in
                let dy = Double(pair.rowOffset) / pair.scale
                let matrix = LayerPixels(surface: pair.ownSurface, context: pair.ownContext)!.matrix
                // The box in device pixels (the surface's rows), back in user space.
                let (left, top) = (random.below(60), random.below(45))
                let (width, height) = (10 + random.below(60), 10 + random.below(45))
                let box = Rect(
                    x: (Double(left) - matrix.x0) / matrix.xx,
                    y: (Double(top + pair.rowOffset) - matrix.y0) / matrix.yy,
                    width: Double(width) / matrix.xx, height: Double(height) / matrix.yy)
                var list = [DisplayItem(paint: .clip(.rect(box, radius: 0)), color: .clear)]
                for _ in 0..<(1 + random.below(12)) { list.append(Self.item(&random, dy: dy)) }
                if random.below(3) == 0 {
                    let start = 1 + random.below(list.count)
                    list.insert(DisplayItem(paint: .restore, color: .clear), at: list.count)
                    list.insert(
                        DisplayItem(
                            paint: .translate(dx: random.coordinate(20), dy: random.coordinate(20)), color: .clear),
                        at: start)
                }
                list.append(DisplayItem(paint: .restore, color: .clear))
                let clipped = PixelBox(
                    minX: left, minY: top, maxX: min(left + width, LayerPixelsTests.width),
                    maxY: min(top + height, LayerPixelsTests.height))
                let result = Self.drawBothWays(list, on: pair, round: round) { fast, item in
                    guard case .clip = item.paint, fast.pixels?.bounds != clipped else { return true }
                    Issue.record("list \(round): the clip's pixels are \(String(describing: fast.pixels?.bounds))")
                    return false
                }
                (own, items, changed) = (own + result.own, items + result.items, changed + (result.changed ? 1 : 0))
                failed = result.failed
            }
            if failed { return }
        }
        // Most lists painted inside the clip, and the pixels took a part of the items (those
        // across the clip's edges are Cairo's).
        #expect(changed > 250)
        #expect(Double(own) > 0.08 * Double(items))
    }

    /// A translation moves the pixels' transform as Cairo moves its own; inside a clip that
    /// cuts pixels or a group there are no pixels (every item is Cairo's), inside a clip to
    /// whole pixels they are its box's, and each end brings back the ones around it.
    @Test func scopesMoveAndSuspendThePixels() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 30)!
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        cairo_scale(cr, 2, 2)
        let fast = PixelRasterizer(pixels: LayerPixels(surface: surface, context: cr)!, painter: Painter(cr))
        func origin() -> [Double]? { fast.pixels.map { [$0.matrix.x0, $0.matrix.y0] } }
        fast.drawVisible(DisplayItem(paint: .translate(dx: 10.25, dy: -3.5), color: .clear))
        #expect(origin() == [20.5, -7])
        fast.drawVisible(DisplayItem(paint: .translate(dx: 1, dy: 2), color: .clear))
        #expect(origin() == [22.5, -3])
        let clip = DisplayShape.rect(Rect(x: 0, y: 0, width: 5, height: 5), radius: 0)
        fast.drawVisible(DisplayItem(paint: .clip(clip), color: .clear))
        #expect(origin() == nil)
        fast.drawVisible(DisplayItem(paint: .restore, color: .clear))
        #expect(origin() == [22.5, -3])
        // A clip to whole pixels keeps them, to its box.
        let whole = DisplayShape.rect(Rect(x: -10.25, y: 4, width: 5, height: 7.5), radius: 0)
        fast.drawVisible(DisplayItem(paint: .clip(whole), color: .clear))
        #expect(origin() == [22.5, -3])
        #expect(fast.pixels?.bounds == PixelBox(minX: 2, minY: 5, maxX: 12, maxY: 20))
        fast.drawVisible(DisplayItem(paint: .restore, color: .clear))
        #expect(fast.pixels?.bounds == PixelBox(minX: 0, minY: 0, maxX: 40, maxY: 30))
        fast.drawVisible(DisplayItem(paint: .restore, color: .clear))
        fast.drawVisible(DisplayItem(paint: .beginGroup, color: .clear))
        #expect(origin() == nil)
        fast.drawVisible(DisplayItem(paint: .endGroup(alpha: 0.5), color: .clear))
        #expect(origin() == [20.5, -7])
        fast.drawVisible(DisplayItem(paint: .restore, color: .clear))
        #expect(origin() == [0, 0])
        // One end too many: Cairo draws nothing more, and neither do the pixels.
        fast.drawVisible(DisplayItem(paint: .restore, color: .clear))
        #expect(origin() == nil)
    }

    /// A display list's marks: each mark's items in order, with the mark's ink, in its role's color.
    @Test func marksBecomeTheirItems() {
        let badge = AnnotationMark(.badge("8", Rect(x: 10, y: 20, width: 16, height: 14)), role: .satisfied)
        let leader = AnnotationMark(.leader(from: Point(0, 0), to: Point(30, 40)), role: .conflict)
        let list = AnnotationDisplay.list([badge, leader])
        #expect(list.items.map(\.paint).count == 4)
        #expect(list.items[0].paint == .fill(.rect(Rect(x: 10, y: 20, width: 16, height: 14), radius: 4)))
        #expect(list.items[0].color == Palette.satisfied)
        #expect(list.items[1].color == .white)
        #expect(list.items[0].ink == Rect(x: 2, y: 12, width: 32, height: 30))
        #expect(list.items[2].paint == .line(from: Point(0, 0), to: Point(30, 40), width: 0.75, dash: nil))
        #expect(list.items[3].paint == .fill(.circle(center: Point(30, 40), radius: 1.5)))
        #expect(list.items[3].ink == Rect(x: -4, y: -4, width: 38, height: 48))
    }
}
