import Foundation
import IBXML
import SceneModel
import SceneReading

/// Maps one screen (a controller's root view, or a XIB top-level view) to a `Scene`: the
/// device, bars and the view tree here; constraints and variations in `SceneMapper+Constraints`.
final class SceneMapper {
    let document: IBDocument
    let index: DocumentIndex
    let root: IBView
    /// The root and every view inside it, depth first (`IBView.allViews`), made once: the
    /// constraints' passes walk it three times.
    let rootAndDescendants: [IBView]
    let controller: IBViewController?
    let sceneID: String
    let objectsIndex: Int
    let buildNumber: Int
    /// The first build whose canvas lays text styles out at Large: Xcode 7's documents (builds
    /// below 11000) store them at Medium (docs/interface-builder.md, Version-dependent behaviour).
    static let largeTextCanvasBuild = 11000
    /// Xcode 13's builds, whose documents store text styles at Extra Small unless they record a
    /// size category (docs/interface-builder.md, Version-dependent behaviour).
    static let extraSmallTextCanvasBuilds = 18000..<20000
    let assets: AssetCatalog
    /// The font files the project carries, by PostScript name.
    let fonts: ProjectFonts
    var errors: [Diagnostic] = []
    /// What was left out of the scene and why (located warnings).
    var skipped: [Diagnostic] = []

    /// Display names by IB id (the root is `Root`), unique after normalization.
    var names: [String: String] = [:]
    var usedNames: Set<String> = ["root", "superview"]
    /// Parent id of every view below the root.
    var parents: [String: String] = [:]
    var views: [String: IBView] = [:]
    var stored: [ViewID: StoredView] = [:]
    /// Views the file's own size class does not install.
    var uninstalledIDs: Set<String> = []
    var variations: [String: Variation] = [:]
    var variationOrder: [String] = []
    /// Views the `default` (Any/Any) set does not install: hidden unless a variation installs them.
    var hiddenByDefault: Set<String> = []
    /// Cells and their content views, laid out by their table or collection view (by IB id).
    var listFrames: [String: Rect] = [:]

    init(
        document: IBDocument, index: DocumentIndex, root: IBView, controller: IBViewController?, sceneID: String,
        objectsIndex: Int, assets: AssetCatalog, fonts: ProjectFonts = .empty
    ) {
        self.assets = assets
        self.fonts = fonts
        self.document = document
        self.index = index
        self.root = root
        self.rootAndDescendants = root.allViews
        self.controller = controller
        self.sceneID = sceneID
        self.objectsIndex = objectsIndex
        self.buildNumber = IBDeviceMapping.buildNumber(
            toolsVersion: document.toolsVersion.value,
            pluginVersion: document.pluginVersion?.value)
    }

    func location(_ position: XMLPosition) -> SourceLocation {
        InterfaceBuilder.location(position, document.sourceLines, file: document.file)
    }

    func fail(_ message: String, at position: XMLPosition) {
        errors.append(Diagnostic(message, at: location(position)))
    }

    func skip(_ message: String, at position: XMLPosition) {
        skipped.append(.warning(message, at: location(position)))
    }

