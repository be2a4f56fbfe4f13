/// The two blends of a solid color through a coverage that Cairo's image backend uses, worked
/// exactly as Cairo and pixman work them, two 8-bit channels at a time (bits 0–7 and 16–23 of a
/// word), each product divided by 255 and rounded, each sum held at 255: `Blend`, Cairo's own
/// span filler for an opaque color, and `Over`, pixman's OVER for a translucent one. The two
/// round differently (+ 0x7f against + 0x80), so each has its own.
enum ChannelPairs {
    static let mask: UInt32 = 0x00FF_00FF

    /// Both channels of `pair` times `factor` / 255, rounded by adding `rounding` (0x7f in
    /// Cairo's `mul8x2_8`, 0x80 in pixman's `UN8x4_MUL_UN8`).
    @inline(__always) static func times(_ pair: UInt32, _ factor: UInt32, rounding: UInt32) -> UInt32 {
        let t = (pair & mask) &* factor &+ rounding &* 0x0001_0001
        return ((t &+ ((t >> 8) & mask)) >> 8) & mask
    }

    /// Both channels' sums, each held at 255 (`add8x2_8x2`, `UN8x4_ADD_UN8x4`).
    @inline(__always) static func add(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a &+ b
        return (t | (0x0100_0100 &- ((t >> 8) & mask))) & mask
    }
}

/// Cairo's `lerp8x4` of one opaque pixel at one coverage: `source` × `alpha` + the pixel under
/// it × (255 − `alpha`). The source's share is the same for every pixel of a run, so it is
/// worked out once.
struct Blend {
    private let alpha: UInt32
    private let source: UInt32
    private let sourceLow: UInt32, sourceHigh: UInt32

    @inline(__always) init(_ source: UInt32, _ alpha: UInt32) {
        self.alpha = alpha
        self.source = source
        sourceLow = Self.times(source, alpha)
        sourceHigh = Self.times(source >> 8, alpha)
    }

    /// Blends `count` pixels from `start`, `stride` words apart: the source itself at full
    /// coverage, nothing at none.
    @inline(__always) func paint(_ start: UnsafeMutablePointer<UInt32>, count: Int, stride: Int = 1) {
        guard alpha > 0, count > 0 else { return }
        if alpha == 255 && stride == 1 { return start.update(repeating: source, count: count) }
        var pixel = start
        let end = start + count * stride
        if alpha == 255 {
            while pixel != end {
                pixel.pointee = source
                pixel += stride
            }
            return
        }
        // Along a line the pixels under it are mostly alike (the empty layer, or a line drawn
        // there before): each distinct one is blended once.
        var under = start.pointee, result = blended(under)
        while pixel != end {
            let destination = pixel.pointee
            if destination != under { (under, result) = (destination, blended(destination)) }
            pixel.pointee = result
            pixel += stride
        }
    }

    /// The pixel `destination` becomes under the source at this coverage.
    @inline(__always) func blended(_ destination: UInt32) -> UInt32 {
        if alpha == 255 { return source }
        if alpha == 0 { return destination }
        let inverse = 255 - alpha
        return ChannelPairs.add(sourceLow, Self.times(destination, inverse))
            | ChannelPairs.add(sourceHigh, Self.times(destination >> 8, inverse)) << 8
    }

    /// `source` at coverage `alpha` over `destination`.
    static func blend(_ source: UInt32, _ alpha: UInt32, _ destination: UInt32) -> UInt32 {
        Blend(source, alpha).blended(destination)
    }

    @inline(__always) private static func times(_ pair: UInt32, _ factor: UInt32) -> UInt32 {
        ChannelPairs.times(pair, factor, rounding: 0x7F)
    }
}

/// Pixman's OVER of a translucent solid color through a coverage (what Cairo's fill of a
/// translucent color does): the source times the coverage, then over the pixel under it.
struct Over {
    private let source: UInt32

    init(_ source: UInt32) { self.source = source }

    @inline(__always) func blend(_ coverage: UInt32, _ destination: UInt32) -> UInt32 {
        let covered = Self.times(source, coverage)
        let inverse = 255 - covered >> 24
        return ChannelPairs.add(ChannelPairs.times(destination, inverse, rounding: 0x80), covered & ChannelPairs.mask)
            | ChannelPairs.add(
                ChannelPairs.times(destination >> 8, inverse, rounding: 0x80), (covered >> 8) & ChannelPairs.mask) << 8
    }

    /// The four channels of `x` times `a` / 255, rounded (pixman's `UN8x4_MUL_UN8`).
    @inline(__always) static func times(_ x: UInt32, _ a: UInt32) -> UInt32 {
        ChannelPairs.times(x, a, rounding: 0x80) | ChannelPairs.times(x >> 8, a, rounding: 0x80) << 8
    }
}
