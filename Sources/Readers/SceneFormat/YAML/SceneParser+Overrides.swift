import SceneModel
import Yams

/// `variations: {compact-any: {views: {Name: {hidden: true, axis: horizontal, font: title1}}}}`:
/// what a size class changes on one view.
extension SceneParser {
    static let overridableKeys = "hidden, axis, distribution, alignment, spacing or font"

    mutating func parseViewOverride(_ attributes: Node.Mapping, named name: String, into variation: inout Variation) {
        var changes = ViewOverride()
        for (key, value) in attributes {
            switch key.string ?? "" {
            case "hidden":
                if let hidden = value.bool {
                    variation.hidden[name] = hidden
                } else {
                    fail("'hidden' is true or false", value)
                }
            case "axis":
                if let axis = enumValue(value, ["horizontal", "vertical"]) {
                    changes.axis = axis == "vertical" ? .vertical : .horizontal
                }
            case "distribution":
                if let d = enumValue(value, StackSpec.Distribution.allCases.map(\.rawValue)) {
                    changes.distribution = StackSpec.Distribution(rawValue: d)
                }
            case "alignment":
                if let a = enumValue(value, StackSpec.Alignment.allCases.map(\.rawValue)) {
                    changes.alignment = StackSpec.Alignment(rawValue: a)
                }
            case "spacing":
                if value.string?.lowercased() == "standard" {
                    changes.spacing = .standard(multiple: 1)
                } else if let points = number(value, "spacing") {
                    changes.spacing = .points(points)
                }
            case "font":
                changes.font = parseFont(value)
            default:
                fail("unknown variation view key '\(key.string ?? "")' (\(Self.overridableKeys))", key)
            }
        }
        if !changes.isEmpty { variation.overrides[name] = changes }
    }
}
