/// Dynamic Type text styles and their point sizes per content size category (docs/uikit-rules.md, Intrinsic content sizes).
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Point sizes for xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5.
    var sizes: [Double] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    public func size(for category: SizeCategory) -> Double { sizes[category.index] }

    /// The size category a point size of this style belongs to (the largest where sizes repeat, as
    /// footnote's 12 at xS, S and M, which share one leading), nil for a size the style never has.
    func category(ofSize size: Double) -> SizeCategory? {
        SizeCategory.allCases.last { self.size(for: $0) == size }
    }

    /// The style's leading per size category (xS … AX5): the distance between the baselines of two
    /// lines (Apple's Human Interface Guidelines, Typography, Specifications:
    /// https://developer.apple.com/design/human-interface-guidelines/typography). A wrapped
    /// label in a text style is one line's height plus this for every further line (measured
    /// from Xcode-saved frames: body labels of 5 lines stored 108.5 = 20.5 + 4 × 22 at Large, a
    /// body label of 7 lines at xxxL 201.667 = 27.667 + 6 × 29).
    var leadings: [Double] {
        switch self {
        case .largeTitle: return [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
        case .title1: return [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
        case .title2: return [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
        case .title3: return [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
        case .headline, .body: return [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
        case .callout: return [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
        case .subheadline: return [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
        case .footnote: return [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
        case .caption1: return [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
        case .caption2: return [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]
        }
    }

    public func leading(for category: SizeCategory) -> Double { leadings[category.index] }

    /// Headline is semibold; every other style is regular.
    public var weight: FontSpec.Weight { self == .headline ? .semibold : .regular }

    /// Parses `body`, `Title 1`, `caption2`, `subhead` (case and spaces ignored).
    public static func named(_ text: String) -> TextStyle? { byNormalizedName[normalizedName(text)] }

    /// Each style by its name in lowercase, and UIKit's short `subhead` and `caption`: one lookup
    /// per font in a scene, where lowercasing every style's name cost a scene's parse 2 %.
    static let byNormalizedName: [String: TextStyle] = {
        var names = Dictionary(allCases.map { ($0.rawValue.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        names["subhead"] = .subheadline
        names["caption"] = .caption1
        return names
    }()
}

/// UIContentSizeCategory: the user's Dynamic Type setting.
public enum SizeCategory: String, CaseIterable, Sendable {
    case xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5

    var index: Int { Self.allCases.firstIndex(of: self)! }

    public static func named(_ text: String) -> SizeCategory? {
        allCases.first { $0.rawValue.lowercased() == text.lowercased() }
    }
}

extension FontSpec {
    /// The distance between the baselines of consecutive lines: a text style's leading at its
    /// size category (never less than the line's height), else the system font's line height.
    /// A paragraph's line height and spacing apply to the font's (`ParagraphSpacing`).
    public var lineSpacing: Double {
        let lineHeight = lineHeightEm * size
        var spacing = lineHeight
        if let style = textStyle {
            // A size off the style's table (a scaled font) keeps Large's leading moved with the size.
            let leading =
                style.category(ofSize: size).map(style.leading) ?? style.leading(for: .L) + size - style.size(for: .L)
            spacing = max(lineHeight, leading)
        }
        guard let paragraph else { return spacing }
        return paragraph.lineHeight(spacing) + paragraph.lineSpacing
    }

    /// The first line's height: the font's line height, as the paragraph sets it.
    public var firstLineHeight: Double {
        let lineHeight = lineHeightEm * size
        return paragraph?.lineHeight(lineHeight) ?? lineHeight
    }

    /// How many lines fit in `height`: the first line's height, then one per spacing (at least one).
    /// A height beyond any text (unbounded, or not a number) fits as many lines as there are.
    public func linesFitting(height: Double) -> Int {
        let more = (height + 0.01 - firstLineHeight) / lineSpacing
        if more.isNaN || more < 0 { return 1 }
        return 1 + Int(min(more, 999_999_999))
    }

    /// The height of `lines` lines of text: the first line's height, then one spacing per line.
    public func textHeight(lines: Int) -> Double {
        firstLineHeight + Double(max(lines, 1) - 1) * lineSpacing
    }

    /// The concrete point size and weight in a size category.
    public func resolved(for category: SizeCategory) -> FontSpec {
        if textStyle == nil, let scaling {
            var font = self
            font.size = scaling.size(scaling: size, for: category)
            font.scaling = nil
            return font
        }
        guard let style = textStyle else { return self }
        var font = self
        font.size = style.size(for: category)
        return font
    }

    public static func style(_ style: TextStyle) -> FontSpec {
        FontSpec(textStyle: style, size: style.size(for: .L), weight: style.weight)
    }
}
