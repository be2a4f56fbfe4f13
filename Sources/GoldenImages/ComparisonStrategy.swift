/// How strictly an image must match its golden, as swift-snapshot-testing's image strategy:
/// a pixel matches when its perceptual distance to the reference's pixel is at most
/// `(1 - perceptualPrecision) × 100` ΔE 2000 units, and the image matches when the share of
/// matching pixels is at least `precision`.
public struct ComparisonStrategy: Sendable, Equatable {
    public var precision: Double
    public var perceptualPrecision: Double

    /// The CLI's defaults: every pixel must match, within ΔE 2 (invisible to the eye).
    public static let standard = ComparisonStrategy(precision: 1.0, perceptualPrecision: 0.98)
    /// Byte-exact pixels.
    public static let exact = ComparisonStrategy(precision: 1.0, perceptualPrecision: 1.0)

    public init(precision: Double = 1.0, perceptualPrecision: Double = 0.98) {
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
    }

    public var maximumDeltaE: Double { (1 - perceptualPrecision) * 100 }
}