    func map() -> MappedScene? {
        var scene = Scene(title: title, devices: [device])
        scene.warnings = [unknownDeviceWarning, boundedRootSize].compactMap { $0 }
        scene.defaults = .interfaceBuilder
        if document.device?.orientation?.value == "landscape" { scene.orientations = [.landscape] }
        if let preference = document.dynamicTypePreference?.value, SizeCategory.allCases.indices.contains(preference) {
            scene.sizeCategories = [SizeCategory.allCases[preference]]
        } else if buildNumber < Self.largeTextCanvasBuild {
            // Xcode 7's canvas set text styles at Medium (body 16), not Large.
            scene.sizeCategories = [.M]
        } else if Self.extraSmallTextCanvasBuilds.contains(buildNumber) {
            // Xcode 13's canvas, its Dynamic Type override off, set them at Extra Small.
            scene.sizeCategories = [.xS]
        }
        scene.bars = bars
        if let controller {
            // The navigation item's title (its controller's by default), as the bar shows it; the
            // root of a navigation stack has no back button.
            scene.bars.navigationTitle = controller.navigationItemTitle?.value ?? controller.title?.value ?? ""
            applyBarItems(of: controller, to: &scene.bars)
            scene.bars.backButton = !(index.containerIDs[controller.id.value] ?? []).contains {
                index.containerInfo[$0]?.element == "navigationController"
            }
        }
        names[root.id.value] = "Root"
        views[root.id.value] = root
        nameViews(in: root, inCell: root.elementName.hasSuffix("Cell"))
        hiddenByDefault = defaultHiddenNames
        listFrames = listFrames(under: root)
        var rootSpec = ViewSpec(
            name: "Root", type: Self.kinds[root.elementName].flatMap(ViewType.init(rawValue:)) ?? .view)
        if ![ViewType.table, .collection].contains(rootSpec.type) { rootSpec.type = .view }
        rootSpec.id = ViewID(root.id.value)
        rootSpec.background = root.content.colors.first { $0.key?.value == "backgroundColor" }.flatMap(color)
        // The root's tint, else the document's global tint, which its views inherit.
        rootSpec.tint =
            root.content.colors.first { $0.key?.value == "tintColor" }.flatMap(color)
            ?? document.tintColor.flatMap(color)
        if let margins = root.layoutMargins?.value { rootSpec.margins = insets(margins) }
        rootSpec.layoutMarginsFollowReadableWidth = root.layoutMarginsFollowReadableWidth?.value ?? false
        // Before iOS 11 there was no safe area for the root's margins to include.
        rootSpec.insetsLayoutMarginsFromSafeArea =
            root.insetsLayoutMarginsFromSafeArea?.value ?? (buildNumber >= Self.iOS11Build)
        rootSpec.location = location(root.position)
        applyTableLook(root, to: &rootSpec)
        rootSpec.subviews =
            root.subviews.map { viewSpec($0, parent: root) } + root.keyedViews.map { viewSpec($0, parent: root) }
            + root.cells.map { viewSpec($0, parent: root) }
        scene.root = rootSpec
        scene.constraints = mapConstraints()
        scene.warnings += skipped
        scene.warnings += placeholderWarning().map { [$0] } ?? []
        mapSubviewMasks()
        scene.variations = variationOrder.compactMap { variations[$0] }
        markUninstalled()
        markAssumptions(in: &scene)
        scene.assumeUnavailableFonts { views[$0.id.rawValue].map(classAndID) ?? $0.name }
        scene.provenance = .interfaceBuilderScene(
            at: location(controller?.position ?? root.position), sceneID: sceneID, controllerID: controller?.id.value,
            storyboardIdentifier: controller?.storyboardIdentifier?.value,
            title: controller?.title?.value ?? controller?.navigationItemTitle?.value,
            customClass: controller?.customClass?.value ?? root.customClass?.value)
        recordViewProvenance(in: &scene)
        return MappedScene(
            scene: scene, sceneID: sceneID, controllerID: controller?.id.value,
            storyboardIdentifier: controller?.storyboardIdentifier?.value,
            controllerTitle: controller?.title?.value ?? controller?.navigationItemTitle?.value,
            customClass: controller?.customClass?.value ?? root.customClass?.value,
            views: stored, buildNumber: buildNumber, barsOutsideRoot: barPlacement.outside)
    }

    /// Each view's IB id and class (custom, else UIKit's), and whether the file marks it misplaced.
    func recordViewProvenance(in scene: inout Scene) {
        let rootID = ViewID(root.id.value)
        let rootClass = root.customClass?.value ?? Self.className(ofElement: root.elementName)
        scene.updateViews { view in
            let storedView = stored[view.id]
            guard view.id == rootID || storedView != nil else { return }
            view.provenance.identifier = view.id.description
            view.provenance.label = view.id == rootID ? rootClass : storedView?.className
            view.isMarkedMisplaced = storedView?.misplaced ?? false
        }
    }

