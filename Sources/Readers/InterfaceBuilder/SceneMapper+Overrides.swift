import IBXML
import SceneModel

/// Size-class property overrides: `<variation key="heightClass=compact" axis="horizontal"/>` on a
/// stack view, a `<fontDescription>` inside a label's variation.
extension SceneMapper {
    func viewOverride(_ variation: IBVariation, of view: IBView) -> ViewOverride {
        var result = ViewOverride()
        if view.stack != nil {
            for attribute in variation.attributes {
                switch attribute.name {
                case "axis": result.axis = attribute.value == "vertical" ? .vertical : .horizontal
                case "distribution": result.distribution = StackSpec.Distribution(rawValue: attribute.value)
                case "alignment":
                    result.alignment = StackSpec.Alignment(
                        rawValue: attribute.value == "baseline" ? "lastBaseline" : attribute.value)
                case "spacing":
                    if let points = number(attribute) { result.spacing = .points(points) }
                case "spacingType":
                    if attribute.value == "standard" { result.spacing = .standard(multiple: 1) }
                default: break
                }
            }
        }
        if let font = variation.font { result.font = font_(font) }
        return result
    }

    /// A number a variation writes (a constant, a spacing), read and bounded as the element's own
    /// attributes are; a located error when it is not one.
    func number(_ attribute: XMLAttributeNode) -> Double? {
        switch ElementFields.checkedNumber(attribute.value, name: attribute.name) {
        case .success(let value): return value
        case .failure(let problem):
            fail(problem.message, at: attribute.valuePosition)
            return nil
        }
    }
}
