/// What a constraint's item names: a view, a guide, or one of the reserved names.
public enum Item: Equatable, Sendable, CustomStringConvertible {
    /// A view or custom layout guide of the scene, by its (normalized) name.
    case view(String)
    /// The parent of the constraint's first view.
    case superview
    case root
    /// The view controller's legacy guides (iOS 7–10): bottom edge of the top bars / top edge of the bottom bars.
    case topLayoutGuide
    case bottomLayoutGuide
    /// A view's safe-area, layout-margins or readable-content guide; `nil` owner means the superview.
    case safeArea(of: String?)
    case margins(of: String?)
    case readableContent(of: String?)
    /// A scroll view's content and frame layout guides; `nil` owner means the superview.
    case contentLayoutGuide(of: String?)
    case frameLayoutGuide(of: String?)

    public var description: String {
        switch self {
        case .view(let name): return name
        case .superview: return "Superview"
        case .root: return "Root"
        case .topLayoutGuide: return "Top Layout Guide"
        case .bottomLayoutGuide: return "Bottom Layout Guide"
        case .safeArea(let owner): return (owner.map { $0 + "." } ?? "") + "Safe Area"
        case .margins(let owner): return (owner.map { $0 + "." } ?? "") + "Margins"
        case .readableContent(let owner): return (owner.map { $0 + "." } ?? "") + "Readable Content"
        case .contentLayoutGuide(let owner): return (owner.map { $0 + "." } ?? "") + "Content Layout Guide"
        case .frameLayoutGuide(let owner): return (owner.map { $0 + "." } ?? "") + "Frame Layout Guide"
        }
    }
}

/// One side of a constraint: an item and one of its attributes.
public struct Anchor: Equatable, Sendable, CustomStringConvertible {
    public var item: Item
    public var attribute: Attribute
    public init(_ item: Item, _ attribute: Attribute) { self.item = item; self.attribute = attribute }
    public var description: String {
        "\(item).\(attribute.rawValue.prefix(1).uppercased() + attribute.rawValue.dropFirst())"
    }
}

/// The constant of a constraint: points, or a multiple of the standard spacing.
public enum Constant: Equatable, Sendable {
    case points(Double)
    case standard(multiple: Double)
}

/// `first relation multiplier × second + constant @priority`, as written in the scene.
public struct ConstraintSpec: Equatable, Sendable {
    public enum Relation: String, Sendable { case equal = "=", lessThanOrEqual = "<=", greaterThanOrEqual = ">=" }

    public var id: String
    public var first: Anchor
    public var relation: Relation
    public var second: Anchor?
    public var multiplier: Double
    public var constant: Constant
    public var priority: Double
    /// The line as the user wrote it (for messages and the report). A constraint UIKit
    /// generates has its text written when it is read (`ConstraintText`).
    public var text: String {
        get { textSource.text }
        set { textSource = .written(newValue) }
    }
    package var textSource: ConstraintText
    /// Where it came from: its place in the file, the reader's id, and where the app's source
    /// declares it when the input says (`Provenance`).
    public var provenance: Provenance
    /// Where it was written (its provenance's place).
    public var location: SourceLocation {
        get { provenance.location }
        set { provenance.location = newValue }
    }
    /// Not from the scene's source but assumed to place what it leaves open (a conflict log's
    /// view at its superview's corner): solved like any other, not drawn.
    public var isAssumption = false

    public init(
        id: String = "", first: Anchor, relation: Relation, second: Anchor?, multiplier: Double = 1,
        constant: Constant = .points(0), priority: Double = 1000, text: String = "",
        location: SourceLocation = .unknown
    ) {
        self.init(
            id: id, first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
            priority: priority, textSource: .written(text), location: location)
    }

    /// A constraint UIKit generates, its text written when read.
    package init(
        id: String = "", first: Anchor, relation: Relation, second: Anchor?, multiplier: Double = 1,
        constant: Constant = .points(0), priority: Double = 1000, textSource: ConstraintText,
        location: SourceLocation = .unknown
    ) {
        self.id = id; self.first = first; self.relation = relation; self.second = second
        self.multiplier = multiplier; self.constant = constant; self.priority = priority
        self.textSource = textSource; self.provenance = Provenance(location: location)
    }

    /// Equal texts are equal however they are kept (written, or to be written when read).
    public static func == (lhs: ConstraintSpec, rhs: ConstraintSpec) -> Bool {
        lhs.id == rhs.id && lhs.first == rhs.first && lhs.relation == rhs.relation && lhs.second == rhs.second
            && lhs.multiplier == rhs.multiplier && lhs.constant == rhs.constant && lhs.priority == rhs.priority
            && lhs.text == rhs.text && lhs.provenance == rhs.provenance && lhs.isAssumption == rhs.isAssumption
    }
}
