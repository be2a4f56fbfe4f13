/// What a size-class variation changes on one view besides `hidden`: a stack view's axis,
/// distribution, alignment and spacing (Interface Builder's `<variation key axis=…>`), and a
/// label's, button's or text view's font (a `<fontDescription>` inside the variation).
/// Nil keeps the value of the view, or of a less specific variation.
public struct ViewOverride: Equatable, Sendable {
    public var axis: Attribute.Axis?
    public var distribution: StackSpec.Distribution?
    public var alignment: StackSpec.Alignment?
    public var spacing: Constant?
    public var font: FontSpec?

    public init(
        axis: Attribute.Axis? = nil, distribution: StackSpec.Distribution? = nil,
        alignment: StackSpec.Alignment? = nil, spacing: Constant? = nil, font: FontSpec? = nil
    ) {
        self.axis = axis; self.distribution = distribution; self.alignment = alignment
        self.spacing = spacing; self.font = font
    }

    public var isEmpty: Bool { self == ViewOverride() }

    /// The stack fields apply to stack views only; the font to any view (it has one when it shows text).
    public func apply(to view: inout ViewSpec) {
        if var stack = view.stack {
            if let axis { stack.axis = axis }
            if let distribution { stack.distribution = distribution }
            if let alignment { stack.alignment = alignment }
            if let spacing { stack.spacing = spacing }
            view.stack = stack
        }
        if let font { view.font = font }
    }

    /// A more specific variation's values over this one's.
    public func merged(with other: ViewOverride) -> ViewOverride {
        ViewOverride(
            axis: other.axis ?? axis, distribution: other.distribution ?? distribution,
            alignment: other.alignment ?? alignment, spacing: other.spacing ?? spacing, font: other.font ?? font)
    }
}
