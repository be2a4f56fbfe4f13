import SceneModel

/// User-defined runtime attributes (docs/interface-builder.md, Runtime attributes): UIKit sets
/// each by key path when the view loads, so the phone shows CALayer's own — `layer.cornerRadius`
/// rounds the view's background and border, `layer.borderWidth` draws a border in CALayer's
/// default colour, opaque black — though Interface Builder's canvas does not. Any other key path
/// is a property of the view's class, whose effect is its code's: an assumption.
extension SceneMapper {
    func applyRuntimeAttributes(_ view: IBView, to spec: inout ViewSpec) {
        for attribute in view.runtimeAttributes where attribute.isLayerAttribute {
            guard let number = attribute.number, number >= 0 else { continue }
            let value = min(number, ValueBounds.maximumLength)
            switch attribute.keyPath.value {
            case "layer.cornerRadius": spec.cornerRadius = value
            case "layer.borderWidth":
                spec.borderWidth = value
                if spec.borderColor == nil { spec.borderColor = .black }
            default: break
            }
        }
    }

    /// The key paths of the view's runtime attributes that are its class's properties, in the
    /// file's order, each once (`fillColor, cornerRadius`).
    static func classAttributeKeyPaths(_ view: IBView) -> [String] {
        var seen = Set<String>()
        return view.runtimeAttributes.filter { !$0.isLayerAttribute }.map(\.keyPath.value).filter {
            seen.insert($0).inserted
        }
    }
}
