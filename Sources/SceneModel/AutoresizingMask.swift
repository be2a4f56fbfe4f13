/// UIView.AutoresizingMask: which parts of a view's frame follow a change of its superview's
/// size. A view with one (`translatesAutoresizingMaskIntoConstraints` on) gets the constraints
/// UIKit generates from it (docs/uikit-rules.md, Autoresizing masks): its design frame, with
/// the superview's change of width (height) shared among the flexible parts (left margin,
/// width, right margin) in proportion to their design sizes.
public struct AutoresizingMask: Equatable, Sendable {
    public var flexibleLeftMargin = false
    public var flexibleWidth = false
    public var flexibleRightMargin = false
    public var flexibleTopMargin = false
    public var flexibleHeight = false
    public var flexibleBottomMargin = false

    public init() {}

    /// The origin and size along an axis when the superview goes from `designLength` to a
    /// length it solves to: `origin = a0 + a1 × length`, `size = s0 + s1 × length`.
    package func axisFormula(origin: Double, size: Double, designLength: Double, axis: Attribute.Axis)
        -> (origin: (constant: Double, factor: Double), size: (constant: Double, factor: Double))
    {
        let (minFlexible, sizeFlexible, maxFlexible) =
            axis == .horizontal
            ? (flexibleLeftMargin, flexibleWidth, flexibleRightMargin)
            : (flexibleTopMargin, flexibleHeight, flexibleBottomMargin)
        let maxMargin = designLength - origin - size
        let parts = [(minFlexible, origin), (sizeFlexible, size), (maxFlexible, maxMargin)].filter(\.0)
        guard !parts.isEmpty else { return ((origin, 0), (size, 0)) }
        let total = parts.map(\.1).reduce(0, +)
        // delta = length − designLength goes to the flexible parts by their share (equal shares
        // when they are all zero-sized).
        func share(_ flexible: Bool, _ part: Double) -> Double {
            guard flexible else { return 0 }
            return total != 0 ? part / total : 1 / Double(parts.count)
        }
        let originShare = share(minFlexible, origin), sizeShare = share(sizeFlexible, size)
        return ((origin - originShare * designLength, originShare), (size - sizeShare * designLength, sizeShare))
    }
}
