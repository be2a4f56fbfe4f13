import SceneModel

/// One tree for both appearances: the document drawn with the light palette and with the dark
/// one are the same items in other colors, but for what one appearance alone draws (the outline
/// around a cutout on a dark screen). Each item of the light tree takes the color of its match
/// in the dark tree; an item only one appearance draws is kept, clear in the other.
enum SVGAppearances {
    /// How far ahead an unmatched item looks for its match before it counts as drawn in one
    /// appearance only: the appearances differ by an item or two in one place.
    static let lookahead = 8

    static func merge(light: SVGGroup, dark: SVGGroup) -> SVGGroup {
        var merged = light
        merged.children = merge(light.children, dark.children)
        return merged
    }

    static func merge(_ light: [SVGNode], _ dark: [SVGNode]) -> [SVGNode] {
        var result: [SVGNode] = []
        var i = 0, j = 0
        while i < light.count || j < dark.count {
            if i < light.count, j < dark.count, let both = pair(light[i], dark[j]) {
                result.append(both)
                i += 1
                j += 1
            } else if j < dark.count,
                i == light.count
                    || dark[(j + 1)..<min(dark.count, j + 1 + lookahead)].contains(where: { pair(light[i], $0) != nil })
            {
                result.append(only(dark[j], drawnInDark: true))
                j += 1
            } else {
                result.append(only(light[i], drawnInDark: false))
                i += 1
            }
        }
        return result
    }

    /// The two nodes as one when they are the same but for colors.
    static func pair(_ light: SVGNode, _ dark: SVGNode) -> SVGNode? {
        switch (light, dark) {
        case (.item(var l), .item(let d)):
            var shape = d.item
            shape.color = l.item.color
            guard shape == l.item, l.classes == d.classes, l.attributes == d.attributes else { return nil }
            l.dark = d.item.color
            return .item(l)
        case (.group(let l), .group(let d)):
            guard l.scope == d.scope, l.idName == d.idName, l.title == d.title, l.classes == d.classes else {
                return nil
            }
            return .group(merge(light: l, dark: d))
        default:
            return nil
        }
    }

    /// A node one appearance draws and the other does not: clear in the other.
    static func only(_ node: SVGNode, drawnInDark: Bool) -> SVGNode {
        switch node {
        case .item(var item):
            if drawnInDark {
                item.dark = item.item.color
                item.item.color = .clear
            } else {
                item.dark = .clear
            }
            return .item(item)
        case .group(var group):
            group.children = group.children.map { only($0, drawnInDark: drawnInDark) }
            return .group(group)
        }
    }
}
