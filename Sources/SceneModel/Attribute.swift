/// An NSLayoutConstraint.Attribute.
public enum Attribute: String, CaseIterable, Sendable {
    case leading, trailing, left, right, top, bottom, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leadingMargin, trailingMargin, leftMargin, rightMargin, topMargin, bottomMargin
    case centerXWithinMargins, centerYWithinMargins

    public enum Axis: String, Sendable { case horizontal, vertical }

    public var axis: Axis {
        switch self {
        case .leading, .trailing, .left, .right, .width, .centerX,
            .leadingMargin, .trailingMargin, .leftMargin, .rightMargin, .centerXWithinMargins:
            return .horizontal
        default:
            return .vertical
        }
    }

    public var isSize: Bool { self == .width || self == .height }
    public var isMargin: Bool {
        [
            .leadingMargin, .trailingMargin, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
            .centerXWithinMargins, .centerYWithinMargins,
        ].contains(self)
    }
    /// Leading/trailing flip with the layout direction; left/right do not; mixing them is illegal.
    public var isDirectional: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }
    public var isAbsoluteHorizontal: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }
    public var isBaseline: Bool { self == .lastBaseline || self == .firstBaseline }

    /// The name as Apple's constraint log prints it (`NSLayoutAttributeLeading` → `leading`).
    public var logName: String { rawValue }

    /// The attribute without its margin: `leadingMargin` → `leading`.
    public var withoutMargin: Attribute {
        switch self {
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }

    /// Parses an attribute name case-insensitively (`Leading`, `leadingMargin`, `CenterX`, `baseline`).
    public static func named(_ text: String) -> Attribute? { byKey[normalizedName(text)] }

    /// Every attribute by its lowercased name, with `baseline` for the last baseline and the
    /// cookbook's own typo ("Long Button.Botton", in two recipes), accepted so that its
    /// constraint lines can be pasted verbatim.
    private static let byKey: [String: Attribute] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.rawValue.lowercased(), $0) }
    ).merging(["baseline": .lastBaseline, "botton": .bottom]) { current, _ in current }
}
