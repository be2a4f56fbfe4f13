import SceneModel

/// Interface Builder's colours as drawn: components as stored, a system colour with UIKit's dark
/// value beside the light one the document stores, a named colour from the document's
/// `<resources>` (else UIKit's value for a few system names).
struct IBColorResolver {
    let resources: IBResources

    func color(_ color: IBColor) -> Color? {
        switch color.value {
        case .rgb(let red, let green, let blue, let alpha, _):
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        case .white(let white, let alpha, _): return Color(red: white, green: white, blue: white, alpha: alpha)
        case .system(let name), .legacySystem(let name):
            // The document stores a system color's light value; its dark one is UIKit's.
            let system = Color.named[(name.hasSuffix("Color") ? String(name.dropLast(5)) : name).lowercased()]
            guard let light = named(name) else { return nil }
            guard let system, system.isDynamic, !light.isDynamic else { return light }
            return light.withDark(system.resolved(dark: true))
        case .named(let name):
            return named(name)
        }
    }

    /// A color by name: the document's own value for it, else UIKit's for a few system names.
    private func named(_ name: String) -> Color? {
        let fallback = (resources.systemColors + resources.namedColors).first {
            $0.name.value == name
        }?.color
        if let fallback, case .rgb = fallback.value { return self.color(fallback) }
        if let fallback, case .white = fallback.value { return self.color(fallback) }
        let known: [String: Color] = [
            "systemBackgroundColor": .white, "labelColor": .black, "darkTextColor": .black,
            "whiteColor": .white, "blackColor": .black, "clearColor": .clear,
            "groupTableViewBackgroundColor": Color(hex: 0xF2F2F7), "systemBlueColor": .systemBlue,
        ]
        return known[name]
    }
}
