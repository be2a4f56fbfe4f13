import SceneModel

/// Interface Builder's "Update Constraint Constants" for a misplaced view: the constants that
/// would make the constraints hold at the view's design frame instead of moving the view.
public struct ConstantUpdate: Sendable, Equatable {
    public var constraint: String
    public var from: Double
    public var to: Double

    public init(constraint: String, from: Double, to: Double) {
        self.constraint = constraint
        self.from = from
        self.to = to
    }
}

extension SolvedLayout {
    public func constantUpdates(forDesignFrameOf view: View) -> [ConstantUpdate] {
        guard let design = view.spec.designFrame else { return [] }
        let name = normalizedName(view.spec.name)
        let rtl = configuration.direction == .rtl
        // How far the attribute moves from the solved frame to the design frame.
        func delta(_ attribute: Attribute) -> Double? {
            func value(_ r: Rect) -> Double? {
                switch attribute.withoutMargin {
                case .left: return r.minX
                case .right: return r.maxX
                case .leading: return rtl ? r.maxX : r.minX
                case .trailing: return rtl ? r.minX : r.maxX
                case .top: return r.minY
                case .bottom: return r.maxY
                case .centerX: return r.midX
                case .centerY, .firstBaseline, .lastBaseline: return r.midY
                case .width: return r.width
                case .height: return r.height
                default: return nil
                }
            }
            guard let d = value(design), let s = value(view.frame) else { return nil }
            return d - s
        }
        var updates: [ConstantUpdate] = []
        for c in constraints where !c.isGenerated && !c.broken && c.spec.relation == .equal {
            var shift = 0.0
            if case .view(let first) = c.spec.first.item, normalizedName(first) == name {
                shift += delta(c.spec.first.attribute) ?? 0
            }
            if let second = c.spec.second, case .view(let other) = second.item, normalizedName(other) == name {
                shift -= c.spec.multiplier * (delta(second.attribute) ?? 0)
            }
            if abs(shift) >= 0.5 / configuration.scale {
                updates.append(ConstantUpdate(constraint: c.id, from: c.constant, to: c.constant + shift))
            }
        }
        return updates
    }
}
