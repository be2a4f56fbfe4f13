import CCairo
import LayoutEngine
import Testing

@testable import Rendering
import SceneModel

/// Lines written straight into the layer's pixels are Cairo's lines, bit for bit: the same
/// random lines stroked by Cairo and by `LayerPixels` over the same random pixels.
@Suite struct LayerPixelsTests {
    /// A deterministic generator (the same cases on every run).
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        /// A coordinate as marks have them: whole, thirds of a point, or anywhere.
        mutating func coordinate(_ range: Int) -> Double {
            let whole = Double(below(range) - range / 8)
            switch below(3) {
            case 0: return whole
            case 1: return whole + Double(below(3)) / 3
            default: return whole + Double(below(1000)) / 1000
            }
        }
    }

    static let (width, height) = (120, 90)

    /// A surface of random premultiplied pixels (a quarter of them empty), offset by
    /// `rowOffset` rows as a stripe is, and a context scaled and moved as the renderer's is.
    static func canvas(_ random: inout Random, scale: Double, rowOffset: Int) -> (OpaquePointer, OpaquePointer) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let words = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(
            to: UInt32.self)
        for i in 0..<width * height {
            let alpha = random.below(256)
            let (red, green, blue) = (random.below(alpha + 1), random.below(alpha + 1), random.below(alpha + 1))
            words[i] = random.below(4) == 0 ? 0 : UInt32(alpha << 24 | red << 16 | green << 8 | blue)
        }
        cairo_surface_mark_dirty(surface)
        cairo_surface_set_device_offset(surface, 0, -Double(rowOffset))
        let cr = cairo_create(surface)!
        cairo_translate(cr, Double(random.below(40)) + Double(random.below(3)) / 3, Double(random.below(30) - 10))
        cairo_scale(cr, scale, scale)
        return (surface, cr)
    }

    static func pixels(_ surface: OpaquePointer) -> [UInt32] {
        cairo_surface_flush(surface)
        let words = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(
            to: UInt32.self)
        return Array(UnsafeBufferPointer(start: words, count: width * height))
    }

    /// Two surfaces of the same random pixels, scaled and offset alike (a stripe's rows): one for
    /// Cairo, one for `LayerPixels`.
    struct Pair {
        let scale: Double, rowOffset: Int
        let cairoSurface: OpaquePointer, cairoContext: OpaquePointer
        let ownSurface: OpaquePointer, ownContext: OpaquePointer

        var samePixels: Bool { LayerPixelsTests.pixels(cairoSurface) == LayerPixelsTests.pixels(ownSurface) }
    }

    /// Runs `body` on a new random pair, freed afterwards.
    static func withPair(_ random: inout Random, _ body: (inout Random, Pair) -> Void) {
        let scale = [1.0, 2, 3, 1.5][random.below(4)]
        let rowOffset = [0, 0, 37, 256][random.below(4)]
        let seed = random.next()
        var first = Random(state: seed), second = Random(state: seed)
        let (cairoSurface, cairoContext) = canvas(&first, scale: scale, rowOffset: rowOffset)
        let (ownSurface, ownContext) = canvas(&second, scale: scale, rowOffset: rowOffset)
        defer {
            cairo_destroy(cairoContext)
            cairo_destroy(ownContext)
            cairo_surface_destroy(cairoSurface)
            cairo_surface_destroy(ownSurface)
        }
        body(
            &random,
            Pair(
                scale: scale, rowOffset: rowOffset, cairoSurface: cairoSurface, cairoContext: cairoContext,
                ownSurface: ownSurface, ownContext: ownContext))
    }

    @Test func axisAlignedLinesAreCairosPixelForPixel() {
        var random = Random(state: 24)
        var drawn = 0
        for _ in 0..<3000 {
            var failed = false
            Self.withPair(&random) { random, pair in
                let (scale, rowOffset) = (pair.scale, pair.rowOffset)
                let (cairoSurface, cairoContext, ownSurface, ownContext) = (
                    pair.cairoSurface, pair.cairoContext, pair.ownSurface, pair.ownContext
                )
                let a = Point(random.coordinate(100), random.coordinate(100) + Double(rowOffset) / scale)
                let length = random.below(20) == 0 ? 0 : random.coordinate(160) - 40
                let b = random.below(2) == 0 ? Point(a.x + length, a.y) : Point(a.x, a.y + length)
                let width = [1.0, 0.5, 0.75, 2, 1.5][random.below(5)]
                let color = Color(hex: UInt32(random.below(0x100_0000)))
                let before = Self.pixels(cairoSurface)
                Painter(cairoContext).line(a.x, a.y, b.x, b.y, color, width: width)
                let pixels = LayerPixels(surface: ownSurface, context: ownContext)!
                #expect(pixels.strokeLine(a, b, lineWidth: width, color: color))
                let (expected, actual) = (Self.pixels(cairoSurface), Self.pixels(ownSurface))
                if expected != actual {
                    Issue.record(
                        "line \(a) → \(b), width \(width), scale \(scale), row offset \(rowOffset): pixels differ")
                    failed = true
                }
                if expected != before { drawn += 1 }
            }
            if failed { return }
        }
        // Many cases painted something (a line off the surface or of no length paints nothing).
        #expect(drawn > 1200)
    }

    /// Badges' and tags' rounded boxes and leaders' dots filled from kept coverage masks: Cairo's fill,
    /// pixel for pixel, whether the mask is made for the shape or found (the same shape again,
    /// whole pixels away).
    @Test func smallFilledShapesAreCairosPixelForPixel() {
        var random = Random(state: 25)
        var filled = 0
        for _ in 0..<1500 {
            var failed = false
            Self.withPair(&random) { random, pair in
                let (scale, rowOffset) = (pair.scale, pair.rowOffset)
                let (cairoContext, ownSurface, ownContext) = (pair.cairoContext, pair.ownSurface, pair.ownContext)
                // Opaque (Cairo's span filler) and translucent (pixman's OVER): a tag is white at 85 %.
                let color = Color(
                    hex: UInt32(random.below(0x100_0000)), alpha: [1, 1, 0.85, 0.35, 0.08][random.below(5)])
                let x = random.coordinate(40), y = random.coordinate(30) + Double(rowOffset) / scale
                let (width, height) = (10 + random.coordinate(30), [14.0, 12, 9.5][random.below(3)])
                // The same shape a few whole device pixels away, twice: made, then found.
                let step = Double(1 + random.below(3)) / scale
                let dot = random.below(3) == 0
                func shape(_ cr: OpaquePointer, _ k: Double) {
                    if dot {
                        cairo_new_sub_path(cr)
                        cairo_arc(cr, x + k * step, y + k * step, 1.5, 0, 2 * .pi)
                    } else {
                        Painter(cr).path(
                            Rect(x: x + k * step, y: y + k * step, width: width, height: height),
                            radius: [4.0, 3][random.below(2)])
                    }
                }
                let pixels = LayerPixels(surface: ownSurface, context: ownContext)!
                for k in 0..<2 {
                    let radiusSeed = random.next()
                    random.state = radiusSeed
                    shape(cairoContext, Double(k))
                    Painter(cairoContext).set(color)
                    cairo_fill(cairoContext)
                    random.state = radiusSeed
                    shape(ownContext, Double(k))
                    if pixels.fillPath(ownContext, color: color) {
                        filled += 1
                    } else {
                        Painter(ownContext).set(color)
                        cairo_fill(ownContext)
                    }
                }
                if !pair.samePixels {
                    Issue.record(
                        "\(dot ? "dot" : "box") at (\(x), \(y)), scale \(scale), row offset \(rowOffset): pixels differ"
                    )
                    failed = true
                }
            }
            if failed { return }
        }
        // Most shapes are wholly on the surface and were filled from masks.
        #expect(filled > 1500)
    }

    /// Slanted lines (leaders) stroked from kept coverage masks: Cairo's stroke, pixel for
    /// pixel, made and then found again whole pixels away, at every scale.
    @Test func slantedLinesAreCairosPixelForPixel() {
        var random = Random(state: 26)
        var stroked = 0
        for _ in 0..<1500 {
            var failed = false
            Self.withPair(&random) { random, pair in
                let (scale, rowOffset) = (pair.scale, pair.rowOffset)
                let (cairoContext, ownSurface, ownContext) = (pair.cairoContext, pair.ownSurface, pair.ownContext)
                let color = Color(hex: UInt32(random.below(0x100_0000)), alpha: [1, 1, 0.85, 0.35][random.below(4)])
                let a = Point(random.coordinate(40), random.coordinate(30) + Double(rowOffset) / scale)
                let b = Point(a.x + random.coordinate(60) - 30, a.y + random.coordinate(50) - 25)
                let width = [0.75, 1, 0.5, 2][random.below(4)]
                let step = Double(1 + random.below(3)) / scale
                let pixels = LayerPixels(surface: ownSurface, context: ownContext)!
                for k in 0..<2 {
                    let (from, to) = (Point(a.x + Double(k) * step, a.y), Point(b.x + Double(k) * step, b.y))
                    Painter(cairoContext).line(from.x, from.y, to.x, to.y, color, width: width)
                    cairo_move_to(ownContext, from.x, from.y)
                    cairo_line_to(ownContext, to.x, to.y)
                    if pixels.strokeSegment(ownContext, lineWidth: width, color: color) {
                        stroked += 1
                    } else {
                        cairo_new_path(ownContext)
                        Painter(ownContext).line(from.x, from.y, to.x, to.y, color, width: width)
                    }
                }
                if !pair.samePixels {
                    Issue.record(
                        "line \(a) → \(b), width \(width), scale \(scale), row offset \(rowOffset): pixels differ")
                    failed = true
                }
            }
            if failed { return }
        }
        // Most lines lie wholly on the surface and were stroked from masks.
        #expect(stroked > 1000)
    }

    @Test func linesCairoMustDrawAreLeftToIt() {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(Self.width), Int32(Self.height))!
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        let pixels = LayerPixels(surface: surface, context: cr)!
        let blue = Color(hex: 0x1A73E8)
        #expect(!pixels.strokeLine(Point(1, 1), Point(5, 6), lineWidth: 1, color: blue))
        #expect(!pixels.strokeLine(Point(1, 1), Point(5, 1), lineWidth: 1, color: blue.withAlpha(0.35)))
        #expect(!pixels.strokeLine(Point(1, 1), Point(5e7, 1), lineWidth: 1, color: blue))
        #expect(!pixels.strokeLine(Point(1, 1), Point(5, 1), lineWidth: 5e7, color: blue))
        #expect(!pixels.strokeLine(Point(.nan, 1), Point(5, 1), lineWidth: 1, color: blue))
        #expect(!pixels.strokeLine(Point(1, 1), Point(.infinity, 1), lineWidth: 1, color: blue))
        cairo_move_to(cr, .nan, 1)
        cairo_line_to(cr, 5, 6)
        #expect(!pixels.strokeSegment(cr, lineWidth: 1, color: blue))
        cairo_new_path(cr)
        #expect(Self.pixels(surface).allSatisfy { $0 == 0 })
        cairo_rotate(cr, 0.5)
        #expect(LayerPixels(surface: surface, context: cr) == nil)
    }

    /// Cairo's `lerp8x4`, worked by hand: each channel s × a / 255 + d × (255 − a) / 255, each
    /// product rounded ((x + 127 + ((x + 127) >> 8)) >> 8).
    @Test func blendRoundsAsCairoDoes() {
        #expect(Blend.blend(0xFF1A_73E8, 128, 0x8080_8080) == 0xC04D_7AB4)
        #expect(Blend.blend(0xFF1A_73E8, 200, 0x4010_2030) == 0xD617_61C0)
        #expect(Blend.blend(0xFF1A_73E8, 255, 0x8080_8080) == 0xFF1A_73E8)
        #expect(Blend.blend(0xFF1A_73E8, 0, 0x8080_8080) == 0x8080_8080)
    }
}
