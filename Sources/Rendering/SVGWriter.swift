import Foundation
import LayoutEngine
import RasterImage
import SceneModel

/// Writes the document's tree as SVG markup: one element per item (a rectangle, circle, line,
/// path, image or text), groups as `g` elements with their id, title, classes, clip, translation
/// or opacity, one element a line, indented by depth. Collects as it goes what the head of the
/// document declares: the colors (`SVGColors`), the fonts as classes, the clip paths.
final class SVGWriter {
    let painter: Painter
    private(set) var body = ""
    private(set) var colors: SVGColors
    private var fills: Set<String> = [], strokes: Set<String> = []
    private var ids = SVGIDs()
    private var clipIDs: [String: String] = [:]
    private(set) var clipDefinitions: [String] = []
    private var fontClasses: [String: String] = [:]
    private var fontOrder: [String] = []

    init(painter: Painter, darkOnly: Bool) {
        self.painter = painter
        colors = SVGColors(darkOnly: darkOnly)
    }

    /// The style sheet: colors, fonts, and text kept as written (its spaces are the scene's).
    var styleSheet: String {
        var css = colors.styleRules(fills: fills, strokes: strokes)
        css += "text{white-space:pre}\n"
        for font in fontOrder { css += ".\(fontClasses[font]!){font:\(font)}\n" }
        return css
    }

    func write(_ group: SVGGroup, depth: Int = 0) {
        var attributes: [SVGAttribute] = []
        if let name = group.idName { attributes.append(SVGAttribute(name: "id", value: ids.unique(name))) }
        if !group.classes.isEmpty {
            attributes.append(SVGAttribute(name: "class", value: group.classes.joined(separator: " ")))
        }
        attributes += group.attributes
        switch group.scope {
        case .clip(let shape): attributes.append(SVGAttribute(name: "clip-path", value: "url(#\(clip(shape)))"))
        case .translate(let dx, let dy) where dx != 0 || dy != 0:
            attributes.append(SVGAttribute(name: "transform", value: "translate(\(n(dx)) \(n(dy)))"))
        case .opacity(let alpha): attributes.append(SVGAttribute(name: "opacity", value: n(alpha)))
        case .none, .translate: break
        }
        // A group that says nothing is its children.
        guard !attributes.isEmpty || group.title != nil else {
            for child in group.children { write(child, depth: depth) }
            return
        }
        line(depth, "<g" + Self.markup(attributes) + ">")
        if let title = group.title { line(depth + 1, "<title>\(SVGMarkup.text(title))</title>") }
        for child in group.children { write(child, depth: depth + 1) }
        line(depth, "</g>")
    }

    func write(_ node: SVGNode, depth: Int) {
        switch node {
        case .item(let item): write(item, depth: depth)
        case .group(let group): write(group, depth: depth)
        }
    }

    func write(_ svgItem: SVGItem, depth: Int) {
        let item = svgItem.item
        if case .image(let image) = item.paint {
            // An image's pixels are its colors.
            line(depth, imageElement(image, attributes: svgItem.attributes, classes: svgItem.classes))
            return
        }
        // Clear in both appearances: nothing to draw.
        guard item.color.alpha > 0 || svgItem.dark.alpha > 0 else { return }
        let color = colors.name(light: item.color, dark: svgItem.dark)
        var classes = svgItem.classes
        func fill() -> String {
            fills.insert(color)
            return Self.markup([SVGAttribute(name: "class", value: (classes + ["f-\(color)"]).joined(separator: " "))])
                + Self.markup(svgItem.attributes)
        }
        func stroke(_ width: Double, _ dash: DisplayItem.Dash?) -> String {
            strokes.insert(color)
            var attributes = [SVGAttribute(name: "class", value: (classes + ["s-\(color)"]).joined(separator: " "))]
            if width != 1 { attributes.append(SVGAttribute(name: "stroke-width", value: n(width))) }
            if let dash {
                attributes.append(SVGAttribute(name: "stroke-dasharray", value: "\(n(dash.on)) \(n(dash.off))"))
            }
            return Self.markup(attributes + svgItem.attributes)
        }
        switch item.paint {
        case .fill(let shape):
            line(depth, shapeElement(shape, fill()))
        case .stroke(let shape, let width, let dash):
            var attributes = stroke(width, dash)
            if case .path(let path) = shape {
                attributes +=
                    path.roundEnds ? " stroke-linecap=\"round\" stroke-linejoin=\"round\"" : " stroke-miterlimit=\"10\""
            }
            line(depth, shapeElement(shape, attributes))
        case .line(let a, let b, let width, let dash):
            line(
                depth,
                "<line x1=\"\(n(a.x))\" y1=\"\(n(a.y))\" x2=\"\(n(b.x))\" y2=\"\(n(b.y))\"" + stroke(width, dash) + "/>"
            )
        case .hatch(let frame, let spacing, let width):
            guard spacing > 0 else { return }
            var d = ""
            var offset = -frame.height
            while offset < frame.width {
                d += "M\(n(frame.x + offset)) \(n(frame.maxY))l\(n(frame.height)) \(n(-frame.height))"
                offset += spacing
            }
            let clip = clip(.rect(frame, radius: 0))
            line(depth, "<path d=\"\(d)\"" + stroke(width, nil) + " clip-path=\"url(#\(clip))\"/>")
        case .text(let text):
            let lines = painter.svgLines(of: text)
            guard !lines.isEmpty else { return }
            classes.append(fontClass(text.font))
            let attributes = fill()
            if lines.count == 1 {
                line(depth, "<text" + attributes + position(lines[0]) + ">" + SVGMarkup.text(lines[0].text) + "</text>")
            } else {
                line(
                    depth,
                    "<text" + attributes + ">"
                        + lines.map { "<tspan" + position($0) + ">" + SVGMarkup.text($0.text) + "</tspan>" }.joined()
                        + "</text>")
            }
        case .image, .clip, .translate, .restore, .beginGroup, .endGroup:
            // Images are written above; scopes are groups of the tree (`SVGTreeBuilder`).
            break
        }
    }

