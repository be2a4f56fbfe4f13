import SceneModel

/// The document's colors as CSS custom properties: each color an item has in the light and the
/// dark appearance is one property, named after the palette's role, UIKit's named color or the
/// annotation meaning it is (else numbered in order of first use), with its light value on the
/// `svg` element and its dark value in a `prefers-color-scheme: dark` block. The elements name
/// them through classes (`f-` fills, `s-` strokes), so a viewer in dark mode draws the dark
/// palette from the same file.
struct SVGColors {
    struct Pair: Hashable {
        var light: Components, dark: Components
    }

    struct Components: Hashable {
        var red: Double, green: Double, blue: Double, alpha: Double
        init(_ c: Color) { (red, green, blue, alpha) = (c.red, c.green, c.blue, c.alpha) }
    }

    private(set) var names: [Pair: String] = [:]
    private(set) var order: [Pair] = []
    private var numbered = 0
    /// A document in the dark theme alone: each color is named by its role in the dark palette.
    let darkOnly: Bool

    init(darkOnly: Bool = false) { self.darkOnly = darkOnly }

    /// The property's name for the color `light` is in the light appearance and `dark` in the dark one.
    mutating func name(light: Color, dark: Color) -> String {
        let pair = Pair(light: Components(light), dark: Components(dark))
        if let name = names[pair] { return name }
        var name = darkOnly ? Self.knownDarkName(pair.dark) : Self.knownName(pair)
        if name == nil || names.values.contains(name!) {
            numbered += 1
            name = "c\(numbered)"
        }
        names[pair] = name!
        order.append(pair)
        return name!
    }

    /// The name of a role the pair plays in the palettes, among UIKit's named colors, or in the
    /// annotation layer's colors.
    static func knownName(_ pair: Pair) -> String? {
        for ((name, light), (_, dark)) in zip(roles(.light), roles(.dark))
        where Components(light) == pair.light && Components(dark) == pair.dark {
            return name
        }
        for (name, color) in Color.named.sorted(by: { $0.key < $1.key })
        where Components(color) == pair.light && Components(color.resolved(dark: true)) == pair.dark {
            return name
        }
        for (name, color) in annotationColors where Components(color) == pair.light && pair.dark == pair.light {
            return name
        }
        return nil
    }

    /// The name of a color's role in the dark palette, its UIKit name or its annotation meaning.
    static func knownDarkName(_ color: Components) -> String? {
        roles(.dark).first { Components($0.1) == color }?.0
            ?? Color.named.sorted(by: { $0.key < $1.key }).first { Components($0.value.resolved(dark: true)) == color }?
            .key
            ?? annotationColors.first { Components($0.1) == color }?.0
    }

    /// The palette's colors by the names of their roles.
    static func roles(_ p: Palette) -> [(String, Color)] {
        [
            ("background", p.background), ("canvas", p.canvas), ("text", p.text), ("secondary-text", p.secondaryText),
            ("separator", p.separator), ("fill", p.fill), ("chrome", p.chrome), ("placeholder", p.placeholder),
            ("selected-segment", p.selectedSegment), ("tint", p.tint), ("bar-hairline", p.barHairline),
            ("unselected-item", p.unselectedItem), ("cutout-outline", p.cutoutOutline ?? .clear),
        ]
    }

    static let annotationColors: [(String, Color)] = [
        ("satisfied", Palette.satisfied), ("unsatisfied", Palette.unsatisfied), ("conflict", Palette.conflict),
        ("margin-band", Palette.marginBand), ("safe-area-band", Palette.safeAreaBand), ("tag", Palette.tag),
        ("margin-edge", Palette.satisfied.withAlpha(0.35)), ("tag-background", Color.white.withAlpha(0.85)),
    ]

    /// A color as CSS: `#rrggbb`, or `rgba()` with its alpha to the thousandth.
    static func css(_ c: Components) -> String {
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        if c.alpha >= 1 {
            let digits = Array("0123456789abcdef")
            return "#"
                + String([byte(c.red), byte(c.green), byte(c.blue)].flatMap { [digits[$0 / 16], digits[$0 % 16]] })
        }
        return "rgba(\(byte(c.red)),\(byte(c.green)),\(byte(c.blue)),\(SVGMarkup.number(max(c.alpha, 0))))"
    }

    /// The style sheet's rules for the colors used: the properties, their dark values when any
    /// differs, and the fill and stroke classes (each with the light value first, for a viewer
    /// without custom properties).
    func styleRules(fills: Set<String>, strokes: Set<String>) -> String {
        var css = "svg{"
        css += order.map { "--\(names[$0]!):\(Self.css($0.light))" }.joined(separator: ";")
        css += "}\n"
        let changing = order.filter { $0.light != $0.dark }
        if !changing.isEmpty {
            css += "@media (prefers-color-scheme:dark){svg{"
            css += changing.map { "--\(names[$0]!):\(Self.css($0.dark))" }.joined(separator: ";")
            css += "}}\n"
        }
        for pair in order {
            let name = names[pair]!, light = Self.css(pair.light)
            if fills.contains(name) { css += ".f-\(name){fill:\(light);fill:var(--\(name))}\n" }
            if strokes.contains(name) { css += ".s-\(name){fill:none;stroke:\(light);stroke:var(--\(name))}\n" }
        }
        return css
    }
}