    var title: String {
        let controllerName = controller.map {
            InterfaceBuilderScenes.controllerName($0) ?? Self.className(ofElement: $0.elementName)
        }
        let file = document.file.split(separator: "/").last.map(String.init) ?? document.file
        return "\(file) · \(controllerName ?? root.userLabel?.value ?? root.customClass?.value ?? "View") (\(sceneID))"
    }

    // MARK: - Device and bars

    /// The root's stored size: the screen it is laid out on, so within a YAML scene's device
    /// sizes (`boundedRootSize` warns when it is not).
    var designSize: Size {
        let frame = root.misplaced?.value == true ? laidOutRootFrame ?? root.frame?.value : root.frame?.value
        let sizes = ValueBounds.deviceSizes
        func bounded(_ value: Double) -> Double { min(sizes.upperBound, max(sizes.lowerBound, value)) }
        return Size(width: bounded(frame?.width ?? 600), height: bounded(frame?.height ?? 600))
    }

    /// The frame Xcode lays a controller's root out at, for a root it marks misplaced (its stored
    /// frame is stale, so it is no freeform size): the device's screen, less the opaque bars of
    /// its containers, which UIKit does not extend the root under (their stored frames).
    var laidOutRootFrame: IBRect? {
        guard let controller, let ibDevice = document.device,
            let device = IBDeviceMapping.device(id: ibDevice.id.value)
        else { return nil }
        let screen = device.size(ibDevice.orientation?.value == "landscape" ? .landscape : .portrait)
        var top = 0.0, bottom = 0.0
        // Bars along an edge the root does not extend under count as opaque ones.
        let edges = controller.extendedEdges ?? (top: true, bottom: true)
        for container in index.enclosingContainers(of: controller.id.value) {
            for bar in container.bars {
                guard let frame = bar.frame?.value else { continue }
                let opaque = bar.content.translucent?.value == false
                if bar.elementName == "navigationBar", !container.hidesNavigationBar, opaque || !edges.top {
                    top = max(top, frame.y + frame.height)
                }
                let shown = bar.elementName == "tabBar" || container.showsToolbar
                if bar.elementName == "tabBar" || bar.elementName == "toolbar", opaque || (!edges.bottom && shown) {
                    bottom = max(bottom, frame.height)
                }
            }
        }
        return IBRect(x: 0, y: top, width: screen.width, height: screen.height - top - bottom)
    }

    /// A located warning when the root's stored size is not a device's.
    var boundedRootSize: Diagnostic? {
        guard let frame = root.frame, frame.value.width != designSize.width || frame.value.height != designSize.height
        else { return nil }
        return .warning(
            "the root view's width and height must be "
                + "\(ValueBounds.text(ValueBounds.deviceSizes)) points (a screen's), not "
                + "\(ValueBounds.text(frame.value.width)) × \(ValueBounds.text(frame.value.height)); "
                + "\(ValueBounds.text(designSize.width)) × \(ValueBounds.text(designSize.height)) is used",
            at: location(frame.position))
    }

