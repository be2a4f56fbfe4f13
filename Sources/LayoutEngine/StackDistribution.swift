import Cassowary
import SceneModel

/// A stack's distribution: how the arranged views share the length along the axis (hidden
/// views take no part).
extension StackConstraints {
    func distribution() -> [LayoutBuild.Entry] {
        let visible = views.filter { !$0.isHidden }
        switch stack.distribution {
        case .fill:
            return []
        case .fillEqually:
            return visible.indices.dropFirst().map { i in
                entry(
                    "fill-equally", i, value(visible[i].geometry, length), .equal, value(visible[0].geometry, length),
                    first: (visible[i].name, length, visible[i].geometry), second: (visible[0].name, length))
            }
        case .fillProportionally:
            return fillProportionally(visible)
        case .equalSpacing, .equalCentering:
            return equalGaps(visible)
        }
    }

    /// Each view's length is its share of the canvas: its natural size over all of them and the spacing.
    func fillProportionally(_ visible: [Arranged]) -> [LayoutBuild.Entry] {
        // A view with no intrinsic length (a nested stack, a plain view) counts with its current
        // length: the design frame, as UIKit's stack reads the arranged view's bounds then.
        let natural = visible.map { view -> Double in
            let intrinsic = horizontal ? view.geometry.intrinsic.size.width : view.geometry.intrinsic.size.height
            if intrinsic < 0, let frame = view.node.spec.designFrame {
                return max(0, horizontal ? frame.width : frame.height)
            }
            return max(0, intrinsic)
        }
        let spacings = zip(visible, visible.dropFirst()).map { spacing(after: $0, before: $1) }.reduce(0, +)
        let total = natural.reduce(0, +) + spacings
        guard total > 0 else { return [] }
        return visible.enumerated().map { i, view in
            entry(
                "fill-proportionally", i + 1, value(view.geometry, length), .equal,
                (natural[i] / total) * value(canvas, length), priority: Self.proportionalPriority(i),
                first: (view.name, length, view.geometry))
        }
    }

    /// Gaps between neighbours (edge to edge, or center to center), all equal.
    func equalGaps(_ visible: [Arranged]) -> [LayoutBuild.Entry] {
        let gaps = visible.indices.dropFirst().map { i -> Expression in
            let before = visible[i - 1].geometry, after = visible[i].geometry
            return stack.distribution == .equalSpacing
                ? value(after, lead) - value(before, trail)
                : value(after, center) - value(before, center)
        }
        return gaps.indices.dropFirst().map { i in
            entry(
                "fill-equally", i, gaps[i], .equal, gaps[0], priority: stack.distribution == .equalSpacing ? 1000 : 149,
                first: (visible[i + 1].name, lead, visible[i + 1].geometry))
        }
    }
}
