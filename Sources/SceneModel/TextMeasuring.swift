/// What the engine needs to know about a piece of text to lay it out.
public struct TextMeasurement: Equatable, Sendable {
    /// The text's size, rounded up to the pixel grid as UIKit does.
    public var width: Double
    public var height: Double
    /// Distances from the top of the text to its first and last baselines.
    public var firstBaseline: Double
    public var lastBaseline: Double
    public var lineCount: Int

    public init(width: Double, height: Double, firstBaseline: Double, lastBaseline: Double, lineCount: Int = 1) {
        self.width = width; self.height = height
        self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline; self.lineCount = lineCount
    }
}

/// Measures text; implemented with Pango by the TextMetrics module, and by fakes in tests.
public protocol TextMeasuring: Sendable {
    /// `maxWidth` nil: a single line. Otherwise wraps at `maxWidth`, up to `lines` lines (0: unlimited).
    func measure(_ text: String, font: FontSpec, maxWidth: Double?, lines: Int, scale: Double) -> TextMeasurement
}

/// San Francisco's vertical metrics (docs/uikit-rules.md, Intrinsic content sizes), shared by every measurer and the renderer.
/// A font's ascender and line height (UIFont's `ascender` and `lineHeight`: ascender, descender
/// and line gap) in ems, from its `hhea` table.
public struct FontLineMetrics: Equatable, Hashable, Sendable {
    public var ascender: Double
    public var lineHeight: Double
    public init(ascender: Double, lineHeight: Double) { self.ascender = ascender; self.lineHeight = lineHeight }
}

public enum SystemFontMetrics {
    public static let lineHeight = 1.193359375
    public static let ascender = 0.9521
    public static let descender = 0.2412

    /// SF's automatic tracking in 1/1000 em per point size (HIG), interpolated between rows.
    static let trackingTable: [(size: Double, tracking: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (38, 10), (40, 10), (44, 8), (48, 8), (50, 7), (53, 6), (56, 6), (60, 4),
        (64, 4), (70, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// Tracking in points for a font size.
    public static func tracking(forSize size: Double) -> Double {
        let table = trackingTable
        if size <= table.first!.size { return table.first!.tracking / 1000 * size }
        if size >= table.last!.size { return 0 }
        for (a, b) in zip(table, table.dropFirst()) where size >= a.size && size <= b.size {
            let t = a.tracking + (b.tracking - a.tracking) * (size - a.size) / (b.size - a.size)
            return t / 1000 * size
        }
        return 0
    }
}
