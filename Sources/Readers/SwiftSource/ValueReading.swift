import SceneModel

/// Fonts, colors and insets as UIKit's initializers and factory methods write them.
enum ValueReading {
    /// `.systemFont(ofSize: 17, weight: .bold)`, `.boldSystemFont(ofSize:)`,
    /// `.preferredFont(forTextStyle: .body)`, `UIFont(name: "Avenir", size: 14)`.
    static func font(_ name: String, _ given: [CallArgument]) -> SourceValue? {
        let size = given["ofSize"].flatMap { SceneInterpreter.numeric($0.value) }
        var weight = FontSpec.Weight.regular
        if case .member(let named) = given["weight"]?.value, let known = FontSpec.Weight(rawValue: named) {
            weight = known
        }
        switch name {
        case "systemFont", "monospacedDigitSystemFont", "monospacedSystemFont":
            return size.map { .font(FontSpec(size: $0, weight: weight)) }
        case "boldSystemFont":
            return size.map { .font(FontSpec(size: $0, weight: .bold)) }
        case "italicSystemFont":
            return size.map { .font(FontSpec(size: $0, italic: true)) }
        case "preferredFont":
            guard case .member(let style) = given["forTextStyle"]?.value, let textStyle = TextStyle.named(style) else {
                return nil
            }
            return .font(.style(textStyle))
        case "init":
            guard case .string(let family) = given["name"]?.value,
                let size = given["size"].flatMap({ SceneInterpreter.numeric($0.value) })
            else { return nil }
            return .font(FontSpec(size: size, family: family))
        default:
            return nil
        }
    }

    /// Methods on a font: `withSize(_:)` changes its size; others keep it.
    static func fontMethod(_ font: FontSpec, _ name: String, _ given: [CallArgument]) -> SourceValue {
        var changed = font
        if name == "withSize", let size = given.first.flatMap({ SceneInterpreter.numeric($0.value) }) {
            changed.size = size
            changed.textStyle = nil
        }
        return .font(changed)
    }

    /// `UIFontMetrics(forTextStyle: .headline)`.
    static func fontMetrics(_ given: [CallArgument]) -> SourceValue? {
        guard case .member(let style) = given["forTextStyle"]?.value, let textStyle = TextStyle.named(style) else {
            return nil
        }
        return .fontMetrics(FontScaling(textStyle: textStyle))
    }

    /// `metrics.scaledFont(for: font)` and `scaledFont(for:maximumPointSize:)`: the font, its size
    /// following the size category as the metrics' text style does. A text style's font already
    /// does, and is kept as it is. Nil for what this reader cannot know (`scaledValue(for:)`).
    static func scaledFont(_ scaling: FontScaling, _ name: String, _ given: [CallArgument]) -> SourceValue? {
        guard name == "scaledFont", case .font(var font) = given["for"]?.value else { return nil }
        guard font.textStyle == nil else { return .font(font) }
        var scaling = scaling
        if let maximum = given["maximumPointSize"] {
            guard let size = SceneInterpreter.numeric(maximum.value) else { return nil }
            scaling.maximumSize = size
        }
        font.scaling = scaling
        return .font(font)
    }

    /// `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`.
    static func color(_ given: [CallArgument]) -> SourceValue? {
        func number(_ label: String) -> Double? { given[label].flatMap { SceneInterpreter.numeric($0.value) } }
        let alpha = number("alpha") ?? 1
        if let red = number("red"), let green = number("green"), let blue = number("blue") {
            return .color(Color(red: red, green: green, blue: blue, alpha: alpha))
        }
        if let white = number("white") { return .color(Color(red: white, green: white, blue: white, alpha: alpha)) }
        return nil
    }

    /// `.red`, `.systemBlue`, `UIColor.label`.
    static func namedColor(_ value: SourceValue) -> Color? {
        switch value {
        case .color(let color): return color
        case .member(let name): return Color.named[name.lowercased()]
        default: return nil
        }
    }

    /// `UIEdgeInsets(top:left:bottom:right:)`, `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`,
    /// `.init(top: …)`, `UIEdgeInsets(horizontal:vertical:)` is not UIKit's and is not read.
    static func insets(_ given: [CallArgument]) -> SourceValue? {
        func number(_ label: String) -> Double? { given[label].flatMap { SceneInterpreter.numeric($0.value) } }
        guard let top = number("top"), let bottom = number("bottom"),
            let left = number("left") ?? number("leading"), let right = number("right") ?? number("trailing")
        else { return nil }
        return .insets(Insets(top: top, left: left, bottom: bottom, right: right))
    }
}
