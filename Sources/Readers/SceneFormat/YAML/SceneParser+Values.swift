import SceneModel
import SourceText
import Yams

extension SceneParser {
    func scalar(_ node: Node) -> String? { node.scalar?.string }

    mutating func parseList(_ node: Node) -> [Node] {
        if case .sequence(let sequence) = node { return Array(sequence) }
        return [node]
    }

    mutating func enumValue(_ node: Node, _ values: [String]) -> String? {
        guard let text = node.string, let match = values.first(where: { $0.lowercased() == text.lowercased() }) else {
            fail(
                "invalid value '\(shownValue(node.string ?? ""))' (expected \(values.joined(separator: ", ")))"
                    + Suggestion.didYouMean(node.string ?? "", values), node)
            return nil
        }
        return match
    }

    /// A number or a metric's name: finite, and within ±100,000 whatever it is (a length, a
    /// priority, a count), so that nothing downstream overflows or traps converting it.
    mutating func number(_ node: Node, _ what: String) -> Double? {
        guard let text = node.string, let value = Double(text) ?? metrics[text] else {
            fail("\(what) must be a number, not '\(shownValue(node.string ?? "a collection"))'", node); return nil
        }
        guard value.isFinite else {
            fail("\(what) must be a finite number, not '\(shownValue(text))'", node); return nil
        }
        let limit = SceneLimits.format(SceneLimits.maximumLength)
        guard abs(value) <= SceneLimits.maximumLength else {
            fail("\(what) must be within ±\(limit), not '\(shownValue(text))'", node); return nil
        }
        return value
    }

    /// A number that cannot be negative (a size, a width).
    mutating func nonNegative(_ node: Node, _ what: String) -> Double? {
        guard let value = number(node, what) else { return nil }
        guard value >= 0 else { fail("\(what) must be >= 0, not '\(shownValue(node.string ?? ""))'", node); return nil }
        return value
    }

    mutating func numbers(_ node: Node, count: Int, _ what: String) -> [Double]? {
        guard case .sequence(let seq) = node, seq.count == count else {
            fail("\(what) must be a list of \(count) numbers", node); return nil
        }
        let values = seq.compactMap { number($0, what) }
        return values.count == count ? values : nil
    }

    mutating func parseMetrics(_ node: Node) throws {
        guard case .mapping(let mapping) = node else { fail("metrics must map names to numbers", node); return }
        for (key, value) in mapping {
            if let name = key.string, let v = number(value, "metric '\(name)'") { metrics[name] = v }
        }
    }

    mutating func parseColor(_ node: Node) -> Color? {
        guard let text = node.string else { fail("a color is a name or #RRGGBB[AA]", node); return nil }
        if text.hasPrefix("#") {
            let hex = text.dropFirst()
            guard hex.count == 6 || hex.count == 8, let value = UInt32(hex, radix: 16) else {
                fail("invalid color '\(shownValue(text))' (expected #RRGGBB or #RRGGBBAA)", node); return nil
            }
            return hex.count == 6 ? Color(hex: value) : Color(hex: value >> 8, alpha: Double(value & 0xFF) / 255)
        }
        let key = normalizedName(text)
        guard let color = Color.named[key] ?? Color.named["system" + key] else {
            fail(
                "unknown color '\(shownValue(text))'" + Suggestion.didYouMean(text, Array(Color.named.keys).sorted()),
                node);
            return nil
        }
        return color
    }

