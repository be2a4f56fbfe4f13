import SceneModel

/// Interface Builder's "Content Priority Ambiguity": two or more views with an intrinsic
/// size on an axis must stretch (or squeeze) to fill a space, and they hug (or resist
/// compression) at the same priority, so nothing says which one gives. The solver sees it as
/// a size that can take two values; this names the views, the priority, and the fix.
public struct ContentPriorityAmbiguity: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// The views are stretched beyond their intrinsic size: hugging decides.
        case hugging
        /// The views are squeezed below their intrinsic size: compression resistance decides.
        case compressionResistance

        public var words: String { self == .hugging ? "content hugging" : "compression resistance" }
    }

    public var axis: Attribute.Axis
    public var kind: Kind
    public var priority: Double
    /// In scene order.
    public var views: [String]

    public init(axis: Attribute.Axis, kind: Kind, priority: Double, views: [String]) {
        self.axis = axis
        self.kind = kind
        self.priority = priority
        self.views = views
    }

    /// The fix Interface Builder offers: lower one view's priority by one so it gives first.
    public var suggestion: String {
        let view = views[0]
        let verb = kind == .hugging ? "stretches" : "is squeezed"
        return "lower \(view)'s \(axis.rawValue) \(kind.words) priority from \(formatPoints(priority)) to "
            + "\(formatPoints(priority - 1)), so that \(view) \(verb) first"
    }

    /// Finds the ties among the views whose size is ambiguous on an axis.
    static func find(in views: [SolvedLayout.View], defaults: Scene.Defaults) -> [ContentPriorityAmbiguity] {
        var found: [ContentPriorityAmbiguity] = []
        for axis in [Attribute.Axis.horizontal, .vertical] {
            let component = axis == .horizontal ? "width" : "height"
            // By index first: filtering the views copied every one of them, ambiguous or not.
            let candidates = views.indices.filter { index in
                let hasIntrinsic =
                    axis == .horizontal ? views[index].intrinsic.hasWidth : views[index].intrinsic.hasHeight
                return hasIntrinsic && views[index].ambiguity.contains { $0.component == component }
            }.map { views[$0] }
            guard candidates.count >= 2 else { continue }
            let size: (SolvedLayout.View) -> Double = { axis == .horizontal ? $0.frame.width : $0.frame.height }
            let natural: (SolvedLayout.View) -> Double = {
                axis == .horizontal ? $0.intrinsic.size.width : $0.intrinsic.size.height
            }
            let stretched = candidates.map(size).reduce(0, +) >= candidates.map(natural).reduce(0, +)
            let kind: Kind = stretched ? .hugging : .compressionResistance
            let priority: (SolvedLayout.View) -> Double = { view in
                let p =
                    stretched
                    ? IntrinsicContentCalculator.hugging(of: view.spec, defaults: defaults)
                    : IntrinsicContentCalculator.compressionResistance(of: view.spec)
                return axis == .horizontal ? p.horizontal : p.vertical
            }
            // The groups of views at one priority, in the order their priorities first appear.
            var groups: [(priority: Double, views: [String])] = []
            var groupOf: [Double: Int] = [:]
            for view in candidates {
                let p = priority(view)
                if let group = groupOf[p] {
                    groups[group].views.append(view.spec.name)
                } else {
                    groupOf[p] = groups.count
                    groups.append((p, [view.spec.name]))
                }
            }
            for group in groups where group.views.count >= 2 {
                found.append(
                    ContentPriorityAmbiguity(axis: axis, kind: kind, priority: group.priority, views: group.views))
            }
        }
        return found
    }
}
