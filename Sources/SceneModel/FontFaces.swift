/// How alpreview draws the font a scene names (docs/uikit-rules.md, Fonts other than the system
/// font). It carries San Francisco's stand-in (Inter) and its fallbacks, and the Liberation fonts,
/// which are drawn for the iOS fonts they are metric-compatible with; a font file the scene's
/// project carries (`FontSpec.file`) is drawn as itself; any other family (Avenir, Helvetica Neue,
/// a bundled font not found) is not on this machine: it is measured and drawn as the system font
/// at its size, in the weight and slant its name says, and that is an assumption.
public enum FontFaces {
    public enum Face: Equatable, Sendable {
        /// San Francisco, drawn with Inter.
        case system
        /// A family alpreview carries, drawn as itself (`Inter Display`, `DejaVu Sans`).
        case carried(family: String)
        /// An iOS font drawn with the Liberation font of the same advance widths, and laid out
        /// with its line height (Helvetica's and Courier's line heights are assumed).
        case standIn(family: String)
        /// A font file of the scene's project (`FontSpec.file`), drawn as itself.
        case project(family: String)
        /// Not on this machine: drawn as the system font.
        case unavailable(name: String)
    }

    /// The families alpreview's own fonts have (`PinnedFonts` installs their files).
    public static let carriedFamilies: Set<String> = [
        "Inter", "Inter Display", "DejaVu Sans", "VL Gothic", "Liberation Sans", "Liberation Serif", "Liberation Mono",
    ]

    /// iOS fonts drawn with a Liberation font of the same advance widths, by the name with spaces,
    /// the PostScript style suffix (`-BoldMT`) and `MT`/`PS` left out, lowercased. Liberation
    /// Sans, Serif and Mono are metric-compatible with Arial, Times New Roman and Courier New;
    /// Arial's widths are Helvetica's, and Courier's glyphs are as wide as Courier New's (600
    /// units of 1,000).
    static let standIns: [String: String] = [
        "arial": "Liberation Sans", "helvetica": "Liberation Sans", "timesnewroman": "Liberation Serif",
        "couriernew": "Liberation Mono", "courier": "Liberation Mono",
    ]

    /// The iOS fonts whose line height is their stand-in's too: Liberation's vertical metrics are
    /// Arial's, Times New Roman's and Courier New's. Helvetica's and Courier's are not known.
    static let standInsOfKnownHeight: Set<String> = ["arial", "timesnewroman", "couriernew"]

    /// Each Liberation family's ascender and line height (its `hhea` ascender, descender and line
    /// gap over 2,048 units: Sans 1854, 434, 67; Serif 1825, 443, 87; Mono 1705, 615, 0).
    static let standInLineMetrics: [String: FontLineMetrics] = [
        "Liberation Sans": FontLineMetrics(ascender: 1854 / 2048, lineHeight: 2355 / 2048),
        "Liberation Serif": FontLineMetrics(ascender: 1825 / 2048, lineHeight: 2355 / 2048),
        "Liberation Mono": FontLineMetrics(ascender: 1705 / 2048, lineHeight: 2320 / 2048),
    ]

    /// A stand-in's ascender and line height, for a font drawn with one (nil otherwise).
    public static func standInLineMetrics(of font: FontSpec) -> FontLineMetrics? {
        guard font.family != nil, case .standIn(let family) = face(of: font) else { return nil }
        return standInLineMetrics[family]
    }

    /// What `font` is drawn with. A stand-in has a regular and a bold face only: another weight
    /// of Helvetica (Helvetica-Light) is unavailable.
    public static func face(of font: FontSpec) -> Face {
        guard let family = font.family, !family.isEmpty, family != "system" else { return .system }
        if font.file != nil { return .project(family: family) }
        // `.AppleSystemUIFont` and the like are the system font under another name.
        if family.hasPrefix(".") || family == "Inter" { return .system }
        if carriedFamilies.contains(family) || family.contains(",") { return .carried(family: family) }
        if let standIn = standIns[baseName(family)], [.regular, .bold].contains(weight(of: font)) {
            return .standIn(family: standIn)
        }
        return .unavailable(name: family)
    }

    /// Whether `font` is measured and drawn as the system font (San Francisco's stand-in, with its
    /// tracking): the system font itself, or a font that is not available.
    public static func isDrawnAsSystem(_ font: FontSpec) -> Bool {
        switch face(of: font) {
        case .system, .unavailable: return true
        case .carried, .standIn, .project: return false
        }
    }

    /// Whether the font is drawn as itself or with a stand-in of its widths (not as the system
    /// font in its place).
    public static func isAvailable(_ font: FontSpec) -> Bool {
        if case .unavailable = face(of: font) { return false }
        return true
    }