    var device: Device {
        guard controller != nil else {
            // A XIB's top-level view (or a view in a scene's dock) is a plain view on a freeform
            // canvas of its own size, with the traits of the file's device: an iPad document's
            // views take its regular size classes.
            let fileDevice = document.device.flatMap { IBDeviceMapping.device(id: $0.id.value) }
            var canvas = Device.canvas(
                name: "Freeform \(format(designSize.width)) × \(format(designSize.height))",
                size: designSize, scale: fileDevice?.scale ?? 2)
            canvas.idiom = fileDevice?.idiom ?? .phone
            // The scene takes the file's orientation: in landscape the canvas is turned, so that
            // the view keeps its own size, and its safe area is the landscape one.
            let landscape = document.device?.orientation?.value == "landscape"
            if landscape { canvas.portraitSize = Size(width: designSize.height, height: designSize.width) }
            if document.kind == .xib, !root.elementName.hasSuffix("Cell"), var screen = fileDevice {
                let insets = xibSafeArea(of: &screen)
                if landscape { canvas.landscapeSafeArea = insets } else { canvas.portraitSafeArea = insets }
            }
            return canvas
        }
        guard let ibDevice = document.device else {
            var canvas = IBDeviceMapping.anyAnyCanvas
            if designSize != canvas.portraitSize { canvas.portraitSize = designSize }
            return canvas
        }
        var device = fileDevice ?? IBDeviceMapping.device(id: "retina4_7")!
        IBDeviceMapping.applyCanvasInsets(to: &device, id: ibDevice.id.value, buildNumber: buildNumber)
        let landscape = ibDevice.orientation?.value == "landscape"
        let size = device.size(landscape ? .landscape : .portrait)
        if size != designSize {
            // A freeform or sheet-sized root: the device's insets on a root of the stored size.
            device.name += " (\(format(designSize.width)) × \(format(designSize.height)))"
            device.portraitSize = landscape ? Size(width: designSize.height, height: designSize.width) : designSize
        }
        removeInsets(outsideRootOf: &device, landscape: landscape)
        return device
    }

    /// A root that starts below its bars (opaque ones, or along an edge it does not extend under)
    /// has the status bar, the sensor housing and the bar above it, not over it: no top inset; one
    /// that ends above a tab bar or toolbar has the home indicator below that bar: no bottom inset.
    /// A home-button phone's top inset is its status bar and goes with it (`Bars.statusBar`).
    private func removeInsets(outsideRootOf device: inout Device, landscape: Bool) {
        guard let outside = barPlacement.outside else { return }
        var insets = landscape ? device.landscapeSafeArea : device.portraitSafeArea
        if outside.navigationBar || outside.largeTitle { insets.top = 0 }
        if outside.tabBar || outside.toolbar { insets.bottom = 0 }
        if landscape { device.landscapeSafeArea = insets } else { device.portraitSafeArea = insets }
    }

    /// The file's `<device>`: a known id's, else (a newer Xcode's id) the catalog device of the
    /// root's screen (`unknownDeviceWarning` says which).
    var fileDevice: Device? {
        guard let ibDevice = document.device else { return nil }
        return IBDeviceMapping.device(id: ibDevice.id.value)
            ?? IBDeviceMapping.device(ofRoot: designSize, landscape: ibDevice.orientation?.value == "landscape")
    }

    /// A located warning for a `<device id>` alpreview does not know, naming the device used.
    var unknownDeviceWarning: Diagnostic? {
        guard controller != nil, let ibDevice = document.device, IBDeviceMapping.device(id: ibDevice.id.value) == nil
        else { return nil }
        let used =
            fileDevice.map { "laid out on the \($0.name), whose screen the root's size fits" }
            ?? "no device has a screen of the root's width: laid out on an iPhone 8's insets"
        return .warning(
            "<device id=\"\(ibDevice.id.value)\"> is not a device alpreview knows; \(used)",
            at: location(ibDevice.id.position))
    }

