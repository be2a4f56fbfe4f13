/// The bounds every number a scene reader accepts lies in, whatever the format (YAML scenes,
/// storyboards and XIBs, conflict logs): docs/scene-format.md, "Limits". A real screen is a few
/// thousand points and never needs more; past these a value is a typo or an attack, and the
/// layout's sums and products would overflow or trap.
public enum ValueBounds {
    /// Any length, constant, inset, margin, spacing or metric, in points (either sign).
    public static let maximumLength = 100_000.0
    /// A font's point size (Pango refuses negative sizes; zero draws nothing).
    public static let fontSizes = 1.0...1_000.0
    /// A layout priority.
    public static let priorities = 1.0...1_000.0
    /// A label's line count (0: as many as the text needs).
    public static let lines = 0.0...100_000.0
    /// A custom device's width and height, in points.
    public static let deviceSizes = 1.0...10_000.0
    /// A device's pixels per point.
    public static let deviceScales: [Double] = [1, 2, 3]
    /// A constraint's multiplier, either sign (UIKit takes any finite number).
    public static let maximumMultiplier = 1_000.0
    /// A page control's number of pages and current page (the dots of more would not fit a screen).
    public static let pages = 0.0...999.0
    /// An alpha, a slider's value, a progress view's progress.
    public static let fractions = 0.0...1.0

    /// `100,000`, `1.5`: how bounds and values are written in messages.
    public static func text(_ value: Double) -> String {
        guard value == value.rounded(), abs(value) < 1e15 else { return formatPoints(value) }
        let digits = String(Int(value).magnitude)
        var result = ""
        for (i, digit) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// `from 1 to 1,000`.
    public static func text(_ range: ClosedRange<Double>) -> String {
        "from \(text(range.lowerBound)) to \(text(range.upperBound))"
    }
}
