import IBXML
import LayoutEngine

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
                    if let points = Double(attribute.value), points.isFinite { result.spacing = .points(points) }
                case "spacingType":
                    if attribute.value == "standard" { result.spacing = .standard(multiple: 1) }
                default: break
                }
            }
        }
        if let font = variation.font { result.font = font_(font) }
        return result
    }
}
