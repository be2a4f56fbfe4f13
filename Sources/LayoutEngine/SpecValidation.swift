import SceneModel
import SourceText

/// What the engine refuses in a constraint it is given (a scene file is checked earlier by its
/// parser; a scene built in code is checked here): a priority the solver cannot take, and
/// numbers that are not finite, which would turn every frame into NaN.
enum SpecValidation {
    static func check(_ spec: ConstraintSpec) throws {
        guard spec.priority > 0 && spec.priority <= 1000 else {
            throw Diagnostic(
                "the priority of '\(shownValue(spec.text))' must be from 1 to 1000, not \(spec.priority)",
                at: spec.location)
        }
        let constant: Double
        switch spec.constant {
        case .points(let value): constant = value
        case .standard(let multiple): constant = multiple
        }
        guard constant.isFinite && spec.multiplier.isFinite else {
            throw Diagnostic(
                "the constant and multiplier of '\(shownValue(spec.text))' must be finite numbers", at: spec.location)
        }
        if spec.multiplier == 0 && !spec.first.attribute.isSize && spec.second != nil {
            // As NSLayoutConstraint: a location equal to a constant is illegal.
            throw Diagnostic(
                "a multiplier of 0 makes a location attribute (\(spec.first.attribute.rawValue)) equal a constant in '\(shownValue(spec.text))'",
                at: spec.location)
        }
    }
}
