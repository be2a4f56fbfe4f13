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
/// 8. Then the one listed first in the log.
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
                    constraint, index: index, allSystem: allSystem, hierarchy: hierarchy, model: model,
                    negativeSizes: negativeSizes)
            )
        }
        return keyed.sorted { $0.1.lexicographicallyPrecedes($1.1) }.map(\.0)
    }

    /// Larger values are broken first (added later).
    static func key(
        _ c: LoggedConstraint, index: Int, allSystem: Bool, hierarchy: LoggedHierarchy, model: BreakModel = .standard,
        negativeSizes: [String: Set<Attribute.Axis>] = [:]
    ) -> [Int] {
        let isApp = allSystem || !c.origin.isSystem
        return [isApp ? 1 : 0]
            + model.criteria.map { $0.value(c, index: index, hierarchy: hierarchy, negativeSizes: negativeSizes) }
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
