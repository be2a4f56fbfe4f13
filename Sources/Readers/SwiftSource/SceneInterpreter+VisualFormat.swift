import SceneFormat
import SceneModel
import SwiftSyntax

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`, read by the
/// project's VFL parser: the views dictionary names the views, the metrics dictionary the numbers,
/// the options the alignments (SceneInterpreter+FormatOptions).
extension SceneInterpreter {
    func visualFormat(_ node: FunctionCallExprSyntax) -> SourceValue {
        let given = arguments(node)
        guard let formatArgument = given["withVisualFormat"] else { return notUnderstood(node) }
        guard case .string(let format) = formatArgument.value else {
            builder.warn(
                "the format `\(formatArgument.expression.oneLine)` is computed at run time: not read",
                at: places.location(of: formatArgument.expression))
            return .unknown(node.oneLine)
        }
        var views: [String: Int] = [:]
        if case .dictionary(let pairs) = given["views"]?.value {
            for (key, value) in pairs {
                if let view = placeholder(for: value, at: node).viewIndex { views[key] = view }
            }
        } else if given["views"] != nil {
            builder.warn("the views of `\(node.oneLine)` are not known: not read", at: places.location(of: node))
            return .unknown(node.oneLine)
        }
        var metrics: [String: Double] = [:]
        if case .dictionary(let pairs) = given["metrics"]?.value {
            for (key, value) in pairs {
                if let number = Self.numeric(value) {
                    metrics[key] = number
                } else {
                    metrics[key] = 0
                    noteAssumption("metric `\(key)`", reason: "computed at run time: 0 assumed", at: node)
                }
            }
        }
        let specs: [ConstraintSpec]
        do {
            specs = try VisualFormatLines.constraints(format, views: Array(views.keys), metrics: metrics)
        } catch {
            builder.warn(
                "VFL `\(format)`: \(error.message): not read", at: places.location(of: formatArgument.expression))
            return .unknown(node.oneLine)
        }
        func item(_ item: Item) -> LayoutItem? {
            switch item {
            case .view(let name):
                return views.first { normalizedName($0.key) == normalizedName(name) }.map { .view($0.value) }
            case .superview: return .superview
            default: return nil
            }
        }
        var made: [SourceValue] = []
        for spec in specs {
            guard let first = item(spec.first.item) else { continue }
            let second = spec.second.flatMap { item($0.item) }
            let value = makeConstraint(
                BuiltConstraint(
                    first: first, firstAttribute: spec.first.attribute, relation: spec.relation, second: second,
                    secondAttribute: second == nil ? nil : spec.second?.attribute, multiplier: spec.multiplier,
                    constant: spec.constant, priority: spec.priority, text: format,
                    location: places.location(of: formatArgument.expression)), at: node)
            made.append(value)
        }
        for alignment in formatAlignments(given["options"]?.expression, format: format, views: views) {
            made.append(makeConstraint(alignment, at: node))
        }
        return .array(made)
    }
}
