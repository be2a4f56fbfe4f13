/// What a scene says about a UIStackView: its axis, distribution, alignment, spacing and
/// arranged views. `StackLayout` turns it into the constraints UIKit generates
/// (docs/uikit-rules.md, Stack views).
public struct StackSpec: Equatable, Sendable {
    public enum Distribution: String, CaseIterable, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: String, CaseIterable, Sendable {
        case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
    }

    /// Arranged views of an `equalCentering` stack. Its equal center distances all name the
    /// first one, and the solver's rows then grow with the stack (docs/layout-engine.md, Stack
    /// views at scale). In a release build, a squeezed stack whose views all tie (ambiguous)
    /// takes 1.1 s of CPU and 240 MB at 200 views and 20 s and 2.7 GB at 500. Past this the
    /// layout is refused before it is solved.
    public static let maximumEqualCenteringViews = 250

    public var axis: Attribute.Axis = .horizontal
    public var distribution: Distribution = .fill
    public var alignment: Alignment = .fill
    /// Points, or `Standard` (UIStackView.spacingUseSystem).
    public var spacing: Constant = .points(0)
    /// `customSpacing: {after NAME: N}`: the spacing after an arranged view, by its name.
    public var customSpacing: [String: Double] = [:]
    public var isLayoutMarginsRelative = false
    public var isBaselineRelative = false
    /// The arranged views' names, in order (they are also the stack's subviews).
    public var arranged: [String] = []

    public init() {}
}

/// What a scene says about a UIScrollView: its content views, laid out against the content and
/// frame layout guides.
public struct ScrollSpec: Equatable, Sendable {
    /// The content views' names (they are also the scroll view's subviews).
    public var content: [String] = []

    public init() {}
}