    /// A XIB's top-level view is previewed at the top left of a screen of the file's device: its
    /// safe area is the part of the screen's insets it overlaps, with the status bar the Xcode that
    /// saved the file simulates (none on home-button phones in Xcode 11 to 14).
    func xibSafeArea(of device: inout Device) -> Insets {
        IBDeviceMapping.applyCanvasInsets(to: &device, id: document.device?.id.value ?? "", buildNumber: buildNumber)
        let landscape = document.device?.orientation?.value == "landscape"
        var screen = landscape ? device.landscapeSafeArea : device.portraitSafeArea
        if device.topInsetIsStatusBar {
            let shown = device.idiom == .pad || !Self.homeButtonPhonesWithoutStatusBar.contains(buildNumber)
            screen.top = shown ? max(screen.top, landscape ? device.landscapeStatusBar : device.statusBar) : 0
        }
        // The view sits at the screen's top left: it takes the part of each inset it overlaps.
        let size = device.size(landscape ? .landscape : .portrait)
        let spare = Size(width: max(0, size.width - designSize.width), height: max(0, size.height - designSize.height))
        return Insets(
            top: min(screen.top, designSize.height), left: min(screen.left, designSize.width),
            bottom: max(0, screen.bottom - spare.height), right: max(0, screen.right - spare.width))
    }

    var bars: Bars { barPlacement.inside }

    /// The bars the root is under (`inside`: they inset its safe area), and those around it:
    /// opaque bars, and bars along an edge it does not extend under, which Interface Builder
    /// draws above (below) a root that starts below (ends above) them (`outside`, nil when none).
    lazy var barPlacement: (inside: Bars, outside: Bars?) = placeBars()

