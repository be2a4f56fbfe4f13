import SceneModel

/// A bound on optional constraints that compete for one anchor, where the solver is not linear
/// in them: each optional constraint the simplex adds pivots against the rows of all the others
/// on the same variable (18,000 on one width: 11 s and 1.2 GB; 2,000: a quarter of a second). A
/// screen has a few on any anchor.
public enum CompetingConstraintLimits {
    public static let maximumOptionalPerAnchor = 2_000

    /// The first constraint that brings an anchor past the bound, with the anchor's name.
    static func firstPastTheBound(_ constraints: [ConstraintSpec]) -> (ConstraintSpec, String)? {
        var counts: [String: Int] = [:]
        for constraint in constraints where constraint.priority < 1000 {
            for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
                let name = anchor.description
                counts[name, default: 0] += 1
                if counts[name]! > maximumOptionalPerAnchor { return (constraint, name) }
            }
        }
        return nil
    }
}
