import RasterImage

/// The result of comparing an image with its reference.
public struct ImageComparison: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// The reference's size when it differs from the image's (then nothing else is compared).
    public var referenceSize: (width: Int, height: Int)?
    /// Pixels whose bytes differ, and those among them that look different (beyond the strategy's ΔE).
    public var changedPixels: Int
    public var visiblyDifferentPixels: Int
    public var maximumDeltaE: Double
    /// The smallest rectangle `[x, y, width, height]` around the visibly different pixels.
    public var differenceBounds: [Int]?
    public var matches: Bool

    public static func == (l: ImageComparison, r: ImageComparison) -> Bool {
        l.width == r.width && l.height == r.height && l.referenceSize?.width == r.referenceSize?.width
            && l.referenceSize?.height == r.referenceSize?.height && l.changedPixels == r.changedPixels
            && l.visiblyDifferentPixels == r.visiblyDifferentPixels && l.maximumDeltaE == r.maximumDeltaE
            && l.differenceBounds == r.differenceBounds && l.matches == r.matches
    }

    /// Compares pixel by pixel. Equal words are skipped at once, so that only changed pixels
    /// pay for the color-space conversion; ΔE is cached per pair of words, since interface
    /// images repeat the same few colors.
    public static func compare(_ image: Bitmap, to reference: Bitmap, strategy: ComparisonStrategy) -> ImageComparison {
        var result = ImageComparison(
            width: image.width, height: image.height, referenceSize: nil, changedPixels: 0,
            visiblyDifferentPixels: 0, maximumDeltaE: 0, differenceBounds: nil, matches: false)
        guard image.width == reference.width, image.height == reference.height else {
            result.referenceSize = (reference.width, reference.height)
            return result
        }
        let limit = strategy.maximumDeltaE
        var cache: [UInt64: Double] = [:]
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        image.pixels.withUnsafeBufferPointer { a in
            reference.pixels.withUnsafeBufferPointer { b in
                for i in 0..<a.count where a[i] != b[i] {
                    result.changedPixels += 1
                    let key = UInt64(a[i]) << 32 | UInt64(b[i])
                    let distance: Double
                    if let cached = cache[key] {
                        distance = cached
                    } else {
                        distance = PerceptualDistance.deltaE2000(a[i], b[i])
                        cache[key] = distance
                    }
                    result.maximumDeltaE = max(result.maximumDeltaE, distance)
                    if distance > limit {
                        result.visiblyDifferentPixels += 1
                        let x = i % image.width, y = i / image.width
                        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                    }
                }
            }
        }
        if maxX >= 0 { result.differenceBounds = [minX, minY, maxX - minX + 1, maxY - minY + 1] }
        let total = max(1, image.width * image.height)
        result.matches = Double(total - result.visiblyDifferentPixels) / Double(total) >= strategy.precision
        return result
    }

    /// One line for a person: `312 pixels (0.41%) look different, max ΔE 54.2, in [16, 40, 150, 30]`.
    public var summary: String {
        if let r = referenceSize { return "size \(width)×\(height) differs from the golden's \(r.width)×\(r.height)" }
        if visiblyDifferentPixels == 0 && changedPixels == 0 { return "identical" }
        let share = Double(visiblyDifferentPixels) / Double(max(1, width * height)) * 100
        var text =
            "\(visiblyDifferentPixels) pixel\(visiblyDifferentPixels == 1 ? "" : "s") (\(String(format2: share))%) look different"
        text += ", max ΔE \(String(format1: maximumDeltaE))"
        if let b = differenceBounds { text += ", in [\(b.map(String.init).joined(separator: ", "))]" }
        if changedPixels > visiblyDifferentPixels {
            text += "; \(changedPixels - visiblyDifferentPixels) more within tolerance"
        }
        return text
    }
}

extension String {
    init(format1 value: Double) { self = String(Double((value * 10).rounded()) / 10) }
    init(format2 value: Double) { self = String(Double((value * 100).rounded()) / 100) }
}
