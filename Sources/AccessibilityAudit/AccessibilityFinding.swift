import SceneModel

/// One accessibility problem of one view in one configuration: which rule, the number measured
/// against the rule's threshold, and where the view is written.
public struct AccessibilityFinding: Equatable, Sendable {
    public enum Rule: String, CaseIterable, Sendable {
        /// A control's frame is smaller than 44 × 44 points (HIG).
        case touchTarget = "touch-target"
        /// Text against what is behind it is below WCAG's ratio for its size.
        case contrast
        /// A label's text is cut with "…".
        case truncatedText = "truncated-text"
        /// Text reaches outside its superview, the safe area or the screen.
        case textOutside = "text-outside"
        /// Text overlaps another view's content.
        case textOverlap = "text-overlap"
        /// An element VoiceOver visits has nothing to say (an image-only button without a label).
        case missingLabel = "missing-label"
    }

    public var rule: Rule
    public var view: String
    public var location: SourceLocation
    /// The Dynamic Type size, the screen's width and the appearance it was found in.
    public var sizeCategory: SizeCategory
    public var width: Double
    public var theme: Appearance
    /// The number measured and the threshold it is held to (points, or a contrast ratio).
    public var measured: Double
    public var threshold: Double
    /// What is wrong, in words: `"Close" is 30 × 30 pt, below 44 × 44`.
    public var message: String

    public init(
        rule: Rule, view: String, location: SourceLocation, sizeCategory: SizeCategory, width: Double,
        theme: Appearance = .light, measured: Double, threshold: Double, message: String
    ) {
        self.rule = rule; self.view = view; self.location = location; self.sizeCategory = sizeCategory
        self.width = width; self.theme = theme; self.measured = measured; self.threshold = threshold
        self.message = message
    }

    /// `touch-target: Close is 30 × 30 pt, below 44 × 44 (L, 393 pt wide)`.
    public var line: String {
        let appearance = rule == .contrast ? ", \(theme.rawValue)" : ""
        return "\(rule.rawValue): \(message) (\(sizeCategory.rawValue), \(formatPoints(width)) pt wide\(appearance))"
    }
}

/// The appearance a colour is seen in: UIKit's dynamic colours differ between them.
public enum Appearance: String, CaseIterable, Sendable { case light, dark }
