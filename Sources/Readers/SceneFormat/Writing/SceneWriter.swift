import Foundation
import SceneModel

/// Writes any `Scene` as a readable YAML scene file (docs/scene-format.md), such that reading it
/// back gives the same scene, source locations aside: the top-level settings that differ from
/// the defaults, the views with the keys whose values differ from their type's defaults, the
/// constraints in the cookbook notation (or as written, when they came from a scene file and
/// read back the same), and the variations. `alpreview convert` writes storyboards with it.
///
/// What the format cannot say is written as closely as it can: a color's components to 8 bits,
/// a font with both a text style and italics without the italics, a stack's `N x Standard`
/// spacing as `standard`. Views get unique, legal names (`WrittenNames`).
public struct SceneWriter {
    /// The folder the file will be written to: image paths inside it are written relative to it.
    public var imageFolder: String?

    public init(imageFolder: String? = nil) { self.imageFolder = imageFolder }

    /// The scene as the text of a YAML scene file.
    public static func yaml(_ scene: Scene, imageFolder: String? = nil) -> String {
        SceneWriter(imageFolder: imageFolder).yaml(scene)
    }

    public func yaml(_ scene: Scene) -> String {
        let views = scene.allViews.map(\.view)
        let names = WrittenNames(views)
        var lines = ["title: " + YAMLText.scalar(scene.title, in: .block)]
        lines.append("devices: " + YAMLText.list(scene.devices.map(Self.device)))
        if scene.orientations != [.portrait] {
            lines.append("orientations: " + YAMLText.list(scene.orientations.map(\.rawValue)))
        }
        if scene.sizeCategories != [.L] {
            lines.append("sizeCategories: " + YAMLText.list(scene.sizeCategories.map(\.rawValue)))
        }
        if scene.directions != [.ltr] { lines.append("directions: " + YAMLText.list(scene.directions.map(\.rawValue))) }
        if scene.bars != Bars() { lines.append("bars: " + YAMLText.list(Self.bars(scene.bars))) }
        if scene.defaults != .programmatic { lines.append("defaults: " + scene.defaults.rawValue) }
        if scene.rootSizing != .screen { lines.append("rootSizing: " + scene.rootSizing.rawValue) }
        let viewWriter = ViewWriter(names: names, imageFolder: imageFolder)
        let rootKeys = viewWriter.keys(of: scene.root)
        if !rootKeys.isEmpty { lines.append("root: " + YAMLText.mapping(rootKeys)) }
        if !scene.root.subviews.isEmpty {
            lines.append("views:")
            var position = 0
            for view in scene.root.subviews { viewWriter.write(view, indent: 1, position: &position, into: &lines) }
        }
        let constraintWriter = ConstraintWriter(names: names, views: views)
        let written = constraintWriter.written(scene.constraints)
        if !written.isEmpty {
            lines.append("constraints:")
            lines += written.map { "  - " + $0.item }
        }
        if !scene.variations.isEmpty {
            lines.append("variations:")
            let declared = Set(written.map(\.id).filter { !$0.isEmpty }.map(normalizedName))
            lines += VariationWriter(names: names, constraints: constraintWriter, declaredIDs: declared).lines(
                scene.variations)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A catalog device by its name; any other as a custom device the parser rebuilds the same.
    static func device(_ device: Device) -> String {
        if DeviceCatalog.device(named: device.name) == device { return YAMLText.scalar(device.name) }
        let size = device.portraitSize
        var pairs = [
            ("name", YAMLText.scalar(device.name)),
            ("size", YAMLText.list([YAMLText.number(size.width), YAMLText.number(size.height)])),
            ("scale", YAMLText.number(device.scale)),
        ]
        if device.isCanvas {
            pairs.append(("canvas", "true"))
            if device.idiom == .pad { pairs.append(("idiom", "pad")) }
            if device.portraitSafeArea != .zero || device.landscapeSafeArea != .zero {
                pairs.append(
                    (
                        "safeArea",
                        YAMLText.mapping([
                            ("portrait", insets(device.portraitSafeArea)),
                            ("landscape", insets(device.landscapeSafeArea)),
                        ])
                    ))
            }
        } else {
            // The parser gives a device without `safeArea` a 20-point status bar that hiding the bar
            // removes; any other safe area is written out.
            if !device.topInsetIsStatusBar {
                pairs.append(
                    (
                        "safeArea",
                        YAMLText.mapping([
                            ("portrait", insets(device.portraitSafeArea)),
                            ("landscape", insets(device.landscapeSafeArea)),
                        ])
                    ))
            }
            if device.idiom == .pad { pairs.append(("idiom", "pad")) }
        }
        if let height = device.navigationBarHeight { pairs.append(("navigationBar", YAMLText.number(height))) }
        return YAMLText.mapping(pairs)
    }

    /// `[top, left, bottom, right]`.
    static func insets(_ insets: Insets) -> String {
        YAMLText.list([insets.top, insets.left, insets.bottom, insets.right].map(YAMLText.number))
    }

    /// The listed bars replace the default `[statusBar]`; none is `[]`. The navigation bar and
    /// the toolbar carry their items; items of a bar the scene does not show are not drawn, and
    /// not written.
    static func bars(_ bars: Bars) -> [String] {
        var names: [String] = []
        if bars.statusBar { names.append("statusBar") }
        // A storyboard's large title may come without `navigationBar`; either is the bar.
        if bars.navigationBar || bars.largeTitle {
            names.append(BarItemWriter.navigationBar(bars.largeTitle ? "largeTitle" : "navigationBar", bars))
        }
        if bars.tabBar {
            let tabs = bars.tabTitles.map { BarItemWriter.tabs($0, icons: bars.tabIcons) }
            names.append(BarItemWriter.bottomBar("tabBar", content: tabs.map { ("tabs", $0) }, bars.tabBarAppearance))
        }
        if bars.toolbar {
            let items = bars.toolbarItems.map(BarItemWriter.list)
            names.append(
                BarItemWriter.bottomBar("toolbar", content: items.map { ("items", $0) }, bars.toolbarAppearance))
        }
        return names
    }
}
