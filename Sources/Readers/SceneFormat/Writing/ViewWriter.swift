import Foundation
import SceneModel

/// Writes views: each key whose value differs from a new view's of the same type (the kinds'
/// defaults), only keys the type has (`ViewKinds.owners`), children last. A view without
/// children fits on one line, `Name: {type: label, text: Hi}`, when it is short.
struct ViewWriter {
    let names: WrittenNames
    let imageFolder: String?
    /// Longer one-line views are written as blocks.
    static let lineLimit = 110

    func write(_ view: ViewSpec, indent: Int, position: inout Int, into lines: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        let name = YAMLText.scalar(names.names[position], in: .block)
        position += 1
        let pairs = keys(of: view)
        let groups = childGroups(view)
        let oneLine = pad + name + ": " + YAMLText.mapping(pairs)
        if groups.isEmpty && oneLine.count <= Self.lineLimit {
            lines.append(oneLine)
            return
        }
        lines.append(pad + name + ":")
        for (key, value) in pairs { lines.append(pad + "  \(key): \(value)") }
        for (key, children) in groups {
            if children.isEmpty { lines.append(pad + "  \(key): {}"); continue }
            lines.append(pad + "  \(key):")
            for child in children { write(child, indent: indent + 2, position: &position, into: &lines) }
        }
    }

    /// The subviews under the keys that make them: a stack's `arranged` and a scroll view's
    /// `content`, then the plain `subviews` (or the other way round, when those come first).
    func childGroups(_ view: ViewSpec) -> [(String, [ViewSpec])] {
        let special: (key: String, names: [String])?
        if view.type == .stack, let stack = view.stack {
            special = ("arranged", stack.arranged)
        } else if view.type == .scroll, let scroll = view.scroll {
            special = ("content", scroll.content)
        } else {
            special = nil
        }
        guard let special else { return view.subviews.isEmpty ? [] : [("subviews", view.subviews)] }
        let keys = Set(special.names.map(normalizedName))
        let inside = view.subviews.filter { keys.contains(normalizedName($0.name)) }
        let others = view.subviews.filter { !keys.contains(normalizedName($0.name)) }
        var groups: [(String, [ViewSpec])] = [(special.key, inside)]
        if !others.isEmpty {
            // The parser appends each key's views in the order the keys come.
            let othersFirst = view.subviews.first.map { !keys.contains(normalizedName($0.name)) } ?? false
            if othersFirst { groups.insert(("subviews", others), at: 0) } else { groups.append(("subviews", others)) }
        }
        // A stack without arranged views needs no `arranged` key; a scroll view's `content` is what makes it one.
        if inside.isEmpty && view.type == .stack { groups.removeAll { $0.0 == "arranged" } }
        return groups
    }

    /// The view's keys and values, children aside, in `ViewKey` order.
    func keys(of view: ViewSpec) -> [(String, String)] {
        Self.order(for: view.type).compactMap { key in
            guard Self.applies(key, to: view.type), let value = value(of: key, view) else { return nil }
            return (key.rawValue, value)
        }
    }

    /// `ViewKey`'s order; a stack's `alignment` after its axis and distribution, as the docs list them.
    static func order(for type: ViewType) -> [ViewKey] {
        guard type == .stack else { return ViewKey.allCases }
        var keys = ViewKey.allCases.filter { $0 != .alignment }
        keys.insert(.alignment, at: keys.firstIndex(of: .distribution)! + 1)
        return keys
    }

    /// Common keys apply to every type; the others to the types whose descriptors list them.
    static func applies(_ key: ViewKey, to type: ViewType) -> Bool {
        if key == .intrinsicSize && type == .guide { return false }
        return ViewKinds.owners[key].map { $0.contains(type) } ?? true
    }