    /// The font as drawn: the system font (no family) for itself and for a font that is not
    /// available, else the family drawn; in the weight and slant its name says.
    public static func drawn(_ font: FontSpec) -> FontSpec {
        var drawn = font
        drawn.weight = weight(of: font)
        drawn.italic = isItalic(font)
        switch face(of: font) {
        case .system, .unavailable: drawn.family = nil
        case .carried(let family), .standIn(let family), .project(let family): drawn.family = family
        }
        return drawn
    }

    /// The family name without spaces, its PostScript style suffix and `MT`/`PS`, lowercased:
    /// `Arial-BoldMT` and `Arial` are `arial`, `TimesNewRomanPSMT` `timesnewroman`.
    static func baseName(_ name: String) -> String {
        var base = String((name.split(separator: "-", maxSplits: 1).first ?? "").filter { $0 != " " })
        // `TimesNewRomanPSMT`, `TimesNewRomanPS-BoldMT`, `ArialMT`.
        for suffix in ["MT", "PS"] where base.hasSuffix(suffix) { base.removeLast(suffix.count) }
        return base.lowercased()
    }

    /// The weight a font is drawn in: the one its name says (`Avenir-Heavy`), else its own.
    public static func weight(of font: FontSpec) -> FontSpec.Weight {
        font.family.flatMap(impliedWeight(name:)) ?? font.weight
    }

    /// Whether a font is drawn slanted: its own, or its name says italic or oblique.
    public static func isItalic(_ font: FontSpec) -> Bool {
        guard !font.italic, let name = font.family?.lowercased() else { return font.italic }
        return name.contains("italic") || name.contains("oblique")
    }

    /// The weight a font's name says (`Avenir-Heavy`, `HelveticaNeue-UltraLight`), nil when
    /// it says none.
    public static func impliedWeight(name: String) -> FontSpec.Weight? {
        let name = name.lowercased()
        let weights: [(String, FontSpec.Weight)] = [
            ("black", .black), ("heavy", .heavy), ("extrabold", .heavy), ("semibold", .semibold),
            ("demibold", .semibold), ("bold", .bold), ("medium", .medium), ("ultralight", .ultraLight),
            ("thin", .thin), ("light", .light),
        ]
        return weights.first { name.contains($0.0) }?.1
    }

    /// The assumption a view's font makes: on both axes for a font not on this machine, on the
    /// height alone for a stand-in whose line height is not known to be the iOS font's.
    /// A view with an intrinsic size given on both axes (a placeholder, a stored frame) is not
    /// sized by its font: its own assumption says where the size comes from.
    public static func assumption(for view: ViewSpec, subject: String) -> Assumption? {
        guard let font = view.font, view.showsText else { return nil }
        if let given = view.intrinsicSize, given.width >= 0, given.height >= 0 { return nil }
        switch face(of: font) {
        case .system, .carried, .project: return nil
        case .standIn(let family):
            guard !standInsOfKnownHeight.contains(baseName(font.family ?? "")) else { return nil }
            return Assumption(
                view: view.id, subject: subject, axes: [.vertical],
                reason: "font '\(font.family ?? "")' drawn with \(family), as wide: line height assumed the same")
        case .unavailable(let name):
            let weight = weight(of: font)
            let described = (weight == .regular ? "" : "\(weight.rawValue) ") + ValueBounds.text(font.size)
            return Assumption(
                view: view.id, subject: subject, axes: [.horizontal, .vertical],
                reason: "font '\(name)' not available here: measured as the system font, \(described)")
        }
    }

    /// The warning for a font drawn with the system font in its place, at `file`.
    public static func unavailableFontWarning(_ name: String, file: String) -> Diagnostic {
        .warning(
            "custom font '\(name)' is drawn with the system font (its size and weight kept)",
            at: SourceLocation(file: file, line: 0, column: 0))
    }
}

extension ViewSpec {
    /// Whether the view shows text its font sizes (a label's, a button's title, a field's text or
    /// placeholder, a segmented control's titles).
    var showsText: Bool {
        text != nil || title != nil || placeholder != nil || !segments.isEmpty
    }
}

extension Scene {
    /// Records the assumption of every view whose font is not available (`FontFaces`), shown as
    /// `subject` says (by default its name).
    public mutating func assumeUnavailableFonts(subject: (ViewSpec) -> String = \.name) {
        for (view, _) in allViews {
            if let assumption = FontFaces.assumption(for: view, subject: subject(view)) {
                assume(assumption, named: view.name)
            }
        }
    }

    /// A warning per font the scene names that is not available, once each, at the file.
    public func unavailableFontWarnings(file: String) -> [Diagnostic] {
        var names: Set<String> = []
        for (view, _) in allViews {
            if let font = view.font, case .unavailable(let name) = FontFaces.face(of: font) { names.insert(name) }
        }
        return names.sorted().map { FontFaces.unavailableFontWarning($0, file: file) }
    }
}
