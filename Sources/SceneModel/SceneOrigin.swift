/// Where a scene read from an Interface Builder file came from: the storyboard scene and its
/// view controller, what `--scene` picks it by, and each view's class (for the report).
/// YAML scenes have none.
public struct SceneOrigin: Equatable, Sendable {
    /// The storyboard scene's id (`tne-QT-ifu`), or a XIB top-level view's id.
    public var sceneID: String
    /// The controller's id, storyboard identifier, title (or navigation item title) and custom class.
    public var controllerID: String?
    public var storyboardIdentifier: String?
    public var controllerTitle: String?
    public var customClass: String?
    /// Each view's custom class, else its UIKit class (`UILabel`), by IB id.
    public var viewClasses: [ViewID: String] = [:]
    /// The views the file marks `misplaced="YES"` (Interface Builder's own warning).
    public var markedMisplaced: Set<ViewID> = []

    public init(
        sceneID: String, controllerID: String? = nil, storyboardIdentifier: String? = nil,
        controllerTitle: String? = nil, customClass: String? = nil
    ) {
        self.sceneID = sceneID; self.controllerID = controllerID; self.storyboardIdentifier = storyboardIdentifier
        self.controllerTitle = controllerTitle; self.customClass = customClass
    }

    /// Everything `--scene` matches: ids, identifier, title, class.
    public var names: [String] {
        [sceneID, controllerID, storyboardIdentifier, controllerTitle, customClass].compactMap { $0 }
    }

    /// A short name for files and messages: the title, identifier or class, else the scene id.
    public var shortName: String { controllerTitle ?? storyboardIdentifier ?? customClass ?? sceneID }
}
