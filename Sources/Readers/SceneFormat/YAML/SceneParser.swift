import Foundation
import SceneModel
import SceneReading
import SourceText
import Yams

/// Reads a scene file (YAML) into the layout engine's `Scene`, with positioned errors.
public struct SceneParser {
    /// Inputs above this size are refused before parsing (a scene is a few kilobytes).
    public static let maximumBytes = SceneFile.maximumBytes
    /// YAML aliases can expand exponentially; the tree is refused past this many nodes.
    public static let maximumNodes = 200_000

    let file: String
    let lines: [String]
    var errors: [Diagnostic] = []
    /// Errors found past `SceneLimits.maximumReportedErrors`: counted, not kept.
    var omittedErrors = 0
    var viewNames = ViewDirectory()
    var metrics: [String: Double] = [:]
    /// The ids of the scene's constraints, for checking variations.
    var constraintIDs = Set<String>()
    /// Where image files may come from (the scene's folder unless the user allows more).
    var imageAccess: ImageAccess
    /// Whether common constraint lines take `parseCommonLine` (off only in tests that compare the two paths).
    var readsCommonLines = true
    /// Whether plain YAML takes `PlainYAMLReader` (off only in tests that compare the two paths).
    var readsPlainYAML = true

    public static func parse(_ text: String, file: String, imageAccess: ImageAccess? = nil) throws -> Scene {
        try parse(text, file: file, imageAccess: imageAccess, commonLines: true)
    }

    static func parse(
        _ text: String, file: String, imageAccess: ImageAccess? = nil, commonLines: Bool, plainYAML: Bool = true
    ) throws -> Scene {
        var parser = SceneParser(
            file: file, lines: yamlLines(text),
            imageAccess: imageAccess ?? ImageAccess(sceneFile: file))
        parser.readsCommonLines = commonLines
        parser.readsPlainYAML = plainYAML
        return try parser.parseScene(text)
    }

    /// Reads a YAML scene file (a regular file of at most `maximumBytes`), or standard input for `-`.
    /// `SceneInput.read(path:)` reads any format, with the checks every format shares.
    public static func parse(contentsOf path: String, imageAccess: ImageAccess? = nil) throws -> Scene {
        try parse(
            data: Data(try SceneFile.bytes(at: path, formats: ".yaml")), file: SceneFile.displayName(path),
            imageAccess: imageAccess)
    }

    public static func parse(data: Data, file: String, imageAccess: ImageAccess? = nil) throws -> Scene {
        try SceneFile.checkSize(data.count, file: file)
        guard !data.contains(0), let text = String(data: data, encoding: .utf8) else {
            let location = SourceLocation(file: file, line: 1, column: 1)
            throw SceneErrors(errors: [Diagnostic("not a text file (a scene is UTF-8 YAML)", at: location)])
        }
        return try parse(text, file: file, imageAccess: imageAccess)
    }

    // MARK: - Errors

    func location(_ node: Node?) -> SourceLocation {
        guard let mark = node?.mark else { return SourceLocation(file: file, line: 1, column: 1, sourceLine: line(1)) }
        return SourceLocation(file: file, line: mark.line, column: mark.column, sourceLine: line(mark.line))
    }

    func line(_ number: Int) -> String { number >= 1 && number <= lines.count ? lines[number - 1] : "" }

    func error(_ message: String, _ node: Node?, columnOffset: Int = 0) -> Diagnostic {
        var loc = location(node)
        loc.column += columnOffset
        return Diagnostic(message, at: loc, sourceLine: line(loc.line))
    }

    /// Records an error; past the reporting cap only counts it.
    mutating func fail(_ message: String, _ node: Node?) {
        record(error(message, node))
    }

    mutating func record(_ error: Diagnostic) {
        guard errors.count < SceneLimits.maximumReportedErrors else { omittedErrors += 1; return }
        errors.append(error)
    }

    /// The lines as YAML counts them (line feed, carriage return, CR LF, NEL, LS, PS), so that a
    /// mark's line number quotes the right line.
    static func yamlLines(_ text: String) -> [String] {
        var text = text
        return text.withUTF8 { yamlLines(utf8: $0) }
    }

