import FuzzSupport
import GoldenImages
import RasterImage

// A libFuzzer target for the PNG decoder (Cairo's reader over libpng) and the golden
// comparison (ΔE 2000, the diff image). The input is one PNG, or two back to back: it is cut
// at the second PNG signature. Beyond not crashing, the target checks what must hold for any
// pair of images: an image matches itself, byte differences count the same both ways, the
// diff image has the image's size, and an opaque image survives our encoder unchanged.

let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

/// The input cut at the second PNG signature (the whole input and nothing when there is none).
func split(_ bytes: [UInt8]) -> ([UInt8], [UInt8]?) {
    guard bytes.count > 2 * signature.count else { return (bytes, nil) }
    var i = signature.count
    while i + signature.count <= bytes.count {
        if bytes[i] == 0x89, Array(bytes[i..<i + signature.count]) == signature {
            return (Array(bytes[..<i]), Array(bytes[i...]))
        }
        i += 1
    }
    return (bytes, nil)
}

/// Whether the input is cheap to decode: its header claims at most a few million pixels, or more
/// than the decoder accepts (then it refuses before allocating, which is worth reaching). Sizes
/// in between are allowed by the decoder but would make each run allocate up to 256 MB. (A chunk
/// claiming more bytes than the input holds, which libpng allocated before reading, is refused by
/// the decoder itself since this target found it; docs/fuzzing.md.)
func affordable(_ png: [UInt8]) -> Bool {
    guard png.count >= 24, Array(png[12..<16]) == Array("IHDR".utf8) else { return true }
    let word = { (i: Int) in png[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
    let pixels = Double(word(16)) * Double(word(20))
    return pixels <= Double(1 << 22) || pixels > Double(PNGDecoder.maximumPixels)
}

func checkSelf(_ image: Bitmap) {
    let same = ImageComparison.compare(image, to: image, strategy: .exact)
    if !same.matches || same.changedPixels != 0 { FuzzDriver.fail("an image does not match itself: \(same.summary)") }
    if image.pixels.allSatisfy({ $0 >= 0xFF00_0000 }) {
        let again = try? PNGDecoder.decode(PNGEncoder.encode(image))
        if again != image {
            FuzzDriver.fail("an opaque \(image.width)×\(image.height) image changed through PNGEncoder and PNGDecoder")
        }
    }
}

func checkPair(_ a: Bitmap, _ b: Bitmap, strategy: ComparisonStrategy) {
    let ab = ImageComparison.compare(a, to: b, strategy: strategy)
    let ba = ImageComparison.compare(b, to: a, strategy: strategy)
    if ab.changedPixels != ba.changedPixels {
        FuzzDriver.fail("changed pixels differ by direction: \(ab.changedPixels) vs \(ba.changedPixels)")
    }
    if !ab.maximumDeltaE.isFinite { FuzzDriver.fail("maximum ΔE is \(ab.maximumDeltaE)") }
    _ = ab.summary
    guard a.width == b.width, a.height == b.height else { return }
    let diff = DiffImage.make(a, reference: b, strategy: strategy)
    if diff.width != a.width || diff.height != a.height {
        FuzzDriver.fail("diff image is \(diff.width)×\(diff.height), not \(a.width)×\(a.height)")
    }
}

FuzzDriver.run { raw in
    let (first, second) = split(Array(raw))
    guard affordable(first), let a = try? PNGDecoder.decode(first) else { return }
    checkSelf(a)
    guard let second, affordable(second), let b = try? PNGDecoder.decode(second) else { return }
    checkSelf(b)
    // The last byte picks the tolerance, so that both sides of the ΔE threshold are reached.
    let perceptual = Double(second.last ?? 0) / 255
    checkPair(a, b, strategy: ComparisonStrategy(precision: 0.99, perceptualPrecision: perceptual))
}
