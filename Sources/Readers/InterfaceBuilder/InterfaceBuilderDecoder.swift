import IBXML
import Parallel
import SourceText

/// Decodes a storyboard or a XIB (docs/interface-builder.md) into an
/// `IBDocument`. Structural problems (an attribute IB always writes is missing, a number that
/// does not parse, an unknown layout attribute) are located errors, all reported at once;
/// elements and attributes it does not know are kept and counted, never fatal.
public enum InterfaceBuilderDecoder {
    public static func decode(_ tree: XMLTree) throws(XMLReadErrors) -> IBDocument {
        let context = DecodingContext(tree: tree)
        // Views are decoded recursively, as deep as the XML nests.
        let decoded = LargeStack.run { DocumentDecoding(context: context).document(tree.root) }
        guard context.errors.isEmpty, var document = decoded else {
            // In the order of the file (fields are read in the model's order, not the file's).
            let errors = context.errors.enumerated().sorted {
                ($0.element.position.line, $0.element.position.column, $0.offset) < (
                    $1.element.position.line, $1.element.position.column, $1.offset
                )
            }.map(\.element)
            throw XMLReadErrors(errors: errors, omitted: context.omitted)
        }
        document.sourceLines = tree.lines
        return document
    }

    public static func decode(bytes: [UInt8], file: String) throws(XMLReadErrors) -> IBDocument {
        let tree: XMLTree
        do { tree = try XMLReader.read(bytes: bytes, file: file) } catch { throw XMLReadErrors(errors: [error]) }
        return try decode(tree)
    }

    public static func decode(contentsOf path: String) throws(XMLReadErrors) -> IBDocument {
        let tree: XMLTree
        do { tree = try XMLReader.read(contentsOf: path) } catch { throw XMLReadErrors(errors: [error]) }
        return try decode(tree)
    }
}

/// The decoding of one document; one method per element kind, in extensions by topic.
struct DocumentDecoding {
    let context: DecodingContext

    /// The XML declaration's document types for storyboards and XIBs.
    static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    /// Xcode 4's XIBs made for the iPad only, still opened (and kept) by later Xcodes.
    static let iPadXIBType = "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB"

    func document(_ element: XMLElementNode) -> IBDocument? {
        guard element.name == "document" else {
            context.fail(
                "the root element is <\(element.name)>: an Interface Builder file starts with <document>",
                at: element.position)
            return nil
        }
        var fields = ElementFields(element, context)
        guard let type = fields.required("type"), let toolsVersion = fields.required("toolsVersion") else { return nil }
        var kind: IBDocument.Kind
        switch type.value {
        case Self.storyboardType: kind = .storyboard
        case Self.xibType, Self.iPadXIBType: kind = .xib
        default:
            context.fail(
                "'\(shownValue(type.value))' is not an iOS storyboard or XIB (expected \(Self.storyboardType) or \(Self.xibType))",
                at: type.position)
            return nil
        }
        // What the document holds decides how it is laid out (a XIB's views at their own size,
        // a storyboard's scenes on their device), whatever its type says.
        let holdsScenes = element.children.contains { $0.name == "scenes" }
        if holdsScenes != (kind == .storyboard) {
            kind = holdsScenes ? .storyboard : .xib
            context.warn(
                holdsScenes
                    ? "the document type is a XIB's, but it holds <scenes>: read as a storyboard"
                    : "the document type is a storyboard's, but it holds no <scenes>: read as a XIB",
                at: type.position)
        }
        var document = IBDocument(
            file: context.tree.file, kind: kind, type: type, toolsVersion: toolsVersion,
            targetRuntime: fields.string("targetRuntime"), useAutolayout: fields.bool("useAutolayout"),
            useSafeAreas: fields.bool("useSafeAreas"), useTraitCollections: fields.bool("useTraitCollections"),
            initialViewController: fields.string("initialViewController"), device: nil, scenes: [], objects: nil,
            resources: IBResources(), inferredMetricsTieBreakers: [], notUnderstood: [:], extras: IBExtras())
        document.variant = fields.string("variant")
        fields.ignore(["version", "propertyAccessControl", "colorMatched", "launchScreen", "systemVersion"])
        document.extras.attributes = fields.leftovers()
        var extras = document.extras
        context.eachChild(of: element, extras: &extras) { child in
            switch child.name {
            case "device": document.device = device(child)
            case "dependencies": document.pluginVersion = pluginVersion(child)
            case "scenes":
                context.eachChild(of: child) { scene in
                    guard scene.name == "scene" else { return false }
                    if let decoded = self.scene(scene) { document.scenes.append(decoded) }
                    return true
                }
            case "objects": document.objects = objects(child)
            case "resources": document.resources = resources(child)
            case "inferredMetricsTieBreakers":
                context.eachChild(of: child) { segue in
                    guard segue.name == "segue" else { return false }
                    var fields = ElementFields(segue, context, skippable: true)
                    if let reference = fields.required("reference") {
                        document.inferredMetricsTieBreakers.append(reference)
                    }
                    _ = fields.leftovers()
                    return true
                }
            case "accessibilityOverrides":
                var fields = ElementFields(child, context)
                let enabled = fields.bool("isEnabled")?.value ?? false
                let preference = fields.int("dynamicTypePreference")
                if enabled { document.dynamicTypePreference = preference }
                _ = fields.leftovers()
            case "customFonts": break
            // Xcode 6–8's default simulated metrics (screen, orientation, status bar) for scenes that
            // simulate none of their own: Xcode stored the roots' frames for them, and alpreview
            // lays a root out at its stored size (docs/interface-builder.md).
            case "simulatedMetricsContainer" where child["key"] == "defaultSimulatedMetrics": break
            case "color" where child["key"] == "tintColor": document.tintColor = color(child)
            default: return false
            }
            return true
        }
        document.extras.elements = extras.elements
        document.notUnderstood = context.notUnderstood
        document.locatedWarnings = context.warnings.enumerated().sorted {
            ($0.element.position.line, $0.element.position.column, $0.offset) < (
                $1.element.position.line, $1.element.position.column, $1.offset
            )
        }.map(\.element)
        document.omittedWarnings = context.omittedWarnings
        return document
    }