    /// `yamlLines` on the text's UTF-8 bytes (NEL is C2 85, LS and PS are E2 80 A8 and A9): going
    /// scalar by scalar cost three times as much.
    static func yamlLines(utf8 bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var lines: [String] = []
        var start = 0, index = 0
        let count = bytes.count
        func line(_ end: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        while index < count {
            let byte = bytes[index]
            var length = 0
            if byte == 0x0A {
                length = 1
            } else if byte == 0x0D {
                length = index + 1 < count && bytes[index + 1] == 0x0A ? 2 : 1
            } else if byte == 0xC2 {
                length = index + 1 < count && bytes[index + 1] == 0x85 ? 2 : 0
            } else if byte == 0xE2 {
                length = index + 2 < count && bytes[index + 1] == 0x80 && (bytes[index + 2] | 1) == 0xA9 ? 3 : 0
            }
            guard length > 0 else {
                index += 1
                continue
            }
            lines.append(line(index))
            index += length
            start = index
        }
        lines.append(line(count))
        return lines
    }

    // MARK: - Scene

    mutating func parseScene(_ text: String) throws -> Scene {
        let (root, plain) = try readYAML(text)
        // A plain tree has no aliases, and no collection deeper than the limit: the guard
        // would pass it (it walks a tree only past its size, or with a `*` in the text).
        let guarded = plain && text.utf8.count * 2 + 1 < SceneParser.maximumNodes
        if !guarded, let root, let (node, message) = ExpansionGuard.check(root, text: text) {
            throw SceneErrors(errors: [error(message, node)])
        }
        guard let root, case .mapping(let mapping) = root else {
            let message =
                text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                ? "empty scene: expected a mapping with 'views' and 'constraints'"
                : "a scene is a mapping (title, devices, views, constraints, …)"
            throw SceneErrors(errors: [error(message, nil)])
        }
        // The file's name is the title only without a `title` key (made from a URL, it cost 1 %).
        var scene = Scene(title: "")
        var titled = false
        let known = [
            "title", "devices", "orientations", "sizeCategories", "directions", "bars", "root", "views",
            "constraints", "variations", "metrics", "defaults", "rootSizing",
        ]
        var constraintsNode: Node?, variationsNode: Node?
        checkDuplicateKeys(mapping)
        // Views first: constraints refer to them.
        if let views = mapping.value(forKey: "views") {
            scene.root.subviews = try parseViews(views)
            if viewNames.names.count > SceneLimits.maximumViews {
                throw SceneErrors(errors: [
                    error(
                        "the scene has \(SceneLimits.format(Double(viewNames.names.count))) views; alpreview lays out at most "
                            + "\(SceneLimits.format(Double(SceneLimits.maximumViews))) (a screen has a few hundred at most)",
                        views)
                ])
            }
        }
        if let metricsNode = mapping.value(forKey: "metrics") { try parseMetrics(metricsNode) }
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else { fail("expected a key", keyNode); continue }
            switch key {
            case "title":
                if let title = scalar(value) {
                    scene.title = title
                    titled = true
                } else {
                    fail("title must be text", value)
                }
            case "devices": scene.devices = parseList(value).compactMap { parseDevice($0) }
            case "orientations":
                scene.orientations = parseList(value).flatMap { node -> [Orientation] in
                    if node.string == "both" { return [.portrait, .landscape] }
                    return enumValue(node, Orientation.allCases.map(\.rawValue)).flatMap(Orientation.init(rawValue:))
                        .map { [$0] } ?? []
                }
            case "sizeCategories":
                scene.sizeCategories = parseList(value).compactMap { node in
                    guard let c = node.string.flatMap(SizeCategory.named) else {
                        fail(
                            "unknown size category '\(shownValue(node.string ?? ""))' (xS S M L xL xxL xxxL AX1…AX5)",
                            node);
                        return nil
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
                if let d = enumValue(value, ["programmatic", "interfaceBuilder"]) {
                    scene.defaults = Scene.Defaults(rawValue: d)!
                }
            case "rootSizing":
                if let sizing = enumValue(value, RootSizing.allCases.map(\.rawValue)) {
                    scene.rootSizing = RootSizing(rawValue: sizing)!
                }
            default:
                fail("unknown key '\(key)'" + Suggestion.didYouMean(key, known), keyNode)
            }
        }
        if scene.devices.isEmpty && mapping.value(forKey: "devices") != nil && errors.isEmpty {
            fail("no devices listed", mapping.value(forKey: "devices"))
        }
        if scene.devices.isEmpty { scene.devices = [DeviceCatalog.device(named: "iPhone 8")!] }
        if let node = constraintsNode {
            scene.constraints = try parseConstraints(node)
            if scene.constraints.count > SceneLimits.maximumConstraints {
                throw SceneErrors(errors: [
                    error(
                        "the scene has \(SceneLimits.format(Double(scene.constraints.count))) constraints; alpreview solves at most "
                            + "\(SceneLimits.format(Double(SceneLimits.maximumConstraints))) (a screen has a few hundred)",
                        node)
                ])
            }
        }
        if let node = variationsNode { scene.variations = try parseVariations(node) }
        let configurations =
            scene.devices.count * scene.orientations.count * scene.sizeCategories.count * scene.directions.count
        if configurations > SceneLimits.maximumConfigurations {
            fail(
                "the scene has \(SceneLimits.format(Double(configurations))) configurations (\(scene.devices.count) devices × "
                    + "\(scene.orientations.count) orientations × \(scene.sizeCategories.count) size categories × \(scene.directions.count) "
                    + "directions); alpreview lays out at most \(SceneLimits.maximumConfigurations) per scene",
                mapping.value(forKey: "devices") ?? mapping.value(forKey: "sizeCategories"))
        }
        if !errors.isEmpty { throw SceneErrors(errors: errors, omitted: omittedErrors) }
        if !titled { scene.title = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent }
        return scene
    }

    /// The YAML tree: plain scenes straight from their bytes, anything else (and every YAML
    /// error) through libyaml and Yams, refusing deep nesting before Yams recurses into it.
    func readYAML(_ text: String) throws -> (root: Node?, plain: Bool) {
        if readsPlainYAML, let root = PlainYAMLReader.checkedRead(text) { return (root, true) }
        if let deep = NestingGuard.check(text) {
            throw SceneErrors(errors: [
                Diagnostic(
                    deep.message, at: SourceLocation(file: file, line: deep.line, column: deep.column),
                    sourceLine: line(deep.line))
            ])
        }
        do {
            return (try Yams.compose(yaml: text), false)
        } catch let yaml as YamlError {
            throw SceneErrors(errors: [yamlError(yaml, in: text)])
        }
    }

    func yamlError(_ error: YamlError, in text: String) -> Diagnostic {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            var loc = SourceLocation(file: file, line: mark.line, column: mark.column)
            // Errors at the end of the input point after the last character, not at an empty line.
            while loc.line > 1 && line(loc.line).trimmingCharacters(in: .whitespaces).isEmpty {
                loc.line -= 1
                loc.column = line(loc.line).count + 1
            }
            let what =
                loc.line < mark.line ? "invalid YAML at the end of the file: \(problem)" : "invalid YAML: \(problem)"
            return Diagnostic(what, at: loc, sourceLine: line(loc.line))
        case .reader(let problem, let offset, let value, _):
            // libyaml refuses control characters; Yams gives the character offset, not a mark.
            let loc =
                offset.map { position(ofCharacter: $0, in: text) } ?? SourceLocation(file: file, line: 1, column: 1)
            let found =
                value >= 0
                ? Unicode.Scalar(UInt32(value)).map { " (\(terminalSafe(String(Character($0)), escapingTabs: true)))" }
                    ?? "" : ""
            return Diagnostic("invalid YAML: \(problem)\(found)", at: loc, sourceLine: line(loc.line))
        default:
            return Diagnostic("invalid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    /// The line and column (in Unicode scalars, as libyaml counts) of a character offset.
    func position(ofCharacter offset: Int, in text: String) -> SourceLocation {
        let end = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex
        var line = 1, column = 1
        for character in text[..<end] {
            if ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(character) {
                line += 1; column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// YAML allows a key twice in a mapping (the last wins); in a scene that is a mistake.
    mutating func checkDuplicateKeys(_ mapping: Node.Mapping) {
        // A view's few keys are compared with those before them: hashing them into a Set, or
        // even listing them, cost more.
        if mapping.count <= 16 {
            var index = mapping.startIndex
            while index < mapping.endIndex {
                let key = mapping[index].key
                if let name = key.string {
                    var earlier = mapping.startIndex
                    while earlier < index && mapping[earlier].key.string != name { earlier += 1 }
                    if earlier < index { fail("duplicate key '\(name)'", key) }
                }
                index += 1
            }
            return
        }
        var seen = Set<String>()
        for (key, _) in mapping {
            guard let name = key.string else { continue }
            if !seen.insert(name).inserted { fail("duplicate key '\(name)'", key) }
        }
    }
}