    /// The value of `key` when it differs from the default, else nil. The switch is over
    /// `ViewKey`, as the parser's is, so a new key cannot be left unwritten.
    func value(of key: ViewKey, _ view: ViewSpec) -> String? {
        let n = YAMLText.number
        switch key {
        case .type: return view.type == .view ? nil : view.type.rawValue
        case .id, .subviews, .arranged, .content: return nil
        case .text: return view.text.map { YAMLText.scalar($0) }
        case .title: return view.title.map { YAMLText.scalar($0) }
        case .placeholder: return view.placeholder.map { YAMLText.scalar($0) }
        case .segments: return view.segments.isEmpty ? nil : YAMLText.list(view.segments.map { YAMLText.scalar($0) })
        case .font: return view.font.map(Self.font)
        case .lines: return view.lines == 1 ? nil : String(view.lines)
        case .alignment:
            if view.type == .stack { return view.stack.flatMap { $0.alignment == .fill ? nil : $0.alignment.rawValue } }
            return view.alignment == .natural ? nil : view.alignment.rawValue
        case .background: return view.background.map(ColorSpelling.text)
        case .textColor: return view.textColor.map(ColorSpelling.text)
        case .tint: return view.tint.map(ColorSpelling.text)
        case .border:
            guard view.borderWidth != 0 || view.borderColor != nil else { return nil }
            return YAMLText.mapping([
                ("color", ColorSpelling.text(view.borderColor ?? .black)), ("width", n(view.borderWidth)),
            ])
        case .cornerRadius: return view.cornerRadius == 0 ? nil : n(view.cornerRadius)
        case .contentInsets: return view.contentInsets.map(SceneWriter.insets)
        case .image:
            if let path = view.imagePath { return YAMLText.scalar(imagePath(path)) }
            return view.imageSize.map { YAMLText.mapping([("size", YAMLText.list([n($0.width), n($0.height)]))]) }
        case .alignmentInsets: return view.alignmentInsets.map(SceneWriter.insets)
        case .contentMode: return view.contentMode == .scaleToFill ? nil : view.contentMode.rawValue
        case .intrinsicSize: return view.intrinsicSize.map { YAMLText.list([n($0.width), n($0.height)]) }
        case .hugging: return view.hugging.map(Self.priorities)
        case .compressionResistance: return view.compressionResistance.map(Self.priorities)
        case .margins: return view.margins.map(SceneWriter.insets)
        case .frame: return view.designFrame.map { YAMLText.list([$0.x, $0.y, $0.width, $0.height].map(n)) }
        case .autoresizing: return Self.autoresizing(view)
        case .readableMargins: return view.layoutMarginsFollowReadableWidth ? "true" : nil
        case .preservesSuperviewMargins: return view.preservesSuperviewLayoutMargins ? "true" : nil
        case .marginsFromSafeArea: return view.insetsLayoutMarginsFromSafeArea ? nil : "false"
        case .hidden: return view.hidden ? "true" : nil
        case .alpha: return view.alpha == 1 ? nil : n(view.alpha)
        case .style: return view.kind.styles.isEmpty ? nil : view.style?.rawValue
        case .sections: return view.sections.isEmpty ? nil : YAMLText.list(view.sections.map(Self.section))
        case .separators: return view.separators ? nil : "false"
        case .accessory: return view.accessory?.rawValue
        case .listContent: return view.listContent.map(Self.listContent)
        case .items: return view.barItems.map(BarItemWriter.list)
        case .bar: return view.bar.map(BarItemWriter.standaloneBar)
        case .isOn: return view.isOn ? nil : "false"
        case .value: return view.value == 0.5 ? nil : n(view.value)
        case .progress: return view.progress == 0.5 ? nil : n(view.progress)
        case .selectedSegment: return view.selectedSegment == 0 ? nil : String(view.selectedSegment)
        case .prompt: return view.prompt.map { YAMLText.scalar($0) }
        case .scopes: return view.scopes.isEmpty ? nil : YAMLText.list(view.scopes.map { YAMLText.scalar($0) })
        case .pages: return view.pages == 3 ? nil : String(view.pages)
        case .currentPage: return view.currentPage == 0 ? nil : String(view.currentPage)
        case .pageTint: return view.pageTint.map(ColorSpelling.text)
        case .mode: return view.datePickerMode == .dateAndTime ? nil : view.datePickerMode.rawValue
        case .date: return view.date.map { YAMLText.scalar($0.text) }
        case .accessibilityLabel: return view.accessibilityLabel.map { YAMLText.scalar($0) }
        case .isAccessibilityElement: return view.isAccessibilityElement.map { $0 ? "true" : "false" }
        case .accessibilityElements:
            return view.accessibilityElements.map { YAMLText.list($0.map { YAMLText.scalar($0) }) }
        case .axis, .distribution, .spacing, .customSpacing, .layoutMarginsRelative, .baselineRelative:
            guard view.type == .stack, let stack = view.stack else { return nil }
            return stackValue(of: key, stack)
        }
    }

    /// `{rows: 2, header: General, footer: "…"}`.
    static func section(_ section: TableSection) -> String {
        var pairs = [("rows", String(section.rows))]
        if let header = section.header { pairs.append(("header", YAMLText.scalar(header))) }
        if let footer = section.footer { pairs.append(("footer", YAMLText.scalar(footer))) }
        return YAMLText.mapping(pairs)
    }

