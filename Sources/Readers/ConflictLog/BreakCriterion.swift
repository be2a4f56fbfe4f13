import SceneModel

/// One way `BreakOrder` tells a conflict's constraints apart: a value per constraint, the
/// larger broken first. Each comes from how UIKit's engine represents a view or adds a
/// constraint (docs/conflict-logs.md, "Which constraint UIKit breaks"); which of them decides
/// first is `BreakModel`'s order.
public enum BreakCriterion: String, CaseIterable, Sendable {
    /// A required inequality gives way before an equality.
    case inequality
    /// The constraint sets the size of the deepest app view: in the engine a trailing, bottom,
    /// center or size attribute is `minX + width` and so on.
    case deepestSize
    /// It names fewer other sizes (a leaf's `height == 200` before the `bottom ==` that also ties
    /// the leaf to its container).
    case fewerSizes
    /// It goes through a layout margin, a guide with constraints of its own.
    case margin
    /// It is installed deeper: on the nearer common ancestor of its views.
    case installedDepth
    /// It is the spacing that places a view after its neighbour, written from the view that
    /// follows (`B.leading == A.trailing + 8`, VFL's `[A]-(8)-[B]`, a stack view's `UISV-spacing`).
    case spacing
    /// Of two constraints that differ only in their constants (two `top ==` of the same views,
    /// two heights of one view), the one with the larger constant.
    case largerDuplicate
    /// It sets a size that the conflict's constraints, all holding, would make negative
    /// (`NegativeSizes`): the engine cannot add it with that size at least 0.
    case negativeSize
    /// It is listed first in the log.
    case listedFirst
    /// It is listed last in the log.
    case listedLast

    /// The criterion's value for `c`, the `index`-th of its conflict's list `conflict`;
    /// `negativeSizes` are the axes, per view key, along which the conflict would make a size
    /// negative.
    func value(
        _ c: LoggedConstraint, index: Int, in conflict: [LoggedConstraint], hierarchy: LoggedHierarchy,
        negativeSizes: [String: Set<Attribute.Axis>] = [:]
    ) -> Int {
        switch self {
        case .inequality:
            return c.relation == .equal ? 0 : 1
        case .deepestSize:
            return BreakOrder.sizeDepths(c, hierarchy: hierarchy).max() ?? 0
        case .fewerSizes:
            let sizes = BreakOrder.sizeDepths(c, hierarchy: hierarchy)
            return -(sizes.count - (sizes.isEmpty ? 0 : 1))
        case .margin:
            return c.first.attribute.isMargin || c.second?.attribute.isMargin == true ? 1 : 0
        case .installedDepth:
            return c.second.map { hierarchy.commonAncestorDepth(c.first.view.key, $0.view.key) }
                ?? hierarchy.depth(c.first.view.key)
        case .spacing:
            return BreakOrder.spacesFollowingView(c) ? 1 : 0
        case .largerDuplicate:
            // How many of its duplicates have a smaller constant: 0 for the smallest and for a
            // constraint without duplicates.
            return conflict.filter { BreakOrder.differsOnlyInConstant($0, c) && $0.constant < c.constant }.count
        case .negativeSize:
            let anchors = [c.first] + (c.second.map { [$0] } ?? [])
            return anchors.contains {
                BreakOrder.involvesSize($0.attribute)
                    && negativeSizes[$0.view.key]?.contains($0.attribute.axis) == true
            } ? 1 : 0
        case .listedFirst:
            return -index
        case .listedLast:
            return index
        }
    }

    /// Why a constraint that this criterion ranks higher is broken first, in words.
    public var reason: String {
        switch self {
        case .inequality: return "a required inequality gives way before an equality"
        case .deepestSize:
            return "it sets the size of the innermost view, which the engine gives up before the chain around it"
        case .fewerSizes: return "it ties fewer sizes together than the next likeliest"
        case .margin: return "it goes through a layout margin, a guide with constraints of its own"
        case .installedDepth: return "it is installed deeper, on the nearer common ancestor of its views"
        case .spacing: return "it is the spacing that places a view after its neighbour"
        case .largerDuplicate:
            return "it has the larger constant of two constraints that differ only in their constants"
        case .negativeSize:
            return "it sets a size that the conflict would make negative, which the engine keeps at least 0"
        case .listedFirst: return "it is listed first, and only the list order tells the two apart"
        case .listedLast: return "it is listed last, and only the list order tells the two apart"
        }
    }

    /// Whether the criterion says nothing about the layout, only about how the log lists it:
    /// a choice it decides is a guess between equals.
    var isListOrder: Bool { self == .listedFirst || self == .listedLast }
}

/// The order in which `BreakOrder` asks its criteria: the first that tells two constraints
/// apart decides which is broken first.
public struct BreakModel: Equatable, Sendable {
    public var criteria: [BreakCriterion]

    public init(criteria: [BreakCriterion]) { self.criteria = criteria }

    public static let standard = BreakModel(criteria: [
        .inequality, .deepestSize, .negativeSize, .fewerSizes, .margin, .installedDepth, .spacing, .largerDuplicate,
        .listedFirst,
    ])

    /// Every order of the standard criteria, with the list order either way round: the models
    /// a leave-one-out validation chooses among. The standard model comes first.
    public static func candidates() -> [BreakModel] {
        let layout: [BreakCriterion] = [
            .inequality, .deepestSize, .negativeSize, .fewerSizes, .margin, .installedDepth, .spacing,
            .largerDuplicate,
        ]
        var result: [BreakModel] = []
        for order in permutations(layout) {
            for list in [BreakCriterion.listedFirst, .listedLast] {
                result.append(BreakModel(criteria: order + [list]))
            }
        }
        result.removeAll { $0 == .standard }
        return [.standard] + result
    }

    static func permutations(_ items: [BreakCriterion]) -> [[BreakCriterion]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { i in
            var rest = items
            let first = rest.remove(at: i)
            return permutations(rest).map { [first] + $0 }
        }
    }
}
