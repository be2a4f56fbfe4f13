import IBXML

/// `<userDefinedRuntimeAttribute type keyPath>`: a value UIKit sets by key-value coding when the
/// view is loaded from the file. `layer.cornerRadius` and `layer.borderWidth` are CALayer's own,
/// so their effect is known; any other key path is a property of the view's class (an
/// `@IBInspectable` one, usually), whose effect is the class's code.
public struct IBRuntimeAttribute: Sendable {
    public var keyPath: Located<String>
    /// `number`, `boolean`, `string`, `color`, `image`, `point`, `size`, `rect`, `range`, `nil` …
    public var type: String?
    /// A number's value (`<real key="value">`, `<integer key="value">`) or a boolean's (YES 1,
    /// NO 0); nil for other types or a value that is not a finite number.
    public var number: Double?

    public init(keyPath: Located<String>, type: String?, number: Double?) {
        self.keyPath = keyPath
        self.type = type
        self.number = number
    }

    /// The key paths whose effect UIKit itself gives (CALayer's), drawn as the view's own.
    public static let layerKeyPaths: Set<String> = ["layer.cornerRadius", "layer.borderWidth"]

    /// Whether the attribute is CALayer's (drawn) rather than the class's (an assumption).
    public var isLayerAttribute: Bool { Self.layerKeyPaths.contains(keyPath.value) }
}

extension IBRuntimeAttribute {
    /// The `<userDefinedRuntimeAttribute>` elements of a `<userDefinedRuntimeAttributes>` element.
    static func all(in element: XMLElementNode) -> [IBRuntimeAttribute] {
        element.children(named: "userDefinedRuntimeAttribute").compactMap { attribute in
            guard let keyPath = attribute.attribute("keyPath") else { return nil }
            let type = attribute["type"]
            var number: Double?
            switch type {
            case "number":
                let value = attribute.children.first { $0["key"] == "value" }?["value"] ?? attribute["value"]
                number = value.flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
            case "boolean":
                number = attribute["value"].map { $0 == "YES" ? 1 : 0 }
            default:
                break
            }
            return IBRuntimeAttribute(
                keyPath: Located(keyPath.value, at: keyPath.valuePosition), type: type, number: number)
        }
    }
}