    private func position(_ line: SVGTextLine) -> String {
        " x=\"\(n(line.x))\" y=\"\(n(line.baseline))\" textLength=\"\(n(line.width))\""
    }

    /// The element of a filled or stroked shape, with its attributes.
    private func shapeElement(_ shape: DisplayShape, _ attributes: String) -> String {
        switch shape {
        case .rect(let rect, let radius):
            let r = Self.normalized(rect)
            // SVG draws no rectangle without area, where Cairo strokes its outline as a line.
            if r.width == 0 || r.height == 0 {
                return "<path d=\"M\(n(r.x)) \(n(r.y))h\(n(r.width))v\(n(r.height))h\(n(-r.width))Z\"" + attributes
                    + "/>"
            }
            let rounded = min(radius, r.width / 2, r.height / 2)
            return "<rect x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\""
                + (rounded > 0 ? " rx=\"\(n(rounded))\"" : "") + attributes + "/>"
        case .circle(let center, let radius):
            return "<circle cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"\(n(max(radius, 0)))\"" + attributes + "/>"
        case .path(let path):
            return "<path d=\"\(SVGPathData.data(path))\"" + SVGPathData.transform(path) + attributes + "/>"
        }
    }

    /// The image as PNG in a data URI, scaled to its destination and shown inside its frame.
    private func imageElement(_ image: DisplayImage, attributes: [SVGAttribute], classes: [String]) -> String {
        let (frame, target) = (image.frame, image.destination)
        guard image.pixels.width > 0, image.pixels.height > 0, target.width != 0, target.height != 0 else { return "" }
        var pixels = image.pixels
        if image.opaque { pixels.pixels = pixels.pixels.map { $0 | 0xFF00_0000 } }
        let png = Data(PNGEncoder.encode(pixels, level: 9)).base64EncodedString()
        let t = Self.normalized(target)
        var element =
            "<image x=\"\(n(t.x))\" y=\"\(n(t.y))\" width=\"\(n(t.width))\" height=\"\(n(t.height))\""
            + " preserveAspectRatio=\"none\""
        if !classes.isEmpty { element += " class=\"\(classes.joined(separator: " "))\"" }
        element += Self.markup(attributes)
        let f = Self.normalized(frame)
        if !(f.minX <= t.minX && f.minY <= t.minY && f.maxX >= t.maxX && f.maxY >= t.maxY) {
            element += " clip-path=\"url(#\(clip(.rect(frame, radius: 0))))\""
        }
        return element + " xlink:href=\"data:image/png;base64,\(png)\"/>"
    }

    /// The id of a clip path of `shape`, declared once.
    private func clip(_ shape: DisplayShape) -> String {
        let element = shapeElement(shape, "")
        if let id = clipIDs[element] { return id }
        let id = ids.unique("clip\(clipIDs.count + 1)")
        clipIDs[element] = id
        clipDefinitions.append("<clipPath id=\"\(id)\">\(element)</clipPath>")
        return id
    }

    /// The class of a font: its CSS `font` shorthand declared once in the style sheet.
    private func fontClass(_ font: FontSpec) -> String {
        let css = SVGFonts.css(font)
        if let name = fontClasses[css] { return name }
        let name = "font\(fontOrder.count + 1)"
        fontClasses[css] = name
        fontOrder.append(css)
        return name
    }

    private func line(_ depth: Int, _ markup: String) {
        body += String(repeating: " ", count: depth) + markup + "\n"
    }

    private func n(_ value: Double) -> String { SVGMarkup.number(value) }

    static func markup(_ attributes: [SVGAttribute]) -> String {
        attributes.map { " \($0.name)=\"\(SVGMarkup.attribute($0.value))\"" }.joined()
    }

    /// A rectangle with a positive width and height covering the same points.
    static func normalized(_ r: Rect) -> Rect {
        Rect(x: min(r.minX, r.maxX), y: min(r.minY, r.maxY), width: abs(r.width), height: abs(r.height))
    }
}
