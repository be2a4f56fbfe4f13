import IBXML

/// `<constraint>`: `firstItem.firstAttribute REL secondItem.secondAttribute × multiplier + constant`.
public struct IBConstraint: Sendable {
    public var id: Located<String>
    /// Omitted: the view whose `<constraints>` holds it.
    public var firstItem: Located<String>?
    public var firstAttribute: Located<IBLayoutAttribute>
    /// Omitted: equal (the element's position).
    public var relation: Located<IBRelation>
    /// Both omitted: a constant constraint (a width or a height).
    public var secondItem: Located<String>?
    public var secondAttribute: Located<IBLayoutAttribute>?
    /// Omitted: 1.
    public var multiplier: Located<Double>
    public var constant: Located<Double>
    /// Omitted: 1000 (required).
    public var priority: Located<Double>
    /// Interface Builder's "Standard" value (the constant is what IB used for it).
    public var symbolic: Bool
    /// "Remove at build time".
    public var placeholder: Bool
    public var identifier: Located<String>?
    public var userLabel: Located<String>?
    /// Per-size-class overrides (`<variation key="…" constant="10"/>`).
    public var variations: [IBVariation]
    public var extras: IBExtras
    public var position: XMLPosition
}

public enum IBRelation: String, Sendable, CaseIterable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}

/// The attributes Interface Builder writes (`baseline` is the last baseline).
public enum IBLayoutAttribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case baseline, lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute
}

/// `<variation key="default|widthClass=compact|heightClass=compact-widthClass=regular">`: masks
/// that install or remove constraints and subviews for a size class, and property overrides.
public struct IBVariation: Sendable {
    public var key: Located<String>
    public var sizeClass: IBSizeClassKey
    public var masks: [IBMask]
    /// Overridden properties written as attributes (`axis="horizontal"`, `constant="10"`).
    public var attributes: [XMLAttributeNode]
    /// Overridden properties written as elements (a `<fontDescription>`), as written.
    public var elements: [XMLElementNode]
    /// A `<fontDescription key="fontDescription">` override (a label's font for this size class).
    public var font: IBFont?
    public var position: XMLPosition
}

/// The trait collection a variation applies to; nil = any.
public struct IBSizeClassKey: Equatable, Sendable {
    public enum SizeClass: String, Sendable { case compact, regular }

    public var width: SizeClass?
    public var height: SizeClass?

    public init(width: SizeClass? = nil, height: SizeClass? = nil) {
        self.width = width; self.height = height
    }
}

/// `<mask key="constraints|subviews">` with `<include reference>` / `<exclude reference>`.
public struct IBMask: Sendable {
    public var key: Located<String>
    public var included: [Located<String>]
    public var excluded: [Located<String>]
}
