import IBXML

/// A storyboard or a XIB, decoded: what alpreview needs to lay out its screens with the frames
/// Xcode stored. Nothing here is mapped to the layout engine yet; ids are kept as written
/// (dangling ids and cycles are found when the document is mapped).
public struct IBDocument: Sendable {
    public enum Kind: String, Sendable { case storyboard, xib }

    public var file: String
    public var kind: Kind
    /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB` or `…CocoaTouch.XIB`.
    public var type: Located<String>
    public var toolsVersion: Located<String>
    /// The Interface Builder plug-in's version: the real Xcode build when `toolsVersion` is
    /// the `32700.99.1234` placeholder of recent Xcode versions.
    public var pluginVersion: Located<String>?
    public var targetRuntime: Located<String>?
    public var useAutolayout: Located<Bool>?
    public var useSafeAreas: Located<Bool>?
    public var useTraitCollections: Located<Bool>?
    /// `variant="6xAndEarlier"`: a document laid out as iOS 6 and earlier lay views out.
    public var variant: Located<String>? = nil
    public var initialViewController: Located<String>?
    /// The canvas device; absent in Xcode 7 files (a 600 × 600 Any/Any canvas).
    public var device: IBDevice?
    /// The document's global tint (`<color key="tintColor">` in `<document>`): every view's tint
    /// that sets none of its own.
    public var tintColor: IBColor? = nil
    /// Storyboards: the scenes in order.
    public var scenes: [IBScene]
    /// XIBs: the top-level objects (each view is a separate layout root).
    public var objects: IBObjects?
    public var resources: IBResources
    /// `<inferredMetricsTieBreakers>`: the segues whose bars Interface Builder simulates.
    public var inferredMetricsTieBreakers: [Located<String>]
    /// Elements and attributes not understood anywhere in the document, by kind
    /// (`<element> in <parent>` or `element@attribute`), with how often each was seen.
    public var notUnderstood: [String: Int]
    /// What the reader replaced or skipped, where: values past the bounds a YAML scene keeps
    /// (`ValueBounds`, each replaced by the nearest bound), elements it could not use (skipped or
    /// renamed), views of classes it does not know (plain views); in file order.
    public var locatedWarnings: [XMLReadError] = []
    /// Warnings past the first `XMLReadErrors.maximumReported`, counted only.
    public var omittedWarnings = 0
    /// The file's lines, to quote under errors the mapping finds (set by the decoder).
    public var sourceLines = XMLSourceLines.empty
    public var extras: IBExtras
    /// `<accessibilityOverrides isEnabled="YES" dynamicTypePreference="6">`: the canvas's Dynamic
    /// Type setting (0 = xS … 3 = L … 11 = AX5), nil when the overrides are off or absent.
    public var dynamicTypePreference: Located<Int>? = nil
}

/// `<device id="retina6_1" orientation="portrait" appearance="light">`.
public struct IBDevice: Sendable {
    public var id: Located<String>
    public var orientation: Located<String>?
    public var appearance: Located<String>?
    /// `<adaptation id="fullscreen"/>` (Xcode 8–9).
    public var adaptation: Located<String>?
    public var position: XMLPosition
}

/// What an element held that the decoder does not understand, kept as written.
public struct IBExtras: Sendable {
    public var attributes: [XMLAttributeNode] = []
    public var elements: [XMLElementNode] = []

    public init(attributes: [XMLAttributeNode] = [], elements: [XMLElementNode] = []) {
        self.attributes = attributes
        self.elements = elements
    }
}

/// `<resources>`: image sizes (the point size of each asset a view names), and the fallbacks
/// of system and named colours.
public struct IBResources: Sendable {
    public var images: [IBImageResource] = []
    public var systemColors: [IBNamedColor] = []
    public var namedColors: [IBNamedColor] = []

    public init() {}

    /// The image named `name`, if the document lists it.
    public func image(named name: String) -> IBImageResource? {
        images.first { $0.name.value == name }
    }
}

public struct IBImageResource: Sendable {
    public var name: Located<String>
    public var width: Located<Double>
    public var height: Located<Double>
    /// `system` for an SF Symbol (its size is nominal, not the rendered one).
    public var catalog: Located<String>?
}

/// `<systemColor name="labelColor"><color …/></systemColor>` or `<namedColor name>`.
public struct IBNamedColor: Sendable {
    public var name: Located<String>
    public var color: IBColor?
}

extension IBDocument {
    /// Every `<objects>` of the document: each scene's, or the XIB's.
    public var allObjects: [IBObjects] {
        scenes.map(\.objects) + (objects.map { [$0] } ?? [])
    }

    /// Every view, depth first: controllers' root views and bars, then top-level views.
    public var allViews: [IBView] {
        allObjects.flatMap { objects in
            let roots = objects.controllers.flatMap { controller in
                (controller.view.map { [$0] } ?? []) + controller.bars
            }
            return (roots + objects.views).flatMap(\.allViews)
        }
    }

    /// Every constraint, in the order of `allViews`.
    public var allConstraints: [IBConstraint] {
        allViews.flatMap(\.constraints)
    }
}
