import FileInput
import SceneModel
import SceneReading

/// The bounds a scene must stay within (docs/scene-format.md, "Limits"); those of single
/// numbers are `ValueBounds`, shared with the other readers. Past each one the
/// scene is refused with a located error, before it can crash, hang or overflow: a real
/// screen is a few thousand points, a few dozen views deep, and never needs more.
public enum SceneLimits {
    /// YAML collections inside collections (the YAML composer recurses once per level).
    public static let maximumNesting = 64
    /// Views inside views (`subviews`, `arranged`, `content`), aliases included.
    public static let maximumViewDepth = 32
    /// Errors printed for one file; the rest are counted in one last line.
    public static let maximumReportedErrors = SceneErrors.maximumReported
    /// Any length, constant, inset, margin, spacing or metric, in points (either sign).
    public static let maximumLength = ValueBounds.maximumLength
    /// A custom device's width and height, in points.
    public static let deviceSizes = ValueBounds.deviceSizes
    /// A font's point size.
    public static let fontSizes = ValueBounds.fontSizes
    /// Views in a scene, and constraints (a VFL line counts as the constraints it makes): a
    /// screen never comes near these, but generated scenes and stress tests do. A release build
    /// checks a list of 3,000 views in 0.8 s of CPU and 470 MB, 4,000 in 1.2 s and 750 MB; the
    /// solver's rows still grow faster than linearly, and 5,000 take 2.7 s and 1.2 GB.
    public static let maximumViews = 4_000
    /// Five per view at the most views: a form row pins its views with three to five.
    public static let maximumConstraints = 20_000
    /// Predicates in one VFL line (`[A(>=50@750,<=100)]` has two): Apple's examples take one or
    /// two per connection or view; each makes a constraint on the same one or two views, whose
    /// badges the annotations then place around them, in time that grows faster than their number.
    public static let maximumPredicatesPerVisualFormat = 100
    /// Configurations of one scene (devices × orientations × size categories × directions):
    /// each is laid out and drawn, and a few hundred custom devices multiply into thousands.
    public static let maximumConfigurations = 256
    /// A constraint's multiplier (UIKit takes any finite number; beyond this it is a typo).
    public static let maximumMultiplier = ValueBounds.maximumMultiplier

    /// `100,000`: how the limits are written in messages.
    static func format(_ value: Double) -> String {
        let whole = Int(value)
        guard Double(whole) == value else { return formatPoints(value) }
        return GroupedNumber.text(whole)
    }
}
