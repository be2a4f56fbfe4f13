import IBXML
import LayoutEngine

/// One file laid out on its own device, each view's solved frame (superview coordinates)
/// against the frame Xcode stored: what `make corpus` and the corpus test count.
public struct StoredFrameComparison: Sendable {
    public struct Mismatch: Sendable {
        public var scene: String, view: String
        public var solved: Rect, stored: Rect
        /// The largest difference of x, y, width and height.
        public var error: Double
    }

    /// A scene whose stored frames break one of its own constraints (see `StoredFrameConsistency`).
    public struct InconsistentScene: Sendable {
        public var scene: String
        /// The first violated constraint, expected against stored.
        public var violation: String
    }

    public var compared = 0, withinHalf = 0, withinOne = 0
    /// Views not compared, by reason: misplaced, ambiguous, not installed.
    public var skipped: [String: Int] = [:]
    /// Scenes not compared at all: their stored frames cannot measure a layout.
    public var inconsistent: [InconsistentScene] = []
    public var mismatches: [Mismatch] = []

    /// Compares every scene of a decoded document.
    public init(document: IBDocument, solver: LayoutSolver) throws {
        let roots = Self.roots(of: document)
        for mapped in try InterfaceBuilderScenes.map(document) {
            // Xcode 7–8 (builds below 13000) rounded labels to whole points.
            let tolerance = mapped.buildNumber < 13000 ? 1.0 : 0.5
            if let root = roots[mapped.sceneID],
                let violation = StoredFrameConsistency.firstViolation(
                    root: root, stored: mapped.views, tolerance: tolerance)
            {
                inconsistent.append(InconsistentScene(scene: mapped.sceneID, violation: violation))
                continue
            }
            let layout = try solver.solve(mapped.scene, in: mapped.scene.configurations[0])
            for view in layout.views {
                guard let stored = mapped.views[view.id], let frame = stored.frame else { continue }
                let skip =
                    stored.misplaced
                    ? "misplaced"
                    : stored.ambiguous
                        ? "ambiguous"
                        : stored.uninstalled ? "not installed" : nil
                if let skip { skipped[skip, default: 0] += 1; continue }
                let solved = view.frame
                let error = max(
                    abs(solved.x - frame.x), abs(solved.y - frame.y),
                    abs(solved.width - frame.width), abs(solved.height - frame.height))
                compared += 1
                if error <= 0.5 { withinHalf += 1 }
                if error <= 1 {
                    withinOne += 1
                } else {
                    mismatches.append(
                        Mismatch(
                            scene: mapped.sceneID, view: "\(view.spec.name) [\(stored.elementName)]",
                            solved: solved, stored: frame, error: error))
                }
            }
        }
    }

    /// Each scene's root view by the id `InterfaceBuilderScenes.map` gives the scene.
    static func roots(of document: IBDocument) -> [String: IBView] {
        var roots: [String: IBView] = [:]
        for scene in document.scenes { if let view = scene.controller?.view { roots[scene.sceneID.value] = view } }
        if document.kind == .xib || document.scenes.isEmpty, let objects = document.objects {
            for view in objects.views { roots[view.id.value] = view }
        }
        return roots
    }
}
