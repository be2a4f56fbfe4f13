/// Whether a view's size on an axis is given by the scene's constraints, whatever its content:
/// a required `width = 44` (or equal to another item's width), or both opposite edges pinned by
/// required equalities (leading and trailing, top and bottom). Otherwise the view's intrinsic
/// size decides it, and where that size is not known statically it is an assumption.
enum AssumedAxes {
    static func isFixed(_ name: String, axis: Attribute.Axis, by constraints: [ConstraintSpec]) -> Bool {
        var edges: Set<Attribute> = []
        for constraint in constraints where constraint.priority >= 1000 && constraint.relation == .equal {
            let sides: [(Anchor, Anchor?)] =
                [(constraint.first, constraint.second)] + (constraint.second.map { [($0, constraint.first)] } ?? [])
            for (own, _) in sides where own.item == .view(name) && own.attribute.axis == axis {
                let attribute = own.attribute.withoutMargin
                if attribute.isSize { return true }
                edges.insert(attribute)
            }
        }
        switch axis {
        case .horizontal:
            return (edges.contains(.leading) || edges.contains(.left))
                && (edges.contains(.trailing) || edges.contains(.right))
        case .vertical: return edges.contains(.top) && edges.contains(.bottom)
        }
    }
}