    private func placeBars() -> (inside: Bars, outside: Bars?) {
        var bars = Bars()
        guard let controller else { return (bars, nil) }
        var navigationBar: IBView?
        // An opaque bar (`translucent="NO"`) is not under the root view: UIKit extends a
        // controller's view under translucent bars only (`extendedLayoutIncludesOpaqueBars` is
        // NO by default), so the root starts below an opaque navigation bar (and the status bar
        // above it) and ends above an opaque tab bar; its safe area has no inset for them.
        var opaqueTop = false, opaqueBottom = false, toolbarOutside = false
        let isPushed = !(index.pushers[controller.id.value] ?? []).isEmpty
        let colors = IBColorResolver(resources: document.resources)
        for container in index.enclosingContainers(of: controller.id.value) {
            // A navigation controller that hides its bar (`navigationBarHidden`) shows none on
            // any controller of its stack; its toolbar still shows.
            if container.element == "navigationController", !container.hidesNavigationBar {
                bars.navigationBar = true
                let bar = container.bars.first { $0.elementName == "navigationBar" }
                // The first enclosing stack's bar with a stored frame (read below), else one without.
                if let bar, navigationBar?.frame == nil { navigationBar = bar }
                if let bar, bars.navigationBarAppearance.isSystem {
                    bars.navigationBarAppearance = BarAppearance(bar: bar, colors: colors)
                }
                if bar?.content.translucent?.value == false { opaqueTop = true }
            }
            if container.element == "navigationController" {
                // A shown toolbar (`toolbarHidden="NO"`) is under the root unless it is opaque:
                // then the root ends above it, as its stored frame does.
                let toolbar = container.bars.first { $0.elementName == "toolbar" }
                if container.showsToolbar, let toolbar, bars.toolbarAppearance.isSystem {
                    bars.toolbarAppearance = BarAppearance(bar: toolbar, colors: colors)
                }
                if container.showsToolbar {
                    if toolbar?.content.translucent?.value != false {
                        bars.toolbar = true
                    } else {
                        toolbarOutside = true
                    }
                }
            }
            // A controller pushed onto a navigation stack with `hidesBottomBarWhenPushed` hides
            // the tab bar around the stack.
            if container.element == "tabBarController", !(controller.hidesBottomBarWhenPushed && isPushed) {
                bars.tabBar = true
                let bar = container.bars.first { $0.elementName == "tabBar" }
                if let bar, bars.tabBarAppearance.isSystem {
                    bars.tabBarAppearance = BarAppearance(bar: bar, colors: colors)
                }
                if bar?.content.translucent?.value == false { opaqueBottom = true }
            }
        }
        // A controller pushed by one that simulates a navigation bar is on that navigation
        // stack too (the pusher's navigation controller may be in another storyboard).
        let pushers = index.pushingControllers(of: controller.id.value, throughDockViews: true)
            .compactMap { index.controllers[$0] }
        if let bar = controller.simulatedBar("simulatedNavigationBarMetrics")
            ?? pushers.lazy.compactMap({ $0.simulatedBar("simulatedNavigationBarMetrics") }).first
        {
            bars.navigationBar = true
            if bar.opaque { opaqueTop = true }
        }
        if let bar = controller.simulatedBar("simulatedTabBarMetrics") {
            bars.tabBar = true
            if bar.opaque { opaqueBottom = true }
        }
        if let bar = controller.simulatedBar("simulatedToolbarMetrics") {
            // The root ends above an opaque toolbar too: no bottom inset for it.
            bars.toolbar = !bar.opaque
            toolbarOutside = bar.opaque
        }
        for metric in controller.simulatedMetrics where metric.elementName == "simulatedStatusBarMetrics" {
            if metric.attributes.contains(where: { $0.name == "statusBarStyle" && $0.value == "none" }) {
                bars.statusBar = false
            }
        }
        // Xcode 11 (its betas included) to 14 simulate home-button phones without a status bar
        // (docs/interface-builder.md).
        if Self.homeButtonPhonesWithoutStatusBar.contains(buildNumber), let ibDevice = document.device,
            let device = IBDeviceMapping.device(id: ibDevice.id.value),
            device.topInsetIsStatusBar, device.idiom == .phone
        {
            bars.statusBar = false
        }
        // The container's bar frame is the only record of the status bar Xcode simulated, from
        // Xcode 11, which dropped it on home-button phones: earlier Xcodes stored the bar at
        // y = 0 whatever they showed. A 1000 × 1000 frame is a bar Xcode never laid out.
        if let frame = navigationBar?.frame?.value, !(frame.width == 1000 && frame.height == 1000) {
            bars.statusBar = Self.showsStatusBar(above: frame, buildNumber: buildNumber) ?? bars.statusBar
        }
        // A navigation item that never shows a large title has the standard bar
        // (`UINavigationItem.LargeTitleDisplayMode.never`).
        if InterfaceBuilderScenes.prefersLargeTitles(navigationBar), controller.largeTitleDisplayMode != "never" {
            bars.largeTitle = true
            bars.navigationBar = false
        }
        if buildNumber < 13000 && simulatesNoStatusBar(controller) { bars.statusBar = false }
        if index.embedded.contains(controller.id.value) { bars.statusBar = false }
        // iOS 6 and earlier laid a controller's view out below the status bar and every bar
        // (no `edgesForExtendedLayout`, `wantsFullScreenLayout` NO): an iOS 6 document's bars
        // are all outside the root, as opaque bars are.
        if document.variant?.value == "6xAndEarlier" {
            opaqueTop = true
            opaqueBottom = true
            bars.toolbar = false
        }
        // `edgesForExtendedLayout` without an edge: the root stops at that edge's bars,
        // translucent or not, as at opaque ones.
        if let edges = controller.extendedEdges {
            if !edges.top && (bars.navigationBar || bars.largeTitle) { opaqueTop = true }
            if !edges.bottom && (bars.tabBar || bars.toolbar) {
                opaqueBottom = true
                toolbarOutside = toolbarOutside || bars.toolbar
                bars.toolbar = false
            }
        }
        var outside = Bars()
        outside.statusBar = false
        if opaqueTop {
            outside.navigationBarAppearance = bars.navigationBarAppearance
            outside.statusBar = bars.statusBar
            outside.navigationBar = bars.navigationBar
            outside.largeTitle = bars.largeTitle
            bars.statusBar = false
            bars.navigationBar = false
            bars.largeTitle = false
        }
        outside.tabBarAppearance = bars.tabBarAppearance
        outside.toolbarAppearance = bars.toolbarAppearance
        if opaqueBottom {
            outside.tabBar = bars.tabBar
            bars.tabBar = false
        }
        outside.toolbar = toolbarOutside && !outside.tabBar
        let around = outside.navigationBar || outside.largeTitle || outside.tabBar || outside.toolbar
        return (bars, around ? outside : nil)
    }

