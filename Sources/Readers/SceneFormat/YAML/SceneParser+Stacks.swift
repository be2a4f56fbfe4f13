import SceneModel
import SourceText
import Yams

extension SceneParser {
    /// A stack view's attributes, into `StackSpec` (names and defaults: docs/uikit-rules.md, Stack views).
    mutating func parseStack(_ view: inout ViewSpec, _ m: Node.Mapping) {
        var stack = view.stack ?? StackSpec()
        for (keyNode, v) in m {
            switch keyNode.string ?? "" {
            case "axis":
                if let axis = enumValue(v, ["horizontal", "vertical"]) {
                    stack.axis = axis == "vertical" ? .vertical : .horizontal
                }
            case "distribution":
                if let d = enumValue(v, StackSpec.Distribution.allCases.map(\.rawValue)) {
                    stack.distribution = StackSpec.Distribution(rawValue: d)!
                }
            case "alignment":
                if let a = enumValue(v, StackSpec.Alignment.allCases.map(\.rawValue)) {
                    stack.alignment = StackSpec.Alignment(rawValue: a)!
                }
            case "spacing":
                if v.string?.lowercased() == "standard" {
                    stack.spacing = .standard(multiple: 1)
                } else if let points = number(v, "spacing") {
                    stack.spacing = .points(points)
                }
            case "customSpacing":
                guard case .mapping(let spacings) = v else {
                    fail("customSpacing maps 'after NAME' to points", v); continue
                }
                for (key, value) in spacings {
                    let text = key.string ?? ""
                    guard text.lowercased().hasPrefix("after ") else {
                        fail("customSpacing keys are 'after NAME', not '\(shownValue(text))'", key); continue
                    }
                    let name = String(text.dropFirst(6)).trimmingCharacters(in: .whitespaces)
                    guard let found = viewNames.find(name) else {
                        fail("unknown view '\(name)'" + Suggestion.didYouMean(name, viewNames.names), key); continue
                    }
                    if let points = number(value, "customSpacing") { stack.customSpacing[found] = points }
                }
            case "layoutMarginsRelative":
                if let b = v.bool {
                    stack.isLayoutMarginsRelative = b
                } else {
                    fail("layoutMarginsRelative must be true or false", v)
                }
            case "baselineRelative":
                if let b = v.bool {
                    stack.isBaselineRelative = b
                } else {
                    fail("baselineRelative must be true or false", v)
                }
            default: break
            }
        }
        view.stack = stack
    }
}
