import SceneModel

extension Provenance {
    /// A storyboard scene's (or a XIB top-level view's): its scene id, its controller's title,
    /// and the further names `--scene` picks it by, the storyboard identifier and class before
    /// the ids (what messages and file names prefer).
    static func interfaceBuilderScene(
        at location: SourceLocation, sceneID: String, controllerID: String?, storyboardIdentifier: String?,
        title: String?, customClass: String?
    ) -> Provenance {
        Provenance(
            format: .interfaceBuilder, location: location, identifier: sceneID, label: title,
            aliases: [storyboardIdentifier, customClass, sceneID, controllerID].compactMap { $0 })
    }
}