    /// Whether Xcode simulated a status bar above a navigation bar stored at `frame`: from Xcode
    /// 11 (build 15000) the bar's y says so (0: none); nil before, when the bar was stored at
    /// y = 0 whatever Xcode showed, and for a bar never laid out (1000 × 1000).
    static func showsStatusBar(above frame: IBRect, buildNumber: Int) -> Bool? {
        guard buildNumber >= 15000, !(frame.width == 1000 && frame.height == 1000) else { return nil }
        return frame.y > 0
    }

    /// Whether the controller, a container holding it or a controller pushing it sets the
    /// simulated status bar to None (`<nil key="simulatedStatusBarMetrics"/>`): Interface Builder
    /// infers a controller's simulated metrics from its containers and its segues.
    func simulatesNoStatusBar(_ controller: IBViewController) -> Bool {
        var queue = [controller.id.value], seen: Set<String> = [controller.id.value]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            if index.controllers[current]?.simulatesNoStatusBar == true { return true }
            let around = (index.containerIDs[current] ?? []) + (index.pushers[current] ?? [])
            for next in around where !seen.contains(next) {
                seen.insert(next)
                queue.append(next)
            }
        }
        return false
    }

    // MARK: - Names

    /// userLabel, text, title or placeholder, else the class and the id; unique in the scene.
    func nameViews(in view: IBView, inCell: Bool) {
        for child in view.subviews + view.keyedViews + view.cells {
            parents[child.id.value] = view.id.value
            views[child.id.value] = child
            var name = displayName(child)
            if usedNames.contains(normalizedName(name)) || name.isEmpty { name += " \(child.id.value)" }
            usedNames.insert(normalizedName(name))
            names[child.id.value] = name
            let cell = inCell || child.elementName.hasSuffix("Cell")
            stored[ViewID(child.id.value)] = StoredView(
                elementName: child.elementName,
                className: child.customClass?.value ?? Self.className(ofElement: child.elementName),
                frame: child.frame.map { rect($0.value) }, misplaced: child.misplaced?.value ?? false,
                ambiguous: child.ambiguous?.value ?? false, inCell: cell, uninstalled: false)
            nameViews(in: child, inCell: cell)
        }
    }

    func displayName(_ view: IBView) -> String {
        let text =
            view.userLabel?.value ?? view.content.text?.value ?? view.content.title?.value
            ?? view.content.placeholder?.value
        if let text {
            let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            let trimmed = String(line.trimmingCharacters(in: .whitespaces).prefix(32))
            if !trimmed.isEmpty && trimmed.unicodeScalars.allSatisfy({ $0.value >= 32 }) { return trimmed }
        }
        return classAndID(view)
    }

    /// `ShadowView dTb-3s-Hn1`, `UILabel aB1-cd-EfG`: a view by its class and id.
    func classAndID(_ view: IBView) -> String {
        "\(view.customClass?.value ?? Self.className(ofElement: view.elementName)) \(view.id.value)"
    }

    /// The UIKit class an element name stands for (`tableViewCell` → `UITableViewCell`).
    static func className(ofElement name: String) -> String {
        let special = ["activityIndicatorView": "UIActivityIndicatorView", "stackView": "UIStackView"]
        return special[name] ?? runtimeContentViews[name]?.className ?? "UI" + name.prefix(1).uppercased()
            + name.dropFirst()
    }
}

func format(_ value: Double) -> String {
    abs(value) < 1e15 && value == value.rounded() ? String(Int(value)) : String(value)
}

func rect(_ rect: IBRect) -> Rect { Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