    mutating func parseFont(_ node: Node) -> FontSpec? {
        if case .mapping(let m) = node {
            var font = FontSpec(size: 17)
            var maximumSize: Double?
            for (k, v) in m {
                switch k.string ?? "" {
                case "size": font.size = fontSize(v, v.string ?? "") ?? 17
                case "weight":
                    font.weight =
                        enumValue(v, FontSpec.Weight.allCases.map(\.rawValue)).flatMap(FontSpec.Weight.init(rawValue:))
                        ?? .regular
                case "family": font.family = v.string
                case "scaledLike":
                    guard let style = v.string.flatMap(TextStyle.named) else {
                        fail(
                            "unknown text style '\(shownValue(v.string ?? ""))'"
                                + Suggestion.didYouMean(v.string ?? "", TextStyle.allCases.map(\.rawValue)), v)
                        break
                    }
                    font.scaling = FontScaling(textStyle: style)
                case "maximumSize": maximumSize = fontSize(v, v.string ?? "")
                case "style":
                    if let style = v.string.flatMap(TextStyle.named) {
                        font = FontSpec.style(style)
                    } else if v.string == "italic" {
                        font.italic = true
                    } else {
                        fail("unknown text style '\(shownValue(v.string ?? ""))'", v)
                    }
                case "lineHeightMultiple", "minimumLineHeight", "maximumLineHeight", "lineSpacing":
                    guard let value = paragraphValue(v) else { break }
                    var paragraph = font.paragraph ?? ParagraphSpacing()
                    switch k.string {
                    case "lineHeightMultiple": paragraph.lineHeightMultiple = value
                    case "minimumLineHeight": paragraph.minimumLineHeight = value
                    case "maximumLineHeight": paragraph.maximumLineHeight = value
                    default: paragraph.lineSpacing = value
                    }
                    font.paragraph = paragraph
                default:
                    fail(
                        "unknown font key '\(shownValue(k.string ?? ""))' (size, weight, family, style, scaledLike, "
                            + "maximumSize, lineHeightMultiple, minimumLineHeight, maximumLineHeight, lineSpacing)", k)
                }
            }
            if font.textStyle != nil, font.scaling != nil {
                fail(
                    "a text style scales with the size category on its own: scaledLike is for a font of a fixed size",
                    node)
                font.scaling = nil
            }
            if let maximumSize {
                if font.scaling == nil {
                    fail("maximumSize caps a font scaled with scaledLike: give scaledLike too", node)
                } else {
                    font.scaling?.maximumSize = maximumSize
                }
            }
            return font
        }
        guard let text = node.string else {
            fail("a font is a text style, 'system 17 [weight]', or a mapping", node); return nil
        }
        if let style = TextStyle.named(text) { return .style(style) }
        let parts = text.split(separator: " ").map(String.init)
        if parts.first?.lowercased() == "system", parts.count >= 2, Double(parts[1]) != nil {
            guard let size = fontSize(node, parts[1]) else { return nil }
            var weight = FontSpec.Weight.regular
            if parts.count >= 3 {
                guard
                    let w = FontSpec.Weight.allCases.first(where: { $0.rawValue.lowercased() == parts[2].lowercased() })
                else {
                    fail(
                        "unknown font weight '\(parts[2])'"
                            + Suggestion.didYouMean(parts[2], FontSpec.Weight.allCases.map(\.rawValue)), node)
                    return nil
                }
                weight = w
            }
            return .system(size, weight)
        }
        fail(
            "unknown font '\(shownValue(text))'" + Suggestion.didYouMean(text, TextStyle.allCases.map(\.rawValue))
                + " (a text style such as body, or 'system 17 semibold')", node)
        return nil
    }

    /// A font's point size, from 1 to 1,000 (Pango refuses negative sizes; zero draws nothing).
    mutating func fontSize(_ node: Node, _ text: String) -> Double? {
        let range = SceneLimits.fontSizes
        guard let value = Double(text) ?? metrics[text], range.contains(value) else {
            fail(
                "a font size must be from \(SceneLimits.format(range.lowerBound)) to \(SceneLimits.format(range.upperBound)) points, not '\(shownValue(text))'",
                node)
            return nil
        }
        return value
    }

    /// A paragraph's line height, multiple or spacing: 0 (left out) to 1,000.
    mutating func paragraphValue(_ node: Node) -> Double? {
        let text = node.string ?? ""
        guard let value = Double(text), value >= 0, value <= 1000 else {
            fail("a line height or spacing must be from 0 to 1000, not '\(shownValue(text))'", node)
            return nil
        }
        return value
    }

    /// A layout priority: 1 to 1000.
    mutating func priority(_ node: Node, _ what: String) -> Double? {
        guard let value = number(node, what) else { return nil }
        guard value >= 1 && value <= 1000 else {
            fail("\(what) must be a priority from 1 to 1000, not \(formatPoints(value))", node); return nil
        }
        return value
    }

    mutating func parseAxisPriorities(_ node: Node, _ what: String) -> AxisPriorities? {
        if case .mapping(let m) = node {
            var p = AxisPriorities(both: 250)
            for (k, v) in m {
                guard let value = priority(v, what) else { continue }
                switch k.string ?? "" {
                case "h", "horizontal": p.horizontal = value
                case "v", "vertical": p.vertical = value
                default: fail("unknown axis '\(shownValue(k.string ?? ""))' (h or v)", k)
                }
            }
            return p
        }
        return priority(node, what).map { AxisPriorities(both: $0) }
    }

    mutating func parseInsets(_ node: Node, _ what: String) -> Insets? {
        if case .mapping(let m) = node {
            var insets = Insets(all: 8)
            for (k, v) in m {
                guard let value = number(v, what) else { continue }
                switch (k.string ?? "").lowercased() {
                case "top": insets.top = value
                case "bottom": insets.bottom = value
                case "left", "leading": insets.left = value
                case "right", "trailing": insets.right = value
                default: fail("unknown edge '\(shownValue(k.string ?? ""))' (top, leading, bottom, trailing)", k)
                }
            }
            return insets
        }
        if case .scalar = node { return number(node, what).map { Insets(all: $0) } }
        return numbers(node, count: 4, what).map { Insets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) }
    }
}
