import LayoutEngine
import SceneModel

/// Builds random valid scenes: every key the scene format has, with values the parser accepts,
/// and constraints that are legal for UIKit (a location against a location of the same axis, a
/// size against a size or a constant). The sizes stay small (a few views, at most four
/// configurations, short text) so that hundreds of scenes lay out and draw in seconds.
public struct SceneGenerator<Source: Entropy> {
    public var entropy: Source
    /// Views in the whole scene, at most.
    public var maximumViews = 8
    /// Configurations (devices × orientations × size categories × directions), at most.
    public var maximumConfigurations = 4

    var views: [GeneratedScene.View] = []
    var counter = 0

    public init(entropy: Source) { self.entropy = entropy }

    public mutating func scene(title: String) -> GeneratedScene {
        counter = 0
        var scene = GeneratedScene(title: title)
        scene.settings = settings()
        var budget = entropy.int(1...maximumViews)
        scene.views = viewList(depth: 0, budget: &budget, arranged: false)
        var writer = ConstraintWriter(entropy: entropy, views: ViewIndex(scene.views))
        scene.constraints = writer.constraints(count: entropy.int(0...(2 * scene.viewCount + 2)))
        scene.variations = writer.variations(constraints: scene.constraints)
        entropy = writer.entropy
        return scene
    }

    // MARK: - Top level

    static var devices: [String] {
        ["iPhone SE (1st generation)", "iPhone 8", "iPhone 15 Pro", "iPad Pro (12.9-inch)", "iPhone 8 Plus"]
    }

    mutating func settings() -> [GeneratedScene.Setting] {
        var result: [GeneratedScene.Setting] = []
        var deviceCount = entropy.chance(25) ? 2 : 1
        var devices: [String] = []
        for _ in 0..<deviceCount {
            if entropy.chance(30) {
                let w = entropy.int(10...40) * 10, h = entropy.int(10...50) * 10
                var custom = "{name: Tiny\(devices.count), size: [\(w), \(h)], scale: \(entropy.int(1...3))"
                if entropy.chance(40) {
                    let inset = { (e: inout Source) in String(e.int(0...40)) }
                    custom +=
                        ", safeArea: {portrait: [\(inset(&entropy)), \(inset(&entropy)), \(inset(&entropy)), \(inset(&entropy))]}"
                }
                if entropy.chance(20) { custom += ", idiom: pad" }
                devices.append(custom + "}")
            } else {
                let name = entropy.pick(Self.devices)
                if !devices.contains(name) { devices.append(name) }
            }
        }
        deviceCount = devices.count
        result.append(.init(key: "devices", value: "[" + devices.joined(separator: ", ") + "]"))
        var budget = maximumConfigurations / deviceCount
        let orientations = entropy.pick(
            [["portrait"], ["landscape"], ["portrait", "landscape"]].filter { $0.count <= budget })
        if entropy.chance(70) {
            result.append(.init(key: "orientations", value: "[" + orientations.joined(separator: ", ") + "]"))
        }
        budget /= orientations.count
        if budget >= 2 && entropy.chance(30) {
            result.append(.init(key: "directions", value: "[ltr, rtl]"))
            budget /= 2
        } else if entropy.chance(20) {
            result.append(.init(key: "directions", value: "[rtl]"))
        }
        let categories = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX3", "AX5"]
        if entropy.chance(40) {
            var chosen: [String] = []
            for _ in 0..<entropy.int(1...max(1, budget)) {
                let c = entropy.pick(categories)
                if !chosen.contains(c) { chosen.append(c) }
            }
            result.append(.init(key: "sizeCategories", value: "[" + chosen.joined(separator: ", ") + "]"))
        }
        if entropy.chance(30) {
            let bars = ["statusBar", "navigationBar", "largeTitle", "tabBar", "toolbar"].filter { _ in
                entropy.chance(40)
            }
            result.append(.init(key: "bars", value: "[" + bars.joined(separator: ", ") + "]"))
        }
        if entropy.chance(30) {
            result.append(.init(key: "defaults", value: entropy.pick(["interfaceBuilder", "programmatic"])))
        }
        // Constraints name these metrics, so the shrinker keeps them.
        result.append(
            .init(
                key: "metrics", value: "{gap: \(entropy.int(0...40)), wide: \(entropy.int(40...200))}", removable: false
            ))
        return result
    }

    // MARK: - Views

    /// Every kind in the engine's registry but stacks and scroll views (made below, with the views
    /// they hold), so a new control is generated as soon as it is declared; labels thrice, the most
    /// common view.
    static var leafTypes: [String] {
        let leaves: [ViewType] = ViewType.allCases.filter { $0 != .stack && $0 != .scroll }
        return leaves.flatMap { (type: ViewType) -> [String] in
            type == .label ? Array(repeating: type.rawValue, count: 3) : [type.rawValue]
        }
    }

    mutating func name(_ type: String) -> String {
        counter += 1
        // Some names hold a space, as in Apple's recipes; VFL ignores the spaces.
        return entropy.chance(20) ? "\(type.prefix(1).uppercased())\(type.dropFirst()) \(counter)" : "\(type)\(counter)"
    }

    mutating func viewList(depth: Int, budget: inout Int, arranged: Bool) -> [GeneratedScene.View] {
        var result: [GeneratedScene.View] = []
        let count = entropy.int(arranged ? 1...4 : 1...4)
        for _ in 0..<count where budget > 0 {
            budget -= 1
            result.append(view(depth: depth, budget: &budget, arranged: arranged))
        }
        return result
    }

    mutating func view(depth: Int, budget: inout Int, arranged: Bool) -> GeneratedScene.View {
        var type = entropy.pick(Self.leafTypes)
        if arranged && type == "guide" { type = "view" }
        if depth < 3 && budget > 0 && entropy.chance(35) { type = entropy.pick(["stack", "stack", "scroll", "view"]) }
        var view = GeneratedScene.View(name: name(type), type: type)
        var properties = PropertyWriter(entropy: entropy)
        view.properties = properties.properties(for: type)
        entropy = properties.entropy
        switch type {
        case "stack":
            view.childrenKey = "arranged"
            view.children = viewList(depth: depth + 1, budget: &budget, arranged: true)
            if let child = view.children.first, entropy.chance(30) {
                view.properties.append(
                    .init(
                        key: "customSpacing", value: "{after \(child.name): \(entropy.int(0...30))}",
                        references: [child.name]))
            }
        case "scroll":
            view.childrenKey = "content"
            view.children = viewList(depth: depth + 1, budget: &budget, arranged: false)
        case "view" where budget > 0 && depth < 3 && entropy.chance(40):
            view.childrenKey = "subviews"
            view.children = viewList(depth: depth + 1, budget: &budget, arranged: false)
        default: break
        }
        return view
    }
}
