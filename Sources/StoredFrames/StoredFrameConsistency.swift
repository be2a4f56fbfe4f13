import IBXML
import InterfaceBuilder
import SceneModel

/// Whether a scene's stored frames satisfy its own installed required constraints: Xcode
/// sometimes saves stale frames (a Dynamic Type file saved at another text size, frames not
/// updated after an edit), and such a scene cannot measure the layout. Only constraints whose
/// both sides follow from stored frames alone are checked: edges, centers, widths and heights
/// of views and their superviews. Margins, layout guides and baselines need values the file
/// does not store; constraints a size class changes, removes at build time or that involve a
/// view marked misplaced, ambiguous or not installed are left out. Independent of any solution.
public enum StoredFrameConsistency {
    /// The first violated constraint, described (`a.width = 100: stored 120`), or nil.
    /// `tolerance` is 0.5 pt, 1 pt for files of Xcode 7–8 (they rounded labels to whole points),
    /// per side of the constraint.
    /// `alignmentInsets` (by IB id) are images' insets from an asset catalog: constraints hold
    /// on the frame less them.
    public static func firstViolation(
        root: IBView, stored: [ViewID: StoredView], tolerance: Double, alignmentInsets: [String: Insets] = [:]
    ) -> String? {
        var frames: [String: Rect] = [:], names: [String: String] = [:], parents: [String: String] = [:]
        var unchecked: Set<String> = []
        var scrollKinds: Set<String> = []
        func visit(_ view: IBView, origin: (x: Double, y: Double), parent: String?, rightToLeft: Bool) {
            let id = view.id.value
            let rtl = rightToLeft || (view.semanticContentAttribute?.value.contains("RightToLeft") ?? false)
            guard let frame = view.frame?.value else { unchecked.insert(id); return }
            // The root's own origin is its place on the canvas: its subviews are relative to it.
            let inRoot =
                parent == nil
                ? Rect(x: 0, y: 0, width: frame.width, height: frame.height)
                : Rect(x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width, height: frame.height)
            frames[id] = alignmentInsets[id].map { inRoot.inset(by: $0) } ?? inRoot
            names[id] = view.userLabel?.value ?? stored[ViewID(id)]?.className ?? view.elementName
            parents[id] = parent
            // The root has no stored entry (it is not compared) but its frame is the canvas's.
            let info = stored[ViewID(id)]
            if rtl || (info == nil && parent != nil) || info?.misplaced == true || info?.ambiguous == true
                || info?.uninstalled == true
            {
                unchecked.insert(id)
            }
            if ["scrollView", "tableView", "collectionView", "textView"].contains(view.elementName) {
                scrollKinds.insert(id)
            }
            for variation in view.variations {
                for mask in variation.masks { unchecked.formUnion((mask.included + mask.excluded).map(\.value)) }
            }
            for child in view.subviews + view.keyedViews + view.cells {
                visit(child, origin: (inRoot.x, inRoot.y), parent: id, rightToLeft: rtl)
            }
        }
        visit(root, origin: (0, 0), parent: nil, rightToLeft: false)
        func isInside(_ id: String, _ ancestor: String) -> Bool {
            var current = parents[id]
            while let c = current { if c == ancestor { return true }; current = parents[c] }
            return false
        }
        var owners: [(IBView, IBConstraint)] = []
        func collect(_ view: IBView) {
            owners += view.constraints.map { (view, $0) }
            for child in view.subviews + view.keyedViews + view.cells { collect(child) }
        }
        collect(root)
        for (owner, constraint) in owners {
            guard constraint.priority.value >= 1000, !constraint.placeholder, constraint.variations.isEmpty,
                !unchecked.contains(constraint.id.value)
            else { continue }
            let first = constraint.firstItem?.value ?? owner.id.value
            guard let firstFrame = frames[first], !unchecked.contains(first),
                let firstValue = value(constraint.firstAttribute.value, of: firstFrame)
            else { continue }
            var expected = constraint.constant.value
            var description = "\(names[first]!).\(constraint.firstAttribute.value.rawValue)"
            if let second = constraint.secondItem?.value {
                guard let attribute = constraint.secondAttribute?.value, let secondFrame = frames[second],
                    !unchecked.contains(second), let secondValue = value(attribute, of: secondFrame)
                else { continue }
                // A scroll view's edges seen from inside are its content's, whose size is not stored.
                let sizes: Set<IBLayoutAttribute> = [.width, .height]
                let scroll =
                    (scrollKinds.contains(first) && isInside(second, first))
                    || (scrollKinds.contains(second) && isInside(first, second))
                if scroll && !(sizes.contains(attribute) && sizes.contains(constraint.firstAttribute.value)) {
                    continue
                }
                expected += secondValue * constraint.multiplier.value
                description += " \(symbol(constraint.relation.value)) \(names[second]!).\(attribute.rawValue)"
                if constraint.multiplier.value != 1 { description += " × \(format(constraint.multiplier.value))" }
                if constraint.constant.value != 0 { description += " + \(format(constraint.constant.value))" }
            } else {
                description += " \(symbol(constraint.relation.value)) \(format(expected))"
            }
            // Each side's stored value is rounded on its own: two snapped heights of an equal-height
            // pair may differ by a pixel each way (165.5 and 166.5 for 165.67).
            let slack = constraint.secondItem == nil ? tolerance : tolerance * (1 + abs(constraint.multiplier.value))
            let broken: Bool
            switch constraint.relation.value {
            case .equal: broken = abs(firstValue - expected) > slack
            case .lessThanOrEqual: broken = firstValue > expected + slack
            case .greaterThanOrEqual: broken = firstValue < expected - slack
            }
            if broken { return description + ": expected \(format(expected)), stored \(format(firstValue))" }
        }
        return nil
    }

    /// An attribute's value from a frame in root coordinates; nil for what a frame does not hold.
    static func value(_ attribute: IBLayoutAttribute, of r: Rect) -> Double? {
        switch attribute {
        case .left, .leading: r.x
        case .right, .trailing: r.x + r.width
        case .top: r.y
        case .bottom: r.y + r.height
        case .width: r.width
        case .height: r.height
        case .centerX: r.x + r.width / 2
        case .centerY: r.y + r.height / 2
        default: nil
        }
    }

    static func symbol(_ relation: IBRelation) -> String {
        switch relation {
        case .equal: "=";
        case .lessThanOrEqual: "≤";
        case .greaterThanOrEqual: "≥"
        }
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
