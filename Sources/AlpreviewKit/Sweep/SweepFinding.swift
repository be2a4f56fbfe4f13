import SceneModel

/// Something a check finds in one layout of a sweep, besides its problems (`sweep --a11y`'s
/// accessibility findings): kept at the first size that shows it. Two layouts show the same
/// finding when their keys are equal.
public struct SweepFinding: Sendable {
    public var key: String
    /// The finding in words, and as JSON.
    public var text: String
    public var json: JSON

    public init(key: String, text: String, json: JSON) {
        self.key = key
        self.text = text
        self.json = json
    }
}

/// A finding at the first size of the sweep that shows it: the smallest size, then the smallest
/// size category.
public struct FirstFinding: Sendable {
    public var finding: SweepFinding
    public var value: Double
    public var sizeCategory: SizeCategory
}
