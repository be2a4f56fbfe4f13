import SceneModel

/// The order in which the rebuilt scene adds a conflict's constraints. alpreview's engine
/// recovers from a conflict as UIKit does, by breaking the constraint whose addition made the
/// system unsatisfiable, so this order is alpreview's model of which constraint UIKit breaks:
/// the ones least likely to be broken first, the likeliest last. It is a model of what UIKit's
/// engine does, not a reading of the log's answer; docs/conflict-logs.md gives its agreement
/// with the logs and the cases where it differs.
///
/// UIKit's engine keeps every width and height non-negative and, when a required constraint
/// cannot hold, breaks one whose error variable its simplex step picks. Over the logs that
/// works out as these rules, in order:
/// 1. UIKit's own constraints (encapsulated sizes, temporary widths, stack-view and guide
///    constraints, autoresizing masks) are broken only when the conflict has nothing else.
/// 2. A required inequality gives way before an equality.
/// 3. Of the rest, the one that involves the size of the deepest app view: in the engine a
///    trailing, bottom, center or size attribute is `minX + width`, `minY + height`, …, and
///    the view's own size or the gap to its neighbour goes before its container's chain.
/// 4. Then one that sets a size the conflict would make negative (`NegativeSizes`): the engine
///    cannot add the constraint that takes a restricted, non-negative variable below 0.
/// 5. Then the one naming fewer other sizes (a leaf's `height == 200` before the `bottom ==`
///    that ties it to its container too).
/// 6. Then one through a layout margin (UIKit makes margins a guide with constraints of its
///    own, so `trailingMargin ==` goes before `H:[button]-(16)-|`).
/// 7. Then the one installed deeper (on the nearer common ancestor of its views).
/// 8. Then the spacing that places a view after its neighbour (`B.leading == A.trailing + 8`,
///    VFL's `[A]-(8)-[B]`): the form of the gaps UIKit broke when nothing above decided.
/// 9. Then, of two constraints that differ only in their constants, the larger (UIKit kept the
///    smaller size or offset in 9 of the 10 logs with such a pair).
/// 10. Then the one listed first in the log.
enum BreakOrder {
    /// `constraints` in the order to add them: most likely to be broken last.
    static func order(
        _ constraints: [LoggedConstraint], hierarchy: LoggedHierarchy, model: BreakModel = .standard,
        negativeSizes: [String: Set<Attribute.Axis>] = [:]
    ) -> [LoggedConstraint] {
        let allSystem = constraints.allSatisfy { $0.origin.isSystem }
        let keyed = constraints.enumerated().map { index, constraint in
            (
                constraint,
                key(
                    constraint, index: index, in: constraints, allSystem: allSystem, hierarchy: hierarchy, model: model,
                    negativeSizes: negativeSizes)
            )
        }
        return keyed.sorted { $0.1.lexicographicallyPrecedes($1.1) }.map(\.0)
    }

    /// Larger values are broken first (added later).
    static func key(
        _ c: LoggedConstraint, index: Int, in conflict: [LoggedConstraint], allSystem: Bool,
        hierarchy: LoggedHierarchy, model: BreakModel = .standard,
        negativeSizes: [String: Set<Attribute.Axis>] = [:]
    ) -> [Int] {
        let isApp = allSystem || !c.origin.isSystem
        return [isApp ? 1 : 0]
            + model.criteria.map {
                $0.value(c, index: index, in: conflict, hierarchy: hierarchy, negativeSizes: negativeSizes)
            }
    }

    /// The depths of the app views whose width or height the constraint involves, once per view.
    static func sizeDepths(_ c: LoggedConstraint, hierarchy: LoggedHierarchy) -> [Int] {
        var seen: Set<String> = []
        var depths: [Int] = []
        for anchor in [c.first] + (c.second.map { [$0] } ?? []) where involvesSize(anchor.attribute) {
            guard let view = hierarchy.knownView(anchor.view.key), isAppView(view), seen.insert(view.key).inserted
            else {
                continue
            }
            depths.append(hierarchy.depth(view.key))
        }
        return depths
    }

    /// Whether `c` is `B.leading == A.trailing + c` (or top and bottom, left and right) between two
    /// views: the form of VFL's `[A]-(c)-[B]` and of the spacing UIKit generates between
    /// neighbours. Layout guides (`UILayoutGuide`) are not views; the legacy `_UILayoutGuide` is.
    static func spacesFollowingView(_ c: LoggedConstraint) -> Bool {
        guard let second = c.second, c.multiplier == 1, second.view.key != c.first.view.key,
            !isGuide(c.first.view), !isGuide(second.view)
        else { return false }
        switch (c.first.attribute, second.attribute) {
        case (.leading, .trailing), (.left, .right), (.top, .bottom): return true
        default: return false
        }
    }

    /// Whether `a` and `b` are the same relation between the same anchors with another constant.
    static func differsOnlyInConstant(_ a: LoggedConstraint, _ b: LoggedConstraint) -> Bool {
        a.first == b.first && a.second == b.second && a.relation == b.relation && a.multiplier == b.multiplier
            && a.constant != b.constant
    }

    static func isGuide(_ view: LoggedView) -> Bool {
        view.shortClassName == "UILayoutGuide" || view.shortClassName == "NSLayoutGuide"
    }

    /// In the engine a view is `minX, minY, width, height`: these attributes add its size.
    static func involvesSize(_ attribute: Attribute) -> Bool {
        switch attribute.withoutMargin {
        case .leading, .left, .top: return false
        default: return true
        }
    }

    /// Layout guides and UIKit's private views are not the app's.
    static func isAppView(_ view: LoggedView) -> Bool {
        !(UIKitPrivateClass.contains(view.className) || view.className.hasSuffix("LayoutGuide"))
    }
}
