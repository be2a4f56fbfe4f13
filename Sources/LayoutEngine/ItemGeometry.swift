import Cassowary
import SceneModel

/// A rectangle whose edges are linear expressions (of a view's variables, or constants for
/// guides of the root), with its margins and text: everything an attribute can refer to.
///
/// A value with shared storage, copied on write: each constraint keeps its items' geometries
/// and the build caches each view's, and copying four expressions, the margins and the text
/// field by field (a retain each) was a tenth of a 100-view solve.
struct ItemGeometry {
    private final class Storage {
        var left, top, width, height: Expression
        var margins: Insets = .zero
        var intrinsic: IntrinsicContent = .none
        var baselineHeight: Double?
        var sizeAndCenters: ItemGeometryBox?

        init(left: Expression, top: Expression, width: Expression, height: Expression) {
            self.left = left; self.top = top; self.width = width; self.height = height
        }

        func copy() -> Storage {
            let copy = Storage(left: left, top: top, width: width, height: height)
            copy.margins = margins
            copy.intrinsic = intrinsic
            copy.baselineHeight = baselineHeight
            copy.sizeAndCenters = sizeAndCenters
            return copy
        }
    }

    private var storage: Storage

    /// The storage, alone to this value before it changes.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// The same for every copy of this geometry until one changes (its storage's identity).
    var identity: ObjectIdentifier { ObjectIdentifier(storage) }

    var left: Expression {
        get { storage.left }
        set { unique().left = newValue }
    }
    var top: Expression {
        get { storage.top }
        set { unique().top = newValue }
    }
    var width: Expression {
        get { storage.width }
        set { unique().width = newValue }
    }
    var height: Expression {
        get { storage.height }
        set { unique().height = newValue }
    }
    var margins: Insets {
        get { storage.margins }
        set { unique().margins = newValue }
    }
    /// For baselines: the text block, centered vertically in the rectangle.
    var intrinsic: IntrinsicContent {
        get { storage.intrinsic }
        set { unique().intrinsic = newValue }
    }
    /// A label's baselines are fixed offsets from its edges, placed as if it had this height
    /// (its intrinsic one): the first from the top, the last from the bottom. UILabel gives
    /// Auto Layout its baseline offsets from its font and text, not from its bounds, so a label
    /// stretched by its constraints moves its baselines with its edges (docs/interface-builder.md,
    /// "Stretched labels' baselines"). Nil: the text block is centered in the rectangle.
    var baselineHeight: Double? {
        get { storage.baselineHeight }
        set { unique().baselineHeight = newValue }
    }
    /// Where sizes and centers come from another rectangle: a scroll view seen from its
    /// content (edges of the content area, size and centers of the frame).
    var sizeAndCenters: ItemGeometryBox? {
        get { storage.sizeAndCenters }
        set { unique().sizeAndCenters = newValue }
    }

    init(left: Expression, top: Expression, width: Expression, height: Expression) {
        storage = Storage(left: left, top: top, width: width, height: height)
    }

    init(_ rect: Rect) {
        self.init(
            left: Expression(constant: rect.x), top: Expression(constant: rect.y),
            width: Expression(constant: rect.width), height: Expression(constant: rect.height))
    }

    /// The geometry inset by fixed insets (a guide inside a view).
    func inset(by insets: Insets) -> ItemGeometry {
        ItemGeometry(
            left: left + insets.left, top: top + insets.top,
            width: width - (insets.left + insets.right), height: height - (insets.top + insets.bottom))
    }

    /// An attribute as a linear expression in root coordinates.
    func expression(for attribute: Attribute, direction: LayoutDirection) -> Expression {
        if let frame = sizeAndCenters?.geometry,
            [.width, .height, .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins].contains(attribute)
        {
            return frame.expression(for: attribute, direction: direction)
        }
        let rtl = direction == .rtl
        let m = margins
        switch attribute {
        case .left: return left
        case .right: return left + width
        case .top: return top
        case .bottom: return top + height
        case .width: return width
        case .height: return height
        case .centerX: return left + 0.5 * width
        case .centerY: return top + 0.5 * height
        case .leading: return rtl ? left + width : left
        case .trailing: return rtl ? left : left + width
        case .leftMargin: return left + m.left
        case .rightMargin: return left + width - m.right
        case .topMargin: return top + m.top
        case .bottomMargin: return top + height - m.bottom
        case .leadingMargin: return rtl ? left + width - m.right : left + m.left
        case .trailingMargin: return rtl ? left + m.left : left + width - m.right
        case .centerXWithinMargins: return left + 0.5 * width + (m.left - m.right) / 2
        case .centerYWithinMargins: return top + 0.5 * height + (m.top - m.bottom) / 2
        case .firstBaseline, .lastBaseline:
            guard let text = intrinsic.text else { return top + height }  // views without text: the bottom edge
            let offset = attribute == .firstBaseline ? text.firstBaseline : text.lastBaseline
            if let anchored = baselineHeight {
                let fromTop = 0.5 * anchored + intrinsic.textCenterOffset - text.height / 2 + offset
                return attribute == .firstBaseline ? top + fromTop : top + height - (anchored - fromTop)
            }
            // The text block is centered: its top is at center - textHeight / 2.
            return top + 0.5 * height + (intrinsic.textCenterOffset - text.height / 2 + offset)
        }
    }
}

/// Boxes a geometry held by another geometry (a struct cannot contain itself).
final class ItemGeometryBox {
    let geometry: ItemGeometry
    init(_ geometry: ItemGeometry) { self.geometry = geometry }
}
