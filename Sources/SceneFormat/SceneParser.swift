import Foundation
import LayoutEngine
import Yams

/// Reads a scene file (YAML) into the layout engine's `Scene`, with positioned errors.
public struct SceneParser {
    /// Inputs above this size are refused before parsing (a scene is a few kilobytes).
    public static let maximumBytes = 4 << 20
    /// YAML aliases can expand exponentially; the walk stops after this many nodes.
    public static let maximumNodes = 200_000

    let file: String
    let lines: [String]
    var visitedNodes = 0
    var errors: [SceneError] = []
    var viewNames = ViewDirectory()
    var metrics: [String: Double] = [:]
    /// The ids of the scene's constraints, for checking variations.
    var constraintIDs = Set<String>()

    public static func parse(_ text: String, file: String) throws -> Scene {
        var parser = SceneParser(file: file, lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        return try parser.parseScene(text)
    }

    public static func parse(contentsOf path: String) throws -> Scene {
        let display = path
        guard let handle = FileHandle(forReadingAtPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot read the file" : "no such file"
            throw SceneErrors(errors: [SceneError(reason, at: SourceLocation(file: display, line: 0, column: 0))])
        }
        defer { try? handle.close() }
        let data = handle.readData(ofLength: maximumBytes + 1)
        return try parse(data: data, file: display)
    }

    public static func parse(data: Data, file: String) throws -> Scene {
        let location = SourceLocation(file: file, line: 1, column: 1)
        guard data.count <= maximumBytes else {
            throw SceneErrors(errors: [SceneError("file is larger than \(maximumBytes >> 20) MB; a scene is a few kilobytes", at: location)])
        }
        guard !data.contains(0), let text = String(data: data, encoding: .utf8) else {
            throw SceneErrors(errors: [SceneError("not a text file (a scene is UTF-8 YAML)", at: location)])
        }
        return try parse(text, file: file)
    }

    // MARK: - Errors

    func location(_ node: Node?) -> SourceLocation {
        guard let mark = node?.mark else { return SourceLocation(file: file, line: 1, column: 1) }
        return SourceLocation(file: file, line: mark.line, column: mark.column)
    }

    func line(_ number: Int) -> String { number >= 1 && number <= lines.count ? lines[number - 1] : "" }

    func error(_ message: String, _ node: Node?, columnOffset: Int = 0) -> SceneError {
        var loc = location(node)
        loc.column += columnOffset
        return SceneError(message, at: loc, sourceLine: line(loc.line))
    }

    mutating func fail(_ message: String, _ node: Node?) {
        errors.append(error(message, node))
    }

    mutating func count(_ node: Node) throws {
        visitedNodes += 1
        if visitedNodes > Self.maximumNodes {
            throw SceneErrors(errors: [error("the scene expands to more than \(Self.maximumNodes) YAML nodes (aliases?)", node)])
        }
    }

    // MARK: - Scene

    mutating func parseScene(_ text: String) throws -> Scene {
        if let deep = NestingGuard.check(text) {
            throw SceneErrors(errors: [SceneError(deep.message, at: SourceLocation(file: file, line: deep.line, column: deep.column),
                                                  sourceLine: line(deep.line))])
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let yaml as YamlError {
            throw SceneErrors(errors: [yamlError(yaml)])
        }
        guard let root, case .mapping(let mapping) = root else {
            let message = text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                ? "empty scene: expected a mapping with 'views' and 'constraints'"
                : "a scene is a mapping (title, devices, views, constraints, …)"
            throw SceneErrors(errors: [error(message, nil)])
        }
        var scene = Scene(title: URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent)
        let known = ["title", "devices", "orientations", "sizeCategories", "directions", "bars", "root", "views",
                     "constraints", "variations", "metrics", "defaults"]
        var constraintsNode: Node?, variationsNode: Node?
        checkDuplicateKeys(mapping)
        // Views first: constraints refer to them.
        if let views = mapping["views"] { scene.root.subviews = try parseViews(views) }
        if let metricsNode = mapping["metrics"] { try parseMetrics(metricsNode) }
        for (keyNode, value) in mapping {
            try count(value)
            guard let key = keyNode.string else { fail("expected a key", keyNode); continue }
            switch key {
            case "title":
                if let title = scalar(value) { scene.title = title } else { fail("title must be text", value) }
            case "devices": scene.devices = parseList(value).compactMap { parseDevice($0) }
            case "orientations":
                scene.orientations = parseList(value).flatMap { node -> [Orientation] in
                    if node.string == "both" { return [.portrait, .landscape] }
                    return enumValue(node, Orientation.allCases.map(\.rawValue)).flatMap(Orientation.init(rawValue:)).map { [$0] } ?? []
                }
            case "sizeCategories":
                scene.sizeCategories = parseList(value).compactMap { node in
                    guard let c = node.string.flatMap(SizeCategory.named) else {
                        fail("unknown size category '\(node.string ?? "")' (xS S M L xL xxL xxxL AX1…AX5)", node); return nil
                    }
                    return c
                }
            case "directions":
                scene.directions = parseList(value).compactMap {
                    enumValue($0, ["ltr", "rtl"]).flatMap(LayoutDirection.init(rawValue:))
                }
            case "bars": scene.bars = parseBars(value)
            case "root":
                var rootView = try parseView(name: "Root", value)
                rootView.subviews = scene.root.subviews
                scene.root = rootView
            case "views", "metrics": break
            case "constraints": constraintsNode = value
            case "variations": variationsNode = value
            case "defaults":
                if let d = enumValue(value, ["programmatic", "interfaceBuilder"]) { scene.defaults = Scene.Defaults(rawValue: d)! }
            default:
                fail("unknown key '\(key)'" + Suggestion.didYouMean(key, known), keyNode)
            }
        }
        if scene.devices.isEmpty && mapping["devices"] != nil && errors.isEmpty { fail("no devices listed", mapping["devices"]) }
        if scene.devices.isEmpty { scene.devices = [DeviceCatalog.device(named: "iPhone 8")!] }
        if let node = constraintsNode { scene.constraints = try parseConstraints(node) }
        if let node = variationsNode { scene.variations = try parseVariations(node) }
        if !errors.isEmpty { throw SceneErrors(errors: errors) }
        return scene
    }

    func yamlError(_ error: YamlError) -> SceneError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            var loc = SourceLocation(file: file, line: mark.line, column: mark.column)
            // Errors at the end of the input point after the last character, not at an empty line.
            while loc.line > 1 && line(loc.line).trimmingCharacters(in: .whitespaces).isEmpty {
                loc.line -= 1
                loc.column = line(loc.line).count + 1
            }
            let what = loc.line < mark.line ? "invalid YAML at the end of the file: \(problem)" : "invalid YAML: \(problem)"
            return SceneError(what, at: loc, sourceLine: line(loc.line))
        default:
            return SceneError("invalid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    /// YAML allows a key twice in a mapping (the last wins); in a scene that is a mistake.
    mutating func checkDuplicateKeys(_ mapping: Node.Mapping) {
        var seen = Set<String>()
        for (key, _) in mapping {
            guard let name = key.string else { continue }
            if !seen.insert(name).inserted { fail("duplicate key '\(name)'", key) }
        }
    }

    // MARK: - Values

    func scalar(_ node: Node) -> String? { node.scalar?.string }

    mutating func parseList(_ node: Node) -> [Node] {
        if case .sequence(let sequence) = node { return Array(sequence) }
        return [node]
    }

    mutating func enumValue(_ node: Node, _ values: [String]) -> String? {
        guard let text = node.string, let match = values.first(where: { $0.lowercased() == text.lowercased() }) else {
            fail("invalid value '\(node.string ?? "")' (expected \(values.joined(separator: ", ")))" +
                 Suggestion.didYouMean(node.string ?? "", values), node)
            return nil
        }
        return match
    }

    mutating func number(_ node: Node, _ what: String) -> Double? {
        guard let text = node.string, let value = Double(text) ?? metrics[text] else {
            fail("\(what) must be a number, not '\(node.string ?? "a collection")'", node); return nil
        }
        guard value.isFinite else { fail("\(what) must be a finite number, not '\(text)'", node); return nil }
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
                fail("invalid color '\(text)' (expected #RRGGBB or #RRGGBBAA)", node); return nil
            }
            return hex.count == 6 ? Color(hex: value) : Color(hex: value >> 8, alpha: Double(value & 0xFF) / 255)
        }
        let key = normalizedName(text)
        guard let color = Color.named[key] ?? Color.named["system" + key] else {
            fail("unknown color '\(text)'" + Suggestion.didYouMean(text, Array(Color.named.keys).sorted()), node); return nil
        }
        return color
    }

    mutating func parseFont(_ node: Node) -> FontSpec? {
        if case .mapping(let m) = node {
            var font = FontSpec(size: 17)
            for (k, v) in m {
                switch k.string ?? "" {
                case "size": font.size = number(v, "font size") ?? 17
                case "weight": font.weight = enumValue(v, FontSpec.Weight.allCases.map(\.rawValue)).flatMap(FontSpec.Weight.init(rawValue:)) ?? .regular
                case "family": font.family = v.string
                case "style":
                    if let style = v.string.flatMap(TextStyle.named) { font = FontSpec.style(style) }
                    else if v.string == "italic" { font.italic = true }
                    else { fail("unknown text style '\(v.string ?? "")'", v) }
                default: fail("unknown font key '\(k.string ?? "")' (size, weight, family, style)", k)
                }
            }
            return font
        }
        guard let text = node.string else { fail("a font is a text style, 'system 17 [weight]', or a mapping", node); return nil }
        if let style = TextStyle.named(text) { return .style(style) }
        let parts = text.split(separator: " ").map(String.init)
        if parts.first?.lowercased() == "system", parts.count >= 2, let size = Double(parts[1]), size > 0, size.isFinite {
            var weight = FontSpec.Weight.regular
            if parts.count >= 3 {
                guard let w = FontSpec.Weight.allCases.first(where: { $0.rawValue.lowercased() == parts[2].lowercased() }) else {
                    fail("unknown font weight '\(parts[2])'" + Suggestion.didYouMean(parts[2], FontSpec.Weight.allCases.map(\.rawValue)), node)
                    return nil
                }
                weight = w
            }
            return .system(size, weight)
        }
        fail("unknown font '\(text)'" + Suggestion.didYouMean(text, TextStyle.allCases.map(\.rawValue)) +
             " (a text style such as body, or 'system 17 semibold')", node)
        return nil
    }

    /// A layout priority: 1 to 1000.
    mutating func priority(_ node: Node, _ what: String) -> Double? {
        guard let value = number(node, what) else { return nil }
        guard value >= 1 && value <= 1000 else { fail("\(what) must be a priority from 1 to 1000, not \(formatPoints(value))", node); return nil }
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
                default: fail("unknown axis '\(k.string ?? "")' (h or v)", k)
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
                default: fail("unknown edge '\(k.string ?? "")' (top, leading, bottom, trailing)", k)
                }
            }
            return insets
        }
        if let n = node.string.flatMap(Double.init) { return Insets(all: n) }
        return numbers(node, count: 4, what).map { Insets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) }
    }

    mutating func parseBars(_ node: Node) -> Bars {
        var bars = Bars()
        bars.statusBar = false
        for item in parseList(node) {
            guard let name = enumValue(item, ["statusBar", "navigationBar", "largeTitle", "tabBar", "toolbar", "none"]) else { continue }
            switch name {
            case "statusBar": bars.statusBar = true
            case "navigationBar": bars.navigationBar = true
            case "largeTitle": bars.largeTitle = true; bars.navigationBar = true
            case "tabBar": bars.tabBar = true
            case "toolbar": bars.toolbar = true
            default: break
            }
        }
        return bars
    }

    mutating func parseDevice(_ node: Node) -> Device? {
        if case .mapping(let m) = node {
            guard let name = m["name"]?.string else { fail("a custom device needs a name", node); return nil }
            guard let sizeNode = m["size"], let size = numbers(sizeNode, count: 2, "device size") else {
                fail("a custom device needs size: [width, height]", node); return nil
            }
            let scale = m["scale"].flatMap { number($0, "scale") } ?? 2
            if !(1...3).contains(scale) { fail("scale must be 1, 2 or 3 (pixels per point)", m["scale"]) }
            if size[0] <= 0 || size[1] <= 0 { fail("a device size must be positive", sizeNode) }
            var portrait = Insets(top: 20), landscape = Insets.zero
            if let safe = m["safeArea"], case .mapping(let sm) = safe {
                if let p = sm["portrait"], let v = numbers(p, count: 4, "safe area") { portrait = Insets(top: v[0], left: v[1], bottom: v[2], right: v[3]) }
                if let l = sm["landscape"], let v = numbers(l, count: 4, "safe area") { landscape = Insets(top: v[0], left: v[1], bottom: v[2], right: v[3]) }
            }
            for (k, _) in m where !["name", "size", "scale", "safeArea", "idiom"].contains(k.string ?? "") {
                fail("unknown device key '\(k.string ?? "")' (name, size, scale, safeArea, idiom)", k)
            }
            let idiom: Device.Idiom = m["idiom"]?.string == "pad" ? .pad : .phone
            return Device(name: name, idiom: idiom, size: Size(width: size[0], height: size[1]), scale: scale,
                          portraitSafeArea: portrait, landscapeSafeArea: landscape, statusBar: portrait.top,
                          landscapeStatusBar: landscape.top, homeIndicator: portrait.bottom > 0, cutout: .none)
        }
        guard let name = node.string else { fail("a device is a catalog name or a mapping", node); return nil }
        guard let device = DeviceCatalog.device(named: name) else {
            fail("unknown device '\(name)'" + Suggestion.didYouMean(name, DeviceCatalog.allNames) + "; `alpreview devices` lists them", node)
            return nil
        }
        return device
    }
}
