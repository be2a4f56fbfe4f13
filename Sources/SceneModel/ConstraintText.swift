/// The text of a constraint: as the scene wrote it, or the one UIKit shows for a constraint it
/// generates, kept as its parts and written only when read. A layout generates four such
/// constraints per view (hugging and compression resistance on each axis), and writing their
/// texts with two formatted numbers each was a tenth of a 100-view solve, for a report that
/// lists only the scene's own constraints.
package enum ConstraintText: Sendable {
    case written(String)
    /// `Name.Width <= 120 (Hugging 250)`, `Name.Height >= 21 (Compression Resistance 750)`.
    case intrinsic(
        view: String, attribute: Attribute, relation: ConstraintSpec.Relation, value: Double, priority: Double)
    /// `Name.autoresizing.x = 20`, and for a mask's `Name.autoresizing.x = 20 (autoresizing)`.
    case autoresizing(id: String, value: Double, fromMask: Bool)

    var text: String {
        switch self {
        case .written(let text):
            return text
        case .intrinsic(let view, let attribute, let relation, let value, let priority):
            let hug = relation == .lessThanOrEqual
            return "\(view).\(attribute == .width ? "Width" : "Height") \(relation.rawValue) \(formatPoints(value)) "
                + "(\(hug ? "Hugging" : "Compression Resistance") \(formatPoints(priority)))"
        case .autoresizing(let id, let value, let fromMask):
            return "\(id) = \(formatPoints(value))" + (fromMask ? " (autoresizing)" : "")
        }
    }
}