    static func listContent(_ content: ListContent) -> String {
        var pairs = [("text", YAMLText.scalar(content.text))]
        if let secondary = content.secondaryText { pairs.append(("secondaryText", YAMLText.scalar(secondary))) }
        return YAMLText.mapping(pairs)
    }

    private func stackValue(of key: ViewKey, _ stack: StackSpec) -> String? {
        switch key {
        case .axis: return stack.axis == .horizontal ? nil : stack.axis.rawValue
        case .distribution: return stack.distribution == .fill ? nil : stack.distribution.rawValue
        case .spacing:
            switch stack.spacing {
            case .points(let points): return points == 0 ? nil : YAMLText.number(points)
            case .standard: return "standard"
            }
        case .customSpacing:
            guard !stack.customSpacing.isEmpty else { return nil }
            // In the order of the arranged views, then by name: the same bytes every time.
            let order = stack.arranged.map(normalizedName)
            let entries = stack.customSpacing.sorted { a, b in
                let (i, j) = (
                    order.firstIndex(of: normalizedName(a.key)) ?? .max,
                    order.firstIndex(of: normalizedName(b.key)) ?? .max
                )
                return i != j ? i < j : a.key < b.key
            }
            return YAMLText.mapping(
                entries.compactMap { name, points in
                    guard let written = names.name(referredToAs: name) else { return nil }
                    return (YAMLText.scalar("after " + written), YAMLText.number(points))
                })
        case .layoutMarginsRelative: return stack.isLayoutMarginsRelative ? "true" : nil
        case .baselineRelative: return stack.isBaselineRelative ? "true" : nil
        default: return nil
        }
    }

    /// Relative to the folder the scene is written to when the image is inside it.
    func imagePath(_ path: String) -> String {
        guard let imageFolder else { return path }
        let folder = URL(fileURLWithPath: imageFolder).resolvingSymlinksInPath().path
        return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    }

    /// One number for both axes, else `{h, v}`.
    static func priorities(_ p: AxisPriorities) -> String {
        p.horizontal == p.vertical
            ? YAMLText.number(p.horizontal)
            : YAMLText.mapping([("h", YAMLText.number(p.horizontal)), ("v", YAMLText.number(p.vertical))])
    }

    /// A text style (`body`), `system SIZE [WEIGHT]`, or a mapping with the style first (the
    /// parser starts a styled font from the style, then applies size, weight and family).
    static func font(_ font: FontSpec) -> String {
        let n = YAMLText.number
        // A paragraph's line heights follow the font's keys (`paragraphPairs`).
        if let style = font.textStyle {
            if font == .style(style) { return style.rawValue }
            var pairs = [("style", style.rawValue)]
            if font.size != FontSpec.style(style).size { pairs.append(("size", n(font.size))) }
            if font.weight != style.weight { pairs.append(("weight", font.weight.rawValue)) }
            if let family = font.family { pairs.append(("family", YAMLText.scalar(family))) }
            return YAMLText.mapping(pairs + paragraphPairs(font.paragraph))
        }
        if font.family == nil && !font.italic && font.paragraph == nil && font.scaling == nil {
            return "system \(n(font.size))" + (font.weight == .regular ? "" : " \(font.weight.rawValue)")
        }
        var pairs = [("size", n(font.size))]
        if font.weight != .regular { pairs.append(("weight", font.weight.rawValue)) }
        if let family = font.family { pairs.append(("family", YAMLText.scalar(family))) }
        if font.italic { pairs.append(("style", "italic")) }
        if let scaling = font.scaling {
            pairs.append(("scaledLike", scaling.textStyle.rawValue))
            if let maximum = scaling.maximumSize { pairs.append(("maximumSize", n(maximum))) }
        }
        return YAMLText.mapping(pairs + paragraphPairs(font.paragraph))
    }

    /// The values a paragraph sets, by their UIKit names.
    static func paragraphPairs(_ paragraph: ParagraphSpacing?) -> [(String, String)] {
        guard let paragraph else { return [] }
        let values = [
            ("lineHeightMultiple", paragraph.lineHeightMultiple), ("minimumLineHeight", paragraph.minimumLineHeight),
            ("maximumLineHeight", paragraph.maximumLineHeight), ("lineSpacing", paragraph.lineSpacing),
        ]
        return values.filter { $0.1 != 0 }.map { ($0.0, YAMLText.number($0.1)) }
    }
}