    func device(_ element: XMLElementNode) -> IBDevice? {
        var fields = ElementFields(element, context, skippable: true)
        guard let id = fields.required("id") else { return nil }
        var device = IBDevice(
            id: id, orientation: fields.string("orientation"), appearance: fields.string("appearance"),
            adaptation: nil, position: element.position)
        fields.ignore(["layout"])
        _ = fields.leftovers()
        context.eachChild(of: element) { child in
            guard child.name == "adaptation" else { return false }
            var fields = ElementFields(child, context)
            device.adaptation = fields.string("id")
            _ = fields.leftovers()
            return true
        }
        return device
    }

    /// `<dependencies>`: only the plug-in's version matters (the real build behind a
    /// placeholder toolsVersion); capabilities and deployment targets are informative.
    func pluginVersion(_ element: XMLElementNode) -> Located<String>? {
        var version: Located<String>?
        context.eachChild(of: element) { child in
            switch child.name {
            case "plugIn":
                var fields = ElementFields(child, context)
                if fields.string("identifier")?.value == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" {
                    version = fields.string("version")
                }
            case "capability", "deployment", "development": break
            default: return false
            }
            return true
        }
        return version
    }

    func scene(_ element: XMLElementNode) -> IBScene? {
        var fields = ElementFields(element, context, skippable: true)
        guard let sceneID = fields.required("sceneID") else { return nil }
        _ = fields.leftovers()
        var result = IBScene(sceneID: sceneID, objects: IBObjects(), position: element.position)
        context.eachChild(of: element) { child in
            switch child.name {
            case "objects": result.objects = objects(child)
            case "point": result.canvasLocation = canvasLocation(child) ?? result.canvasLocation
            default: return false
            }
            return true
        }
        return result
    }

    /// `<point key="canvasLocation" x y>`: where the scene sits on the canvas (its centre). Only
    /// the canvas reads it: a value that is not a number within ±100,000 (the bound of every
    /// number of a document) is ignored rather than refused.
    func canvasLocation(_ element: XMLElementNode) -> IBPoint? {
        var fields = ElementFields(element, context)
        let key = fields.string("key"), x = fields.string("x"), y = fields.string("y")
        _ = fields.leftovers()
        guard key?.value == "canvasLocation", let x = x.flatMap({ Double($0.value) }),
            let y = y.flatMap({ Double($0.value) }), abs(x) <= 100_000, abs(y) <= 100_000
        else { return nil }
        return IBPoint(x: x, y: y)
    }

    func resources(_ element: XMLElementNode) -> IBResources {
        var resources = IBResources()
        context.eachChild(of: element) { child in
            var fields = ElementFields(child, context, skippable: true)
            switch child.name {
            case "image":
                if let name = fields.required("name"), let width = fields.requiredSize("width"),
                    let height = fields.requiredSize("height")
                {
                    resources.images.append(
                        IBImageResource(name: name, width: width, height: height, catalog: fields.string("catalog")))
                }
            case "systemColor", "namedColor":
                guard let name = fields.required("name") else { return true }
                let color = child.children.first { $0.name == "color" }.flatMap { self.color($0) }
                let named = IBNamedColor(name: name, color: color)
                if child.name == "systemColor" {
                    resources.systemColors.append(named)
                } else {
                    resources.namedColors.append(named)
                }
            default: return false
            }
            _ = fields.leftovers()
            return true
        }
        return resources
    }
}
