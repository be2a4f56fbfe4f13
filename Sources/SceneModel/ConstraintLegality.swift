/// UIKit's rules for which constraints may exist at all: NSLayoutConstraint raises an exception
/// for these instead of adding the constraint. They are rules of the model, not of a file format,
/// so they live here and every scene reader gets them: the YAML reader asks for each constraint
/// as it reads it (to point the caret at its right side), and `SceneInput` checks every scene
/// any reader produced.
public enum ConstraintLegality {
    /// Why UIKit refuses `spec`, or nil when it is legal.
    public static func violation(of spec: ConstraintSpec) -> String? {
        let a = spec.first.attribute
        guard let second = spec.second else {
            if a.isSize, case .standard = spec.constant {
                return "Standard is a spacing between items; a \(a.rawValue) needs a number"
            }
            if !a.isSize {
                return "a location attribute (\(a.rawValue)) cannot equal a constant; constrain it to another item"
            }
            return nil
        }
        let b = second.attribute
        if spec.multiplier == 0 && !a.isSize {
            // NSLayoutConstraint throws: "A multiplier of 0 or a nil second item together with a
            // location for the first attribute creates an illegal constraint of a location equal
            // to a constant".
            return "a multiplier of 0 makes a location attribute (\(a.rawValue)) equal a constant; "
                + "constrain it to another item with a nonzero multiplier"
        }
        if a.isSize != b.isSize {
            return "cannot constrain a \(a.isSize ? "size" : "location") attribute (\(a.rawValue)) "
                + "to a \(b.isSize ? "size" : "location") attribute (\(b.rawValue))"
        }
        if !a.isSize && a.axis != b.axis {
            return
                "cannot constrain a \(a.axis.rawValue) attribute (\(a.rawValue)) to a \(b.axis.rawValue) attribute (\(b.rawValue))"
        }
        if (a.isDirectional && b.isAbsoluteHorizontal) || (a.isAbsoluteHorizontal && b.isDirectional) {
            return "cannot mix leading/trailing with left/right (\(a.rawValue) and \(b.rawValue))"
        }
        return nil
    }

    /// Every illegal constraint of the scene, its variations' included, in the scene's order.
    public static func violations(in scene: Scene) -> [Diagnostic] {
        let specs = scene.constraints + scene.variations.flatMap(\.install)
        return specs.compactMap { spec in
            violation(of: spec).map { Diagnostic($0, at: spec.location) }
        }
    }
}
