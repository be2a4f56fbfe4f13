import RasterImage

/// An image that makes a change obvious: the reference faded to a light gray, the pixels
/// that look different in strong magenta, those that changed within tolerance in light orange.
public enum DiffImage {
    public static func make(_ image: Bitmap, reference: Bitmap, strategy: ComparisonStrategy) -> Bitmap {
        let width = max(image.width, reference.width), height = max(image.height, reference.height)
        var diff = Bitmap(width: width, height: height, fill: Bitmap.opaque(255, 255, 255))
        let magenta = Bitmap.opaque(230, 0, 126), orange = Bitmap.opaque(255, 200, 140)
        let limit = strategy.maximumDeltaE
        for y in 0..<height {
            for x in 0..<width {
                let inImage = x < image.width && y < image.height
                let inReference = x < reference.width && y < reference.height
                guard inImage && inReference else { diff[x, y] = magenta; continue }
                let a = image[x, y], b = reference[x, y]
                if a == b {
                    diff[x, y] = faded(b)
                } else {
                    diff[x, y] = PerceptualDistance.deltaE2000(a, b) > limit ? magenta : orange
                }
            }
        }
        return diff
    }

    /// The reference pixel as a light gray of its luminance, so that shapes stay recognizable.
    static func faded(_ word: UInt32) -> UInt32 {
        let (r, g, b, a) = Bitmap.rgba(word)
        let luminance =
            (0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)) * Double(a) / 255 + Double(255 - a)
        let v = UInt8(200 + luminance / 255 * 55)
        return Bitmap.opaque(v, v, v)
    }
}
