import SceneModel

/// A scene's configurations in the groups that one `LayoutSession` each can lay out from one
/// tableau: those that decide the same before solving as far as the configuration and the root
/// tell (`RootDecisions`: `PresolveDecisions` but the subviews' margins and safe-area insets, which the session
/// compares itself), whatever their root sizes. Two orientations of an iPad, the iPhone SE (1st
/// generation) and the iPhone 8 in one orientation: the same size class, safe area and root
/// margins. A group is only a guess: the session checks the whole decisions at each
/// configuration and starts a tableau where they differ.
public enum SessionGroups {
    /// Per configuration, the number of its group (numbered by their first configuration); nil
    /// where it shares no tableau: alone in its group, or a root sized by its content (which a
    /// session lays out afresh). A lone configuration costs a session more than a fresh layout.
    public static func of(_ configurations: [Configuration], scene: Scene) -> [Int?] {
        guard !scene.rootSizing.fitsContent else { return configurations.map { _ in nil } }
        var keys: [RootDecisions] = []
        var members: [Int] = []
        let numbers = configurations.map { configuration in
            let key = RootDecisions(scene, configuration)
            if let known = keys.firstIndex(of: key) {
                members[known] += 1
                return known
            }
            keys.append(key)
            members.append(1)
            return keys.count - 1
        }
        // Shared groups numbered again from 0, lone configurations left out.
        var shared: [Int: Int] = [:]
        for (number, count) in members.enumerated() where count > 1 { shared[number] = shared.count }
        return numbers.map { shared[$0] }
    }
}

extension RootDecisions {
    /// What `configuration` decides for a root that is the screen, as a build of it would.
    init(_ scene: Scene, _ configuration: Configuration) {
        let rootMargins = LayoutBuild.screenRootMargins(scene, configuration)
        let size = configuration.size
        self.init(
            scale: configuration.scale, sizeCategory: configuration.sizeCategory, direction: configuration.direction,
            sizeClass: configuration.sizeClass, safeArea: configuration.safeArea, rootMargins: rootMargins,
            readableContentIsCapped: LayoutBuild.readableContentIsCapped(
                Rect(x: 0, y: 0, width: size.width, height: size.height), rootMargins: rootMargins,
                sizeCategory: configuration.sizeCategory))
    }
}
